/** Chrome's offscreen PDF reader: answers the background's read requests with pdf.js, its worker in a real Web Worker. */
import { engineConfig } from '../../lib/composition/engine-config';
import { answerOffscreenMessage } from '../../lib/pdf/offscreen-reader';
import type { PdfJs } from '../../lib/pdf/read-pdf';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

let loaded: Promise<PdfJs> | undefined;
const pdfjs = () =>
  (loaded ??= import('pdfjs-dist').then((module) => {
    module.GlobalWorkerOptions.workerSrc = workerUrl;
    return module;
  }));

browser.runtime.onMessage.addListener(
  (message: unknown, sender, sendResponse: (response: unknown) => void) => {
    // Only the extension's own background asks (a content script's message carries its tab).
    if (sender.id !== browser.runtime.id || sender.tab) return false;
    const answer = answerOffscreenMessage(message, pdfjs, engineConfig());
    if (!answer) return false;
    void answer.then(sendResponse);
    return true;
  },
);
