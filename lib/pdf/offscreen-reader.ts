/** The offscreen document's side of the PDF contract: a valid request is read with pdf.js; anything else is not ours. */
import { articleFromPdfBytes } from '../composition/pdf-article';
import type { EngineConfig } from '../engine/config';
import { readPdfArticle, type PdfJs } from './read-pdf';
import {
  base64ToBytes,
  OFFSCREEN_TARGET,
  OffscreenReadRequestSchema,
  type OffscreenReadResponse,
} from './offscreen-protocol';

/**
 * The answer to one runtime message: null when the message is not addressed to the reader (other listeners may
 * answer it), a failure when it is addressed to the reader but malformed, otherwise the PDF's read (the size
 * limit is checked again here).
 */
export function answerOffscreenMessage(
  message: unknown,
  pdfjs: () => Promise<PdfJs>,
  config: EngineConfig,
): Promise<OffscreenReadResponse> | null {
  if ((message as { target?: unknown } | null)?.target !== OFFSCREEN_TARGET) return null;
  const request = OffscreenReadRequestSchema.safeParse(message);
  if (!request.success) return Promise.resolve({ done: false, error: 'malformed PDF read request' });
  const { url, bytes } = request.data;
  // The size limit is checked first: pdf.js is loaded only for a PDF that will be read.
  const readPdf = async (data: Uint8Array, at: string) =>
    readPdfArticle(await pdfjs(), data, { url: at, limits: config.extraction });
  return Promise.resolve()
    .then(() => articleFromPdfBytes(base64ToBytes(bytes), url, { readPdf }))
    .then(
      (result): OffscreenReadResponse => ({ done: true, result }),
      (error: unknown): OffscreenReadResponse => ({
        done: false,
        error: error instanceof Error ? error.message : String(error),
      }),
    );
}
