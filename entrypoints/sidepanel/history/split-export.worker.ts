/** Web worker: parses an export file and cuts it into bundles off the panel's thread, posting one bundle a message. */
import { splitExport, type ExportPart } from './split-export';

interface SplitRequest {
  text: string;
  size: number;
  fileName: string;
}

self.onmessage = (event: MessageEvent<SplitRequest>) => {
  const { text, size, fileName } = event.data;
  const split = splitExport(text, size, fileName);
  const post = (part: ExportPart) => self.postMessage(part);
  if (!split.ok) return post({ type: 'failure', message: split.message });
  post({ type: 'start', total: split.total });
  // One message per bundle: the panel receives each as its own short task, never the whole file at once.
  for (const bundle of split.bundles) post({ type: 'bundle', bundle });
  post({ type: 'end' });
};
