/** Bytes of a built file per source module, read from its source map (mappings decoded here, no dependency). */

const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...B64].map((c, i) => [c, i]));

/** One segment's fields, each a base64 VLQ (source map v3). */
function decodeSegment(segment: string): number[] {
  const out: number[] = [];
  let value = 0;
  let shift = 0;
  for (const c of segment) {
    const digit = DIGIT.get(c);
    if (digit === undefined) throw new Error(`source map: bad VLQ character ${JSON.stringify(c)}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    out.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return out;
}

export interface SourceMapV3 {
  sources: (string | null)[];
  mappings: string;
}

/**
 * Characters of `code` attributed to each source: every mapped segment counts up to the next segment on its line
 * (or the line's end); text before a line's first segment, and segments without a source, count as ''.
 */
export function bytesBySource(code: string, map: SourceMapV3): Map<string, number> {
  const lines = code.split('\n');
  const by = new Map<string, number>();
  const add = (source: string, n: number) => by.set(source, (by.get(source) ?? 0) + n);
  let sourceIndex = 0;
  map.mappings.split(';').forEach((lineMappings, lineNo) => {
    const line = lines[lineNo] ?? '';
    let column = 0;
    const segments: { column: number; source: string }[] = [];
    for (const raw of lineMappings.split(',')) {
      if (!raw) continue;
      const fields = decodeSegment(raw);
      column += fields[0] ?? 0;
      if (fields.length >= 4) {
        sourceIndex += fields[1] ?? 0;
        segments.push({ column, source: map.sources[sourceIndex] ?? '' });
      } else segments.push({ column, source: '' });
      // Fields 2 and 3 (line and column in the source) are not needed for sizes; field 4 (name) neither.
    }
    add('', segments[0]?.column ?? line.length);
    segments.forEach((segment, i) => {
      const end = segments[i + 1]?.column ?? line.length;
      add(segment.source, Math.max(0, end - segment.column));
    });
  });
  return by;
}

/** `…/node_modules/@scope/pkg/…` → `@scope/pkg`; a project file → its first `depth` path segments. */
export function inputKey(source: string, depth = 3): string {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source)?.[1];
  if (pkg) return pkg;
  if (!source) return '(unmapped: runtime, data)';
  return source
    .replace(/^(\.\.\/)+/, '')
    .split('/')
    .slice(0, depth)
    .join('/');
}
