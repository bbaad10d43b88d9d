/** The toolbar badge and the headline put the worst news first. */
import { describe, expect, it } from 'vitest';
import { BADGE_COLORS, badgeOf as badgeWith } from '../../../lib/background/badge';
import { articleOutcome as outcomeWith } from '../../../lib/presentation/article-outcome';
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import { fakeClaim, fakeRun } from '../../builders';
import { ModelUseSchema } from '../../../lib/engine/schemas';

/** The outcome and the badge with the default config, as a run checked with it is worded. */
const articleOutcome = (
  claims: Parameters<typeof outcomeWith>[0],
  verdicts: Parameters<typeof outcomeWith>[1],
) => outcomeWith(claims, verdicts, ENGINE_CONFIG);
const badgeOf = (
  ...args: Parameters<typeof badgeWith> extends [infer R, infer C, infer V, unknown] ? [R, C, V] : never
) => badgeWith(...args, ENGINE_CONFIG);

const thesis = fakeClaim({ id: 'c-thesis', role: 'thesis', text: 'The MMR vaccine causes autism.', harm: 5 });
const minor = fakeClaim({ id: 'c-minor', role: 'support', text: 'The study had 12 children.', harm: 2 });
const dangerous = fakeClaim({ id: 'c-danger', role: 'support', text: 'Bleach cures measles.', harm: 5 });
const opinion = fakeClaim({ id: 'c-opinion', kind: 'opinion', text: 'Parents deserve better.' });

describe('articleOutcome', () => {
  it('leads with a false main claim', () => {
    const outcome = articleOutcome(
      [thesis, minor],
      [
        { claimId: thesis.id, label: 'likely_false' },
        { claimId: minor.id, label: 'supported' },
      ],
    );
    expect(outcome.headline).toBe('Main claim likely false: The MMR vaccine causes autism.');
    expect(outcome.tone).toBe('bad');
  });

  it('counts refuted and dangerous claims when the thesis holds', () => {
    const outcome = articleOutcome(
      [{ ...thesis, harm: 1 }, minor, dangerous, opinion],
      [
        { claimId: thesis.id, label: 'supported' },
        { claimId: minor.id, label: 'refuted' },
        { claimId: dangerous.id, label: 'refuted' },
        { claimId: opinion.id, label: 'not_checkable' },
      ],
    );
    expect(outcome.headline).toBe('2 claims refuted, 1 dangerous');
    expect(outcome.count).toBe(2);
  });

  it('says plainly when nothing could be verified', () => {
    const outcome = articleOutcome([minor], [{ claimId: minor.id, label: 'unverified' }]);
    expect(outcome).toMatchObject({ tone: 'none', headline: 'No claim could be verified either way' });
  });
});

describe('badgeOf', () => {
  it('shows the count of false claims in red after a check', () => {
    const badge = badgeOf(
      fakeRun({ status: 'done' }),
      [thesis, minor],
      [
        { claimId: thesis.id, label: 'refuted' },
        { claimId: minor.id, label: 'likely_false' },
      ],
    );
    expect(badge).toEqual({
      text: '2',
      color: BADGE_COLORS.bad,
      title: 'Cartographer: Main claim refuted: The MMR vaccine causes autism.',
    });
  });

  it('marks a check that gathered nothing, and shows nothing while running', () => {
    expect(badgeOf(fakeRun({ status: 'no-evidence' }), [], [])?.text).toBe('!');
    expect(badgeOf(fakeRun({ status: 'running' }), [], [])).toBeNull();
    expect(
      badgeOf(fakeRun({ status: 'partial' }), [minor], [{ claimId: minor.id, label: 'supported' }]),
    ).toMatchObject({
      text: '1',
      color: BADGE_COLORS.good,
      title: expect.stringMatching(/partial check/),
    });
  });

  it('never shows the success colour when the configured model failed, and says so first', () => {
    const badge = badgeOf(
      fakeRun({
        status: 'done',
        model: 'openai-compatible:sandbox-model',
        modelUse: ModelUseSchema.parse({
          failures: 3,
          requests: 9,
          stopped: true,
          lastFailure: { code: 'llm/bad-key', message: 'rejected' },
        }),
      }),
      [minor],
      [{ claimId: minor.id, label: 'supported' }],
    );
    expect(badge?.color).not.toBe(BADGE_COLORS.good);
    expect(badge?.title).toBe(
      "Cartographer: The model sandbox-model failed (the API key was rejected), so the built-in rules read the claims and sources instead. The rules' reading: 1 claim supported, none found false.",
    );
  });
});

describe('a degraded or failed check is told apart from a count of doubtful claims (issue 32 item 10)', () => {
  const failedModel = ModelUseSchema.parse({
    failures: 4,
    requests: 4,
    stopped: true,
    lastFailure: { code: 'llm/unavailable', message: 'down' },
  });
  const doubtful = [{ claimId: minor.id, label: 'likely_false' as const }];

  it('one doubtful claim: "1" in amber or red, its headline on hover', () => {
    const badge = badgeOf(fakeRun({ status: 'done' }), [minor], doubtful);
    expect(badge?.text).toBe('1');
    expect([BADGE_COLORS.mixed, BADGE_COLORS.bad]).toContain(badge?.color);
  });

  it('the same claim after the model failed: "1?" in the degraded colour, the tooltip says why first', () => {
    const run = fakeRun({ status: 'done', model: 'openai-compatible:sandbox-model', modelUse: failedModel });
    const badge = badgeOf(run, [minor], doubtful);
    const clean = badgeOf(fakeRun({ status: 'done' }), [minor], doubtful);
    expect(badge).toMatchObject({ text: '1?', color: BADGE_COLORS.degraded });
    expect(badge?.text).not.toBe(clean?.text);
    expect(badge?.color).not.toBe(clean?.color);
    expect(badge?.title).toMatch(
      /^Cartographer: The model sandbox-model failed \(the model server could not be reached\), so the built-in rules read/,
    );
  });

  it('a degraded check that found nothing doubtful is "?" alone, never the plain "–"', () => {
    const run = fakeRun({
      status: 'partial',
      model: 'openai-compatible:sandbox-model',
      modelUse: failedModel,
    });
    const badge = badgeOf(run, [minor], [{ claimId: minor.id, label: 'unverified' }]);
    expect(badge).toMatchObject({ text: '?', color: BADGE_COLORS.degraded });
    expect(badge?.title).toMatch(/partial check/);
  });

  it('a failed check or one whose searches all failed: "!" in grey, the reason on hover', () => {
    expect(badgeOf(fakeRun({ status: 'no-evidence' }), [], [])).toEqual({
      text: '!',
      color: BADGE_COLORS.failed,
      title: 'Cartographer: no evidence could be gathered (every search failed).',
    });
    const failed = badgeOf(
      fakeRun({ status: 'failed', error: { code: 'store/quota', message: 'storage is full' } }),
      [],
      [],
    );
    expect(failed).toEqual({
      text: '!',
      color: BADGE_COLORS.failed,
      title: 'Cartographer: the check failed (storage is full).',
    });
    const colours = new Set([
      BADGE_COLORS.failed,
      BADGE_COLORS.degraded,
      BADGE_COLORS.mixed,
      BADGE_COLORS.bad,
    ]);
    expect(colours.size).toBe(4);
  });
});

describe('the outcome reads the run’s config, not a global', () => {
  it('counts a claim as dangerous from the given config’s threshold', () => {
    const claim = fakeClaim({ harm: 2, role: 'support' });
    const verdicts = [{ claimId: claim.id, label: 'refuted' as const }];
    const strict = { article: { ...ENGINE_CONFIG.article, dangerousHarm: 2 } };
    expect(outcomeWith([claim], verdicts, ENGINE_CONFIG).dangerousFalse).toBe(0);
    expect(outcomeWith([claim], verdicts, strict).dangerousFalse).toBe(1);
  });
});

describe('the badge judges the article on what it asserts (issue 29 item 4)', () => {
  const measles = fakeClaim({
    id: 'c-measles',
    role: 'thesis',
    text: 'Measles cases reached 1,274 in 2019.',
  });
  const autism = fakeClaim({
    id: 'c-autism',
    text: 'The MMR vaccine causes autism.',
    harm: 5,
    articleStance: 'rebuts',
  });
  const verdicts = [
    { claimId: measles.id, label: 'likely_true' as const },
    { claimId: autism.id, label: 'refuted' as const },
  ];

  it('is never red for a false claim the article rebuts, and its tooltip says what became of it', () => {
    const badge = badgeOf(fakeRun({ status: 'done' }), [measles, autism], verdicts);
    expect(badge).toEqual({
      text: '1',
      color: BADGE_COLORS.good,
      title:
        'Cartographer: 1 claim supported, none of its own found false. The article also reports 1 claim, which it rebuts: judged false. Reported claims are checked but never counted against the article.',
    });
  });

  it('is red when the article asserts that claim itself', () => {
    const asserted = { ...autism, articleStance: 'asserts' as const };
    expect(badgeOf(fakeRun({ status: 'done' }), [measles, asserted], verdicts)).toMatchObject({
      text: '1',
      color: BADGE_COLORS.bad,
      title: 'Cartographer: 1 claim refuted, 1 dangerous',
    });
  });
});
