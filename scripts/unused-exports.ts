/**
 * Lists exports of product code (lib/, entrypoints/) that no other file imports, and those only tests import (with
 * whether the allow-list keeps them): `scripts/with-node22 tsx scripts/unused-exports.ts`. Imports are resolved, not
 * matched by name (scripts/dev/read-export-use.ts); test/unit/needless-exports.test.ts refuses what this lists.
 */
import { readExportUse, REPO_ROOT } from './dev/read-export-use';
import { TEST_ONLY_EXPORTS } from './dev/test-only-exports';

const { unused, testOnly } = readExportUse(REPO_ROOT);
const allowed = (entry: string) =>
  entry in TEST_ONLY_EXPORTS ? `  (allowed: ${TEST_ONLY_EXPORTS[entry]})` : '  (not allowed)';
console.log(`Exports no other file imports (${unused.length}):\n${unused.join('\n')}\n`);
console.log(
  `Exports only tests import (${testOnly.length}):\n${testOnly.map((entry) => entry + allowed(entry)).join('\n')}`,
);
