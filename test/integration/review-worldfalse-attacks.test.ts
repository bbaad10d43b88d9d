/**
 * Review of worldfalse: the stronger no-model contradiction attacked as a page that lies, and as an honest credible
 * page it misreads. Real HTTP through the sandbox, Quick, no model; page text comes from `setPages` (the search
 * still finds the corpus pages by their original text). The article is the long Northvale review.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { EVIDENCE, type SandboxEvidencePage } from '../sandbox/corpus';
import { annotationOf, FALSE_LABELS, loadArticle, makeDeps, useSandbox } from './harness';

const sandbox = useSandbox();
afterEach(() => sandbox().setPages([]));

const byHost = (host: string, path = '') => EVIDENCE.filter((p) => p.host === host && p.path.includes(path));
/** The corpus page `base` with one sentence replaced (the rest of the page, and so its search, unchanged). */
const replacing = (base: SandboxEvidencePage, sentence: string, by: string): SandboxEvidencePage => {
  expect(base.paragraphs.join('\n')).toContain(sentence);
  return { ...base, paragraphs: base.paragraphs.map((p) => p.replace(sentence, by)) };
};

/** Checks the long article without a model with `pages` served; the verdict and evidence of claim `id`. */
async function longClaim(id: string, pages: SandboxEvidencePage[]) {
  sandbox().setPages(pages);
  const article = await loadArticle(sandbox(), 'long');
  sandbox().reset();
  const report = await checkArticle(makeDeps(sandbox(), undefined), { article, profile: 'quick' });
  expect(report.run.usage.modelCalls).toBe(0);
  const claim = report.claims.find((c) => annotationOf('long', c)?.id === id)!;
  expect(claim, id).toBeDefined();
  const verdict = report.verdicts.find((v) => v.claimId === claim.id)!;
  const evidence = report.evidence.filter((e) => e.claimId === claim.id);
  const on = (domain: string) => evidence.filter((e) => e.domain === domain);
  const rows = `${verdict.label} G=${verdict.rgba.g.toFixed(3)}: ${evidence.map((e) => `${e.domain} ${e.stance} ${e.strength} ${e.relevance}`).join(', ')}`;
  return { verdict, on, rows };
}

const office = byHost('www.northvale-statistics.gov', '/labour/')[0]!;

// ── Finding 1: "Unemployment in Northvale fell to 3.8 percent in the last quarter of 2023." (true) ─────────────
const UNEMPLOYMENT_OFFICIAL =
  'The unemployment rate in Northvale was 3.8% in October to December 2023, down from 4.3% a year earlier.';
/** The statistics office's bulletin without its unemployment figure: nothing credible takes a side. */
const officeSilentOnUnemployment = replacing(
  office,
  UNEMPLOYMENT_OFFICIAL,
  'Unemployment figures by district are published in the tables.',
);
/**
 * Every page of a fresh domain (unknown tier) the search finds, stating the claim's subject with a wrong figure in
 * its own words (two authors' texts share no five-word run, so they are not one source by copy detection).
 */
const freshDomain = (host: string, paragraphs: string[]) => byHost(host).map((p) => ({ ...p, paragraphs }));
const attackers = [
  ...freshDomain('www.northvalebusinessjournal.com', [
    'Our economics desk went through the labour figures line by line this week.',
    'Unemployment in Northvale fell to 5.1 percent in the last quarter of 2023, a smaller drop than ministers claim.',
    'Employers in the north of the county told us hiring had stalled since the autumn.',
  ]),
  ...freshDomain('www.valleyherald.com', [
    'Readers have asked us why the council keeps quoting a jobless rate nobody recognises.',
    'Unemployment in Northvale fell to 5.1 percent in the last quarter of 2023 according to the jobcentre tallies we obtained.',
    'The Valley Herald will publish the district tables on Friday.',
  ]),
];

describe('finding 1 (fixed): two fresh domains with a wrong figure must not make a true claim false', () => {
  it('two unknown-tier pages stating a wrong figure do not make the true claim false (at the 0.5 cap: likely false, G 0.333)', async () => {
    const pages = [...attackers, officeSilentOnUnemployment];
    const { verdict, on, rows } = await longClaim('long-unemployment', pages);
    // Precondition: both fresh domains are read as strong contradictions of the claim's own subject.
    expect(
      on('northvalebusinessjournal.com').some((e) => e.stance === 'refutes' && e.strength >= 0.7),
      rows,
    ).toBe(true);
    expect(
      on('valleyherald.com').some((e) => e.stance === 'refutes' && e.strength >= 0.7),
      rows,
    ).toBe(true);
    expect(FALSE_LABELS, rows).not.toContain(verdict.label);
  }, 90_000);
});

// ── Finding 2: "A record 742,000 people were in work in Northvale in December 2023." (true) ──────────────────
const EMPLOYMENT_OFFICIAL =
  'Employment in Northvale reached 742,000 in December 2023, the highest level recorded.';

describe('finding 2 (fixed: another event in the detector; a sub-group or another quantity in the judge, one page never decides alone): an honest credible page about another figure must not refute a true claim', () => {
  it.each([
    [
      'a sub-group (people under 25)',
      'A record 98,000 people under 25 were in work in Northvale in December 2023.',
    ],
    [
      'another quantity said after the figure',
      'A record 31,000 people were out of work in Northvale in December 2023.',
    ],
    [
      'another event with the same opening words',
      'A record 15,000 people visited the Northvale winter fair in December 2023.',
    ],
  ])(
    'the statistics office (tier A) states %s: the true claim is not rated false',
    async (_what, sentence) => {
      const { verdict, on, rows } = await longClaim('long-employment', [
        replacing(office, EMPLOYMENT_OFFICIAL, sentence),
      ]);
      expect(on('northvale-statistics.gov').length, rows).toBeGreaterThan(0);
      expect(FALSE_LABELS, rows).not.toContain(verdict.label);
    },
    90_000,
  );
});
