/** Renders corpus entries as realistic HTML pages (article markup, meta tags, JSON-LD, ClaimReview). */
import { withPort } from './corpus/index';
import { renderXStatus } from './corpus/posts-html';
import type { SandboxArticle, SandboxEvidencePage } from './corpus/types';

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function jsonLd(value: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;
}

function head(options: {
  title: string;
  lang: string;
  url: string;
  siteName: string;
  author: string | null;
  publishedAt: string | null;
  metaDate: boolean;
  ld: unknown[];
  type: string;
}): string {
  const metas = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(options.title)}</title>`,
    `<link rel="canonical" href="${escapeHtml(options.url)}">`,
    `<meta property="og:site_name" content="${escapeHtml(options.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(options.title)}">`,
    `<meta property="og:type" content="${options.type}">`,
    `<meta property="og:url" content="${escapeHtml(options.url)}">`,
  ];
  if (options.author) metas.push(`<meta name="author" content="${escapeHtml(options.author)}">`);
  if (options.publishedAt && options.metaDate) {
    metas.push(`<meta property="article:published_time" content="${options.publishedAt}">`);
  }
  return `<!doctype html>\n<html lang="${options.lang}">\n<head>\n${metas.join('\n')}\n${options.ld.map(jsonLd).join('\n')}\n</head>`;
}

const SITE_CSS =
  '<style>body{font-family:Georgia,serif;max-width:44rem;margin:0 auto;padding:1rem}nav a{margin-right:1rem}.tiles{display:grid;grid-template-columns:repeat(3,1fr);gap:1rem}</style>';

function hiddenBlock(texts: string[]): string {
  const [a, b, c, d] = texts;
  return [
    a ? `<div style="display:none">${escapeHtml(a)}</div>` : '',
    b ? `<p aria-hidden="true">${escapeHtml(b)}</p>` : '',
    c ? `<div style="position:absolute;left:-9999px;top:-9999px">${escapeHtml(c)}</div>` : '',
    d ? `<span style="display:inline-block;width:0;height:0;overflow:hidden">${escapeHtml(d)}</span>` : '',
  ].join('\n');
}

/** The HTML of an article (or of the shop page for the non-article). */
export function renderArticle(article: SandboxArticle, port: number): string {
  const url = withPort(article.url, port);
  if (!article.isArticle) return renderShop(article, url);
  const ld =
    article.dateIn === 'jsonld' || article.dateIn === 'both'
      ? [
          {
            '@context': 'https://schema.org',
            '@type': 'NewsArticle',
            headline: article.title,
            datePublished: article.publishedAt,
            author: article.author ? { '@type': 'Person', name: article.author } : undefined,
            publisher: { '@type': 'Organization', name: article.siteName },
            mainEntityOfPage: url,
            inLanguage: article.lang,
          },
        ]
      : [];
  const paragraphs = article.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`);
  const hidden = hiddenBlock(article.hiddenTexts);
  if (hidden) paragraphs.splice(2, 0, hidden);
  const figures = (article.figures ?? []).map(
    (f, i) =>
      `<figure><img src="/img/photo-${i + 1}.jpg" alt="${escapeHtml(f.alt)}" width="600" height="400"><figcaption>${escapeHtml(f.caption)}</figcaption></figure>`,
  );
  if (figures.length) paragraphs.splice(1, 0, ...figures);
  const time = article.publishedAt
    ? `<time datetime="${article.publishedAt}">${article.publishedAt.slice(0, 10)}</time>`
    : '';
  return `${head({ ...article, url, metaDate: article.dateIn === 'meta' || article.dateIn === 'both', ld, type: 'article' })}
<body>${SITE_CSS}
<header><a href="/">${escapeHtml(article.siteName)}</a><nav><a href="/news">News</a><a href="/opinion">Opinion</a><a href="/about">About</a></nav></header>
<main>
<article>
<h1>${escapeHtml(article.title)}</h1>
<p class="byline">By <span class="author">${escapeHtml(article.author ?? '')}</span> ${time}</p>
${paragraphs.join('\n')}
</article>
</main>
<footer><p>© 2024 ${escapeHtml(article.siteName)}. All rights reserved.</p></footer>
</body>
</html>
`;
}

const PRODUCTS = [
  ['Pixel Pro 9 smartphone', '$799'],
  ['AirLite 14 laptop', '$1,099'],
  ['HomeHub smart speaker', '$49'],
  ['NoiseAway headphones', '$199'],
  ['SmartPlug 4-pack', '$29'],
  ['FitBand 5 tracker', '$69'],
];

function renderShop(article: SandboxArticle, url: string): string {
  const tiles = PRODUCTS.map(
    ([name, price]) =>
      `<div class="tile"><img src="/img/${encodeURIComponent(name ?? '')}.png" alt=""><h3>${name}</h3><span class="price">${price}</span><button>Add to cart</button></div>`,
  ).join('\n');
  return `${head({ ...article, url, metaDate: false, ld: [{ '@context': 'https://schema.org', '@type': 'WebSite', name: article.siteName, url }], type: 'website' })}
<body>${SITE_CSS}
<header><a href="/">GadgetMart</a><nav><a href="/phones">Phones</a><a href="/laptops">Laptops</a><a href="/smart-home">Smart home</a><a href="/deals">Deals</a><a href="/cart">Cart (0)</a></nav>
<form action="/search"><input name="q" placeholder="Search products"><button>Search</button></form></header>
<main><h1>Today's deals</h1><div class="tiles">
${tiles}
</div>
<section><h2>Free delivery over $35</h2><p>Sign in for faster checkout.</p></section></main>
<footer><a href="/help">Help</a> <a href="/returns">Returns</a> <a href="/privacy">Privacy</a></footer>
</body>
</html>
`;
}

function evidenceLd(page: SandboxEvidencePage, url: string): unknown[] {
  const type =
    page.kind === 'journal' || page.kind === 'preprint'
      ? 'ScholarlyArticle'
      : page.kind === 'social'
        ? 'SocialMediaPosting'
        : 'NewsArticle';
  const ld: unknown[] = [
    {
      '@context': 'https://schema.org',
      '@type': type,
      headline: page.title,
      ...(page.publishedAt ? { datePublished: page.publishedAt } : {}),
      ...(page.author ? { author: { '@type': 'Person', name: page.author } } : {}),
      publisher: { '@type': 'Organization', name: page.siteName },
      mainEntityOfPage: url,
      ...(page.syndicatedFrom ? { isBasedOn: page.syndicatedFrom } : {}),
    },
  ];
  if (page.claimReview) {
    const review = page.claimReview;
    ld.push({
      '@context': 'https://schema.org',
      '@type': 'ClaimReview',
      url,
      datePublished: review.reviewDate,
      claimReviewed: review.claimText,
      author: { '@type': 'Organization', name: review.publisher, url: `http://${page.host}/` },
      itemReviewed: {
        '@type': 'Claim',
        datePublished: review.claimDate,
        author: { '@type': 'Person', name: review.claimant },
      },
      reviewRating: {
        '@type': 'Rating',
        alternateName: review.rating,
        ratingValue: 1,
        bestRating: 5,
        worstRating: 1,
      },
    });
  }
  return ld;
}

/** The HTML of an evidence page. */
/** The page's paragraphs as HTML, its raw hidden blocks after the paragraph that carries its first stance sentence. */
function evidenceParagraphs(page: SandboxEvidencePage): string[] {
  const out = page.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`);
  if (!page.hiddenHtml?.length) return out;
  const sentence = page.stances[0]?.sentence ?? '';
  const at = Math.max(
    0,
    page.paragraphs.findIndex((p) => p.includes(sentence)),
  );
  out.splice(at + 1, 0, ...page.hiddenHtml);
  return out;
}

export function renderEvidence(page: SandboxEvidencePage, port: number): string {
  if (page.post) return renderSocialEvidence(page, page.post);
  const url = withPort(page.url, port);
  const canonical = page.syndicatedFrom ? withPort(page.syndicatedFrom, port) : url;
  const time = page.publishedAt
    ? `<time datetime="${page.publishedAt}">${page.publishedAt.slice(0, 10)}</time>`
    : '';
  return `${head({ ...page, url: canonical, metaDate: page.kind === 'news' || page.kind === 'official', ld: evidenceLd(page, url), type: 'article' })}
<body>${SITE_CSS}${page.css ? `<style>${page.css}</style>` : ''}
<header><a href="/">${escapeHtml(page.siteName)}</a></header>
<main>
<article>
<h1>${escapeHtml(page.title)}</h1>
${page.author ? `<p class="byline">By <span class="author">${escapeHtml(page.author)}</span> ${time}</p>` : time ? `<p>${time}</p>` : ''}
${evidenceParagraphs(page).join('\n')}
</article>
</main>
<footer><p>${escapeHtml(page.siteName)}</p></footer>
</body>
</html>
`;
}

/** A social evidence page in its platform's markup (an X status): the post's rendered author and what it quotes. */
function renderSocialEvidence(
  page: SandboxEvidencePage,
  post: NonNullable<SandboxEvidencePage['post']>,
): string {
  const id = /\/status\/(\d+)/.exec(page.path)?.[1] ?? page.id;
  return renderXStatus({
    author: post.author,
    posts: [
      {
        id,
        author: post.author,
        publishedAt: page.publishedAt ?? '2024-01-01T00:00:00Z',
        paragraphs: page.paragraphs,
        ...(post.quoted ? { quoted: post.quoted } : {}),
      },
    ],
    others: [],
  });
}
