/** The E2E suite's per-describe extension lifecycle (kept out of fixtures.ts, which the benches import outside vitest). */
import { afterAll, beforeAll } from 'vitest';
import { launchExtension, type ExtensionHarness } from './fixtures';

/**
 * One extension for the enclosing describe: launched before its tests (and, with `sandbox`, pointed at the
 * sandbox as `useSandbox(sandbox)` would), closed after them. Returns a getter for the running harness.
 */
export function useExtension(
  options: { sandbox?: { model?: boolean | string } } = {},
): () => ExtensionHarness {
  let harness: ExtensionHarness | undefined;
  beforeAll(async () => {
    harness = await launchExtension();
    if (options.sandbox) await harness.useSandbox(options.sandbox);
  });
  afterAll(async () => {
    await harness?.close();
  });
  return () => {
    if (!harness) throw new Error('the extension is not running (useExtension hooks have not run)');
    return harness;
  };
}
