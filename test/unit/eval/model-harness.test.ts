import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEngineDeps } from '../../../lib/composition';
import { InMemoryResearchStore } from '../../../lib/engine/adapters/memory/research-store';
import { sequentialIds, systemClock } from '../../../lib/engine/adapters/memory/system-clock';
import type { EngineDeps } from '../../../lib/engine/pipeline';
import { defaultSettings, mergeSettings } from '../../../lib/settings/settings-schema';
import { evaluateModelWorthiness } from '../../../scripts/eval/model-extraction';
import { evaluateModelStance } from '../../../scripts/eval/stance';
import { sandboxFetch } from '../../sandbox/hosts';
import { startSandbox, type Sandbox } from '../../sandbox/server';

let sandbox: Sandbox;
beforeAll(async () => {
  sandbox = await startSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

function deps(scenario?: string): EngineDeps {
  return createEngineDeps(
    mergeSettings(defaultSettings(), {
      model: {
        provider: 'openai-compatible',
        baseUrl: sandbox.modelBaseUrl(scenario),
        apiKey: 'sk-sandbox',
        model: 'sandbox-model',
      },
      search: { openalex: false },
    }),
    {
      fetch: sandboxFetch(sandbox.port),
      store: new InMemoryResearchStore(),
      clock: systemClock,
      ids: sequentialIds(),
    },
  );
}

const items = [
  { text: 'The Eiffel Tower was completed in 1889 in Paris.', gold: 'checkworthy' as const, score: 0.6 },
  { text: 'I think this is a lovely idea for everyone.', gold: 'not' as const, score: 0.1 },
];

describe('model tasks against the sandbox model (real openai SDK and pipeline stages)', () => {
  it('asks the extract stage once per item and scores every answer', async () => {
    const r = await evaluateModelWorthiness(deps(), 'sentences', items, 2);
    expect(r.calls).toBe(2);
    expect(r.failures).toBe(0);
    expect(r.model.n).toBe(2);
  });

  it('leaves out items whose model call failed instead of scoring the heuristic fallback', async () => {
    const r = await evaluateModelWorthiness(deps('always-malformed'), 'sentences', items, 2);
    expect(r.failures).toBe(2);
    expect(r.model.n).toBe(0);
    expect(r.notices.join(' ')).toMatch(/Claim extraction by the model failed/);
  });

  it('assesses each on-topic passage in its own stance call (an off-topic one costs none) and reports every pair', async () => {
    const rows = [
      {
        claim: 'The Eiffel Tower was completed in 1889.',
        evidence: 'The tower was finished in March 1889 for the World Fair.',
        stance: 'completely support',
      },
      {
        claim: 'The Eiffel Tower was completed in 1889.',
        evidence: 'Paris has many bakeries and cafes.',
        stance: 'irrelevant',
      },
    ];
    const r = await evaluateModelStance(deps(), rows, 2);
    expect(r.calls).toBe(1);
    expect(r.final.n).toBe(2);
    // The bakery passage shares none of the claim's terms: judged irrelevant by lexical cues, without a model call.
    expect(r.fallbacks).toBe(1);
  });
});
