/** Ground-truth types of the sandbox corpus: articles with annotated claims, evidence pages with stances. */
import type { SandboxPostAuthor, SandboxPostItem } from './posts';

/** The articles in Japanese, Chinese, Korean, Arabic, Russian and Hindi (`articles-world.ts`). */
export type WorldArticleName = 'world-ja' | 'world-zh' | 'world-ko' | 'world-ar' | 'world-ru' | 'world-hi';

/** Two articles that repeat the `health` article's claims on other sites (`articles-story.ts`, issue 33). */
export type StoryArticleName = 'story-followup' | 'story-roundup';

export type ArticleName =
  | 'news'
  | 'science'
  | 'health'
  | 'politics-de'
  | 'non-article'
  | 'large'
  | 'injection'
  | 'long'
  | WorldArticleName
  | StoryArticleName;

export type ClaimTruth = 'true' | 'false' | 'contested' | 'misleading' | 'opinion';
export type SandboxClaimKind =
  'factual' | 'statistical' | 'causal' | 'attribution' | 'prediction' | 'opinion' | 'satire';

export interface SandboxClaim {
  /** Stable id, e.g. `health-measles-2019`. */
  id: string;
  /** A sentence that occurs verbatim in the article text. */
  quote: string;
  /** Decontextualised statement (what is searched and judged). */
  text: string;
  kind: SandboxClaimKind;
  role: 'thesis' | 'support' | 'background';
  harm: number;
  checkWorthiness: number;
  entities: string[];
  timeFrom: string | null;
  timeTo: string | null;
  truth: ClaimTruth;
  edges: { type: 'depends_on' | 'supports' | 'contradicts'; target: string }[];
  /**
   * The article's own stance toward the claim (gold; the sandbox model answers it): `reports` someone else's claim,
   * `rebuts` it; absent: the article asserts it.
   */
  articleStance?: 'asserts' | 'reports' | 'rebuts';
  /** The article's sentence that shows the stance (verbatim); absent: the claim's quote. */
  articleStanceSentence?: string;
}

export interface SandboxArticle {
  name: ArticleName;
  host: string;
  path: string;
  /** `http://<host><path>` without the sandbox port (see `withPort`). */
  url: string;
  lang: string;
  title: string;
  siteName: string;
  author: string | null;
  publishedAt: string | null;
  /** Where the date is exposed in the HTML. */
  dateIn: 'meta' | 'jsonld' | 'both' | 'none';
  /** `false` for the shop page: it has no article body. */
  isArticle: boolean;
  paragraphs: string[];
  /** Text present in the HTML but hidden from readers (display:none, aria-hidden, off-screen, zero-size). */
  hiddenTexts: string[];
  /** Visible text that tries to instruct a model. */
  injectedTexts: string[];
  /** Photos after the first paragraph, each with its alt text and caption (never the article's claims). */
  figures?: { alt: string; caption: string }[];
  claims: SandboxClaim[];
}

export type EvidenceStance = 'supports' | 'refutes' | 'mixed' | 'context';

export interface SandboxStance {
  claimId: string;
  stance: EvidenceStance;
  /** A sentence that occurs verbatim in the page body. */
  sentence: string;
  strength: number;
}

export interface SandboxClaimReview {
  claimText: string;
  claimant: string;
  claimDate: string;
  rating: string;
  reviewDate: string;
  publisher: string;
}

export interface SandboxEvidencePage {
  id: string;
  host: string;
  path: string;
  /** `http://<host><path>` without the sandbox port (see `withPort`). */
  url: string;
  title: string;
  siteName: string;
  lang: string;
  author: string | null;
  publishedAt: string | null;
  kind: 'official' | 'journal' | 'preprint' | 'factcheck' | 'news' | 'wiki' | 'social' | 'blog';
  paragraphs: string[];
  /** Url (without port) of the wire story this page copies near-verbatim. */
  syndicatedFrom?: string;
  stances: SandboxStance[];
  claimReview?: SandboxClaimReview;
  /** Visible text on the page that tries to instruct a model. */
  injectedTexts?: string[];
  /** Raw HTML blocks (hidden-text attacks) placed after the paragraph carrying the first stance sentence. */
  hiddenHtml?: string[];
  /** Raw CSS for a `<style>` element in the page's head (class rules hidden-text attacks rely on). */
  css?: string;
  /**
   * A social page served in its platform's markup (X only): the post's rendered author (who may differ from the
   * handle in the path) and a post it quotes. Absent: the page is served as a plain page (a login wall's shape).
   */
  post?: { author: SandboxPostAuthor; quoted?: SandboxPostItem };
}
