import { describe, expect, it } from 'vitest';
import { checkArticle } from '../../lib/composition/check-article';
import { createEngineDeps } from '../../lib/composition/create-engine-deps';
import { InMemoryResearchStore } from '../../lib/engine/adapters/memory/research-store';
import { sequentialIds, systemClock } from '../../lib/engine/adapters/memory/system-clock';
import { withOverrides, type EngineConfig } from '../../lib/engine/config';
import { sandboxNetwork } from '../sandbox/hosts';
import { annotationOf, loadArticle, useSandbox } from './harness';
import { sandboxEngineSettings } from './sandbox-settings';

const sandbox = useSandbox();

async function labelsWith(config?: EngineConfig): Promise<Map<string, { label: string; g: number }>> {
  const deps = createEngineDeps(sandboxEngineSettings(sandbox(), 'annotated'), {
    ...sandboxNetwork(sandbox().port),
    store: new InMemoryResearchStore(),
    clock: systemClock,
    ids: sequentialIds(),
    ...(config ? { config } : {}),
  });
  const report = await checkArticle(deps, {
    article: await loadArticle(sandbox(), 'health'),
    profile: 'quick',
  });
  expect(report.run.status).toBe('done');
  const byAnnotation = new Map<string, { label: string; g: number }>();
  for (const claim of report.claims) {
    const id = annotationOf('health', claim)?.id;
    const verdict = report.verdicts.find((v) => v.claimId === claim.id);
    if (id && verdict) byAnnotation.set(id, { label: verdict.label, g: verdict.rgba.g });
  }
  return byAnnotation;
}

describe('config is an argument', () => {
  it("a profile's override of a judge threshold reaches the verdicts of a run", async () => {
    const defaults = await labelsWith();
    const strong = [...defaults].filter(([, v]) => v.label === 'supported' || v.label === 'refuted');
    expect(strong.length).toBeGreaterThan(0);

    // A stricter profile: 'supported' needs G ≥ 0.999 and 'refuted' G ≤ 0.001, unreachable with this evidence.
    const strict = withOverrides({ verdict: { label: { supported: 0.999, refuted: 0.001 } } });
    const overridden = await labelsWith(strict);
    for (const [id, before] of strong) {
      const after = overridden.get(id);
      expect(after?.g, id).toBeCloseTo(before.g, 6);
      expect(after?.label, id).toBe(before.label === 'supported' ? 'likely_true' : 'likely_false');
    }
  });
});
