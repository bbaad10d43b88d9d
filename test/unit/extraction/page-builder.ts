/** Builders for test pages: a realistic news article as HTML, with overridable head, body parts and paragraphs. */
import { parseHTML } from 'linkedom';

const SENTENCES = [
  'The city council approved a budget of 42 million euros on Tuesday, according to the mayor’s office.',
  'Critics said the plan cuts library funding by 12 percent while raising spending on road repairs.',
  'Council member Ana Ruiz argued that the new bus lanes would reduce commuting times by a fifth.',
  'The finance committee had warned in March that reserves would run out within two years.',
  'Residents who spoke at the hearing were divided, with several asking for a referendum on the plan.',
  'The budget also funds 30 new teachers, the first increase in school staff since 2019.',
];

/** `count` paragraphs of varied prose (about 35 words each), numbered so each is distinct. */
export function paragraphs(count: number, seed = 0): string[] {
  return Array.from({ length: count }, (_, i) => {
    const a = SENTENCES[(i + seed) % SENTENCES.length]!;
    const b = SENTENCES[(i + seed + 3) % SENTENCES.length]!;
    return `Paragraph ${i + 1}. ${a} ${b}`;
  });
}

export interface PageParts {
  lang?: string | null;
  head?: string;
  title?: string;
  /** Extra HTML inside <article>, before the paragraphs. */
  before?: string;
  /** Extra HTML inside <article>, after the paragraphs. */
  after?: string;
  paragraphs?: string[];
  /** Extra HTML in <body> outside the article. */
  outside?: string;
}

export function newsHtml(parts: PageParts = {}): string {
  const lang = parts.lang === null ? '' : ` lang="${parts.lang ?? 'en'}"`;
  const paras = (parts.paragraphs ?? paragraphs(8)).map((p) => `<p>${p}</p>`).join('\n');
  return `<!doctype html>
<html${lang}><head>
<meta charset="utf-8">
<title>${parts.title ?? 'Council passes budget | Riverside Courier'}</title>
${parts.head ?? ''}
</head><body>
<header><nav><a href="/">Home</a> <a href="/news">News</a> <a href="/sport">Sport</a></nav></header>
<main><article>
<h1>${parts.title ?? 'Council passes budget'}</h1>
${parts.before ?? ''}
${paras}
${parts.after ?? ''}
</article></main>
${parts.outside ?? ''}
<footer><p>© Riverside Courier</p></footer>
</body></html>`;
}

export function toDocument(html: string): Document {
  return parseHTML(html).document as unknown as Document;
}

export function newsDocument(parts: PageParts = {}): Document {
  return toDocument(newsHtml(parts));
}
