/**
 * Web worker: reads and parses an export file off the panel's thread and hands it over one small bundle at a time,
 * each when the panel asks for the next (so the panel never receives the whole file at once).
 */
import { bundlePart, splitExport, startOf, type SplitExport } from './split-export';

type Request = { type: 'read'; file: File; size: number } | { type: 'next' };

let split: SplitExport | null = null;
let next = 0;

self.onmessage = async (event: MessageEvent<Request>) => {
  const request = event.data;
  if (request.type === 'read') {
    split = splitExport(await request.file.text(), request.size, request.file.name);
    next = 0;
    self.postMessage(startOf(split));
  } else if (split) {
    self.postMessage(bundlePart(split, next));
    next += 1;
  }
};
