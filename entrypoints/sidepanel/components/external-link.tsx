import type { ReactNode } from 'react';

/** A link that opens in a new tab without giving the page a handle on the panel. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}
