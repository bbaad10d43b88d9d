/** One article outcome: headline, overall label, order and summary never contradict each other (issue 22). */
import { beforeEach, describe, expect, it } from 'vitest';
import { articleOutcome as outcomeWith } from '../../../lib/presentation/article-outcome';
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import { templateSummary } from '../../../lib/engine/pipeline/synthesise/synthesise-stage';
import { fakeClaim, fakeVerdict, resetBuilderIds } from '../../builders';

type Args = Parameters<typeof outcomeWith>;
/** The outcome with the default config, as a run checked with it is worded. */
const articleOutcome = (claims: Args[0], verdicts: Args[1], result?: Args[3]) =>
  outcomeWith(claims, verdicts, ENGINE_CONFIG, result);

describe('articleOutcome', () => {
  beforeEach(() => resetBuilderIds());

  it('never puts "1 claim likely false" above "Overall: Unverified"', () => {
    const wrong = fakeClaim({ text: 'Crime doubled last year.', harm: 2 });
    const open = fakeClaim({ text: 'The mayor took office in 2019.' });
    const verdicts = [
      fakeVerdict({ claimId: wrong.id, label: 'likely_false', rgba: { r: 0.3, g: 0.2, b: 0.5, a: 0.4 } }),
      fakeVerdict({ claimId: open.id, label: 'unverified', counted: [], veracityFrom: 'prior' }),
    ];
    const outcome = articleOutcome([wrong, open], verdicts, { label: 'unverified', summary: '' });
    expect(outcome.headline).toBe('1 claim likely false');
    expect(outcome.overall).toBe('likely_false');
    // With a claim that holds beside it, the article reads contested, never true or unverified.
    const holds = fakeClaim({ text: 'The city has 12 libraries.' });
    const mixed = articleOutcome(
      [wrong, open, holds],
      [...verdicts, fakeVerdict({ claimId: holds.id, label: 'supported' })],
      { label: 'likely_true', summary: '' },
    );
    expect(mixed.overall).toBe('contested');
  });

  it('never reads false overall when no claim was found false', () => {
    const claim = fakeClaim();
    const outcome = articleOutcome([claim], [fakeVerdict({ claimId: claim.id, label: 'supported' })], {
      label: 'likely_false',
      summary: '',
    });
    expect(outcome.headline).toMatch(/^1 claim supported/);
    expect(outcome.overall).toBe('likely_true');
  });

  it('lists the summary’s most doubtful claim first, in the order the list shows', () => {
    // The dangerous, barely supported claim has the highest danger × doubt, but the false one is the doubtful one.
    const risky = fakeClaim({ text: 'The vaccine is safe for infants.', start: 0 });
    const falseOne = fakeClaim({ text: 'The trial enrolled 9,000 children.', start: 100 });
    const unknown = fakeClaim({ text: 'The ministry met on Monday.', start: 200 });
    const verdicts = [
      fakeVerdict({
        claimId: risky.id,
        label: 'likely_true',
        rgba: { r: 0.9, g: 0.7, b: 0.5, a: 0.3 },
        confidence: 0.2,
      }),
      fakeVerdict({
        claimId: falseOne.id,
        label: 'refuted',
        rgba: { r: 0.3, g: 0.05, b: 0.5, a: 0.9 },
        confidence: 0.9,
      }),
      fakeVerdict({ claimId: unknown.id, label: 'unverified', counted: [], confidence: 0.1 }),
    ];
    const claims = [risky, falseOne, unknown];
    const summary = templateSummary(claims, verdicts);
    const outcome = articleOutcome(claims, verdicts, { label: 'contested', summary });
    expect(outcome.order).toEqual([falseOne.id, unknown.id, risky.id]);
    expect(outcome.mostDoubtful).toBe(falseOne.id);
    expect(outcome.summary).toContain(`Most doubtful: "${falseOne.text}"`);
    // One full stop, never `children.".`
    expect(outcome.summary).not.toMatch(/\."\./);
    expect(outcome.summary.endsWith('children."')).toBe(true);
  });

  it('counts only claims with evidence for the article’s figures', () => {
    const a = fakeClaim();
    const b = fakeClaim();
    const outcome = articleOutcome(
      [a, b],
      [
        fakeVerdict({ claimId: a.id, label: 'unverified', counted: [], veracityFrom: 'prior' }),
        fakeVerdict({ claimId: b.id, label: 'unverified', counted: [] }),
      ],
    );
    expect(outcome.withEvidence).toBe(0);
    expect(outcome.overall).toBe('unverified');
    expect(outcome.headline).toBe('No claim could be verified either way');
  });
});
