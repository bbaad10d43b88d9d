/**
 * Dependencies declared where they are used (issue 21.4): what product code (lib/, entrypoints/, the CLI) imports at
 * run time is a dependency, every package any file imports is declared, and no dependency is there only for tools.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readExportUse, REPO_ROOT, type PackageImport } from '../../scripts/dev/read-export-use';

interface Manifest {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
}
const manifest = JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')) as Manifest;

/** Code that runs for users: the extension and the CLI (`npm run check`). */
const runsForUsers = (file: string) => /^(lib|entrypoints)\//.test(file) || file === 'scripts/check.ts';

/** `@scope/name/sub` → `@scope/name`, `name/sub` → `name`; Node built-ins are not packages. */
function packageOf(specifier: string): string | undefined {
  if (specifier.startsWith('node:')) return undefined;
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** What the check refuses in a list of package imports, against a manifest. */
function misdeclared(imports: readonly PackageImport[], { dependencies, devDependencies }: Manifest) {
  const runTime = new Set<string>();
  const undeclared = new Set<string>();
  const devAtRunTime = new Set<string>();
  for (const { file, specifier, typeOnly } of imports) {
    const name = packageOf(specifier);
    if (!name) continue;
    const atRunTime = runsForUsers(file) && !typeOnly;
    if (atRunTime) runTime.add(name);
    if (!(name in dependencies) && !(name in devDependencies)) undeclared.add(`${name} (${file})`);
    else if (atRunTime && !(name in dependencies)) devAtRunTime.add(`${name} (${file})`);
  }
  return {
    undeclared: [...undeclared].sort(),
    devAtRunTime: [...devAtRunTime].sort(),
    dependencyNotUsedAtRunTime: Object.keys(dependencies).filter((name) => !runTime.has(name)),
  };
}

describe('declared dependencies', () => {
  it('run-time imports are dependencies, every import is declared, every dependency is used at run time', () => {
    const { packages } = readExportUse(REPO_ROOT);
    expect(packages.length).toBeGreaterThan(50);
    expect(misdeclared(packages, manifest)).toEqual({
      undeclared: [],
      devAtRunTime: [],
      dependencyNotUsedAtRunTime: [],
    });
  }, 30_000);

  it('refuses planted violations: an undeclared package, a devDependency at run time, a tool in dependencies', () => {
    const planted: PackageImport[] = [
      { file: 'lib/planted.ts', specifier: 'left-pad', typeOnly: false },
      { file: 'scripts/check.ts', specifier: 'fast-check', typeOnly: false },
      { file: 'lib/planted.ts', specifier: '@types/node/fs', typeOnly: true },
      { file: 'test/unit/planted.test.ts', specifier: 'vitest', typeOnly: false },
      { file: 'lib/planted.ts', specifier: 'zod/mini', typeOnly: false },
    ];
    const withTool = { ...manifest, dependencies: { zod: '4', vitest: '5' } };
    expect(misdeclared(planted, withTool)).toEqual({
      undeclared: ['left-pad (lib/planted.ts)'],
      devAtRunTime: ['fast-check (scripts/check.ts)'],
      dependencyNotUsedAtRunTime: ['vitest'],
    });
  });
});
