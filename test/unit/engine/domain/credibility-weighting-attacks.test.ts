/**
 * Attacks on the credibility weighting (`credibilityForClaim`, the one figure the judge weighs and a reader is shown):
 * pages an attacker controls (faked citation marks, a future date, look-alike domains, many low-tier pages mixed with
 * unknown-tier ones, an upload to an open repository that the tier lists count as tier A) against one credible
 * refutation. `it.fails` marks what moves a verdict today.
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

describe('an upload to an open repository counted as tier A', () => {
  // Fails today, and on main: zenodo.org and osf.io (anyone can upload) are in the tier-A preprint list, so one
  // upload of the attacker's is a credible source: it escapes the low-tier cap and takes the Lancet's refutation
  // from "likely false" to "contested" (g 0.159 → 0.500). Integrate moves it no further than main did (0.559 on main
  // with faked citation marks; the vouched figure makes them count for nothing now).
  it.fails('one zenodo.org or osf.io upload does not undo a Lancet refutation', () => {
    const alone = judge([lancet()]);
    for (const host of ['zenodo.org', 'osf.io']) {
      const verdict = judge([lancet(), planted(host, 1)]);
      expect(verdict.label).toBe(alone.label);
    }
  });

  // Fails today, and on main: alone, one upload makes the claim "likely true".
  it.fails('one zenodo.org upload alone does not make a claim likely true', () => {
    expect(judge([planted('zenodo.org', 1)]).label).not.toBe('likely_true');
  });

  // Fails today: the vouched figure gives an upload with no reference at all the citation score of a public body (1),
  // so the panel shows it at who.int's credibility. Shown so on main too; on integrate it is also the figure weighed
  // (tierWeight A 0.85 offsets it, so the verdict moves no more than on main).
  it.fails('an upload without references is not shown with vouched citations', () => {
    const upload = credibilityForClaim(
      { url: 'https://zenodo.org/records/1001', text: 'Our cohort showed regression after vaccination.' },
      claim,
      { config, now: NOW },
    );
    expect(upload.citations).toBe(upload.pageCitations);
  });
  // Fails today, and on main: pages anyone can write on a credible host (a Wikipedia user, talk or draft page, tier
  // B by its domain) are credible sources: against the Lancet the claim goes to "contested" (g 0.398); alone, to
  // "likely true" (0.779).
  it.fails.each([
    'https://en.wikipedia.org/wiki/User:Attacker/MMR',
    'https://en.wikipedia.org/wiki/Talk:MMR_vaccine',
    'https://en.wikipedia.org/wiki/Draft:MMR_autism',
  ])('%s does not undo a Lancet refutation', (url) => {
    const page = fakeEvidence({
      url,
      text: 'In our cohort the MMR vaccine caused autism in one in fifty children.',
      stance: 'supports',
      strength: 0.9,
    });
    expect(judge([lancet(), page]).label).toBe(judge([lancet()]).label);
  });
});
