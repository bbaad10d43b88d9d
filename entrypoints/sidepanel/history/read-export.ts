/**
 * Reads an export file as parts (run count, bundles, end) from a web worker, so reading and parsing a large file
 * never blocks the panel; where no worker can start, the file is split on the panel's thread and handed over part by
 * part with a pause between parts.
 */
import { bundlePart, splitExport, startOf, type ExportPart } from './split-export';

/** Runs per bundle: one bundle is a short step for the panel and the background (the History list updates each). */
const IMPORT_CHUNK = 5;

export async function readExport(
  file: File,
  onPart: (part: ExportPart) => Promise<void>,
  size = IMPORT_CHUNK,
): Promise<void> {
  const worker = startWorker();
  if (!worker) {
    const split = splitExport(await file.text(), size, file.name);
    let part = startOf(split);
    for (let index = 0; ; index += 1) {
      await onPart(part);
      if (part.type === 'end' || part.type === 'failure') return;
      await yieldToPanel();
      part = bundlePart(split, index);
    }
  }
  try {
    await new Promise<void>((resolve, reject) => {
      // One part at a time: the next is asked for once the last one is handled (imported).
      worker.onmessage = (event: MessageEvent<ExportPart>) => {
        const part = event.data;
        onPart(part).then(() => {
          if (part.type === 'end' || part.type === 'failure') resolve();
          else worker.postMessage({ type: 'next' });
        }, reject);
      };
      worker.onerror = (event) => reject(new Error(event.message || 'the file could not be read'));
      worker.postMessage({ type: 'read', file, size });
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
