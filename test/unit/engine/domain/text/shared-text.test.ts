/**
 * Copy detection on the sandbox corpus and on copy networks: honest pages on one claim stay apart (the calibration the
 * `belief.copies` thresholds rest on), syndicated copies and reworded copy networks collapse, passage by passage as the
 * pipeline cuts them and page by page through the word sketch.
 */
import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG, type EngineConfig } from '../../../../../lib/engine/config';
import {
  groupSameSource,
  type SourceIdentity,
} from '../../../../../lib/engine/domain/scoring/independent-sources';
import { templateKey } from '../../../../../lib/engine/domain/page-template';
import { selectPassages } from '../../../../../lib/engine/domain/text/select-passages';
import {
  claimWordsOf,
  isSharedText,
  textOverlap,
  textProfile,
} from '../../../../../lib/engine/domain/text/shared-text';
import {
  hashWord,
  signatureOverlap,
  textSignature,
} from '../../../../../lib/engine/domain/text/text-signature';
import { ARTICLES, EVIDENCE, type SandboxEvidencePage } from '../../../../sandbox/corpus';
import {
  copyNetwork,
  MMR_STORY_DE,
  MMR_STORY_EN,
  MMR_STORY_FR,
  SUN_STORY_EN,
  type Story,
} from '../../../../integration/copy-network-pages';
import { salt, saltedCopies } from '../../../../integration/salted-copy-pages';
import { articleCopyCheck } from '../../../../../lib/engine/domain/text/article-copy';

const config = ENGINE_CONFIG as EngineConfig;
const claims = ARTICLES.flatMap((a) => a.claims);
const claimText = (id: string) => claims.find((c) => c.id === id)!.text;

/** A page as the pipeline hands it to the judge: its passage for the claim, its date, its page sketch. */
function identity(page: SandboxEvidencePage, claim: string, publishedAt = page.publishedAt): SourceIdentity {
  const text = page.paragraphs.join('\n\n');
  const passages = selectPassages(text, claim, { maxPassages: 2, maxChars: 900 }, page.lang);
  const template = templateKey({ url: page.url, byline: page.author, siteName: page.siteName });
  return {
    domain: page.host.replace(/^www\d?\./, ''),
    text: passages.map((p) => p.text).join('\n…\n') || text.slice(0, 900),
    publishedAt,
    signature: textSignature(text, config.belief.copies.signatureSize, page.lang),
    ...(template ? { template } : {}),
  };
}

const groupsOf = (pages: SandboxEvidencePage[], claim: string, date?: (i: number) => string) =>
  groupSameSource(
    pages.map((p, i) => identity(p, claim, date ? date(i) : p.publishedAt)),
    (x) => x,
    config,
    { claimText: claim },
  );

describe('honest pages on one claim stay separate sources', () => {
  const claimIds = [...new Set(EVIDENCE.flatMap((p) => p.stances.map((s) => s.claimId)))];
  it.each(claimIds)('%s: one group per site, syndicated copies with their original', (id) => {
    const pages = EVIDENCE.filter((p) => p.stances.some((s) => s.claimId === id));
    const origin = (p: SandboxEvidencePage) => p.syndicatedFrom ?? p.url;
    const sites = new Set(pages.map((p) => identity(p, claimText(id)).domain));
    const wires = new Set(pages.filter((p) => p.syndicatedFrom).map(origin));
    const expected = new Set(
      pages.map((p) => (wires.has(origin(p)) || wires.has(p.url) ? origin(p) : identity(p, '').domain)),
    );
    expect(sites.size).toBeGreaterThan(0);
    expect(groupsOf(pages, claimText(id)).length).toBe(expected.size);
  });
});

describe('copy networks collapse', () => {
  const stories: [string, Story][] = [
    ['English', MMR_STORY_EN],
    ['German', MMR_STORY_DE],
    ['French', MMR_STORY_FR],
    ['English (sun)', SUN_STORY_EN],
  ];
  it.each(stories)('8 reworded %s copies published the same day are one source', (_l, story) => {
    const network = copyNetwork([story], 8);
    expect(groupsOf(network, claimText(story.claimId))).toHaveLength(1);
  });

  // A short story with two thirds of its swappable words replaced (the sun story, 5 sentences) is not caught by words
  // alone (5 groups of 8): its copies share 0.39–0.6 of their words, where honest long reports share up to 0.61. The
  // same-day rule and the low-tier cap hold it (test/integration/copy-network-attacks.test.ts).
  it.each(stories.slice(0, 3))(
    '8 reworded %s copies a week apart are at most two sources (by their words alone)',
    (_l, story) => {
      const network = copyNetwork([story], 8);
      const groups = groupsOf(
        network,
        claimText(story.claimId),
        (i) => `2024-0${1 + (i % 8)}-0${1 + (i % 7)}T00:00:00Z`,
      );
      expect(groups.length).toBeLessThanOrEqual(2);
    },
  );

  it('the short sun story a week apart is one source when its copies share a page template', () => {
    const network = copyNetwork([SUN_STORY_EN], 8);
    const apart = (i: number) => `2024-0${1 + (i % 8)}-0${1 + (i % 7)}T00:00:00Z`;
    expect(groupsOf(network, claimText('science-sun-output'), apart)).toHaveLength(1);
    // Without the template (each site its own byline), words alone leave it in several groups.
    const own = network.map((p, i) => ({ ...p, author: `Writer ${i}` }));
    expect(groupsOf(own, claimText('science-sun-output'), apart).length).toBeGreaterThan(1);
  });

  it("a site name that is only the site's own name shows no template", () => {
    expect(
      templateKey({ url: 'https://www.reuters.com/x', byline: 'Staff', siteName: 'Reuters' }),
    ).toBeNull();
    expect(
      templateKey({
        url: 'https://www.truthwire-daily.com/x',
        byline: 'Staff Reporter',
        siteName: 'truthwire-daily | Independent News Network',
      }),
    ).toBe(
      templateKey({
        url: 'https://parentsnewsroom.org/y',
        byline: 'staff  reporter',
        siteName: 'parentsnewsroom | Independent News Network',
      }),
    );
  });

  it('a network in three languages is one source per language when published together', () => {
    const network = copyNetwork([MMR_STORY_EN, MMR_STORY_DE, MMR_STORY_FR], 9);
    expect(groupsOf(network, claimText('health-mmr-autism'))).toHaveLength(3);
  });
});

describe('copies salted with look-alike letters and invisible characters collapse like plain ones', () => {
  it.each([
    ['MMR', MMR_STORY_EN],
    ['Sun', SUN_STORY_EN],
  ] as const)(
    '%s: six word-for-word copies, each salted its own way, on six sites months apart: one source',
    (_n, story) => {
      const claim = claimText(story.claimId);
      expect(groupsOf(saltedCopies(story, 6, { salted: false }), claim)).toHaveLength(1);
      const salted = saltedCopies(story, 6);
      // The salt is real: no two copies' texts are the same characters.
      expect(new Set(salted.map((p) => p.paragraphs.join('\n'))).size).toBe(6);
      expect(groupsOf(salted, claim)).toHaveLength(1);
      expect(groupsOf(saltedCopies(story, 6, { plainClaim: true }), claim)).toHaveLength(1);
    },
  );

  it("recognises the article's own text salted as a copy of the article", () => {
    const article = ARTICLES.find((a) => a.name === 'health')!;
    const copy = article.paragraphs.map((p, i) => salt(p, i, { invisible: true })).join('\n\n');
    expect(copy).not.toBe(article.paragraphs.join('\n\n'));
    expect(articleCopyCheck(article.paragraphs.join('\n\n'), 'en')(copy)).toBe(true);
  });
});

describe('the measures', () => {
  it('claim words never make two texts one: two pages that only restate the claim share nothing', () => {
    const claim = 'The MMR vaccine causes autism in one in fifty children.';
    const words = claimWordsOf(claim);
    const a = textProfile(`${claim} Our newsroom checked it twice.`, config.belief.copies, words);
    const b = textProfile(
      `Experts say: ${claim} The ministry declined to comment.`,
      config.belief.copies,
      words,
    );
    expect(isSharedText(textOverlap(a, b, config.belief.copies), config.belief.copies)).toBe(false);
  });

  it('reordered sentences are carried whatever their order', () => {
    const s = [
      'Parents in three states described sudden developmental regression within weeks.',
      'Independent researchers say health agencies ignored the warning signs for years.',
      'The figures were compiled from insurance claims filed between 2015 and 2022.',
    ];
    const a = textProfile(s.join(' '), config.belief.copies);
    const b = textProfile([s[2], s[0], s[1]].join(' '), config.belief.copies);
    const overlap = textOverlap(a, b, config.belief.copies);
    expect(overlap.carried).toBe(3);
    expect(isSharedText(overlap, config.belief.copies)).toBe(true);
  });

  it('the page sketch is exact for short pages and estimates long ones', () => {
    const words = Array.from({ length: 2000 }, (_, i) => `word${i}x`);
    const a = textSignature(words.slice(0, 1200).join(' '), 256);
    const b = textSignature(words.slice(400, 1600).join(' '), 256);
    expect(a.size).toBe(1200);
    expect(a.hashes).toHaveLength(256);
    // True overlap: 800 of 1200 words (0.67).
    const o = signatureOverlap(a, b, new Set());
    expect(o.termOverlap).toBeGreaterThan(0.5);
    expect(o.termOverlap).toBeLessThan(0.8);
    const exact = signatureOverlap(
      textSignature('alpha beta gamma delta', 256),
      textSignature('gamma delta epsilon', 256),
      new Set([hashWord('delta')]),
    );
    expect(exact).toEqual({ sharedTerms: 1, termOverlap: 0.5 });
  });
});
