/**
 * Reads an export file as parts (run count, bundles, end) from a web worker, so parsing a large file never blocks the
 * panel; where no worker can start, the file is split on the panel's thread and handed over part by part.
 */
import { partsOf, splitExport, type ExportPart } from './split-export';

/** Runs per bundle: one bundle is a short step for the panel and the background (the History list updates each). */
export const IMPORT_CHUNK = 25;

export async function readExport(
  file: File,
  onPart: (part: ExportPart) => Promise<void>,
  size = IMPORT_CHUNK,
): Promise<void> {
  const text = await file.text();
  const worker = startWorker();
  if (!worker) {
    for (const part of partsOf(splitExport(text, size, file.name))) {
      await onPart(part);
      await yieldToPanel();
    }
    return;
  }
  try {
    await new Promise<void>((resolve, reject) => {
      // Parts are handled one after another: the next waits for the last one's import to finish.
      let chain = Promise.resolve();
      worker.onmessage = (event: MessageEvent<ExportPart>) => {
        const part = event.data;
        chain = chain.then(() => onPart(part));
        if (part.type === 'end' || part.type === 'failure') chain.then(resolve, reject);
        else chain.catch(reject);
      };
      worker.onerror = (event) => reject(new Error(event.message || 'the file could not be read'));
      worker.postMessage({ text, size, fileName: file.name });
    });
  } finally {
    worker.terminate();
  }
}

function startWorker(): Worker | null {
  try {
    return new Worker(new URL('./split-export.worker.ts', import.meta.url), { type: 'module' });
  } catch {
    return null;
  }
}

/** Lets the panel paint and answer input between two steps. */
function yieldToPanel(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}
