import type { ReactNode } from 'react';
import { isWebUrl } from '@/lib/engine';

/** A link that opens in a new tab without giving the page a handle on the panel; only web addresses are links. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  if (!isWebUrl(href)) return <span title={href}>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
