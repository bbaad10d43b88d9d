/** Refuses needless exports (issue 21.4): product exports nothing imports, and test-only ones not on the allow-list. */
import { describe, expect, it } from 'vitest';
import { readExportUse, REPO_ROOT } from '../../scripts/dev/read-export-use';
import { TEST_ONLY_EXPORTS } from '../../scripts/dev/test-only-exports';

/** What the guard refuses in a reading: unused exports, test-only exports off the list, list entries gone stale. */
function refused(reading: { unused: string[]; testOnly: string[] }) {
  const allowed = new Set(Object.keys(TEST_ONLY_EXPORTS));
  return {
    unused: reading.unused,
    testOnlyNotAllowed: reading.testOnly.filter((entry) => !allowed.has(entry)),
    allowedButNotTestOnly: [...allowed].filter((entry) => !reading.testOnly.includes(entry)),
  };
}

describe('needless exports', () => {
  it('every product export is used by other product code, or by tests and on the allow-list', () => {
    expect(refused(readExportUse(REPO_ROOT))).toEqual({
      unused: [],
      testOnlyNotAllowed: [],
      allowedButNotTestOnly: [],
    });
  }, 30_000);

  it('each allow-list entry gives its reason on one line', () => {
    for (const [entry, reason] of Object.entries(TEST_ONLY_EXPORTS)) {
      expect(entry).toMatch(/^(lib|entrypoints)\/[\w/.-]+\.tsx?: \w+$/);
      expect({ entry, reason: reason.length > 10 && !reason.includes('\n') }).toEqual({
        entry,
        reason: true,
      });
    }
  });

  it('refuses planted violations: an unused export, a test-only one, an unused barrel re-export', () => {
    const planted = new Map([
      [
        'lib/planted/needless.ts',
        [
          '/** A planted module. */',
          'export function usedByProduct(): number { return 1; }',
          'export function usedNowhere(): number { return 2; }',
          'export const usedByTestsOnly = 3;',
          'export type UsedThroughBarrel = { a: number };',
          'export interface UsedAsImportType { b: number }',
          'export function usedDynamically(): number { return 4; }',
          'export function notTakenDynamically(): number { return 5; }',
        ].join('\n'),
      ],
      [
        'lib/planted/index.ts',
        "export { usedByProduct, usedNowhere as renamedNowhere, type UsedThroughBarrel } from './needless';",
      ],
      [
        'lib/planted/user.ts',
        [
          "import { usedByProduct, type UsedThroughBarrel } from '@/lib/planted';",
          "type Later = import('./needless').UsedAsImportType;",
          "export const run = () => import('./needless').then(({ usedDynamically }) => usedDynamically());",
          'export const value: UsedThroughBarrel | Later = { a: usedByProduct(), b: 0 };',
        ].join('\n'),
      ],
      ['scripts/planted-user.ts', "import { run, value } from '../lib/planted/user';\nvoid run(value);"],
      ['test/unit/planted.test.ts', "import { usedByTestsOnly } from '../../lib/planted/needless';"],
    ]);
    const reading = readExportUse(REPO_ROOT, planted);
    const mine = (entries: string[]) => entries.filter((entry) => entry.startsWith('lib/planted/'));
    expect(mine(reading.unused)).toEqual([
      'lib/planted/index.ts: renamedNowhere',
      'lib/planted/needless.ts: notTakenDynamically',
      'lib/planted/needless.ts: usedNowhere',
    ]);
    expect(mine(reading.testOnly)).toEqual(['lib/planted/needless.ts: usedByTestsOnly']);
    expect(refused(reading).testOnlyNotAllowed).toEqual(['lib/planted/needless.ts: usedByTestsOnly']);
  }, 30_000);
});
