/** The background's offscreen PDF reader: opens the document on demand, closes it after, and trusts only valid answers. */
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import { describe, expect, it } from 'vitest';
import { createOffscreenPdfReader, type OffscreenHost } from '../../../lib/background/offscreen-pdf';
import { nodePdfJs } from '../../../lib/composition/node-pdfjs';
import type { OffscreenReadRequest } from '../../../lib/pdf/offscreen-protocol';
import { answerOffscreenMessage } from '../../../lib/pdf/offscreen-reader';
import { pdfBytes, sandboxPdf } from '../../sandbox/corpus/pdf-documents';

/** The engine's timeout for one offscreen read (the background passes the run's config). */
const TIMEOUT_MS = ENGINE_CONFIG.extraction.offscreenPdfTimeoutMs;

const URL_ = 'https://www.air-institute.org/reports/air-quality-2024.pdf';
const REPORT = pdfBytes(sandboxPdf('report'));

/**
 * Chrome's offscreen API as a double (fakeBrowser has none): one document at most, as in Chrome; the document's
 * answer is the real reader's (over JSON, as extension messages are), or what `answer` says.
 */
function fakeHost(answer?: (request: OffscreenReadRequest) => Promise<unknown>) {
  const log: string[] = [];
  let open = false;
  const host: OffscreenHost & { log: string[]; isOpen: () => boolean; setOpen: (v: boolean) => void } = {
    log,
    isOpen: () => open,
    setOpen: (v) => (open = v),
    exists: async () => open,
    create: async () => {
      log.push('create');
      if (open) throw new Error('Only a single offscreen document may be created.');
      open = true;
    },
    close: async () => {
      log.push('close');
      if (!open) throw new Error('No current offscreen document.');
      open = false;
    },
    send: async (request) => {
      if (!open) throw new Error('Could not establish connection. Receiving end does not exist.');
      log.push('send');
      const wire = JSON.parse(JSON.stringify(request)) as unknown;
      if (answer) return answer(request);
      const reply = await answerOffscreenMessage(wire, async () => (await nodePdfJs()).pdfjs, ENGINE_CONFIG);
      return JSON.parse(JSON.stringify(reply)) as unknown;
    },
  };
  return host;
}

describe('offscreen PDF reader', () => {
  it('opens the document for the read, reads the real PDF there, and closes it after', async () => {
    const host = fakeHost();
    const result = await createOffscreenPdfReader(host, TIMEOUT_MS)(REPORT, URL_);
    expect(result).toMatchObject({ ok: true, article: { title: 'Urban Air Quality Report 2024' } });
    expect(host.log).toEqual(['create', 'send', 'close']);
    expect(host.isOpen()).toBe(false);
  });

  it('shares one document between reads under way, closing it after the last', async () => {
    const host = fakeHost();
    const read = createOffscreenPdfReader(host, TIMEOUT_MS);
    const results = await Promise.all([read(REPORT, URL_), read(REPORT, `${URL_}?copy`)]);
    expect(results.map((r) => r.ok)).toEqual([true, true]);
    expect(host.log.filter((e) => e === 'create')).toHaveLength(1);
    expect(host.log.at(-1)).toBe('close');
    expect(host.isOpen()).toBe(false);
    // A later read opens it again.
    await read(REPORT, URL_);
    expect(host.log.filter((e) => e === 'create')).toHaveLength(2);
  });

  it('uses the document a killed service worker left open (its create fails as already open)', async () => {
    const host = fakeHost();
    host.setOpen(true);
    expect((await createOffscreenPdfReader(host, TIMEOUT_MS)(REPORT, URL_)).ok).toBe(true);
    expect(host.log).toEqual(['send', 'close']);
    // And when the document appears between the check and the create (two lives of the worker racing).
    const racing = fakeHost();
    const exists = racing.exists;
    let first = true;
    racing.exists = async () => {
      if (first) {
        first = false;
        racing.setOpen(true);
        return false;
      }
      return exists();
    };
    expect((await createOffscreenPdfReader(racing, TIMEOUT_MS)(REPORT, URL_)).ok).toBe(true);
  });

  it('rejects (and closes the document) when the reader answers outside the contract, fails or never answers', async () => {
    const forged = fakeHost(async () => ({
      done: true,
      result: { ok: true, article: { text: 'All true.' } },
    }));
    await expect(createOffscreenPdfReader(forged, TIMEOUT_MS)(REPORT, URL_)).rejects.toThrow(
      'no valid answer',
    );
    expect(forged.isOpen()).toBe(false);

    const failing = fakeHost(async () => ({ done: false, error: 'pdf.js crashed' }));
    await expect(createOffscreenPdfReader(failing, TIMEOUT_MS)(REPORT, URL_)).rejects.toThrow(
      'pdf.js crashed',
    );

    const silent = fakeHost(() => new Promise(() => undefined));
    await expect(createOffscreenPdfReader(silent, 50)(REPORT, URL_)).rejects.toThrow('too long');
    expect(silent.isOpen()).toBe(false);
  });

  it('stops waiting when the read is aborted', async () => {
    const host = fakeHost(() => new Promise(() => undefined));
    const controller = new AbortController();
    const reading = createOffscreenPdfReader(host, TIMEOUT_MS)(REPORT, URL_, controller.signal);
    setTimeout(() => controller.abort(new Error('tab navigated')), 10);
    await expect(reading).rejects.toThrow('tab navigated');
    await expect(createOffscreenPdfReader(host, TIMEOUT_MS)(REPORT, URL_, controller.signal)).rejects.toThrow(
      'tab navigated',
    );
  });
});
