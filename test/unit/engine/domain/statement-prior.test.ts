/** A challenged statement starts at the neutral statement prior, never its page's tier prior (issue 32 item 8). */
import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG, withOverrides } from '../../../../lib/engine/config';
import { judgeClaim, type JudgeOptions } from '../../../../lib/engine/domain';
import { priorSentence } from '../../../../lib/presentation/claim-figures';
import { fakeEvidence, NOW } from './builders';
import { reasonText } from '../../../reason-text';

const judge = (options: Partial<JudgeOptions>, evidence: Parameters<typeof judgeClaim>[0]['evidence'] = []) =>
  judgeClaim(
    { claim: { text: 'Measles cases reached 1,274 in 2019.', harm: 3 }, evidence },
    { now: NOW, config: ENGINE_CONFIG, ...options },
  );
const BBC = 'https://www.bbc.com/news/health-1';

describe('the statement prior', () => {
  it('an article claim on bbc.com starts at the newsroom prior (70 %)', () => {
    const v = judge({ articleUrl: BBC });
    expect(v.prior).toMatchObject({ veracity: expect.closeTo(0.7, 6), domain: 'bbc.com' });
    expect(v.prior?.statement).toBeUndefined();
  });

  it('the same words challenged on bbc.com start at the statement prior, and say so', () => {
    const v = judge({ articleUrl: BBC, statement: true });
    expect(v.rgba.g).toBeCloseTo(ENGINE_CONFIG.belief.statementPrior, 9);
    expect(v.prior).toEqual({ veracity: expect.closeTo(0.5, 6), domain: null, tier: null, statement: true });
    expect(v.reasons.at(-1)).toMatchObject({ kind: 'belief', priorFrom: { kind: 'statement' } });
    const words = reasonText({ reasons: v.reasons.slice(-1) });
    expect(words).toContain('a challenged statement starts at 50 %');
    expect(words).not.toMatch(/bbc|sources like this one/);
    const sentence = priorSentence(v, 'bbc.com');
    expect(sentence).toBe(
      'No evidence counted yet. Before evidence, a challenged statement starts from the neutral statement prior, whatever the standing of the page it was selected on: prior 50%, not a verdict.',
    );
    expect(v.label).toBe('unverified');
  });

  it('comes from the config, not a constant', () => {
    const config = withOverrides({ belief: { statementPrior: 0.4 } });
    const v = judgeClaim(
      { claim: { text: 'Measles cases reached 1,274 in 2019.', harm: 3 }, evidence: [] },
      { now: NOW, config, articleUrl: BBC, statement: true },
    );
    expect(v.rgba.g).toBeCloseTo(0.4, 9);
  });

  it('evidence moves a statement from its own start: the page’s standing adds nothing', () => {
    const against = [
      fakeEvidence({ url: 'https://www.cdc.gov/measles/cases', stance: 'refutes', strength: 0.8 }),
    ];
    const asArticle = judge({ articleUrl: BBC }, against);
    const asStatement = judge({ articleUrl: BBC, statement: true }, against);
    expect(asStatement.rgba.g).toBeLessThan(asArticle.rgba.g);
  });
});
