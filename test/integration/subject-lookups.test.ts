/**
 * Issue 30 item 4, through real HTTP against the sandbox: reference lookups go by subject — claims about the same
 * named subject share one Wikipedia search and its results (each claim still reads the page for its own passages),
 * claims about different subjects get one each, and no claim's own words go to Wikipedia with its neutral query.
 */
import { describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { ENGINE_CONFIG } from '../../lib/engine/config';
import { claimSubject } from '../../lib/engine/pipeline/search/subject-lookup';
import { UNCHECKABLE_KINDS } from '../../lib/engine/schemas';
import { page, stance } from '../sandbox/corpus/evidence-helpers';
import type { ArticleName } from '../sandbox/server';
import { loadArticle, makeDeps, useSandbox } from './harness';

const sandbox = useSandbox();
const MAX = ENGINE_CONFIG.search.subjectLookup.maxEntities;

const S_POPULATION = 'Northvale had a resident population of 1,482,000 at the end of 2023.';
const S_BIRTHS = 'Births in Northvale fell to 13,900 in 2023, the lowest number since records began in 1961.';
/** Wikipedia's page about the long article's subject: it speaks to two of its claims. */
const WIKI_NORTHVALE = page({
  at: 'en.wikipedia.org/wiki/Northvale',
  id: 'wiki-northvale',
  title: 'Northvale - Wikipedia',
  siteName: 'Wikipedia',
  publishedAt: null,
  kind: 'wiki',
  paragraphs: [
    'Northvale is a region in the north of the country, with an estuary, valley towns and hill villages.',
    S_POPULATION,
    S_BIRTHS,
  ],
  stances: [
    stance('long-population', 'supports', S_POPULATION, 0.8),
    stance('long-births', 'supports', S_BIRTHS, 0.8),
  ],
});

/** The Wikipedia searches that reached the sandbox, by what they asked. */
function wikipediaAsked(): string[] {
  return sandbox()
    .requests()
    .filter((r) => r.kind === 'search' && r.provider === 'wikipedia')
    .map((r) => (r.query ?? '').replace(/\s+/g, ' ').trim());
}

async function check(name: ArticleName) {
  const deps = makeDeps(sandbox(), 'annotated');
  const article = await loadArticle(sandbox(), name);
  sandbox().reset();
  sandbox().setPages([WIKI_NORTHVALE]);
  const report = await checkArticle(deps, { article, profile: 'quick' });
  return { report, trace: await deps.store.listTrace(report.run.id) };
}

describe('reference lookups by subject', () => {
  it('claims about one subject share one Wikipedia search, and its page reaches each claim it speaks to', async () => {
    const { report, trace } = await check('long');
    expect(report.run.status).toBe('done');
    const checked = report.claims.filter((c) => !UNCHECKABLE_KINDS.includes(c.kind));
    expect(checked.length).toBeGreaterThanOrEqual(12);
    const aboutNorthvale = checked.filter((c) => claimSubject(c, MAX) === 'Northvale');
    expect(aboutNorthvale.length).toBeGreaterThanOrEqual(10);
    const asked = wikipediaAsked();
    // One lookup of the subject for all the claims; Wikipedia never gets a claim's neutral query.
    expect(asked.filter((q) => q === 'Northvale')).toHaveLength(1);
    const neutral = report.queries.filter(
      (q) => q.intent === 'neutral' && q.hop === 0 && aboutNorthvale.some((c) => c.id === q.claimId),
    );
    expect(neutral.length).toBeGreaterThanOrEqual(aboutNorthvale.length);
    for (const q of neutral) expect(asked, q.text).not.toContain(q.text);
    // The other claims' searches say the subject's lookup was shared, not sent again.
    const shared = trace.filter(
      (t) =>
        t.kind === 'search' &&
        /asked for the subject "Northvale" \(one lookup per subject: shared/.test(t.detail),
    );
    expect(shared.length).toBeGreaterThanOrEqual(aboutNorthvale.length - 1);
    // The page found once is read for each claim it speaks to, from that claim's own passages.
    for (const figure of ['1,482,000', '13,900']) {
      const claim = checked.find((c) => c.quote.includes(figure));
      expect(claim, figure).toBeDefined();
      const read = report.evidence.filter(
        (e) => e.claimId === claim!.id && /^http:\/\/en\.wikipedia\.org(:\d+)?\/wiki\/Northvale$/.test(e.url),
      );
      expect(
        read.some((e) => e.passage.includes(figure) && e.stance === 'supports'),
        figure,
      ).toBe(true);
    }
  }, 180_000);

  it('claims about different subjects get one lookup each', async () => {
    const { report } = await check('science');
    const checked = report.claims.filter((c) => !UNCHECKABLE_KINDS.includes(c.kind));
    const subjects = new Set(checked.map((c) => claimSubject(c, MAX)).filter((s): s is string => s !== null));
    expect(subjects.size).toBeGreaterThanOrEqual(2);
    const asked = wikipediaAsked();
    for (const subject of subjects)
      expect(
        asked.filter((q) => q === subject),
        subject,
      ).toHaveLength(1);
  }, 180_000);
});
