/**
 * The claim list's prior sentence for a verdict saved without its prior's domain (older runs): none while the
 * article's registrable domain loads (the public suffix list is not in the panel's first load), then the domain.
 */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ClaimList } from '../../../entrypoints/sidepanel/check/claim-list';
import { articleDomainOf } from '../../../entrypoints/sidepanel/check/article-domain';
import { fakeClaim, fakeVerdict } from '../../builders';

const claim = fakeClaim({ id: 'c-1' });
/** No evidence counted, and no `prior` (as saved before verdicts carried it): the article's domain is the prior's. */
const legacy = fakeVerdict({ label: 'unverified', counted: [], rgba: { r: 0.2, g: 0.7, b: 0.5, a: 0.2 } });
const list = (verdict: ReturnType<typeof fakeVerdict>, articleDomain: string | null | undefined) =>
  renderToStaticMarkup(
    <ClaimList
      ranked={[{ claim, verdict, attention: null }]}
      evidence={[]}
      finished
      articleDomain={articleDomain}
    />,
  );

describe('ClaimList prior sentence', () => {
  it('says nothing about the source while the domain loads, rather than "nothing is known"', () => {
    const html = list(legacy, undefined);
    expect(html).not.toContain('Before evidence');
    expect(html).toContain(claim.text);
  });

  it("then names the article's registrable domain, read from the public suffix list", () => {
    const domain = articleDomainOf('https://news.bbc.co.uk/health/story');
    expect(domain).toBe('bbc.co.uk');
    expect(list(legacy, domain)).toContain('claims from sources like bbc.co.uk are usually right');
  });

  it("needs no domain for a verdict that carries its prior's", () => {
    const html = list({ ...legacy, prior: { veracity: 0.7, domain: 'cdc.gov', tier: 'A' } }, undefined);
    expect(html).toContain('claims from sources like cdc.gov are usually right');
  });
});
