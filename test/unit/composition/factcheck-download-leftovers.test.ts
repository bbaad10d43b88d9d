/** A fact-check download that fails leaves nothing of itself in the cache folder, however early it fails. */
import { pbkdf2 } from 'node:crypto';
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

/**
 * Keeps libuv's threads busy for a while, as a loaded machine does: a file opened meanwhile opens only after the
 * feed's first bytes were read (the order the last CI met).
 */
function busyFileThreads(): Promise<unknown> {
  const threads = Number(process.env.UV_THREADPOOL_SIZE ?? 4);
  return Promise.all(
    Array.from(
      { length: threads },
      () => new Promise((resolve) => pbkdf2('x', 'y', 200_000, 32, 'sha256', resolve)),
    ),
  );
}

describe('updateFactCheckIndex', () => {
  it('an HTML page instead of the feed: refused, and no partial records file is left', async () => {
    for (let attempt = 0; attempt < 3; attempt++) {
      let busy: Promise<unknown> = Promise.resolve();
      await expect(
        updateFactCheckIndex({
          dir,
          feedUrl: 'https://example.org/data.json',
          // The feed answers at once, in memory, while the machine's file threads are busy.
          fetch: () => {
            busy = busyFileThreads();
            return Promise.resolve(new Response('<html><body>Service unavailable</body></html>'));
          },
        }),
      ).rejects.toThrow(/Not valid JSON at character 0/);
      await busy;
    }
    expect(await readdir(dir)).toEqual([]);
  });
});
