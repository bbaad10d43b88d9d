import { describe, expect, it } from 'vitest';
import { ModelUseSchema } from '../../../lib/engine/schemas';
import { EXIT_CODES, checkOutcome } from '../../../lib/presentation/check-outcome';
import { noClaimsWords } from '../../../lib/presentation/no-claims-words';
import { jsonNoClaims } from '../../../lib/report/no-claims-report';
import { noClaimsFound } from '../../../lib/engine/pipeline/extract/no-claims';
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import { fakeClaim, fakeRun } from '../../builders';

const MODEL = 'openai-compatible:sandbox-model';
const answered = ModelUseSchema.parse({ answers: 1, requests: 1 });

describe('a check that found nothing to check', () => {
  it('the model found none, the rules 30: said, offered, never "Check complete."', () => {
    const run = fakeRun({
      status: 'done',
      model: MODEL,
      modelUse: answered,
      noClaims: { by: 'model', ruleClaims: 30 },
    });
    const outcome = checkOutcome(run);
    expect(outcome).toMatchObject({
      kind: 'clean',
      tone: 'warn',
      exitCode: EXIT_CODES.clean,
      status: 'The model found no check-worthy claims; the rules found 30.',
    });
    expect(noClaimsWords(run)?.offer).toBe("Check the rules' 30 claims");
    expect(jsonNoClaims(run)?.offer).toBe("Check the rules' 30 claims: run again with --claims rules.");
    expect(noClaimsWords({ noClaims: { by: 'model', ruleClaims: 1 } })?.offer).toBe(
      "Check the rules' 1 claim",
    );
  });

  it('neither found any, or the rules alone found none: nothing offered, nothing called complete', () => {
    for (const run of [
      fakeRun({ status: 'done', model: MODEL, modelUse: answered, noClaims: { by: 'model', ruleClaims: 0 } }),
      fakeRun({ status: 'done', model: 'none', noClaims: { by: 'rules', ruleClaims: 0 } }),
      fakeRun({ status: 'done', model: MODEL, claimsBy: 'rules', noClaims: { by: 'rules', ruleClaims: 0 } }),
    ]) {
      expect(checkOutcome(run).status).toMatch(/^Nothing was checked: /);
      expect(noClaimsWords(run)?.offer).toBeNull();
      expect(jsonNoClaims(run)?.offer).toBeNull();
    }
  });

  it('a check with claims is complete as before, and its report has noClaims null', () => {
    const run = fakeRun({ status: 'done', model: MODEL, modelUse: answered });
    expect(checkOutcome(run).status).toBe('Check complete.');
    expect(jsonNoClaims(run)).toBeNull();
  });

  it('records only when no checkable claim is left: opinions alone count as nothing to check', () => {
    const article = {
      text: 'The city spent 4.2 million euros on the bridge in 2023, the mayor said. Officials said traffic fell by 30 percent.',
    };
    expect(noClaimsFound([fakeClaim({ kind: 'factual' })], 'model', article, ENGINE_CONFIG)).toBeNull();
    const found = noClaimsFound([fakeClaim({ kind: 'opinion' })], 'model', article, ENGINE_CONFIG);
    expect(found?.by).toBe('model');
    expect(found?.ruleClaims).toBeGreaterThan(0);
    expect(noClaimsFound([], 'rules', article, ENGINE_CONFIG)).toEqual({ by: 'rules', ruleClaims: 0 });
  });
});
