/** The framing test set read by the rules (no model), as the pipeline reads a page: per class and language, how often a framed mention reads as support. */
import { selectPassages } from '../../lib/engine/domain/text/select-passages';
import { lexicalStance } from '../../lib/engine/pipeline/stance/reading/lexical-stance';
import type { Stance } from '../../lib/engine/schemas';
import { framingCases, type FramingCase } from './framing-set';

export interface FramingReading {
  case: FramingCase;
  stance: Stance;
  rationale: string;
}

/** The rules' reading of one case: the passages the acquire stage would cut, framed on the whole page. */
export function readFramingCase(c: FramingCase): FramingReading {
  const text = c.paragraphs.join('\n\n');
  const passages = selectPassages(text, c.claim, { maxPassages: 2, maxChars: 900 }, c.lang);
  const passage = passages.map((p) => p.text).join('\n…\n') || text.slice(0, 900);
  const read = lexicalStance(c.claim, passage, { text, title: c.title });
  return { case: c, stance: read.stance, rationale: read.rationale };
}

export interface FramingRow {
  kind: FramingCase['kind'];
  lang: string;
  n: number;
  supports: number;
  refutes: number;
}

/** Per class and language: cases, read as support, read as refuting. */
export function framingTable(readings: FramingReading[] = framingCases().map(readFramingCase)): FramingRow[] {
  const rows = new Map<string, FramingRow>();
  for (const r of readings) {
    const key = `${r.case.kind}/${r.case.lang}`;
    const row = rows.get(key) ?? { kind: r.case.kind, lang: r.case.lang, n: 0, supports: 0, refutes: 0 };
    row.n++;
    if (r.stance === 'supports' || r.stance === 'mixed') row.supports++;
    if (r.stance === 'refutes') row.refutes++;
    rows.set(key, row);
  }
  return [...rows.values()];
}
