/** Integration harness: the real engine, adapters and openai SDK against the sandbox, with an in-memory store. */
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createEngineDeps } from '../../lib/composition/create-engine-deps';
import { articleFromUrl } from '../../lib/composition/load-article';
import { InMemoryResearchStore } from '../../lib/engine/adapters/memory/research-store';
import { sequentialIds, systemClock } from '../../lib/engine/adapters/memory/system-clock';
import type { EngineDeps, RunProgress } from '../../lib/engine/pipeline';
import type { ResearchStore, StoredVerdict } from '../../lib/engine/ports';
import type { Article, Claim } from '../../lib/engine/schemas';
import { ARTICLES } from '../sandbox/corpus';
import type { SandboxClaim } from '../sandbox/corpus';
import { sandboxFetch, sandboxNetwork } from '../sandbox/hosts';
import { startSandbox, type ArticleName, type Sandbox } from '../sandbox/server';
import { sandboxEngineSettings } from './sandbox-settings';
import type { Settings } from '../../lib/settings/settings-schema';

/**
 * One sandbox for the whole file: started before all tests, closed after them and, unless
 * `reset: false`, reset before each test. Returns a getter for the running sandbox.
 */
export function useSandbox(options: { reset?: boolean } = {}): () => Sandbox {
  let sandbox: Sandbox | undefined;
  beforeAll(async () => {
    sandbox = await startSandbox();
  });
  afterAll(async () => {
    await sandbox?.close();
  });
  const current = (): Sandbox => {
    if (!sandbox) throw new Error('the sandbox is not running (useSandbox hooks have not run)');
    return sandbox;
  };
  if (options.reset !== false) beforeEach(() => current().reset());
  return current;
}

export function makeDeps(
  sandbox: Sandbox,
  scenario: string | undefined,
  options: {
    store?: ResearchStore;
    onProgress?: (e: RunProgress) => void;
    /** Changes the sandbox settings (e.g. a keyless user: no Fact Check Tools). */
    settings?: (settings: Settings) => Settings;
  } = {},
): EngineDeps {
  const settings = sandboxEngineSettings(sandbox, scenario);
  return createEngineDeps(options.settings ? options.settings(settings) : settings, {
    // Real fetch, the sandbox's DNS (everything is 127.0.0.1) and its pages let through by exact origin.
    ...sandboxNetwork(sandbox.port),
    store: options.store ?? new InMemoryResearchStore(),
    clock: systemClock,
    ids: sequentialIds(),
    ...(options.onProgress ? { onProgress: options.onProgress } : {}),
  });
}

export async function loadArticle(sandbox: Sandbox, name: ArticleName): Promise<Article> {
  const result = await articleFromUrl(sandbox.articleUrls[name], sandboxFetch(sandbox.port));
  if (!result.ok) throw new Error(`sandbox article ${name} did not extract: ${result.message}`);
  return result.article;
}

/** The annotation a stored claim stands for (its quote overlaps the annotated sentence). */
export function annotationOf(name: ArticleName, claim: Claim): SandboxClaim | undefined {
  const annotated = ARTICLES.find((a) => a.name === name)?.claims ?? [];
  const norm = (s: string) => s.replace(/\s+/g, ' ').trim();
  return annotated.find(
    (a) => norm(a.quote).includes(norm(claim.quote)) || norm(claim.quote).includes(norm(a.quote)),
  );
}

export const TRUE_LABELS = ['supported', 'likely_true'];
export const FALSE_LABELS = ['refuted', 'likely_false'];

/** [annotation truth, verdict label] for every claim of the run that maps to a true/false annotation. */
export function truthTable(
  name: ArticleName,
  claims: Claim[],
  verdicts: StoredVerdict[],
): { id: string; truth: string; label: string }[] {
  return claims.flatMap((c) => {
    const a = annotationOf(name, c);
    if (!a || (a.truth !== 'true' && a.truth !== 'false')) return [];
    return [{ id: a.id, truth: a.truth, label: verdicts.find((v) => v.claimId === c.id)?.label ?? 'none' }];
  });
}

/** Wraps the deps' model so every user prompt it is sent is recorded (the deps keep using the real client). */
export function recordPrompts(deps: EngineDeps): string[] {
  const prompts: string[] = [];
  const llm = deps.llm;
  if (!llm) throw new Error('recordPrompts needs deps with a model');
  deps.llm = {
    ...llm,
    id: llm.id,
    model: llm.model,
    complete: (r) => (prompts.push(r.user), llm.complete(r)),
  };
  return prompts;
}
