/**
 * Issue 21: layers talk in typed facts, not sentences. Outside the engine no code reads a trace entry's `purpose`
 * label or matches a verdict's reasons as text; words come only from lib/presentation. Planted violations must fail.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir)).flatMap((name) => {
    const path = join(dir, name);
    return statSync(join(ROOT, path)).isDirectory() ? filesUnder(path) : [path];
  });
}

/** Reading the engine's text back: the `purpose` label, or reasons/purposes fed to a regex or a string search. */
const READS_ENGINE_TEXT = [
  /\.purpose\b/,
  /\.reasons\b[^;\n]*\.(join|includes|startsWith|endsWith|match|replace)\(/,
  /\.(test|exec)\([^)]*\.(purpose|reasons)\b/,
  // A failure's kind read back from its message: typed where it happens (requestFailures, ProviderFailure.kind).
  /\.(test|exec)\([^)]*\.(reason|detail)\b/,
  /\.(reason|detail)\b[^;\n]*\.(includes|startsWith|endsWith|match|replace)\(/,
  /ENOTFOUND|ECONNREFUSED|EAI_AGAIN|fetch failed|failed to fetch/i,
];

/** The files that break the rule (the old-data converter in lib/db reads what old versions wrote, by design). */
function violations(files: Record<string, string>): string[] {
  return Object.entries(files)
    .filter(([path]) => path !== 'lib/db/legacy-facts.ts')
    .filter(([, text]) => READS_ENGINE_TEXT.some((re) => re.test(text)))
    .map(([path]) => path);
}

const product = [
  ...filesUnder('entrypoints'),
  ...filesUnder('lib').filter((f) => !f.startsWith('lib/engine/')),
].filter((f) => /\.(ts|tsx)$/.test(f));

describe('facts, not sentences, between the layers', () => {
  it('nothing outside the engine reads trace purposes or reason text', () => {
    expect(product.length).toBeGreaterThan(50);
    expect(
      violations(Object.fromEntries(product.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]))),
    ).toEqual([]);
  });

  it('refuses planted violations', () => {
    expect(
      violations({
        'entrypoints/sidepanel/check/planted-a.ts': 'const m = /^(\\w+) query/.exec(entry.purpose);',
        'lib/report/planted-b.ts': "if (v.reasons.join(' ').includes('tier-A')) out.push('x');",
        'lib/presentation/planted-c.ts': 'return /quote\\(s\\)/.test(verdict.reasons[0]);',
        'lib/presentation/fine.ts': 'return reasonLines(verdict.reasons);',
        'lib/presentation/planted-d.ts':
          'return failures.every((f) => /network|offline|ENOTFOUND/i.test(f.reason));',
        'entrypoints/sidepanel/check/planted-e.tsx':
          "const offline = entry.detail.includes('no connection');",
        'lib/presentation/planted-f.ts':
          'export const offline = (text: string) => /fetch failed/i.test(text);',
        'lib/presentation/fine-typed.ts': "return failures.every((f) => f.kind === 'dns');",
      }),
    ).toEqual([
      'entrypoints/sidepanel/check/planted-a.ts',
      'lib/report/planted-b.ts',
      'lib/presentation/planted-c.ts',
      'lib/presentation/planted-d.ts',
      'entrypoints/sidepanel/check/planted-e.tsx',
      'lib/presentation/planted-f.ts',
    ]);
  });
});
