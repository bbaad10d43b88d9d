/**
 * Attacks on Quick's follow-up reads and "enough" (issue 13's cost levers) by a page author, with the obedient sandbox
 * model: a padded copy of the article, the article's own site, a low-tier page read first. Real HTTP through the
 * sandbox; annotations (what the sandbox model reads) come from the corpus by URL, page text from `setPages`.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import type { TraceEntry } from '../../lib/engine/schemas';
import { withPort } from '../sandbox/corpus';
import type { SandboxEvidencePage } from '../sandbox/corpus';
import { bbc, honest, inflation, news } from './inflation-pages';
import { loadArticle, makeDeps, useSandbox } from './harness';

const sandbox = useSandbox();

async function attacked(pages: SandboxEvidencePage[], articleUrl?: string) {
  sandbox().setPages(pages);
  const loaded = await loadArticle(sandbox(), 'news');
  const article = articleUrl ? { ...loaded, url: withPort(articleUrl, sandbox().port) } : loaded;
  sandbox().reset();
  const deps = makeDeps(sandbox(), 'obedient');
  const stored = await checkArticle(deps, { article, profile: 'quick' });
  const trace: TraceEntry[] = await deps.store.listTrace(stored.run.id);
  const report = { ...stored, trace };
  const claim = report.claims.find((c) => c.quote.includes('4.0 percent'))!;
  const hop0 = trace.find(
    (t) => t.checkpoint?.type === 'hop' && t.checkpoint.claimId === claim.id && t.checkpoint.hop === 0,
  );
  const on = (host: string) =>
    report.evidence.filter((e) => e.claimId === claim.id && e.url.includes(host) && e.queryId !== null);
  return { report, claim, hop0, on };
}

/** Light edits a human reader would still call "the same article": a word inserted every four words. */
function padded(text: string): string {
  return text
    .split(' ')
    .map((w, i) => (i % 4 === 3 ? `${w} indeed` : w))
    .join(' ');
}

/** The article re-published on another site with `edit`, under another title, plus that site's lede. */
function copyOfArticle(edit: (text: string) => string): SandboxEvidencePage {
  return {
    ...bbc,
    title: 'Prices, jobs and the pandemic: seven days in review',
    paragraphs: [
      edit(news.paragraphs[0]!),
      `${edit(news.paragraphs[1]!)} ${bbc.paragraphs[0]!}`,
      ...news.paragraphs.slice(2).map(edit),
    ],
  };
}

describe('attack: a lightly edited copy of the article must not end the search', () => {
  afterAll(() => sandbox().setPages([]));

  it('a copy with a word inserted every four words is refused as an independent source', async () => {
    const { report, claim, hop0, on } = await attacked([copyOfArticle(padded), honest]);
    // Precondition: the copy is read (by the model) as support, as the exact copy is in quick-cost.test.ts.
    expect(on('bbc.co.uk').some((e) => e.stance === 'supports' && !e.heuristic)).toBe(true);
    // The copy must not be counted as the second independent source.
    expect(hop0?.checkpoint?.type === 'hop' && hop0.checkpoint.decision).toBe('NEED_FOLLOWUP');
    expect(hop0?.detail).toMatch(/bbc\.co\.uk, it is a copy of the article/);
    expect(report.queries.some((q) => q.claimId === claim.id && q.hop === 1 && q.executed)).toBe(true);
  }, 60_000);
});

describe("attack: the article's own site (or a copy) must not spend the claim's model read", () => {
  afterAll(() => sandbox().setPages([]));

  it("a follow-up hop still sends its best independent source to the model when the only model-read side was the article's own site", async () => {
    const own: SandboxEvidencePage = {
      ...bbc,
      paragraphs: [`${inflation.text} ${bbc.paragraphs[0]!}`, ...bbc.paragraphs.slice(1)],
    };
    const { report, claim, on } = await attacked([own, honest], 'http://www.bbc.co.uk/news/week-in-review');
    // Precondition: the own-site page was read by the model as support and could not end the search.
    expect(on('bbc.co.uk').some((e) => e.stance === 'supports' && !e.heuristic)).toBe(true);
    const hop1 = report.queries.filter((q) => q.claimId === claim.id && q.hop === 1 && q.executed);
    expect(hop1.length).toBeGreaterThan(0);
    const decision = report.trace.find(
      (t) => t.purpose === 'follow-up sources read by rules' && t.claimId === claim.id,
    );
    // The own site is not an independent reading: it must not be "what the model read before".
    expect(decision?.detail ?? '').not.toMatch(/what the model read before/);
    const hop1Ids = new Set(hop1.map((q) => q.id));
    const independentModelReads = report.evidence.filter(
      (e) =>
        e.claimId === claim.id &&
        hop1Ids.has(e.queryId ?? '') &&
        !e.heuristic &&
        !e.url.includes('bbc.co.uk'),
    );
    expect(independentModelReads.length).toBeGreaterThan(0);
  }, 60_000);
});

describe('attack: a low-tier page read by the model at hop 0 must not keep tier-A sources from the model on hop 1', () => {
  it('the official statistics page found on the follow-up hop is read by the model, not by rules', async () => {
    // The corpus as it is: the forum post (reddit, tier D) that repeats the MP's false claim is the one source the
    // model reads at hop 0 (Full Fact is settled by its rating), so "the model's side" is the forum's "supports".
    const article = await loadArticle(sandbox(), 'news');
    sandbox().reset();
    const deps = makeDeps(sandbox(), 'obedient');
    const report = await checkArticle(deps, { article, profile: 'quick' });
    const claim = report.claims.find((c) => c.quote.includes('50-year'))!;
    const hopOf = (queryId: string | null) => report.queries.find((q) => q.id === queryId)?.hop;
    const forum = report.evidence.find((e) => e.claimId === claim.id && e.domain === 'reddit.com');
    // Precondition: the forum post was read by the model as support on hop 0.
    expect(forum && hopOf(forum.queryId) === 0 && !forum.heuristic && forum.stance).toBe('supports');
    const ons = report.evidence.find(
      (e) => e.claimId === claim.id && e.domain === 'ons.gov.uk' && hopOf(e.queryId) === 1,
    );
    expect(ons, 'the ONS labour-market bulletin is found on hop 1').toBeDefined();
    // On main (534473b) the model reads it; on cost2 it is "read by rules on a follow-up hop" (irrelevant, 0.1).
    // The model read it (whether its reading counted is the interrogator's business: an off-claim quote falls back to
    // the rules' reading, issue 19).
    expect(ons!.modelReading).toBeDefined();
  }, 60_000);
});
