/** The sandbox search APIs' shared corpus index (BM25 over the evidence pages, title ×3) and snippet helpers. */
import { Bm25Index } from './bm25';
import type { SandboxEvidencePage } from './corpus/types';
import { allEvidence, extraEvidenceVersion } from './extra-evidence';
import { tokenize } from './text';

interface Doc {
  id: string;
  title: string;
  body: string;
  page: SandboxEvidencePage;
}

let built: { version: number; index: Bm25Index<Doc> } | null = null;

/** The BM25 index over the corpus and the pages a test added (rebuilt when those change). */
export function searchIndex(): Bm25Index<Doc> {
  const version = extraEvidenceVersion();
  if (built?.version !== version) {
    const docs = allEvidence().map((page) => ({
      id: page.id,
      title: page.title,
      body: page.paragraphs.join('\n'),
      page,
    }));
    built = { version, index: new Bm25Index<Doc>(docs) };
  }
  return built.index;
}

export function clampCount(raw: string | null, fallback: number, max: number): number {
  const value = Number(raw ?? fallback);
  return Number.isFinite(value) && value > 0 ? Math.min(Math.floor(value), max) : fallback;
}

/** The paragraph that shares most words with the query (a search snippet). */
export function snippet(page: SandboxEvidencePage, query: string): string {
  const terms = new Set(tokenize(query));
  let best = page.paragraphs[0] ?? '';
  let bestScore = -1;
  for (const paragraph of page.paragraphs) {
    const score = tokenize(paragraph).filter((token) => terms.has(token)).length;
    if (score > bestScore) [best, bestScore] = [paragraph, score];
  }
  return best;
}

export function pageId(page: SandboxEvidencePage): number {
  return 100000 + allEvidence().indexOf(page) * 7919;
}
