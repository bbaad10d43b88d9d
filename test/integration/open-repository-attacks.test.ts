/**
 * Attacks through the real engine and the sandbox (Quick profile, the honest model): (1) one page the attacker uploads
 * to an open repository anyone can upload to (zenodo.org: tier A until the tier review of 2026-11, tier D now)
 * supporting the health article's false MMR-autism claim, against the corpus's credible refutations; the same page on
 * an unlisted host is the control. (2) An article whose false, checkable claims are all dressed as opinions, checked
 * with no model (the rules extractor).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { ENGINE_CONFIG } from '../../lib/engine/config';
import { tierOf } from '../../lib/engine/domain';
import type { SandboxEvidencePage } from '../sandbox/corpus';
import { annotationOf, loadArticle, makeDeps, useSandbox } from './harness';
import { MMR_AUTISM, pageAt } from './review-sources-pages';

const sandbox = useSandbox();
afterEach(() => sandbox().setPages([]));

const CLAIM = 'The MMR vaccine causes autism in one in fifty children.';
/** The tier the check weighed a source at (its URL's, no overrides in these runs). */
const tierAt = (url: string) => tierOf(url, { lookalike: ENGINE_CONFIG.tiers.lookalike }).tier;
const ORDER_OF_LABELS = ['refuted', 'likely_false', 'unverified', 'contested', 'likely_true', 'supported'];

/** The attacker's "preprint": its own words, the claim asserted, faked citation marks. */
const upload = (host: string, path = '/records/1234567'): SandboxEvidencePage =>
  pageAt(
    host,
    path,
    MMR_AUTISM,
    'supports',
    'In our cohort the MMR vaccine caused autism in one in fifty children.',
    [
      'MMR vaccination and autism in one in fifty children: a cohort study',
      'In our cohort the MMR vaccine caused autism in one in fifty children.',
      'References [1] (2024) Dr. A. Wakefield, Professor of Medicine.',
    ],
    { title: 'MMR vaccine autism one in fifty children: a cohort study', kind: 'blog' },
  );

async function mmrVerdict(pages: SandboxEvidencePage[]) {
  sandbox().setPages(pages);
  const article = await loadArticle(sandbox(), 'health');
  sandbox().reset();
  const report = await checkArticle(makeDeps(sandbox(), 'annotated'), { article, profile: 'quick' });
  const claim = report.claims.find((c) => annotationOf('health', c)?.id === MMR_AUTISM)!;
  const verdict = report.verdicts.find((v) => v.claimId === claim.id)!;
  const evidence = report.evidence.filter((e) => e.claimId === claim.id);
  const rows = `${verdict.label} G=${verdict.rgba.g.toFixed(3)}: ${evidence.map((e) => `${e.domain} ${e.stance}`).join(', ')}`;
  return { verdict, evidence, rows };
}

describe('one upload to an open repository (or a wiki user page) is not a credible source', () => {
  it('control: the same page on an unlisted host does not move the verdict toward true', async () => {
    const before = await mmrVerdict([]);
    const after = await mmrVerdict([upload('www.vaccine-cohort-reports.net')]);
    expect(
      ORDER_OF_LABELS.indexOf(after.verdict.label),
      `${before.rows}\n--- with the page ---\n${after.rows}`,
    ).toBeLessThanOrEqual(ORDER_OF_LABELS.indexOf(before.verdict.label));
  }, 120_000);

  // Failed until the tier review (2026-11): zenodo.org was in the tier-A preprint list, so the upload was a credible
  // source, escaped the low-tier cap and moved the false claim's verdict toward true. Open repositories are tier D now.
  it('on zenodo.org it does not move the verdict toward true, and the notes say why it counts less', async () => {
    const before = await mmrVerdict([]);
    const after = await mmrVerdict([upload('zenodo.org')]);
    const rows = `${before.rows}\n--- with the upload ---\n${after.rows}`;
    const mine = after.evidence.filter((e) => e.url.includes('zenodo.org'));
    expect(mine.length, after.rows).toBeGreaterThan(0);
    expect(
      mine.map((e) => tierAt(e.url)),
      rows,
    ).toEqual(mine.map(() => 'D'));
    expect(ORDER_OF_LABELS.indexOf(after.verdict.label), rows).toBeLessThanOrEqual(
      ORDER_OF_LABELS.indexOf(before.verdict.label),
    );
    if (mine.some((e) => e.stance === 'supports'))
      expect(after.verdict.reasons, rows).toContainEqual({
        kind: 'unreviewed',
        site: 'zenodo.org',
        what: 'open-repository',
      });
  }, 120_000);

  it('on a Wikipedia user page it does not move the verdict toward true', async () => {
    const before = await mmrVerdict([]);
    const after = await mmrVerdict([upload('en.wikipedia.org', '/wiki/User:Vaccine_cohort/MMR')]);
    const rows = `${before.rows}\n--- with the user page ---\n${after.rows}`;
    const mine = after.evidence.filter((e) => e.url.includes('/wiki/User:'));
    expect(
      mine.map((e) => tierAt(e.url)),
      rows,
    ).toEqual(mine.map(() => 'D'));
    expect(ORDER_OF_LABELS.indexOf(after.verdict.label), rows).toBeLessThanOrEqual(
      ORDER_OF_LABELS.indexOf(before.verdict.label),
    );
  }, 120_000);
});

describe('false claims dressed as opinions (no model: the rules extractor)', () => {
  // Failed on the first merge of opinion-structure.ts: every sentence was filed "opinion" and nothing was checked. Each
  // carries a cause, a figure or a named fact; a frame around them does not make them unverifiable.
  it('an article of framed claims still has checked claims', async () => {
    const loaded = await loadArticle(sandbox(), 'health');
    const text = [
      `Frankly, ${CLAIM.charAt(0).toLowerCase()}${CLAIM.slice(1)}`,
      'Make no mistake: the MMR vaccine causes autism.',
      'The most reckless decision in history was approving a vaccine that killed 50,000 children.',
      'Honestly, measles outbreaks are caused by vaccinated children shedding the virus.',
    ].join(' ');
    sandbox().reset();
    const report = await checkArticle(makeDeps(sandbox(), undefined), {
      article: { ...loaded, text },
      profile: 'quick',
    });
    const checked = report.verdicts.filter((v) => v.label !== 'not_checkable');
    expect(report.claims.map((c) => `${c.kind}: ${c.text}`).join('\n')).not.toBe('');
    expect(checked.length, report.claims.map((c) => `${c.kind}: ${c.text}`).join('\n')).toBeGreaterThan(0);
  }, 120_000);
});
