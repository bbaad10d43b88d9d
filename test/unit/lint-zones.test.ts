/** Plants each layer violation into a file and checks the project's ESLint config refuses it (and its clean twin not). */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: ROOT });

interface Finding {
  rule: string | null;
  message: string;
}

/** Lints `code` as if it were the file at `path` (relative to the project root); returns its errors. */
async function errorsIn(path: string, code: string): Promise<Finding[]> {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) });
  return (result?.messages ?? [])
    .filter((message) => message.severity === 2)
    .map((message) => ({ rule: message.ruleId, message: message.message }));
}

const DOC = '/** A planted file. */\n';

interface Plant {
  name: string;
  path: string;
  /** The violation. */
  bad: string;
  /** The same file without it: must lint clean, so the error is the violation's. */
  good: string;
  rule: string;
}

const PLANTS: Plant[] = [
  {
    name: 'Date.now() in domain',
    path: 'lib/engine/domain/planted.ts',
    bad: `${DOC}export const stamp = (): number => Date.now();\n`,
    good: `${DOC}export const stamp = (now: number): number => now;\n`,
    rule: 'no-restricted-syntax',
  },
  {
    name: 'new Date() without arguments in domain',
    path: 'lib/engine/domain/scoring/planted.ts',
    bad: `${DOC}export const today = (): string => new Date().toISOString();\n`,
    good: `${DOC}export const day = (ms: number): string => new Date(ms).toISOString();\n`,
    rule: 'no-restricted-syntax',
  },
  {
    name: 'Math.random() in domain',
    path: 'lib/engine/domain/graph/planted.ts',
    bad: `${DOC}export const jitter = (): number => Math.random();\n`,
    good: `${DOC}export const jitter = (seed: number): number => (seed * 9301 + 49297) % 233280;\n`,
    rule: 'no-restricted-syntax',
  },
  {
    name: 'crypto.randomUUID() in domain',
    path: 'lib/engine/domain/planted.ts',
    bad: `${DOC}export const id = (): string => crypto.randomUUID();\n`,
    good: `${DOC}export const id = (next: () => string): string => next();\n`,
    rule: 'no-restricted-syntax',
  },
  {
    name: 'domain importing lib/extraction',
    path: 'lib/engine/domain/planted.ts',
    bad: `${DOC}import { countWords } from '../../extraction/paragraph-text';\nexport const words = countWords;\n`,
    good: `${DOC}import type { EngineConfig } from '../config';\nexport const cap = (config: EngineConfig): number => config.claims.maxClaims;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'domain importing the pipeline',
    path: 'lib/engine/domain/planted.ts',
    bad: `${DOC}import { executeRun } from '../pipeline/run/execute-run';\nexport const run = executeRun;\n`,
    good: `${DOC}import { tierOf } from './tiers/tier-of';\nexport const tier = tierOf;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'the engine importing the store through the @/ alias',
    path: 'lib/engine/pipeline/planted.ts',
    bad: `${DOC}import { CartographerDb } from '@/lib/db/cartographer-db';\nexport const Db = CartographerDb;\n`,
    good: `${DOC}import { EngineError } from '../errors';\nexport const Failure = EngineError;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'domain importing extraction through the @/ alias',
    path: 'lib/engine/domain/planted.ts',
    bad: `${DOC}import { countWords } from '@/lib/extraction/paragraph-text';\nexport const words = countWords;\n`,
    good: `${DOC}import { EngineError } from '@/lib/engine/errors';\nexport const Failure = EngineError;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'the engine importing Dexie',
    path: 'lib/engine/pipeline/planted.ts',
    bad: `${DOC}import Dexie from 'dexie';\nexport const Store = Dexie;\n`,
    good: `${DOC}import { z } from 'zod';\nexport const Id = z.string();\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'a provider adapter imported outside the composition root',
    path: 'lib/background/planted.ts',
    bad: `${DOC}import { createBraveSearch } from '@/lib/engine/adapters/search/brave';\nexport const brave = createBraveSearch;\n`,
    good: `${DOC}import { createEngineDeps } from '@/lib/composition/create-engine-deps';\nexport const deps = createEngineDeps;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'lib/db importing the pipeline',
    path: 'lib/db/planted.ts',
    bad: `${DOC}import { executeRun } from '../engine/pipeline/run/execute-run';\nexport const run = executeRun;\n`,
    good: `${DOC}import type { Run } from '../engine/schemas';\nexport const idOf = (run: Run): string => run.id;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: "the side panel importing the store's writer",
    path: 'entrypoints/sidepanel/planted.ts',
    bad: `import { DexieResearchStore } from '@/lib/db/dexie-research-store';\nexport const Store = DexieResearchStore;\n`,
    good: `import { CartographerDb } from '@/lib/db/cartographer-db';\nexport const Db = CartographerDb;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'the side panel importing the background',
    path: 'entrypoints/sidepanel/planted.ts',
    bad: `import { startBackground } from '../../lib/background/start-background';\nexport const start = startBackground;\n`,
    good: `import { focusItem } from '../../lib/background/focus';\nexport const focus = focusItem;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'an entrypoint reaching into the engine past its public API',
    path: 'entrypoints/sidepanel/planted.ts',
    bad: `import { ENGINE_CONFIG } from '@/lib/engine/config';\nexport const config = ENGINE_CONFIG;\n`,
    good: `import { isFinished } from '@/lib/engine';\nexport const done = isFinished;\n`,
    rule: 'import-x/no-restricted-paths',
  },
  {
    name: 'the global ENGINE_CONFIG read below composition (pipeline)',
    path: 'lib/engine/pipeline/planted.ts',
    bad: `${DOC}import { ENGINE_CONFIG } from '../config';\nexport const cap = (): number => ENGINE_CONFIG.claims.maxClaims;\n`,
    good: `${DOC}import type { EngineConfig } from '../config';\nexport const cap = (config: EngineConfig): number => config.claims.maxClaims;\n`,
    rule: 'no-restricted-imports',
  },
  {
    name: 'the global ENGINE_CONFIG read in a panel component',
    path: 'entrypoints/sidepanel/check/planted.ts',
    bad: `import { ENGINE_CONFIG } from '@/lib/engine';\nexport const cap = (): number => ENGINE_CONFIG.claims.maxClaims;\n`,
    good: `import type { EngineConfig } from '@/lib/engine';\nexport const cap = (config: EngineConfig): number => config.claims.maxClaims;\n`,
    rule: 'no-restricted-imports',
  },
  {
    name: 'a hook called conditionally in the side panel',
    path: 'entrypoints/sidepanel/planted.tsx',
    bad: `import { useState } from 'react';\nexport function Planted({ on }: { on: boolean }) {\n  if (!on) return null;\n  const [n] = useState(0);\n  return <p>{n}</p>;\n}\n`,
    good: `import { useState } from 'react';\nexport function Planted({ on }: { on: boolean }) {\n  const [n] = useState(0);\n  if (!on) return null;\n  return <p>{n}</p>;\n}\n`,
    rule: 'react-hooks/rules-of-hooks',
  },
];

describe('lint zones refuse planted violations', () => {
  for (const plant of PLANTS) {
    it(`refuses ${plant.name}`, async () => {
      const bad = await errorsIn(plant.path, plant.bad);
      expect(bad.map((finding) => finding.rule)).toContain(plant.rule);
      expect(await errorsIn(plant.path, plant.good)).toEqual([]);
    });
  }

  describe('import cycles', () => {
    let dir: string;
    beforeAll(() => {
      dir = mkdtempSync(join(ROOT, 'lib/engine/domain/planted-cycle-'));
    });
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('refuses two modules that import each other, and not a one-way import', async () => {
      const A = `${DOC}import { b } from './b';\nexport const a = (): number => b() + 1;\n`;
      writeFileSync(join(dir, 'a.ts'), A);
      writeFileSync(
        join(dir, 'b.ts'),
        `${DOC}import { a } from './a';\nexport const b = (): number => a() - 1;\n`,
      );
      const cycle = await errorsIn(relative(ROOT, join(dir, 'a.ts')), A);
      expect(cycle.map((finding) => finding.rule)).toContain('import-x/no-cycle');

      const C = `${DOC}import { d } from './d';\nexport const c = (): number => d() + 1;\n`;
      writeFileSync(join(dir, 'c.ts'), C);
      writeFileSync(join(dir, 'd.ts'), `${DOC}export const d = (): number => 1;\n`);
      expect(await errorsIn(relative(ROOT, join(dir, 'c.ts')), C)).toEqual([]);
    });
  });
});

describe('the tree as it is', () => {
  it('has no lint errors', { timeout: 180_000 }, async () => {
    const results = await eslint.lintFiles(['lib', 'entrypoints', 'scripts', 'test']);
    const errors = results.flatMap((result) =>
      result.messages
        .filter((message) => message.severity === 2)
        .map(
          (message) =>
            `${relative(ROOT, result.filePath)}:${message.line} ${message.ruleId}: ${message.message}`,
        ),
    );
    expect(errors).toEqual([]);
  });
});
