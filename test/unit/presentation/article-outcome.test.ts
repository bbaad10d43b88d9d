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

  it('never reads "likely true" on 2 supported claims of 12, whatever the stored label (issue 32 item 2)', () => {
    const claims = Array.from({ length: 12 }, (_, i) => fakeClaim({ text: `Claim ${i}.`, start: i * 10 }));
    const verdicts = claims.map((c, i) =>
      fakeVerdict({
        claimId: c.id,
        label: i < 2 ? 'supported' : 'unverified',
        ...(i < 2 ? {} : { counted: [], veracityFrom: 'prior' as const }),
      }),
    );
    // As a run stored before the rule: the engine's label said "likely true".
    const outcome = articleOutcome(claims, verdicts, { label: 'likely_true', summary: '' });
    expect(outcome.headline).toBe(
      'Only 2 of 12 checked claims settled: both supported; 10 could not be verified',
    );
    expect(outcome.overall).toBe('unverified');
    expect([outcome.tone, outcome.held, outcome.judged]).toEqual(['none', false, 12]);
    // The model failed: 1 of 7 supported, 6 left open.
    const one = articleOutcome(claims.slice(1, 8), verdicts.slice(1, 8), {
      label: 'likely_true',
      summary: '',
    });
    expect(one.headline).toBe('Only 1 of 7 checked claims settled: supported; 6 could not be verified');
    expect(one.overall).toBe('unverified');
    // Most of what it asserts held: then, and only then, it reads true.
    const most = articleOutcome(claims.slice(0, 3), verdicts.slice(0, 3), {
      label: 'likely_true',
      summary: '',
    });
    expect(most.headline).toBe('2 claims supported, none found false, 1 could not be verified');
    expect([most.overall, most.held]).toEqual(['likely_true', true]);
  });

  it('points to the main claim its headline says was not settled, and lists it first among the unverified', () => {
    const side = fakeClaim({ text: 'Side.', start: 0, checkWorthiness: 0.9 });
    const other = fakeClaim({ text: 'Other.', start: 10, checkWorthiness: 0.9 });
    const thesis = fakeClaim({ text: 'Thesis.', role: 'thesis', start: 20, checkWorthiness: 0.1 });
    const outcome = articleOutcome(
      [side, other, thesis],
      [
        fakeVerdict({ claimId: side.id, label: 'supported' }),
        fakeVerdict({ claimId: other.id, label: 'unverified', counted: [] }),
        fakeVerdict({ claimId: thesis.id, label: 'unverified', counted: [] }),
      ],
    );
    expect(outcome.headline).toBe(
      'Only 1 of 3 checked claims settled: supported; 2 could not be verified; the main claim is not among them',
    );
    // The panel points to it (its card carries the tag); the badge and the report keep the headline as it is.
    expect(outcome.mainOpen).toBe(thesis.id);
    expect(outcome.order).toEqual([side.id, thesis.id, other.id]);
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
    // False first, then decided, then unverified.
    expect(outcome.order).toEqual([falseOne.id, risky.id, unknown.id]);
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

describe('the article judged on what it asserts (issue 29 item 4)', () => {
  const measles = fakeClaim({ text: 'Measles cases reached 1,274 in 2019.', role: 'thesis', harm: 3 });
  const vaccine = fakeClaim({ text: 'Two doses of the MMR vaccine are 97 percent effective.', harm: 4 });
  const autism = fakeClaim({
    text: 'The MMR vaccine causes autism in one in fifty children.',
    harm: 5,
    articleStance: 'rebuts',
  });
  const verdicts = [
    fakeVerdict({ claimId: measles.id, label: 'likely_true' }),
    fakeVerdict({ claimId: vaccine.id, label: 'supported' }),
    fakeVerdict({ claimId: autism.id, label: 'refuted', rgba: { r: 0.9, g: 0.05, b: 0.3, a: 0.8 } }),
  ];

  it('a false claim the article rebuts never makes its headline, label or count', () => {
    const outcome = articleOutcome([measles, vaccine, autism], verdicts, {
      label: 'likely_true',
      summary: '',
    });
    expect(outcome).toMatchObject({
      headline: '2 claims supported, none of its own found false',
      overall: 'likely_true',
      tone: 'good',
      count: 2,
      falseClaims: 0,
      dangerousFalse: 0,
    });
    expect(outcome.reportedLine).toBe(
      'The article also reports 1 claim, which it rebuts: judged false. Reported claims are checked but never counted against the article.',
    );
    // Found false, it is listed first (its card says the article rebuts it), but never named as the most doubtful.
    expect(outcome.order[0]).toBe(autism.id);
    expect(outcome.mostDoubtful).toBeNull();
  });

  it('the same claim asserted reads as before: false, dangerous, first', () => {
    const asserted = { ...autism, articleStance: 'asserts' as const };
    const outcome = articleOutcome([measles, vaccine, asserted], verdicts, {
      label: 'contested',
      summary: '',
    });
    expect(outcome).toMatchObject({
      headline: '1 claim refuted, 1 dangerous',
      overall: 'contested',
      tone: 'bad',
    });
    expect(outcome.reportedLine).toBeNull();
    expect(outcome.mostDoubtful).toBe(autism.id);
  });

  it('an article that only reports claims makes none of its own', () => {
    const reported = { ...measles, articleStance: 'reports' as const };
    const outcome = articleOutcome([reported], [verdicts[0]!]);
    expect(outcome).toMatchObject({
      headline: 'The article makes no checkable claim of its own',
      overall: 'not_checkable',
      tone: 'none',
      count: 0,
    });
    expect(outcome.reportedLine).toBe(
      'The article also reports 1 claim without making it its own: judged true. Reported claims are checked but never counted against the article.',
    );
  });

  const aspirin = fakeClaim({ text: 'Aspirin prevents first heart attacks in healthy adults over 70.' });

  it('the template summary counts the reported claims apart and never names one as most doubtful', () => {
    const claims = [measles, aspirin, autism];
    const summary = templateSummary(claims, [
      verdicts[0]!,
      fakeVerdict({ claimId: aspirin.id, label: 'likely_false' }),
      verdicts[2]!,
    ]);
    expect(summary).toBe(
      '2 claims checked that the article makes: 1 supported or likely true, 1 refuted or likely false. It also reports 1 claim in order to rebut it, not counted against it: 1 refuted or likely false. Most doubtful: "Aspirin prevents first heart attacks in healthy adults over 70."',
    );
  });
});
