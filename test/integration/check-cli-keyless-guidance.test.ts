import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useSandbox } from './harness';
import { runCli, sandboxArticleFile } from './run-cli';

const sandbox = useSandbox({ reset: false });

// The CLI (tsx) starts once: a loaded machine needs a minute, not seconds (no timing is asserted).
describe('npm run check without keys', { timeout: 180_000 }, () => {
  it('ends the report of a check that settled little with what a keyless check does and the step that helps most', async () => {
    const { file } = await sandboxArticleFile(sandbox(), 'health');
    const cache = await mkdtemp(join(tmpdir(), 'cartographer-cache-'));
    // No search at all and no fact-check index in the cache folder: nothing can settle a claim.
    const result = await runCli([file], { CARTOGRAPHER_SEARCH: 'none', CARTOGRAPHER_CACHE_DIR: cache });
    expect(result.stdout).toMatch(/### This check settled 0 of \d+ claims/);
    expect(result.stdout).toContain('Without a model key, a check finds the claims worth checking.');
    expect(result.stdout).toContain(
      '**What would help most: Download 93,000 professional fact-checks (200 MB, free)**',
    );
    expect(result.stdout).toContain('To do it, run `npm run factchecks -- update`.');
  });
});
