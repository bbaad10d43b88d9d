/**
 * pdf.js for the extension's service worker: its modern build with the worker's message handler loaded in the same
 * thread (`globalThis.pdfjsWorker`). A service worker can start neither a Web Worker nor a dynamic `import()`,
 * which is how pdf.js would otherwise load its worker.
 */
import * as pdfjs from 'pdfjs-dist';
import { WorkerMessageHandler } from 'pdfjs-dist/build/pdf.worker.mjs';
import type { PdfJs } from './read-pdf';

export function browserPdfJs(): PdfJs {
  const scope = globalThis as { pdfjsWorker?: { WorkerMessageHandler: unknown } };
  scope.pdfjsWorker ??= { WorkerMessageHandler };
  return pdfjs;
}
