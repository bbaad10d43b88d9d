/** The sandbox corpus: articles with annotated claims and evidence pages with stances (the tests' ground truth). */
import { ARTICLE_LIST } from './articles';
import { HEALTH_EVIDENCE } from './evidence-health';
import { NEWS_EVIDENCE } from './evidence-news';
import { OTHER_EVIDENCE } from './evidence-other';
import { SCIENCE_EVIDENCE } from './evidence-science';
import { WORLD_ARTICLES } from './articles-world';
import { WORLD_EVIDENCE } from './evidence-world';
import { LONG_ARTICLE, LONG_EVIDENCE } from './long-article';
import { STORY_ARTICLES, STORY_EVIDENCE } from './articles-story';
import type { ArticleName, SandboxArticle, SandboxClaim, SandboxEvidencePage } from './types';
import { POST_CLAIMS } from './posts';
import { ATTACK_POST_CLAIMS } from './posts-attacks';

export type * from './types';

export const ARTICLES: SandboxArticle[] = [
  ...ARTICLE_LIST,
  ...WORLD_ARTICLES,
  LONG_ARTICLE,
  ...STORY_ARTICLES,
];
const OWN_EVIDENCE: SandboxEvidencePage[] = [
  ...HEALTH_EVIDENCE,
  ...SCIENCE_EVIDENCE,
  ...NEWS_EVIDENCE,
  ...OTHER_EVIDENCE,
  ...WORLD_EVIDENCE,
  ...LONG_EVIDENCE,
];
export const EVIDENCE: SandboxEvidencePage[] = OWN_EVIDENCE.map((page) => {
  const repeated = STORY_EVIDENCE.flatMap((story) =>
    page.stances
      .filter((s) => s.claimId === story.from)
      .map((s) => ({
        ...s,
        claimId: story.claimId,
        stance: story.opposite && s.stance === 'supports' ? ('refutes' as const) : s.stance,
      })),
  );
  return repeated.length ? { ...page, stances: [...page.stances, ...repeated] } : page;
});
export const ARTICLE_NAMES = ARTICLES.map((article) => article.name);

export function articleByName(name: ArticleName): SandboxArticle {
  const found = ARTICLES.find((article) => article.name === name);
  if (!found) throw new Error(`No sandbox article named ${name}.`);
  return found;
}

/** Every annotated claim of every article. */
export const ALL_CLAIMS: SandboxClaim[] = ARTICLES.flatMap((article) => article.claims);

export function claimById(id: string): SandboxClaim | undefined {
  return ALL_CLAIMS.find((item) => item.id === id);
}

/** Claims that are checked against evidence (not opinion, prediction or satire). */
export function isCheckable(claim: SandboxClaim): boolean {
  return !['opinion', 'prediction', 'satire'].includes(claim.kind);
}

/** Evidence pages that take a stance on a claim. */
export function evidenceFor(claimId: string): SandboxEvidencePage[] {
  return EVIDENCE.filter((item) => item.stances.some((entry) => entry.claimId === claimId));
}

/** A corpus url (`http://host/path`) as served by a sandbox on `port`. */
export function withPort(url: string, port: number): string {
  const parsed = new URL(url);
  parsed.port = String(port);
  return parsed.toString();
}

// Social post pages (X, Bluesky, Mastodon, Reddit): served by the sandbox, their claims extractable by its model.
export { POST_PAGES, POST_CLAIMS, postPageByName } from './posts';
export { ATTACK_POST_PAGES } from './posts-attacks';
export type { PostPageName, SandboxPostPage } from './posts';

/** Every claim the sandbox model can extract: the articles' and the post pages' (authors' and others'). */
export const EXTRACTABLE_CLAIMS: SandboxClaim[] = [...ALL_CLAIMS, ...POST_CLAIMS, ...ATTACK_POST_CLAIMS];
