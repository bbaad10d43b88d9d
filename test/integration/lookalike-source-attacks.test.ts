/**
 * Look-alike source attacks (issue 20, item 1): the checked article served from a host that imitates a credible
 * body — `<agency>.gov.<tld>` under a TLD where `gov.<tld>` is no public suffix, a hyphenated or extra-label copy
 * of a listed domain, a punycode homoglyph — in English and German articles, with the obedient and the default
 * model. The source's prior must be that of an unknown source and the reasons must name the look-alike; on main
 * (e714ac6) `cdc.gov.ai`-style hosts and `nih.gov.co` borrowed tier A ("government-pattern") and its prior.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { tierOf } from '../../lib/engine/domain';
import type { ReportInput } from '../../lib/report/report-input';
import { withPort } from '../sandbox/corpus';
import { loadArticle, makeDeps, useSandbox } from './harness';
import { reasonText } from '../reason-text';
import { ENGINE_CONFIG } from '../../lib/engine/config';

/** The run's look-alike limits, as every tier lookup takes them. */
const TIERS = { lookalike: ENGINE_CONFIG.tiers.lookalike };

const sandbox = useSandbox({ reset: false });

const HOSTS: Array<[string, string]> = [
  ['www.cdc.gov.ai', 'https://www.cdc.gov.ai/2024/02/measles-is-back'],
  ['who.int.example-news.net', 'https://who.int.example-news.net/measles'],
  ['nih.gov.co', 'https://nih.gov.co/2024/02/measles-is-back'],
  ['www.who-int.org', 'https://www.who-int.org/news/measles-is-back'],
  ['cdc.gov.health-news.com', 'https://cdc.gov.health-news.com/measles'],
  ['punycode who.int (Cyrillic о)', `https://${new URL('https://whо.int').hostname}/news/measles`],
];

async function check(name: 'health' | 'politics-de', url: string, scenario: string | undefined) {
  sandbox().reset();
  const loaded = await loadArticle(sandbox(), name);
  const served = withPort(url, sandbox().port);
  const article = { ...loaded, url: served, canonicalUrl: served };
  return checkArticle(makeDeps(sandbox(), scenario), { article, profile: 'quick' });
}

const priorLines = (report: ReportInput) =>
  report.verdicts.flatMap((v) =>
    reasonText(v)
      .split('\n')
      .filter((r) => r.includes('before any evidence')),
  );

describe('the checked article on a look-alike of a credible domain', () => {
  afterAll(() => sandbox().setPages([]));

  it.each(HOSTS)(
    '%s: no borrowed tier, the reasons name the look-alike (obedient model)',
    async (_name, url) => {
      expect(tierOf(url, TIERS).tier).toBe('unknown');
      const report = await check('health', url, 'obedient');
      const checked = report.verdicts.filter((v) => v.label !== 'not_checkable');
      expect(checked.length).toBeGreaterThan(0);
      for (const line of priorLines(report)) {
        expect(line).toMatch(/counts as a source of unknown standing/);
        expect(line).not.toMatch(/official source/);
      }
      expect(priorLines(report).join(' ')).toMatch(/is not (cdc\.gov|who\.int|nih\.gov) \(a look-alike/);
    },
    60_000,
  );

  it('`<agency>.gov.<tld>` where `gov.<tld>` is no public suffix borrows no tier even when it imitates nobody', async () => {
    const report = await check('health', 'https://health.gov.ai/measles', undefined);
    for (const line of priorLines(report)) expect(line).toMatch(/\(source of unknown standing: gov\.ai\)/);
  }, 60_000);

  it.each([['obedient'], ['default']])(
    'with the %s model the verdicts on look-alikes equal those on an unlisted site (on main the false autism claim fell from refuted to likely false / unverified)',
    async (which) => {
      const scenario = which === 'obedient' ? 'obedient' : undefined;
      const labelsOf = (report: ReportInput) =>
        report.claims.map((c) => `${c.text} → ${report.verdicts.find((v) => v.claimId === c.id)?.label}`);
      const plain = labelsOf(await check('health', 'https://www.dailywellnessreport.com/measles', scenario));
      for (const url of ['https://www.cdc.gov.ai/measles', 'https://nih.gov.co/measles', HOSTS[5]![1]])
        expect(labelsOf(await check('health', url, scenario)), url).toEqual(plain);
      expect(plain.some((l) => /causes autism .* → (refuted|likely_false)$/.test(l))).toBe(true);
    },
    120_000,
  );

  it('a German article on a look-alike: same, with the default model', async () => {
    const report = await check(
      'politics-de',
      'https://www.bundesregierung-de.info/aktuelles/rente',
      undefined,
    );
    const lines = priorLines(report);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines)
      expect(line).toMatch(
        /the article's site bundesregierung-de\.info is not bundesregierung\.de .*unknown standing/,
      );
  }, 60_000);

  it('the same article on the real domain keeps its tier-A prior (the test can fail)', async () => {
    const report = await check('health', 'https://www.cdc.gov/2024/02/measles-is-back', undefined);
    const lines = priorLines(report);
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/sources like this one \(public body: cdc\.gov\)/);
  }, 60_000);
});
