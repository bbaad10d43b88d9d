/**
 * Lists exports of product code (lib/, entrypoints/) that no other file imports, and those only tests import:
 * `scripts/with-node22 tsx scripts/unused-exports.ts`. A name-based reading (import and re-export lists), not tsc's:
 * a name exported twice or used through `import *` is counted as used when any file names it.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    return statSync(join(ROOT, path)).isDirectory() ? filesUnder(path) : [path];
  });
}

const code = (dir: string) => filesUnder(dir).filter((f) => /\.(ts|tsx)$/.test(f));
const product = [...code('lib'), ...code('entrypoints')];
const users = [...product, ...code('scripts'), ...code('bench')];
const tests = code('test');
const text = new Map([...users, ...tests].map((file) => [file, readFileSync(join(ROOT, file), 'utf8')]));

/** Names a file imports or re-exports from other modules. */
function importedNames(source: string): Set<string> {
  const names = new Set<string>();
  for (const m of source.matchAll(/(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'[^']+'/g))
    for (const part of m[1]!.split(',')) {
      const name = part
        .trim()
        .replace(/^type\s+/, '')
        .split(/\s+as\s+/)[0]!
        .trim();
      if (name) names.add(name);
    }
  for (const m of source.matchAll(/import\s+(\w+)\s*(?:,|from)/g)) names.add(m[1]!);
  return names;
}

const productNames = new Map(users.map((f) => [f, importedNames(text.get(f)!)]));
const testNames = new Set(tests.flatMap((f) => [...importedNames(text.get(f)!)]));

const unused: string[] = [];
const testOnly: string[] = [];
for (const file of product) {
  const source = text.get(file)!;
  const exported = [
    ...source.matchAll(
      /^export\s+(?:declare\s+)?(?:async\s+)?(?:function|const|let|class|type|interface|enum)\s+(\w+)/gm,
    ),
  ].map((m) => m[1]!);
  if (exported.length === 0) continue;
  const elsewhere = new Set<string>();
  for (const [other, names] of productNames) if (other !== file) for (const n of names) elsewhere.add(n);
  for (const name of exported) {
    if (elsewhere.has(name)) continue;
    // Entrypoints export their definition for WXT; default exports are not listed.
    if (file.startsWith('entrypoints/') && /^(default|main)$/.test(name)) continue;
    (testNames.has(name) ? testOnly : unused).push(`${relative(ROOT, join(ROOT, file))}: ${name}`);
  }
}
console.log(`Exports no other file imports (${unused.length}):\n${unused.join('\n')}\n`);
console.log(`Exports only tests import (${testOnly.length}):\n${testOnly.join('\n')}`);
