/** Article schema: what the content script (or the page fetcher) extracts from a page with Readability. */
import { z } from 'zod';

const ParagraphSchema = z.object({
  /** Offset of the paragraph's first character in `Article.text`. */
  start: z.number().int().nonnegative(),
  /** Offset one past the paragraph's last character in `Article.text`. */
  end: z.number().int().nonnegative(),
});
export type Paragraph = z.infer<typeof ParagraphSchema>;

/** Where one page of a PDF lies in `Article.text` (pages with no text have `start === end`). */
const ArticlePageSchema = z.object({
  /** 1-based page number as printed by the viewer. */
  number: z.number().int().positive(),
  start: z.number().int().nonnegative(),
  end: z.number().int().nonnegative(),
});
export type ArticlePage = z.infer<typeof ArticlePageSchema>;

/** The social platforms whose posts and threads have a site reader. */
const PostPlatformSchema = z.enum(['x', 'bluesky', 'mastodon', 'reddit']);
export type PostPlatform = z.infer<typeof PostPlatformSchema>;

/** Who wrote a social post or thread as its site reader found it rendered, for the account's tier and the panel. */
export const PostInfoSchema = z.object({
  platform: PostPlatformSchema,
  /** As the platform writes it: `@WHO`, `@who.int`, `@user@instance`, `u/name`. */
  handle: z.string(),
  authorName: z.string(),
  /** The author's profile page on the platform. */
  profileUrl: z.string().url(),
  /** How many of the author's posts the text holds (a thread has several). */
  posts: z.number().int().positive(),
});
export type PostInfo = z.infer<typeof PostInfoSchema>;

export const ArticleSchema = z.object({
  url: z.string().url(),
  canonicalUrl: z.string().url(),
  title: z.string(),
  byline: z.string().nullable(),
  siteName: z.string().nullable(),
  /** ISO 8601 publication date from meta tags or JSON-LD, null when the page does not say. */
  publishedAt: z.string().nullable(),
  /** BCP 47 language tag (`en`, `de-CH`), `und` when unknown. */
  lang: z.string(),
  /** Plain text: paragraphs joined with "\n\n". */
  text: z.string(),
  paragraphs: z.array(ParagraphSchema),
  wordCount: z.number().int().nonnegative(),
  /** True when the page was longer than the size limit and the text was cut. */
  truncated: z.boolean().default(false),
  /** PDFs only: each page's span of `text`, in order, so an offset maps to the page it is printed on. */
  pages: z.array(ArticlePageSchema).optional(),
  /**
   * `post`: a social post or thread read by a site reader; `selection`: only a selected statement, because the page
   * could not be read; absent or `article`: an article.
   */
  kind: z.enum(['article', 'post', 'selection']).optional(),
  /** The post's author, when `kind` is `post`. */
  post: PostInfoSchema.optional(),
});
export type Article = z.infer<typeof ArticleSchema>;

/** Why a page cannot be checked: a value, not an exception, shown to the user as is. */
const UncheckableReasonSchema = z.enum([
  'restricted-url',
  'pdf',
  'not-article',
  'too-short',
  'too-large',
  'blocked-site',
  'no-access',
]);
export type UncheckableReason = z.infer<typeof UncheckableReasonSchema>;

export const ExtractionResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), article: ArticleSchema }),
  z.object({ ok: z.literal(false), reason: UncheckableReasonSchema, message: z.string() }),
]);
export type ExtractionResult = z.infer<typeof ExtractionResultSchema>;
