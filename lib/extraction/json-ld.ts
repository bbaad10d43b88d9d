/** JSON-LD: reads schema.org objects from `<script type="application/ld+json">`, following arrays and `@graph`. */

type JsonObject = Record<string, unknown>;

const ARTICLE_TYPES = new Set([
  'newsarticle',
  'article',
  'blogposting',
  'reportagenewsarticle',
  'analysisnewsarticle',
  'opinionnewsarticle',
  'reviewnewsarticle',
  'backgroundnewsarticle',
  'scholarlyarticle',
  'techarticle',
  'report',
  'liveblogposting',
]);
const PAGE_TYPES = new Set(['webpage', 'itempage', 'medicalwebpage']);

function parseJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    try {
      // Pages often leave raw line breaks inside strings, or wrap the JSON in an HTML comment / CDATA.
      return JSON.parse(
        raw.replace(/^\s*(<!--|\/\/<!\[CDATA\[)|(-->|\/\/\]\]>)\s*$/g, '').replace(/[\r\n\t]+/g, ' '),
      );
    } catch {
      return null;
    }
  }
}

/** Every object in the page's JSON-LD, depth-first, including the members of `@graph` and arrays. */
function jsonLdObjects(doc: Document): JsonObject[] {
  const out: JsonObject[] = [];
  const visit = (node: unknown, depth: number) => {
    if (depth > 6 || node === null || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const item of node) visit(item, depth + 1);
      return;
    }
    const obj = node as JsonObject;
    out.push(obj);
    if (obj['@graph'] !== undefined) visit(obj['@graph'], depth + 1);
    if (obj.mainEntity !== undefined) visit(obj.mainEntity, depth + 1);
  };
  for (const script of Array.from(doc.querySelectorAll('script[type="application/ld+json" i]'))) {
    visit(parseJson(script.textContent ?? ''), 0);
  }
  return out;
}

function types(obj: JsonObject): string[] {
  const t = obj['@type'];
  const list = Array.isArray(t) ? t : [t];
  return list
    .filter((x): x is string => typeof x === 'string')
    .map((x) => x.replace(/^.*[/:]/, '').toLowerCase());
}

function datePublished(obj: JsonObject): string | null {
  const value = obj.datePublished ?? obj.dateCreated;
  if (typeof value === 'string') return value;
  if (Array.isArray(value) && typeof value[0] === 'string') return value[0];
  return null;
}

/** `datePublished` of the first article-typed JSON-LD object (NewsArticle, BlogPosting …), else of a WebPage. */
export function jsonLdDatePublished(doc: Document): string | null {
  const objects = jsonLdObjects(doc);
  for (const wanted of [ARTICLE_TYPES, PAGE_TYPES]) {
    for (const obj of objects) {
      if (!types(obj).some((t) => wanted.has(t))) continue;
      const date = datePublished(obj);
      if (date) return date;
    }
  }
  return null;
}
