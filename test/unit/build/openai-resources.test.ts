/**
 * The extension build's trimmed openai SDK: the real LLM adapter, bundled with the plugin, still completes and pings
 * against the sandbox model, while the resources it never calls are empty; every resource the SDK's client builds
 * is either kept or replaced; and the adapter calls no resource outside `OPENAI_RESOURCES_USED`.
 */
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { rolldown } from 'rolldown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  emptyResourceModule,
  openAiUnusedResources,
  OPENAI_RESOURCES_USED,
  topLevelResourceModules,
} from '../../../scripts/build/openai-resources';
import type { createOpenAiClient as CreateOpenAiClient } from '../../../lib/engine/adapters/llm/openai-client';
import { manualClock } from '../../../lib/engine/adapters/memory/system-clock';
import { ExtractClaimsOutputSchema, SCHEMA_NAMES } from '../../../lib/engine/schemas/llm';
import { instruction, systemMessage, userMessage, wrapUntrusted } from '../../../lib/engine/schemas/prompt';
import { sandboxFetch } from '../../sandbox/hosts';
import { startSandbox, type Sandbox } from '../../sandbox/server';

const HOME = join(import.meta.dirname, '../../..');
const ADAPTER = join(HOME, 'lib/engine/adapters/llm/openai-client.ts');
const SDK_DIR = join(HOME, 'node_modules', 'openai');

let sandbox: Sandbox;
let out: string;
let trimmed: { createOpenAiClient: typeof CreateOpenAiClient };
let code: string;
let whole: string;

/** The adapter bundled for the browser as the extension build does, with or without the plugin. */
async function bundleAdapter(dir: string, trim: boolean): Promise<string> {
  const bundle = await rolldown({
    input: ADAPTER,
    platform: 'node',
    plugins: trim ? [openAiUnusedResources()] : [],
    logLevel: 'silent',
  });
  await bundle.write({ dir, format: 'esm', entryFileNames: trim ? 'trimmed.mjs' : 'whole.mjs' });
  await bundle.close();
  return join(dir, trim ? 'trimmed.mjs' : 'whole.mjs');
}

beforeAll(async () => {
  sandbox = await startSandbox();
  out = mkdtempSync(join(tmpdir(), 'openai-trimmed-'));
  const file = await bundleAdapter(out, true);
  code = readFileSync(file, 'utf8');
  whole = readFileSync(await bundleAdapter(out, false), 'utf8');
  trimmed = (await import(pathToFileURL(file).href)) as typeof trimmed;
}, 60_000);
afterAll(async () => {
  await sandbox.close();
  rmSync(out, { recursive: true, force: true });
});

describe('the extension build of the openai SDK', () => {
  it('still answers a structured request and a ping through the real adapter', async () => {
    const client = trimmed.createOpenAiClient({
      apiKey: 'sk-test',
      baseUrl: sandbox.modelBaseUrl(),
      model: 'gpt-4o-mini',
      fetch: sandboxFetch(sandbox.port),
      limits: ENGINE_CONFIG.model,
      clock: manualClock(),
    });
    const answer = await client.complete({
      purpose: 'extract claims',
      schemaName: SCHEMA_NAMES.extractClaims,
      schema: ExtractClaimsOutputSchema,
      system: systemMessage(instruction`Extract the check-worthy claims of the article.`),
      user: userMessage(wrapUntrusted('article', 'The measles vaccine is 97% effective after two doses.')),
    });
    expect(ExtractClaimsOutputSchema.safeParse(answer.value).success).toBe(true);
    await expect(client.ping()).resolves.toBeUndefined();
    const paths = sandbox.requests().map((r) => r.path);
    expect(paths.some((p) => p.endsWith('/chat/completions'))).toBe(true);
    expect(paths.some((p) => p.endsWith('/models'))).toBe(true);
  });

  it('carries no code of the resources it never calls', () => {
    // Request paths of resources the adapter never calls: in the whole SDK's bundle, not in the trimmed one.
    const has = (text: string, path: string) => text.includes(`'${path}'`) || text.includes(`"${path}"`);
    for (const path of ['/vector_stores', '/fine_tuning/jobs', '/audio/speech', '/batches']) {
      expect(has(whole, path)).toBe(true);
      expect(has(code, path)).toBe(false);
    }
    expect(code).toContain('/chat/completions');
    expect(code.length).toBeLessThan(whole.length * 0.75);
  });

  it('replaces or keeps every resource the SDK client constructs', () => {
    const client = readFileSync(join(SDK_DIR, 'client.mjs'), 'utf8');
    const constructed = [...client.matchAll(/new API\.(\w+)\(this\)/g)].map((m) => m[1]!);
    const modules = topLevelResourceModules(readFileSync(join(SDK_DIR, 'resources', 'index.mjs'), 'utf8'));
    const classes = modules.map((module) => {
      const stand = emptyResourceModule(
        readFileSync(join(SDK_DIR, 'resources', module), 'utf8'),
        module,
        'x',
      );
      return /export class (\w+)/.exec(stand)?.[1];
    });
    // Chat comes through `export *` (kept whole); every other constructed resource has its module found.
    expect(constructed.filter((name) => name !== 'Chat' && !classes.includes(name))).toEqual([]);
  });

  it('refuses a resource module of another shape instead of guessing', () => {
    expect(() =>
      emptyResourceModule('export class A extends APIResource {\n}\nexport const b = 1;\n', 'a.mjs', 'x'),
    ).toThrow(/exactly one resource class/);
  });

  it('keeps every resource the adapter calls', () => {
    const adapter = readFileSync(ADAPTER, 'utf8');
    const called = [...new Set([...adapter.matchAll(/\bsdk\.(\w+)\./g)].map((m) => m[1]!))];
    expect(called.length).toBeGreaterThan(0);
    expect(called.filter((name) => !(OPENAI_RESOURCES_USED as readonly string[]).includes(name))).toEqual([]);
  });
});
