/**
 * The news article's UK-inflation claim and the sandbox pages the Quick cost and attack tests build on: the BBC and
 * Reuters pages, and an honest independent page that states the claim in its own terms (a strong-rule source).
 */
import { articleByName, EVIDENCE } from '../sandbox/corpus';
import type { SandboxEvidencePage } from '../sandbox/corpus';

export const news = articleByName('news');
export const inflation = news.claims.find((c) => c.id === 'news-uk-inflation')!;
export const bbc = EVIDENCE.find((p) => p.host === 'www.bbc.co.uk' && p.path.includes('68290411'))!;
export const reuters = EVIDENCE.find((p) => p.host === 'www.reuters.com' && p.path.includes('inflation'))!;
export const honest: SandboxEvidencePage = {
  ...reuters,
  paragraphs: [`${reuters.paragraphs[0]!} ${inflation.text}`, ...reuters.paragraphs.slice(1)],
};
