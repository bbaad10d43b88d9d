/** Small builders for evidence pages, so each page reads like data. */
import type { SandboxEvidencePage, SandboxStance } from './types';

type PageInput = Omit<SandboxEvidencePage, 'url' | 'host' | 'path' | 'lang' | 'author'> & {
  /** `host/path`, e.g. `www.cdc.gov/measles/data-research/index.html`. */
  at: string;
  lang?: string;
  author?: string | null;
};

export function page(input: PageInput): SandboxEvidencePage {
  const { at, ...rest } = input;
  const slash = at.indexOf('/');
  const host = at.slice(0, slash);
  const path = at.slice(slash);
  return { lang: 'en', author: null, ...rest, host, path, url: `http://${host}${path}` };
}

export function stance(
  claimId: string,
  kind: SandboxStance['stance'],
  sentence: string,
  strength: number,
): SandboxStance {
  return { claimId, stance: kind, sentence, strength };
}

/** A near-verbatim copy of a wire story on another site (same body, a credit line, the site's own headline). */
export function syndicate(
  original: SandboxEvidencePage,
  at: string,
  siteName: string,
  title: string,
  publishedAt: string | null,
): SandboxEvidencePage {
  return page({
    at,
    id: `${original.id}@${at.split('/')[0]}`,
    title,
    siteName,
    lang: original.lang,
    author: original.author,
    publishedAt,
    kind: 'news',
    paragraphs: [...original.paragraphs, `This story was originally published by ${original.siteName}.`],
    syndicatedFrom: original.url,
    stances: original.stances.map((item) => ({ ...item })),
  });
}
