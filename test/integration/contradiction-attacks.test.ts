/**
 * Without a model, a contradiction stated of the claim's own subject is as strong as verbatim support. These attacks
 * check that a page that lies with a wrong figure cannot make a true claim false: a lone forum or blog page, a page
 * against two credible sources that agree, and the article's own site. Japanese and English, real HTTP through the
 * sandbox; page text comes from `setPages` (the search still finds the corpus pages by their original text).
 */
import { afterEach, describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { EVIDENCE, withPort, type ArticleName, type SandboxEvidencePage } from '../sandbox/corpus';
import { annotationOf, FALSE_LABELS, loadArticle, makeDeps, TRUE_LABELS, useSandbox } from './harness';

const sandbox = useSandbox();
afterEach(() => sandbox().setPages([]));

const byHost = (host: string, path = '') => EVIDENCE.filter((p) => p.host === host && p.path.includes(path));
/** The corpus page `base` saying `paragraphs` instead. */
const saying = (base: SandboxEvidencePage, paragraphs: string[]): SandboxEvidencePage => ({
  ...base,
  paragraphs,
});

/** Checks `name` without a model with `pages` served; returns the annotated claim's verdict and evidence. */
async function attacked(
  name: ArticleName,
  claimId: string,
  pages: SandboxEvidencePage[],
  articleUrl?: string,
) {
  sandbox().setPages(pages);
  const loaded = await loadArticle(sandbox(), name);
  const article = articleUrl ? { ...loaded, url: withPort(articleUrl, sandbox().port) } : loaded;
  sandbox().reset();
  const report = await checkArticle(makeDeps(sandbox(), undefined), { article, profile: 'quick' });
  expect(report.run.usage.modelCalls).toBe(0);
  const claim = report.claims.find((c) => annotationOf(name, c)?.id === claimId)!;
  expect(claim, claimId).toBeDefined();
  const verdict = report.verdicts.find((v) => v.claimId === claim.id)!;
  const evidence = report.evidence.filter((e) => e.claimId === claim.id);
  const on = (domain: string) => evidence.filter((e) => e.domain === domain);
  const rows = `${verdict.label} G=${verdict.rgba.g.toFixed(3)}: ${evidence.map((e) => `${e.domain} ${e.stance} ${e.strength} ${e.relevance}`).join(', ')}`;
  return { verdict, on, rows };
}

// ── Japanese: the population estimate (true), stated by stat.go.jp (tier A) ─────────────────────────────────────
const JA = 'ja-population-2023';
const S_JA_TRUE = '2023年10月1日現在の日本の総人口は1億2435万2千人で、前年より59万5千人減少した。';
const S_JA_LIE = '2023年10月1日現在の日本の総人口は1億3012万人で、前年より12万人増加した。';
const stat = byHost('www.stat.go.jp')[0]!;
const nhk = byHost('www3.nhk.or.jp')[0]!;
/** Every page of the blog (tier D) the search finds for the claim, saying the lie. */
const jaBlog = byHost('someblog.blogspot.com').map((p) =>
  saying(p, ['人口統計の真実を書きます。', S_JA_LIE, '政府の発表は信用できません。']),
);
/** stat.go.jp without its population sentence: nothing credible takes a side. */
const statSilent = saying(stat, stat.paragraphs.slice(1));
/** NHK reporting the same official figure: a second credible source that agrees. */
const nhkAgrees = saying(nhk, [`総務省によると、${S_JA_TRUE}`, ...nhk.paragraphs]);

// ── English: UK inflation (true), stated by the BBC and Reuters (tier B) ───────────────────────────────────────────
const EN = 'news-uk-inflation';
const S_EN_LIE =
  'UK consumer price inflation held at 5.2 percent in the year to January 2024, the Office for National Statistics said.';
/** A forum thread (tier D) the search finds for the claim (its title carries the claim's words), saying the lie. */
const forum = byHost('www.reddit.com', 'unitedkingdom').map((p) => ({
  ...saying(p, ['Here is what the papers will not tell you.', S_EN_LIE, 'Do your own research.']),
  id: 'reddit-inflation-lie',
  path: '/r/unitedkingdom/comments/1aq9abc/uk_consumer_price_inflation_january/',
  url: 'http://www.reddit.com/r/unitedkingdom/comments/1aq9abc/uk_consumer_price_inflation_january/',
  title: 'UK consumer price inflation in the year to January: 5.2 percent, not 4.0 : r/unitedkingdom',
  stances: [],
}));

// ── English: Northvale employment (true), stated by the statistics office (tier A) ───────────────────────────────
const EN_JOBS = 'long-employment';
/** The corpus page `base` with one sentence replaced (the rest of the page, and so its search, unchanged). */
const replacing = (base: SandboxEvidencePage, sentence: string, by: string): SandboxEvidencePage => {
  expect(base.paragraphs.join('\n')).toContain(sentence);
  return saying(
    base,
    base.paragraphs.map((p) => p.replace(sentence, by)),
  );
};
/** The business journal (unknown tier: anyone's fresh domain) states the claim's subject with another figure. */
const journalLies = replacing(
  byHost('www.northvalebusinessjournal.com', '/economy/')[0]!,
  'A record 742,000 Northvale residents had jobs in December, according to the statistics office.',
  'A record 812,000 people were in work in Northvale in December 2023, according to the statistics office.',
);
/** The statistics office's bulletin without its employment figure. */
const officeSilent = replacing(
  byHost('www.northvale-statistics.gov', '/labour/')[0]!,
  'Employment in Northvale reached 742,000 in December 2023, the highest level recorded.',
  'Employment figures by district are published in the tables.',
);

describe('attack: a lone low-tier page (D) with a wrong figure must not make a true claim false', () => {
  it('ja: a blog states the population estimate with another figure; nothing credible takes a side', async () => {
    const { verdict, on, rows } = await attacked('world-ja', JA, [...jaBlog, statSilent]);
    // Precondition: the blog is read as a strong contradiction of the claim's own subject.
    expect(
      on('blogspot.com').some((e) => e.stance === 'refutes' && e.strength >= 0.7),
      rows,
    ).toBe(true);
    expect(FALSE_LABELS, rows).not.toContain(verdict.label);
  }, 60_000);

  it('en: a fresh domain (unknown tier) states the employment figure wrongly; the statistics office is silent', async () => {
    const { verdict, on, rows } = await attacked('long', EN_JOBS, [journalLies, officeSilent]);
    expect(
      on('northvalebusinessjournal.com').some((e) => e.stance === 'refutes' && e.strength >= 0.7),
      rows,
    ).toBe(true);
    expect(FALSE_LABELS, rows).not.toContain(verdict.label);
  }, 60_000);
});

describe('attack: a page on another domain with a wrong figure, against two credible pages that agree', () => {
  it('ja: the blog does not flip the claim that stat.go.jp and NHK state', async () => {
    const { verdict, on, rows } = await attacked('world-ja', JA, [...jaBlog, nhkAgrees]);
    expect(
      on('blogspot.com').some((e) => e.stance === 'refutes' && e.strength >= 0.7),
      rows,
    ).toBe(true);
    expect(
      on('stat.go.jp').some((e) => e.stance === 'supports'),
      rows,
    ).toBe(true);
    expect(
      on('nhk.or.jp').some((e) => e.stance === 'supports'),
      rows,
    ).toBe(true);
    expect(TRUE_LABELS, rows).toContain(verdict.label);
  }, 60_000);

  it('en: the forum does not flip the claim that the BBC and Reuters state', async () => {
    const { verdict, on, rows } = await attacked('news', EN, forum);
    expect(
      on('reddit.com').some((e) => e.stance === 'refutes' && e.strength >= 0.7),
      rows,
    ).toBe(true);
    expect(
      on('bbc.co.uk').some((e) => e.stance === 'supports'),
      rows,
    ).toBe(true);
    expect(
      on('reuters.com').some((e) => e.stance === 'supports'),
      rows,
    ).toBe(true);
    expect(FALSE_LABELS, rows).not.toContain(verdict.label);
    expect(verdict.belief.g, rows).toBeGreaterThan(0);
  }, 60_000);
});

describe("attack: the article's own site never counts", () => {
  it('ja: the blog contradicting the claim is the article’s own site, set aside', async () => {
    const { verdict, on, rows } = await attacked(
      'world-ja',
      JA,
      jaBlog,
      'http://someblog.blogspot.com/2024/01/nihon-jinko.html',
    );
    const own = on('blogspot.com').filter((e) => e.stance === 'refutes');
    expect(own.length, rows).toBeGreaterThan(0);
    for (const e of own) {
      expect(verdict.counted).not.toContain(e.id);
      expect(verdict.setAside.find((s) => s.evidenceId === e.id)?.fact.kind).toBe('own-site');
    }
    expect(TRUE_LABELS, rows).toContain(verdict.label);
  }, 60_000);

  it('en: the business journal contradicting the claim is the article’s own site, set aside', async () => {
    const { verdict, on, rows } = await attacked(
      'long',
      EN_JOBS,
      [journalLies],
      'http://www.northvalebusinessjournal.com/2024/01/northvale-year-in-review',
    );
    const own = on('northvalebusinessjournal.com').filter((e) => e.stance === 'refutes');
    expect(own.length, rows).toBeGreaterThan(0);
    for (const e of own) {
      expect(verdict.counted).not.toContain(e.id);
      expect(verdict.setAside.find((s) => s.evidenceId === e.id)?.fact.kind).toBe('own-site');
    }
    expect(
      on('northvale-statistics.gov').some((e) => e.stance === 'supports'),
      rows,
    ).toBe(true);
    expect(FALSE_LABELS, rows).not.toContain(verdict.label);
    expect(verdict.belief.g, rows).toBeGreaterThan(0);
  }, 60_000);
});
