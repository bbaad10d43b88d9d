/** The worker reads a tab's PDF once per address: the article card and Check share it; navigation drops it. */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createPdfTabReads, forgetPdfReadsOnNavigation } from '../../../lib/background/pdf-tab-reads';
import type { ExtractionResult } from '../../../lib/engine/schemas';
import { fakeArticle } from '../../builders';

const REPORT = 'https://example.org/reports/download';
const read = (url: string): ExtractionResult => ({ ok: true, article: fakeArticle({ url, title: url }) });

beforeEach(() => {
  fakeBrowser.reset();
});

describe('PDF reads per tab', () => {
  it('downloads once for the article card and Check, even when the second asks while the first is under way', async () => {
    let finish!: (result: ExtractionResult) => void;
    const readAt = vi.fn(() => new Promise<ExtractionResult | null>((resolve) => (finish = resolve)));
    const reads = createPdfTabReads(readAt);
    const card = reads.read(7, REPORT);
    const check = reads.read(7, REPORT);
    finish(read(REPORT));
    const [first, second] = await Promise.all([card, check]);
    expect(readAt).toHaveBeenCalledTimes(1);
    expect(second).toEqual(first);
    // Each caller has its own copy: a run that changes its article changes nobody else's.
    expect(second).not.toBe(first);
    expect(await reads.read(7, REPORT)).toEqual(first);
    expect(readAt).toHaveBeenCalledTimes(1);
  });

  it('reads again for another address, another tab, or after the tab was forgotten', async () => {
    const readAt = vi.fn(async (url: string) => read(url));
    const reads = createPdfTabReads(readAt);
    await reads.read(1, REPORT);
    await reads.read(1, `${REPORT}?v=2`);
    await reads.read(2, `${REPORT}?v=2`);
    reads.forget(2);
    await reads.read(2, `${REPORT}?v=2`);
    expect(readAt.mock.calls.map(([url]) => url)).toEqual([
      REPORT,
      `${REPORT}?v=2`,
      `${REPORT}?v=2`,
      `${REPORT}?v=2`,
    ]);
    // Tab 1 keeps only its latest address.
    await reads.read(1, REPORT);
    expect(readAt).toHaveBeenCalledTimes(5);
  });

  it('keeps no "no PDF here" answer and no failed download: the next look asks the address again', async () => {
    const readAt = vi
      .fn<(url: string) => Promise<ExtractionResult | null>>()
      .mockResolvedValueOnce(null)
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(read(REPORT));
    const reads = createPdfTabReads(readAt);
    expect(await reads.read(3, REPORT)).toBeNull();
    await expect(reads.read(3, REPORT)).rejects.toThrow('offline');
    expect(await reads.read(3, REPORT)).toMatchObject({ ok: true });
    expect(await reads.read(3, REPORT)).toMatchObject({ ok: true });
    expect(readAt).toHaveBeenCalledTimes(3);
    expect(reads.size()).toBe(1);
  });

  it('keeps the reads of the most recently used tabs only', async () => {
    const readAt = vi.fn(async (url: string) => read(url));
    const reads = createPdfTabReads(readAt, 2);
    await reads.read(1, REPORT);
    await reads.read(2, REPORT);
    await reads.read(1, REPORT); // tab 1 used again: tab 2 is now the oldest
    await reads.read(3, REPORT);
    expect(reads.size()).toBe(2);
    expect(readAt).toHaveBeenCalledTimes(3);
    await reads.read(1, REPORT);
    expect(readAt).toHaveBeenCalledTimes(3);
    await reads.read(2, REPORT);
    expect(readAt).toHaveBeenCalledTimes(4);
  });

  it('drops a tab’s read when it navigates, reloads or closes', async () => {
    const readAt = vi.fn(async (url: string) => read(url));
    const reads = createPdfTabReads(readAt);
    forgetPdfReadsOnNavigation(reads);
    const tab = await fakeBrowser.tabs.create({ url: REPORT });
    const id = tab.id!;
    await reads.read(id, REPORT);
    await fakeBrowser.tabs.onUpdated.trigger(id, { title: 'Report' }, tab);
    expect(reads.size()).toBe(1);
    await fakeBrowser.tabs.onUpdated.trigger(id, { status: 'loading' }, tab);
    expect(reads.size()).toBe(0);
    await reads.read(id, REPORT);
    await fakeBrowser.tabs.onUpdated.trigger(id, { url: `${REPORT}?v=2` }, tab);
    expect(reads.size()).toBe(0);
    await reads.read(id, REPORT);
    await fakeBrowser.tabs.onRemoved.trigger(id, { windowId: tab.windowId, isWindowClosing: false });
    expect(reads.size()).toBe(0);
    expect(readAt).toHaveBeenCalledTimes(3);
  });
});
