import { getDomain } from 'tldts';
import { describe, expect, it } from 'vitest';
import { ALL_CLAIMS, ARTICLES, EVIDENCE, claimById, evidenceFor, isCheckable } from './corpus/index';
import { claimTerms } from './model-answers';
import { rankEvidence } from './search';
import { containsNormalised } from './text';

describe('sandbox corpus', () => {
  it('has the eight article kinds, each article with annotated claims except the shop page', () => {
    expect(ARTICLES.map((article) => article.name).sort()).toEqual(
      [
        'health',
        'injection',
        'large',
        'long',
        'news',
        'non-article',
        'politics-de',
        'science',
        ...['ja', 'zh', 'ko', 'ar', 'ru', 'hi'].map((lang) => `world-${lang}`),
        'story-followup',
        'story-roundup',
      ].sort(),
    );
    for (const article of ARTICLES) {
      expect(article.claims.length > 0, article.name).toBe(article.isArticle);
    }
    expect(ARTICLES.find((article) => article.name === 'politics-de')?.lang).toBe('de');
  });

  it('has a real-size article: at least 2,500 words and 30 checkable claims, each with two independent sources', () => {
    const long = ARTICLES.find((article) => article.name === 'long')!;
    expect(long.paragraphs.join(' ').split(/\s+/).length).toBeGreaterThanOrEqual(2500);
    expect(long.claims.filter(isCheckable).length).toBeGreaterThanOrEqual(30);
    for (const claim of long.claims)
      expect(
        new Set(evidenceFor(claim.id).map((e) => getDomain(e.url))).size,
        claim.id,
      ).toBeGreaterThanOrEqual(2);
  });

  it('quotes every annotated claim verbatim from its article, with unique ids and valid edges', () => {
    const ids = new Set<string>();
    for (const article of ARTICLES) {
      const text = article.paragraphs.join('\n');
      for (const claim of article.claims) {
        expect(containsNormalised(text, claim.quote), claim.id).toBe(true);
        expect(ids.has(claim.id), claim.id).toBe(false);
        ids.add(claim.id);
        for (const edge of claim.edges)
          expect(article.claims.some((other) => other.id === edge.target)).toBe(true);
      }
    }
  });

  it('covers every truth value, and opinion and prediction sentences', () => {
    const truths = new Set(ALL_CLAIMS.map((claim) => claim.truth));
    expect([...truths].sort()).toEqual(['contested', 'false', 'misleading', 'opinion', 'true']);
    expect(ALL_CLAIMS.some((claim) => claim.kind === 'prediction')).toBe(true);
    expect(ALL_CLAIMS.some((claim) => claim.kind === 'opinion')).toBe(true);
  });

  it('has at least 40 evidence pages on at least 15 registrable domains spanning the tiers', () => {
    expect(EVIDENCE.length).toBeGreaterThanOrEqual(40);
    const domains = new Set(EVIDENCE.map((page) => getDomain(page.host)));
    expect(domains.size).toBeGreaterThanOrEqual(15);
    const hosts = new Set(EVIDENCE.map((page) => page.host));
    for (const host of [
      'www.cdc.gov',
      'www.destatis.de',
      'www.nature.com',
      'link.springer.com',
      'fullfact.org',
      'correctiv.org',
      'www.reuters.com',
      'en.wikipedia.org',
      'www.sacbee.com',
      'medium.com',
      'www.reddit.com',
      'someblog.blogspot.com',
      'www.naturalnews.com',
    ]) {
      expect(hosts.has(host), host).toBe(true);
    }
    expect(EVIDENCE.some((page) => page.url.includes('x.com/WHO/'))).toBe(true);
    expect(new Set(EVIDENCE.map((page) => page.id)).size).toBe(EVIDENCE.length);
    expect(new Set(EVIDENCE.map((page) => page.url)).size).toBe(EVIDENCE.length);
  });

  it('has every stance sentence verbatim in its page body, pointing at a real claim', () => {
    for (const page of EVIDENCE) {
      expect(page.stances.length, page.id).toBeGreaterThan(0);
      for (const entry of page.stances) {
        expect(
          containsNormalised(page.paragraphs.join('\n'), entry.sentence),
          `${page.id}: ${entry.sentence}`,
        ).toBe(true);
        expect(claimById(entry.claimId), entry.claimId).toBeDefined();
      }
    }
  });

  it('has syndicated wire copies, a temporal mismatch, an injected page and ClaimReview fact-checks', () => {
    const copies = EVIDENCE.filter((page) => page.syndicatedFrom);
    expect(copies.length).toBeGreaterThanOrEqual(3);
    for (const copy of copies) {
      const original = EVIDENCE.find((page) => page.url === copy.syndicatedFrom);
      expect(original && getDomain(original.host)).not.toBe(getDomain(copy.host));
    }
    const early = EVIDENCE.filter((page) =>
      page.stances.some((entry) => {
        const from = claimById(entry.claimId)?.timeFrom;
        return entry.stance === 'refutes' && from && page.publishedAt && page.publishedAt < from;
      }),
    );
    expect(early.map((page) => page.id)).toContain('reuters-who-jan-2023');
    const injected = EVIDENCE.filter((page) =>
      page.injectedTexts?.some((text) => /ignore previous instructions/i.test(text)),
    );
    expect(injected.some((page) => page.paragraphs.join(' ').includes('http://evil.example/collect'))).toBe(
      true,
    );
    expect(EVIDENCE.filter((page) => page.claimReview).length).toBeGreaterThanOrEqual(3);
    expect(EVIDENCE.some((page) => page.publishedAt === null)).toBe(true);
  });

  it('gives every checkable claim evidence found by a neutral and by both counter queries', () => {
    for (const claim of ALL_CLAIMS.filter(isCheckable)) {
      const relevant = new Set(evidenceFor(claim.id).map((page) => page.id));
      expect(
        evidenceFor(claim.id).some((page) =>
          page.stances.some(
            (entry) =>
              entry.claimId === claim.id &&
              (entry.stance === 'supports' || entry.stance === 'refutes' || entry.stance === 'mixed'),
          ),
        ),
      ).toBe(true);
      const terms = claimTerms(claim.text);
      for (const query of [terms, `${terms} false`, `fact check ${terms}`]) {
        const top = rankEvidence(query)
          .slice(0, 5)
          .map((page) => page.id);
        expect(
          top.some((id) => relevant.has(id)),
          `${claim.id} via "${query}"`,
        ).toBe(true);
      }
    }
  });

  it('has the contested claim supported and refuted by credible sources', () => {
    const contested = ALL_CLAIMS.filter((claim) => claim.truth === 'contested');
    expect(contested.length).toBe(1);
    const stances = evidenceFor(contested[0]!.id)
      .filter((page) => ['official', 'journal'].includes(page.kind))
      .flatMap((page) => page.stances.map((entry) => entry.stance));
    expect(stances).toContain('supports');
    expect(stances).toContain('refutes');
  });
});
