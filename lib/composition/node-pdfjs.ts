/** pdf.js for Node (its legacy build, loaded on first use) and the directory of its CMaps for CJK fonts. */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PdfJs } from '../pdf/read-pdf';

let loaded: Promise<{ pdfjs: PdfJs; cMapUrl: string }> | undefined;

export function nodePdfJs(): Promise<{ pdfjs: PdfJs; cMapUrl: string }> {
  loaded ??= import('pdfjs-dist/legacy/build/pdf.mjs').then((pdfjs) => ({
    pdfjs,
    cMapUrl: `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'cmaps')}/`,
  }));
  return loaded;
}
