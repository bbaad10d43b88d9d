/**
 * Attacks on the seen-before postings: a page plants a near miss of a claim checked earlier (another number, a
 * negation, another person, place or year, another cause) so that it reuses the earlier check's evidence. Reuse copies
 * the earlier evidence with its stances (`reuseSeenEvidence`), read for the earlier claim, and judges the new claim on
 * them: a near miss that is found inherits the earlier verdict.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { CartographerDb } from '../../../lib/db/cartographer-db';
import { DexieResearchStore } from '../../../lib/db/dexie-research-store';
import { decideSeenBefore } from '../../../lib/engine/pipeline/run/seen-reuse';
import { seenBeforeLead } from '../../../lib/presentation/seen-before-words';
import type { Run } from '../../../lib/engine/schemas';
import { BASE_TIME, fakeArticle, fakeClaim, fakeEvidence, fakeRun, fakeVerdict } from '../../builders';

let dbCount = 0;
const freshDb = () => new CartographerDb(`cartographer-seen-attack-${++dbCount}`);
const DAY = 24 * 60 * 60 * 1000;

/** A finished run of one claim, supported by counted evidence (a verdict reuse would take over). */
async function checkArticle(store: DexieResearchStore, text: string): Promise<Run> {
  const run = fakeRun({
    createdAt: BASE_TIME,
    article: fakeArticle({ url: 'https://news.example.com/a', lang: 'en' }),
  });
  const claim = fakeClaim({ runId: run.id, id: 'c0', text, kind: 'factual' });
  await store.putClaims([claim]);
  await store.putEvidence([
    fakeEvidence({ runId: run.id, claimId: 'c0', id: 'e-c0', domain: 'fullfact.org' }),
  ]);
  await store.putVerdicts([
    fakeVerdict({ runId: run.id, claimId: 'c0', label: 'supported', counted: ['e-c0'] }),
  ]);
  await store.putRun(run);
  return run;
}
const en = (text: string) => ({ text, lang: 'en' });

describe('a planted near miss does not find an earlier check', () => {
  let store: DexieResearchStore;
  beforeEach(() => {
    store = new DexieResearchStore(freshDb());
  });

  it.each([
    ['Unemployment in Ohio fell to 4 percent in 2019.', 'Unemployment in Ohio fell to 14 percent in 2019.'],
    ['Unemployment in Ohio fell to 4 percent in 2019.', 'Unemployment in Ohio fell to 4.5 percent in 2019.'],
    ['Unemployment in Ohio fell to 4 percent in 2019.', 'Unemployment in Ohio rose to 4 percent in 2019.'],
    ['Unemployment in Ohio fell to 4 percent in 2019.', 'Unemployment in Iowa fell to 4 percent in 2019.'],
    ['Unemployment in Ohio fell to 4 percent in 2019.', 'Unemployment in Ohio fell to 4 percent in 2029.'],
    [
      'Unemployment in Ohio fell to 4 percent in 2019.',
      "Unemployment in Ohio didn't fall to 4 percent in 2019.",
    ],
    ['Unemployment in Ohio fell to 4 percent in 2019.', 'Inflation in Ohio fell to 4 percent in 2019.'],
    ['Joe Biden said the border was closed in 2021.', 'Donald Trump said the border was closed in 2021.'],
    ['Joe Biden said the border was closed in 2021.', 'Hunter Biden said the border was closed in 2021.'],
    ['Joe Biden said the border was closed in 2021.', 'Joe Biden never said the border was closed in 2021.'],
    ['The MMR vaccine does not cause autism.', 'The MMR vaccine can cause autism.'],
    ['The MMR vaccine does not cause autism.', 'The HPV vaccine does not cause autism.'],
    ['The Eiffel Tower is in Paris.', 'The Eiffel Tower is in Berlin.'],
    [
      'More than 3 million people died of COVID-19 in 2020.',
      'Fewer than 3 million people died of COVID-19 in 2020.',
    ],
    [
      'More than 3 million people died of COVID-19 in 2020.',
      'More than 3 billion people died of COVID-19 in 2020.',
    ],
    [
      'More than 3 million people died of COVID-19 in 2020.',
      'More than 3 million people died of the flu in 2020.',
    ],
  ])('told “%s”, the near miss “%s” finds nothing (holds today)', async (told, miss) => {
    await checkArticle(store, told);
    const [hits] = await store.seen.lookup([en(miss)]);
    expect(hits).toEqual([]);
  });

  // Failed before the matcher weighed added words (claim-qualifiers): "died of COVID-19" and "died of COVID-19
  // vaccines" matched, so the vaccine-death claim was judged on the evidence (and its stances) gathered for the
  // COVID-19 death toll: "supported". The added head noun now keeps them apart.
  it('“… died of COVID-19 vaccines” does not find “… died of COVID-19”', async () => {
    await checkArticle(store, 'More than 3 million people died of COVID-19 in 2020.');
    const [hits] = await store.seen.lookup([
      en('More than 3 million people died of COVID-19 vaccines in 2020.'),
    ]);
    expect(hits).toEqual([]);
  });

  // Failed before: "fell by 4 percent" (a change) matched "fell to 4 percent" (a level). Now another figure.
  it('“fell by 4 percent” does not find “fell to 4 percent”', async () => {
    await checkArticle(store, 'Unemployment in Ohio fell to 4 percent in 2019.');
    const [hits] = await store.seen.lookup([en('Unemployment in Ohio fell by 4 percent in 2019.')]);
    expect(hits).toEqual([]);
  });

  // Failed on the first merge (the figure key without the time, for a telling that drops the year): a claim about now
  // ("is now 4 percent") found a check of 2019 and, checked within a week, reused the 2019 evidence for today's
  // figure. A telling at another time is now always checked again (`why: 'other-time'`).
  it('“Unemployment in Ohio is now 4 percent” does not reuse a check of the 2019 figure', async () => {
    await checkArticle(store, 'Unemployment in Ohio fell to 4 percent in 2019.');
    const claim = {
      text: 'Unemployment in Ohio is now 4 percent.',
      kind: 'statistical' as const,
      timeAnchor: null,
    };
    const [hits] = await store.seen.lookup([en(claim.text)]);
    const seen = decideSeenBefore(claim, 'en', hits ?? [], BASE_TIME + DAY);
    expect(seen?.decision).not.toBe('reused');
    expect(seen?.why).toBe('other-time');
  });
  // Failed on the first merge (the pair keys without the time, for a telling that adds a year): a claim about 1850
  // found a timeless check of today's figure and could reuse it. It is still found (as a telling at another time, the
  // recall issue 33 asks for), but never reused, and the panel says it was checked for another time.
  it('“Paris had 2 million inhabitants in 1850” does not reuse a check of “Paris has 2 million inhabitants”', async () => {
    await checkArticle(store, 'Paris has 2 million inhabitants.');
    const claim = {
      text: 'Paris had 2 million inhabitants in 1850.',
      kind: 'statistical' as const,
      timeAnchor: null,
    };
    const [hits] = await store.seen.lookup([en(claim.text)]);
    const seen = decideSeenBefore(claim, 'en', hits ?? [], BASE_TIME + DAY);
    expect(seen === null || (seen.decision === 'rechecked' && seen.why === 'other-time')).toBe(true);
    if (seen) expect(seenBeforeLead(seen)).toBe('You checked this claim for another time on');
  });

  // Failed before the matcher weighed added words: another person (a name suffix), another place of the same name, a
  // narrower event, a subgroup, another species or a frequency word found the earlier check.
  it.each([
    ['Donald Trump won Ohio in 2020.', 'Donald Trump Jr. won Ohio in 2020.'],
    ['Donald Trump won Ohio in 2020.', 'Donald Trump won the Ohio primary in 2020.'],
    ['Paris has 2 million inhabitants.', 'Paris, Texas has 2 million inhabitants.'],
    [
      'Unemployment in Ohio fell to 4 percent in 2019.',
      'Youth unemployment in Ohio fell to 4 percent in 2019.',
    ],
    ['The MMR vaccine causes autism.', 'The MMR vaccine causes autism in mice.'],
    ['The MMR vaccine causes autism.', 'The MMR vaccine rarely causes autism.'],
  ])('told “%s”, the near miss “%s” finds nothing', async (told, miss) => {
    await checkArticle(store, told);
    const [hits] = await store.seen.lookup([en(miss)]);
    expect(hits).toEqual([]);
  });

  // The same kinds of addition in other words (none of them on any list of the matcher): the defence is the place of
  // the added word, not the word.
  it.each([
    ['The flu killed 500 people in Spain in 2018.', 'The flu shot killed 500 people in Spain in 2018.'],
    ['Two children died of malaria in Kenya.', 'Two children died of malaria pills in Kenya.'],
    ['Wages rose by 3 percent in 2021.', 'Wages rose to 3 percent in 2021.'],
    ['Henry Ford paid workers 5 dollars a day.', 'Henry Ford II paid workers 5 dollars a day.'],
    ['Ken Griffey hit 40 home runs in 1990.', 'Ken Griffey Sr. hit 40 home runs in 1990.'],
    ['Crime doubled in London last year.', 'Crime doubled in London, Ontario last year.'],
    ['Poverty doubled in Spain in 2012.', 'Rural poverty doubled in Spain in 2012.'],
    ['Bernie Sanders won Iowa in 2020.', 'Bernie Sanders won the Iowa caucus in 2020.'],
    ['Aspartame causes cancer.', 'Aspartame causes cancer in rats.'],
    ['Masks protect against the flu.', 'Masks seldom protect against the flu.'],
    ['Forty people died in the floods in Texas.', 'Forty children died in the floods in Texas.'],
  ])('told “%s”, the added qualifier in “%s” finds nothing', async (told, miss) => {
    await checkArticle(store, told);
    const [hits] = await store.seen.lookup([en(miss)]);
    expect(hits).toEqual([]);
  });

  // What an added word that narrows nothing still finds: a given name, a word for a grammatical one, a measure noun.
  it.each([
    ['Angela Merkel opened the borders in 2015.', 'Merkel opened the borders in 2015.'],
    ['Pensioners get £200 a month.', 'Pensioners receive £200 a month.'],
    ['Inflation fell to 2 percent in 2023.', 'The inflation rate fell to 2 percent in 2023.'],
  ])('told “%s”, “%s” finds it', async (told, again) => {
    await checkArticle(store, told);
    const [hits] = await store.seen.lookup([en(again)]);
    expect(hits?.length).toBe(1);
  });

  it('an earlier check stored before the matcher read word order is read again from its text', async () => {
    const db = freshDb();
    const old = new DexieResearchStore(db);
    await checkArticle(old, 'More than 3 million people died of COVID-19 in 2020.');
    // As a row of an earlier version holds its analysis: without the words in order.
    await db.seenClaims.toCollection().modify((row) => {
      if (row.analysis) row.analysis = { ...row.analysis, sequence: undefined as unknown as string[] };
    });
    const [miss, again] = await old.seen.lookup([
      en('More than 3 million people died of COVID-19 vaccines in 2020.'),
      en('In 2020, more than 3 million people died of COVID-19.'),
    ]);
    expect(miss).toEqual([]);
    expect(again?.length).toBe(1);
  });
});
