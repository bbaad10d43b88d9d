/** The pdf.js worker module ships without types: only its message handler is used (see browser-pdfjs.ts). */
declare module 'pdfjs-dist/build/pdf.worker.mjs' {
  export const WorkerMessageHandler: unknown;
}
