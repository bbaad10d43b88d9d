/**
 * Attacks on the credibility weighting (`credibilityForClaim`, the one figure the judge weighs and a reader is shown):
 * pages an attacker controls (faked citation marks, a future date, look-alike domains, many low-tier pages mixed with
 * unknown-tier ones, an upload to an open repository or a wiki user page on a listed host) against one credible
 * refutation; and the converse, that the journals, public bodies and encyclopaedia articles keep their weight.
 */
import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG, type EngineConfig } from '../../../../lib/engine/config';
import { judgeClaim } from '../../../../lib/engine/domain';
import { credibilityForClaim } from '../../../../lib/engine/domain/scoring/credibility-of';
import { logit } from '../../../../lib/engine/domain/scoring/sigmoid-impact';
import { fakeEvidence, NOW } from './builders';

const config = ENGINE_CONFIG as EngineConfig;
const claim = { text: 'The MMR vaccine causes autism in one in fifty children.' };
const judge = (evidence: ReturnType<typeof fakeEvidence>[]) =>
  judgeClaim({ claim, evidence }, { config, now: NOW });
const lancet = () =>
  fakeEvidence({
    url: 'https://www.thelancet.com/journals/lancet/article/x',
    text: 'Large studies of more than half a million children found no association between MMR vaccination and autism.',
    stance: 'refutes',
    strength: 0.9,
  });
const FAKE_CITES = ' References [1] (2024) Dr. Wakefield, Professor of Medicine, PhD.';
/** An attacker's page on `host`, its own words, read by the model as strong support. */
const planted = (host: string, i: number, over: { cites?: boolean; publishedAt?: string } = {}) =>
  fakeEvidence({
    url: `https://${host}/records/${1000 + i}`,
    text: `Record ${i}: cohort ${'bcdfghklmnprstvz'[i % 16]}${'aeiou'[i % 5]}${i} showed regression after vaccination ${i * 13}.${over.cites ? FAKE_CITES : ''}`,
    stance: 'supports',
    strength: 0.9,
    publishedAt: over.publishedAt ?? '2025-11-01',
  });

describe('faked citation marks and dates on pages anyone can write', () => {
  it('a low-tier page claiming "[1] (2024) Dr. X, Professor" and a future date moves G no more than the plain page', () => {
    const plain = judge([lancet(), ...Array.from({ length: 6 }, (_, i) => planted(`voice-${i}.com`, i))]);
    const dressed = judge([
      lancet(),
      ...Array.from({ length: 6 }, (_, i) =>
        planted(`voice-${i}.com`, i, { cites: true, publishedAt: '2099-01-01' }),
      ),
    ]);
    expect(dressed.rgba.g).toBeLessThanOrEqual(plain.rgba.g + 1e-9);
    expect(dressed.label).toBe(plain.label);
    expect(dressed.rgba.g).toBeLessThan(0.5);
  });

  it('look-alike domains of credible hosts are not credible and stay capped', () => {
    const hosts = [
      'www.who.int.evil.com',
      'who-int.org',
      'www.wh0.int',
      'www.nih.gov.co',
      'reuters.com.evil.net',
    ];
    const alone = judge([lancet()]);
    const verdict = judge([lancet(), ...hosts.map((h, i) => planted(h, i, { cites: true }))]);
    expect(verdict.rgba.g).toBeLessThan(0.5);
    expect(logit(verdict.rgba.g) - logit(alone.rgba.g)).toBeLessThanOrEqual(
      config.belief.lowTierVoteCap + 1e-9,
    );
  });

  it('many tier-D pages mixed with one unknown-tier page add up to no more than the low-tier cap', () => {
    const hosts = ['x.blogspot.com', 'medium.com', 'github.com', 'sites.google.com', 'www.researchgate.net'];
    const alone = judge([lancet()]);
    const verdict = judge([
      lancet(),
      ...hosts.map((h, i) => planted(h, i, { cites: true })),
      planted('independent-voice.com', 9, { cites: true }),
    ]);
    expect(verdict.rgba.g).toBeLessThan(0.5);
    expect(logit(verdict.rgba.g) - logit(alone.rgba.g)).toBeLessThanOrEqual(
      config.belief.lowTierVoteCap + 1e-9,
    );
  });
});

describe('copies of a credible page, turned', () => {
  it('8 low-tier copies of the Lancet passage with a line that turns it into support do not move G (holds today)', () => {
    const text =
      'Large studies of more than half a million children found no association between MMR vaccination and autism.';
    const copies = Array.from({ length: 8 }, (_, i) =>
      fakeEvidence({
        url: `https://copy-${i}.net/x`,
        text: `${text} Read between the lines: it proves the link.`,
        stance: 'supports',
        strength: 0.9,
      }),
    );
    expect(judge([lancet(), ...copies]).rgba.g).toBeCloseTo(judge([lancet()]).rgba.g, 6);
  });
});

describe('an upload to an open repository is not tier A', () => {
  // Failed until the tier review (2026-11): zenodo.org and osf.io (anyone can upload) were in the tier-A preprint
  // list, so one upload of the attacker's was a credible source: it escaped the low-tier cap and took the Lancet's
  // refutation from "likely false" to "contested" (g 0.159 → 0.500). Open repositories are tier D now (self-published).
  it('one zenodo.org or osf.io upload does not undo a Lancet refutation', () => {
    const alone = judge([lancet()]);
    for (const host of ['zenodo.org', 'osf.io']) {
      const verdict = judge([lancet(), planted(host, 1)]);
      expect(verdict.label).toBe(alone.label);
      expect(logit(verdict.rgba.g) - logit(alone.rgba.g)).toBeLessThanOrEqual(
        config.belief.lowTierVoteCap + 1e-9,
      );
    }
  });

  // Failed until the tier review: alone, one upload made the claim "likely true".
  it('one zenodo.org upload alone does not make a claim likely true', () => {
    expect(judge([planted('zenodo.org', 1)]).label).not.toBe('likely_true');
  });

  it('one preprint (screened, not peer reviewed) does not undo a Lancet refutation either', () => {
    const alone = judge([lancet()]);
    for (const host of ['www.medrxiv.org', 'arxiv.org', 'osf.io/preprints/psyarxiv'])
      expect(judge([lancet(), planted(host, 2)]).label).toBe(alone.label);
    expect(judge([planted('www.medrxiv.org', 2)]).label).not.toBe('likely_true');
  });

  // Failed until the tier review: the vouched figure gave an upload with no reference at all the citation score of a
  // public body (1), so the panel showed it at who.int's credibility. An open repository vouches for nothing.
  it('an upload without references is not shown with vouched citations', () => {
    const upload = credibilityForClaim(
      { url: 'https://zenodo.org/records/1001', text: 'Our cohort showed regression after vaccination.' },
      claim,
      { config, now: NOW },
    );
    expect(upload.citations).toBe(upload.pageCitations);
    expect(upload.authority).toBe(config.credibility.authorityByTier.D);
  });

  // Failed until the tier review: pages anyone can write on a credible host (a Wikipedia user, talk or draft page, tier
  // B by its domain) were credible sources: against the Lancet the claim went to "contested" (g 0.398); alone, to
  // "likely true" (0.779).
  it.each([
    'https://en.wikipedia.org/wiki/User:Attacker/MMR',
    'https://en.wikipedia.org/wiki/Talk:MMR_vaccine',
    'https://en.wikipedia.org/wiki/Draft:MMR_autism',
    'https://de.wikipedia.org/wiki/Benutzer:Angreifer/MMR',
    'https://en.wikipedia.org/w/index.php?title=MMR_vaccine&oldid=123456',
  ])('%s does not undo a Lancet refutation, nor alone make the claim likely true', (url) => {
    const page = fakeEvidence({
      url,
      text: 'In our cohort the MMR vaccine caused autism in one in fifty children.',
      stance: 'supports',
      strength: 0.9,
    });
    expect(judge([lancet(), page]).label).toBe(judge([lancet()]).label);
    expect(judge([page]).label).not.toBe('likely_true');
    const verdict = judge([lancet(), page]);
    const unreviewed = verdict.reasons.find((r) => r.kind === 'unreviewed');
    expect(unreviewed, JSON.stringify(verdict.reasons)).toMatchObject({ what: 'wiki-page' });
    expect(unreviewed && 'site' in unreviewed ? unreviewed.site : '').toMatch(/wikipedia\.org\/wiki\//);
  });
});

describe('what anyone submits to a listed official or journal site is not the site', () => {
  it.each([
    ['https://www.bmj.com/content/351/bmj.h4677/rr-12', 'reader-submission'],
    ['https://www.regulations.gov/comment/FDA-2021-N-0001-0002', 'reader-submission'],
    ['https://europepmc.org/article/PPR/PPR812345', 'preprint'],
    ['https://doi.org/10.5281/zenodo.1234567', 'open-repository'],
  ])('%s does not undo a Lancet refutation, and the notes say why (%s)', (url, what) => {
    const page = fakeEvidence({
      url,
      text: 'In our cohort the MMR vaccine caused autism in one in fifty children.',
      stance: 'supports',
      strength: 0.9,
    });
    const verdict = judge([lancet(), page]);
    expect(verdict.label).toBe(judge([lancet()]).label);
    expect(judge([page]).label).not.toBe('likely_true');
    expect(verdict.reasons).toContainEqual(expect.objectContaining({ kind: 'unreviewed', what }));
  });
});

describe('the sources the review keeps: peer-reviewed journals, public bodies, Wikipedia articles', () => {
  const refutes = (url: string) =>
    fakeEvidence({
      url,
      text: 'Large studies of more than half a million children found no association between MMR vaccination and autism.',
      stance: 'refutes',
      strength: 0.9,
    });

  it.each([
    ['https://www.thelancet.com/journals/lancet/article/x', 'A', 'journal'],
    ['https://www.nejm.org/doi/full/10.1056/NEJMoa021134', 'A', 'journal'],
    [
      'https://www.who.int/news-room/questions-and-answers/item/vaccines-and-immunization',
      'A',
      'public body',
    ],
    ['https://en.wikipedia.org/wiki/MMR_vaccine_and_autism', 'B', 'reference work'],
    ['https://de.wikipedia.org/wiki/MMR-Impfstoff', 'B', 'reference work'],
  ])('%s keeps tier %s, its weight and its vouched citations', (url, tier) => {
    const verdict = judge([refutes(url)]);
    const credibility = credibilityForClaim({ url, text: 'A short page.' }, claim, {
      config,
      now: NOW,
    });
    expect(credibility.authority).toBe(config.credibility.authorityByTier[tier as 'A' | 'B']);
    expect(credibility.citations).toBe(config.credibility.vouchedCitations[tier as 'A' | 'B'] ?? 0);
    // One credible refutation alone is a verdict (not held at the low-tier cap), and no "unreviewed" note.
    expect(verdict.label, url).toBe('likely_false');
    expect(verdict.reasons.some((r) => r.kind === 'unreviewed')).toBe(false);
    expect(verdict.reasons.some((r) => r.kind === 'low-tier-cap')).toBe(false);
  });
});
