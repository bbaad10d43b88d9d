import { describe, expect, it } from 'vitest';
import { readArticle } from '../../lib/extraction/extract-article';
import { checkArticle } from '../../lib/composition/check-article';
import { toDocument } from '../unit/extraction/page-builder';
import { makeDeps, useSandbox } from './harness';
import { ENGINE_CONFIG } from '../../lib/engine/config';

/** A news page as sites publish it: byline and dateline in the body, a subheading, a captioned photo, a share line. */
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Valley Museum reopens | Riverside Courier</title></head>
<body><main><article>
<h1>Valley Museum reopens after ten-year restoration</h1>
<p>By Priya Raman · 12 April 2026</p>
<p>LONDON, 12 April (Reuters) – The Valley Museum reopened on Saturday after a restoration that cost 48 million pounds, the largest sum the city has ever spent on a single building.</p>
<p>A new sign at the entrance greets guests in four languages. It also tells visitors that the museum opened in 1902 and that its collection holds 3,000 objects from the Bronze Age.</p>
<figure><img src="/hall.jpg" alt=""><figcaption>The curator, Helen Marsh, in the Bronze Age room on Friday. Photograph: Tom Hale/Getty Images</figcaption></figure>
<h2>What the restoration changed</h2>
<p>Attendance fell by 40 percent in the decade before the closure, the city council said, and the roof leaked in 2014. Engineers replaced 1,200 square metres of lead and added solar panels that supply a third of the building's electricity.</p>
<p>The museum will be open every day except Monday, and entry remains free for children under 16, according to the council.</p>
<p>Share this article on Facebook, X or WhatsApp.</p>
</article></main></body></html>`;

describe('a check without a model on a page with bylines, captions and compound sentences', () => {
  const sandbox = useSandbox();

  it('gives atomic claims quoted verbatim, and none made of page furniture', async () => {
    const article = readArticle(toDocument(PAGE), {
      url: 'https://courier.example/museum',
      force: true,
      config: ENGINE_CONFIG.extraction,
    });
    if (!article) throw new Error('the page did not extract');
    const report = await checkArticle(makeDeps(sandbox(), undefined), { article, profile: 'quick' });
    expect(report.run.status).toBe('done');
    expect(report.run.usage.modelCalls).toBe(0);

    const quotes = report.claims.map((c) => c.quote);
    for (const c of report.claims) expect(report.run.article.text.slice(c.start, c.end)).toBe(c.quote);
    for (const q of quotes)
      expect(q).not.toMatch(/Priya Raman|Reuters|Getty|Photograph|Share this|restoration changed/);

    const claim = (quote: string) => report.claims.find((c) => c.quote === quote);
    expect(claim('the museum opened in 1902')?.text).toBe('The museum opened in 1902.');
    expect(claim('its collection holds 3,000 objects from the Bronze Age')?.text).toBe(
      'Its collection holds 3,000 objects from the Bronze Age.',
    );
    expect(claim('the roof leaked in 2014')).toBeDefined();
    expect(quotes.find((q) => q.startsWith('The Valley Museum reopened on Saturday'))).toBeDefined();
    // Every claim gets a verdict, as in any other run.
    expect(report.verdicts.length).toBe(report.claims.length);
  });
});
