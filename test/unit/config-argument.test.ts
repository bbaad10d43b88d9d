/**
 * Config is an argument (issue 21): the paths that used to fall back to the global ENGINE_CONFIG follow the config
 * they are handed. Each case passes a non-default threshold and checks that the outcome changes with it.
 */
import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG, withOverrides, type EngineConfig } from '../../lib/engine/config';
import { judgeClaim } from '../../lib/engine/domain';
import { tierOf } from '../../lib/engine/domain/tiers/tier-of';
import { independentSides } from '../../lib/engine/pipeline/adversary/independent-sides';
import { extractClaimsHeuristically } from '../../lib/engine/pipeline/extract/extract-claims-heuristically';
import { extractArticle } from '../../lib/extraction';
import { readPage } from '../../lib/extraction/read-page';
import { articleFromPdf } from '../../lib/pdf/article-from-pdf';
import { fakeEvidence, heuristicLimits } from '../builders';
import { newsDocument, newsHtml } from './extraction/page-builder';

const SMALL = '<p style="font-size:8px">SMALLPRINT the council met on Tuesday and approved the budget.</p>';

describe('config is an argument, not a global', () => {
  it('extraction: a higher hiddenMinFontPx drops small print the default keeps', () => {
    const read = (hiddenMinFontPx: number) => {
      const config = withOverrides({ extraction: { hiddenMinFontPx } }).extraction;
      const result = extractArticle(newsDocument({ after: SMALL }), {
        url: 'https://news.example/a',
        config,
      });
      if (!result.ok) throw new Error(result.message);
      return result.article.text;
    };
    expect(ENGINE_CONFIG.extraction.hiddenMinFontPx).toBeLessThan(8);
    expect(read(ENGINE_CONFIG.extraction.hiddenMinFontPx)).toContain('SMALLPRINT');
    expect(read(10)).not.toContain('SMALLPRINT');
  });

  it("evidence pages: the reader the host binds follows the run's hidden-text threshold", () => {
    const body = {
      source: newsHtml({ after: SMALL }),
      contentType: 'text/html',
      url: 'https://news.example/a',
    };
    const at = (hiddenMinFontPx: number) => {
      const config = withOverrides({ extraction: { hiddenMinFontPx } }).extraction;
      return readPage({ ...body, maxTextChars: config.maxTextChars }, config)?.text ?? '';
    };
    expect(at(ENGINE_CONFIG.extraction.hiddenMinFontPx)).toContain('SMALLPRINT');
    expect(at(10)).not.toContain('SMALLPRINT');
  });

  it('sufficiency: a stricter minRuleStrength sets aside a rule reading the default counts', () => {
    const rule = fakeEvidence({ heuristic: true, strength: 0.5, stance: 'supports', quoteVerified: true });
    const counted = independentSides([rule], null, ENGINE_CONFIG);
    const strict = independentSides([rule], null, withOverrides({ sufficiency: { minRuleStrength: 0.6 } }));
    expect(counted.sources).toHaveLength(1);
    expect(strict.sources).toHaveLength(0);
    expect(strict.setAside).toHaveLength(1);
  });

  it('no-model extraction: the claims limit given is the limit applied', () => {
    const text = Array.from(
      { length: 6 },
      (_, i) => `The city council approved ${i + 3} new bridges costing ${i + 2} million euros in 2024.`,
    ).join('\n\n');
    expect(extractClaimsHeuristically({ text }, heuristicLimits({ threshold: 0 })).length).toBeGreaterThan(2);
    expect(
      extractClaimsHeuristically({ text }, heuristicLimits({ threshold: 0, maxClaims: 2 })),
    ).toHaveLength(2);
  });

  it('PDF: the limits given decide what is too short (minWords)', () => {
    const content = {
      pages: [['The council approved the budget for the new bridge on Tuesday after a long debate.']],
      pageCount: 1,
      metadata: { title: null, author: null, publishedAt: null, lang: null },
    };
    const limits = (minWords: number) => ({ ...ENGINE_CONFIG.extraction, minWords });
    expect(articleFromPdf(content, { url: 'https://x.example/a.pdf', limits: limits(5) }).ok).toBe(true);
    expect(articleFromPdf(content, { url: 'https://x.example/a.pdf', limits: limits(50) })).toMatchObject({
      ok: false,
      reason: 'too-short',
    });
  });

  it("tiers: the run's look-alike limits decide what is a look-alike, in the lookup and in the verdict", () => {
    const strict = withOverrides({ tiers: { lookalike: { typoMinLength: 20, typo2MinLength: 20 } } });
    const url = 'https://reuter.com/world/x';
    expect(tierOf(url, { lookalike: ENGINE_CONFIG.tiers.lookalike }).lookalike?.of).toBe('reuters.com');
    expect(tierOf(url, { lookalike: strict.tiers.lookalike }).lookalike).toBeUndefined();
    const priorOf = (config: EngineConfig) => {
      const verdict = judgeClaim(
        { claim: { text: 'The city approved the budget.' }, evidence: [] },
        { config, now: new Date('2025-01-01T00:00:00Z'), articleUrl: url },
      );
      const belief = verdict.reasons.find((r) => r.kind === 'belief');
      return belief?.kind === 'belief' && belief.priorFrom.kind === 'source' ? belief.priorFrom : null;
    };
    expect(priorOf(ENGINE_CONFIG)?.lookalikeOf?.of).toBe('reuters.com');
    expect(priorOf(strict)).toMatchObject({ site: 'reuter.com' });
    expect(priorOf(strict)?.lookalikeOf).toBeUndefined();
  });
});
