/** A sandbox evidence page as the acquire stage hands it to stance: the whole page is the passage. */
import type { AcquiredPassage } from '../../lib/engine/pipeline/acquire/acquire-stage';
import { EVIDENCE, withPort } from '../sandbox/corpus';

/** The page `id` served on the sandbox at `port`, with `extra` appended as a last paragraph (an injected one). */
export function sandboxPassage(port: number, id: string, extra?: string): AcquiredPassage {
  const page = EVIDENCE.find((p) => p.id === id);
  if (!page) throw new Error(`no sandbox page ${id}`);
  const url = withPort(page.url, port);
  const text = [...page.paragraphs, ...(extra ? [extra] : [])].join('\n\n');
  return {
    candidate: {
      result: {
        url,
        title: page.title,
        snippet: '',
        provider: 'searxng',
        rank: 1,
        publishedAt: page.publishedAt,
        rating: null,
      },
      queryId: 'q-1',
      searchTraceId: null,
    },
    page: {
      url,
      finalUrl: url,
      title: page.title,
      siteName: page.siteName,
      byline: null,
      publishedAt: page.publishedAt,
      lang: 'en',
      text,
      fetchedAt: new Date().toISOString(),
      contentType: 'text/html',
      byteLength: text.length,
    },
    passage: text,
    sourceText: text,
    fetchTraceId: null,
  };
}
