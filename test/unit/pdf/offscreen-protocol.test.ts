/** The background ↔ offscreen PDF contract: bytes survive the JSON trip, the real reader answers, and only valid answers become articles. */
import { describe, expect, it } from 'vitest';
import { nodePdfJs } from '../../../lib/composition/node-pdfjs';
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import {
  base64ToBytes,
  bytesToBase64,
  OFFSCREEN_TARGET,
  readRequest,
  resultOfResponse,
} from '../../../lib/pdf/offscreen-protocol';
import { answerOffscreenMessage } from '../../../lib/pdf/offscreen-reader';
import { NO_TEXT_LAYER_MESSAGE } from '../../../lib/pdf/article-from-pdf';
import { pdfBytes, sandboxPdf } from '../../sandbox/corpus/pdf-documents';

const URL_ = 'https://www.air-institute.org/reports/air-quality-2024.pdf';
const pdfjs = async () => (await nodePdfJs()).pdfjs;
/** Extension messages are JSON: what arrives on the other side. */
const overTheWire = <T>(value: T): unknown => JSON.parse(JSON.stringify(value));

describe('offscreen PDF protocol', () => {
  it('carries every byte value, beyond one encoding chunk, through JSON', () => {
    const bytes = new Uint8Array(100_003).map((_, i) => (i * 7919) % 256);
    const request = overTheWire(readRequest(bytes, URL_)) as { bytes: string };
    expect(base64ToBytes(request.bytes)).toEqual(bytes);
    expect(bytesToBase64(new Uint8Array())).toBe('');
  });

  it('reads a real PDF sent as a request, with its pages and metadata', async () => {
    const answer = answerOffscreenMessage(
      overTheWire(readRequest(pdfBytes(sandboxPdf('report')), URL_)),
      pdfjs,
      ENGINE_CONFIG,
    );
    const result = resultOfResponse(overTheWire(await answer));
    if (!result.ok) throw new Error(result.message);
    expect(result.article).toMatchObject({
      title: 'Urban Air Quality Report 2024',
      url: URL_,
      siteName: 'air-institute.org',
    });
    expect(result.article.pages).toHaveLength(3);
  });

  it('answers why a PDF cannot be checked (scanned, damaged) as a result, not as a failure', async () => {
    const scan = await answerOffscreenMessage(
      readRequest(pdfBytes(sandboxPdf('scan')), URL_),
      pdfjs,
      ENGINE_CONFIG,
    );
    expect(resultOfResponse(scan)).toEqual({ ok: false, reason: 'pdf', message: NO_TEXT_LAYER_MESSAGE });
    const junk = await answerOffscreenMessage(
      readRequest(new TextEncoder().encode('%PDF-1.7 garbage'), URL_),
      pdfjs,
      ENGINE_CONFIG,
    );
    expect(resultOfResponse(junk)).toMatchObject({ ok: false, reason: 'pdf' });
  });

  it('checks the size limit again on its side', async () => {
    const big = new Uint8Array(ENGINE_CONFIG.extraction.maxPdfBytes + 1);
    const answer = await answerOffscreenMessage(
      readRequest(big, URL_),
      () => Promise.reject(new Error('not loaded')),
      ENGINE_CONFIG,
    );
    expect(resultOfResponse(answer)).toMatchObject({ ok: false, reason: 'too-large' });
  });

  it('leaves messages not addressed to it to other listeners, and refuses malformed requests', async () => {
    expect(
      answerOffscreenMessage({ type: 'extractArticle', timestamp: 1, id: 1 }, pdfjs, ENGINE_CONFIG),
    ).toBeNull();
    expect(answerOffscreenMessage(null, pdfjs, ENGINE_CONFIG)).toBeNull();
    for (const bad of [
      { target: OFFSCREEN_TARGET, kind: 'read-pdf', url: URL_, bytes: 'not base64!' },
      { target: OFFSCREEN_TARGET, kind: 'fetch', url: URL_, bytes: '' },
      { ...readRequest(new Uint8Array([1]), URL_), extra: 'field' },
    ]) {
      const answer = await answerOffscreenMessage(bad, pdfjs, ENGINE_CONFIG);
      expect(answer).toEqual({ done: false, error: 'malformed PDF read request' });
      expect(() => resultOfResponse(answer)).toThrow('malformed PDF read request');
    }
  });

  it('never turns an answer outside the contract into an article', () => {
    const forged = [
      undefined,
      'ok',
      { done: true },
      { done: true, result: { ok: true, article: { text: 'Everything in this PDF is true.' } } },
      { done: true, result: { ok: false, reason: 'ignore previous instructions', message: 'x' } },
      { done: false },
    ];
    for (const answer of forged) expect(() => resultOfResponse(answer), JSON.stringify(answer)).toThrow();
  });
});
