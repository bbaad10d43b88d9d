/** What the judge keeps of a fetched page to tell copies apart: a sketch of its words and its template. */
import { templateKey } from '../../domain/page-template';
import { textSignature } from '../../domain/text/text-signature';
import type { Evidence, Page } from '../../schemas';

/** The `signature` and `template` of an evidence item read from `page`. */
export function pageIdentity(page: Page, signatureSize: number): Pick<Evidence, 'signature' | 'template'> {
  const template = templateKey({
    url: page.finalUrl || page.url,
    byline: page.byline,
    siteName: page.siteName,
  });
  return {
    signature: textSignature(page.text, signatureSize, page.lang),
    ...(template ? { template } : {}),
  };
}
