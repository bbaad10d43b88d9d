/**
 * The side panel only reads the database: its bundle (what esbuild pulls from the panel's entry through runtime
 * imports) holds none of the writer's modules, which only the background imports.
 */
import { build } from 'esbuild';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BROWSER_BUNDLE } from '../../../bench/lib/browser-bundle';

const ROOT = join(import.meta.dirname, '../../..');
/** The modules that write runs: the ResearchStore over Dexie, History's row writer, and History's import. */
const WRITERS = ['lib/db/dexie-research-store.ts', 'lib/db/run-rows.ts', 'lib/db/history-import.ts'];

/** The project's source files a bundle of `entry` contains. */
async function modulesOf(entry: string): Promise<string[]> {
  const result = await build({ ...BROWSER_BUNDLE, entryPoints: [join(ROOT, entry)], absWorkingDir: ROOT });
  return Object.keys(result.metafile.inputs).filter((input) => !input.includes('node_modules'));
}

describe('the side panel reads, the background writes', () => {
  it("the panel's bundle carries no writer module", async () => {
    const panel = await modulesOf('entrypoints/sidepanel/main.tsx');
    expect(panel).toContain('lib/db/history-queries.ts');
    expect(panel.filter((module) => WRITERS.includes(module))).toEqual([]);
  });

  it("the background's message handlers do carry them (the check sees writers where they are)", async () => {
    const background = await modulesOf('lib/background/message-handlers.ts');
    expect(WRITERS.filter((module) => !background.includes(module))).toEqual([]);
  });
});
