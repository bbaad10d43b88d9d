/** A fact-check download that fails leaves nothing of itself in the cache folder, however early it fails. */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { updateFactCheckIndex } from '../../../lib/composition/factcheck-index-file';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'cartographer-leftovers-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('updateFactCheckIndex', () => {
  it('an HTML page instead of the feed, failing at its first bytes: refused, and no records file is left', async () => {
    // The records file's stream opens on one of libuv's threads while its removal may run on another: the download
    // closes the stream before removing the file, so the removal cannot come first. (The test cannot force that
    // order; it checks the outcome every time.)
    for (let attempt = 0; attempt < 5; attempt++) {
      await expect(
        updateFactCheckIndex({
          dir,
          feedUrl: 'https://example.org/data.json',
          fetch: () => Promise.resolve(new Response('<html><body>Service unavailable</body></html>')),
        }),
      ).rejects.toThrow(/Not valid JSON at character 0/);
    }
    expect(await readdir(dir)).toEqual([]);
  });
});
