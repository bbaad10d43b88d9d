/** No-model claims never come from captions, credits or image text, and a quotation is never split (issue 22). */
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import { describe, expect, it } from 'vitest';
import { extractArticle } from '../../../lib/extraction';
import { extractClaimsHeuristically } from '../../../lib/engine/pipeline/extract/extract-claims-heuristically';
import { removeCaptions } from '../../../lib/extraction/page-captions';
import { sentencesOf } from '../../../lib/engine/domain/text/segment';
import { boilerplateKind } from '../../../lib/engine/pipeline/extract/clauses/boilerplate';
import { newsDocument, paragraphs, toDocument } from './page-builder';
import { heuristicLimits } from '../../builders';

const URL_ = 'https://www.riverside-courier.example/news/2026/floods';

const CAPTIONS = [
  // A figure's caption, written as the Guardian writes them, without a credit label.
  `<figure><img src="a.jpg" alt="Rescuers carried 40 residents from the flooded school in 2026."><figcaption>Clockwise from top: rescuers in Valencia on Tuesday; the flooded market, where 200 stalls were lost; volunteers clearing mud.</figcaption></figure>`,
  // Readability turns a div of inline text into a paragraph and drops its class: only the class says "caption".
  `<div class="image-caption__text">The river rose by 3 metres in 12 hours, flooding 40 streets in the old town.</div>`,
  `<div class="photoCredit">Pictures taken by Ana Ruiz for the Courier, 14 November 2026.</div>`,
  // Image text inside a figure (an infographic's labels).
  `<figure class="graphic"><p>Rainfall in October was 412 mm, four times the average of 103 mm.</p></figure>`,
];
const QUOTE =
  '“We will not stop until every family is back home. The damage runs to 90 million euros,” the mayor said on Wednesday.';

describe('captions, credits and image text', () => {
  it('never become claims (Readability over linkedom, as the content script and the CLI both read pages)', () => {
    const result = extractArticle(
      newsDocument({ before: CAPTIONS.join('\n'), paragraphs: [...paragraphs(6), QUOTE] }),
      { url: URL_, config: ENGINE_CONFIG.extraction },
    );
    if (!result.ok) throw new Error(result.message);
    const text = result.article.text;
    for (const gone of [
      'Clockwise from top',
      'river rose by 3 metres',
      'Pictures taken by',
      'Rainfall in October',
    ])
      expect(text).not.toContain(gone);
    const claims = extractClaimsHeuristically(result.article, heuristicLimits());
    expect(claims.length).toBeGreaterThan(0);
    for (const claim of claims) expect(claim.quote).not.toMatch(/Clockwise|metres|Rainfall|Pictures taken/);
    // The quotation is one claim, never cut at its inner full stop.
    const quoted = claims.filter((c) => c.quote.includes('We will not stop'));
    for (const claim of quoted) expect(claim.quote).toContain('90 million euros,” the mayor said');
    expect(claims.some((c) => c.quote.startsWith('The damage runs'))).toBe(false);
  });

  it('keeps a figure that holds a quotation, and long elements that merely carry a caption class', () => {
    const doc = toDocument(
      `<html><body><figure><blockquote>Quoted words stay.</blockquote></figure><div class="has-caption">${'word '.repeat(200)}</div><figcaption>Gone.</figcaption></body></html>`,
    );
    expect(removeCaptions(doc, ENGINE_CONFIG.extraction.captionMaxWords)).toBe(1);
    expect(doc.body.textContent).toContain('Quoted words stay.');
    expect(doc.body.textContent).toContain('word word');
    // "credit-card" is no credit line.
    const card = toDocument(
      '<html><body><p class="credit-card-rates">Rates rose to 24 percent.</p></body></html>',
    );
    expect(removeCaptions(card, ENGINE_CONFIG.extraction.captionMaxWords)).toBe(0);
  });

  it('reads a caption’s lead in plain text too (a page whose markup says nothing)', () => {
    expect(boilerplateKind('Clockwise from top left: the dam, the bridge and the school.')).toBe('caption');
    expect(boilerplateKind('Left to right: Ana Ruiz, Jon Roe and the mayor.')).toBe('caption');
    expect(boilerplateKind('Top officials said the dam held.')).toBeNull();
  });
});

describe('quotations', () => {
  it('are one sentence whatever full stops they hold, in English, German and French marks', () => {
    const texts = [
      '"We will not stop. The numbers are clear," she said. Then she left.',
      '„Wir hören nicht auf. Die Zahlen sind klar“, sagte sie. Dann ging sie.',
      '« Nous continuerons. Les chiffres sont clairs », a-t-elle dit. Puis elle est partie.',
    ];
    for (const text of texts) expect(sentencesOf(text)).toHaveLength(2);
    // Inches are no quotation mark; an unclosed quote cannot swallow a long paragraph.
    expect(sentencesOf('He is 5 feet 11" tall. He plays for Leeds.')).toHaveLength(2);
    const unclosed = `"${'A sentence of several words here. '.repeat(30)}`;
    expect(sentencesOf(unclosed).length).toBeGreaterThan(5);
  });
});
