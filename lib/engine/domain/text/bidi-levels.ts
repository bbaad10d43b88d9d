/** Embedding levels of one line by the Unicode Bidirectional Algorithm (UAX #9 rules P2–P3, X1–X10, W1–W7, N1–N2, I1–I2, L1). */
import { bidiClass, type BidiClass } from './bidi-class';

const MAX_DEPTH = 125;
const REMOVED = new Set<BidiClass>(['LRE', 'RLE', 'LRO', 'RLO', 'PDF', 'BN']);
const ISOLATE_INITIATORS = new Set<BidiClass>(['LRI', 'RLI', 'FSI']);
const NEUTRAL_OR_ISOLATE = new Set<BidiClass>(['B', 'S', 'WS', 'ON', 'LRI', 'RLI', 'FSI', 'PDI']);

/** Each code point's resolved level, or -1 for the controls X9 removes (they display as nothing). */
interface LineLevels {
  paragraphLevel: number;
  levels: number[];
}

/** P2–P3: 1 when the first strong character (isolates skipped) is right-to-left, else 0. */
function firstStrongLevel(types: readonly BidiClass[], from: number, to: number, fallback: number): number {
  let depth = 0;
  for (let i = from; i < to; i += 1) {
    const t = types[i]!;
    if (ISOLATE_INITIATORS.has(t)) depth += 1;
    else if (t === 'PDI') {
      if (depth === 0) break;
      depth -= 1;
    } else if (depth === 0 && (t === 'L' || t === 'R' || t === 'AL')) return t === 'L' ? 0 : 1;
  }
  return fallback;
}

/** BD9: the PDI matching each isolate initiator (index → index), within the line. */
function matchingPdis(types: readonly BidiClass[]): Map<number, number> {
  const open: number[] = [];
  const match = new Map<number, number>();
  types.forEach((t, i) => {
    if (ISOLATE_INITIATORS.has(t)) open.push(i);
    else if (t === 'PDI' && open.length) match.set(open.pop()!, i);
  });
  return match;
}

interface Entry {
  level: number;
  override: 'L' | 'R' | null;
  isolate: boolean;
}

/** X1–X8: explicit levels, with overridden characters retyped to L or R. */
function explicitLevels(types: BidiClass[], paragraphLevel: number, pdis: Map<number, number>): number[] {
  const levels = types.map(() => paragraphLevel);
  const stack: Entry[] = [{ level: paragraphLevel, override: null, isolate: false }];
  let overflowIsolates = 0;
  let overflowEmbeddings = 0;
  let validIsolates = 0;
  const top = () => stack[stack.length - 1]!;
  const retype = (i: number) => {
    const o = top().override;
    if (o) types[i] = o;
  };
  types.forEach((t, i) => {
    if (t === 'RLE' || t === 'LRE' || t === 'RLO' || t === 'LRO') {
      const rtl = t === 'RLE' || t === 'RLO';
      const level = rtl ? (top().level + 1) | 1 : (top().level + 2) & ~1;
      levels[i] = top().level;
      if (level <= MAX_DEPTH && overflowIsolates === 0 && overflowEmbeddings === 0) {
        const override = t === 'RLO' ? 'R' : t === 'LRO' ? 'L' : null;
        stack.push({ level, override, isolate: false });
      } else if (overflowIsolates === 0) overflowEmbeddings += 1;
    } else if (ISOLATE_INITIATORS.has(t)) {
      levels[i] = top().level;
      retype(i);
      const end = pdis.get(i) ?? types.length;
      const rtl = t === 'RLI' || (t === 'FSI' && firstStrongLevel(types, i + 1, end, 0) === 1);
      const level = rtl ? (top().level + 1) | 1 : (top().level + 2) & ~1;
      if (level <= MAX_DEPTH && overflowIsolates === 0 && overflowEmbeddings === 0) {
        validIsolates += 1;
        stack.push({ level, override: null, isolate: true });
      } else overflowIsolates += 1;
    } else if (t === 'PDI') {
      if (overflowIsolates > 0) overflowIsolates -= 1;
      else if (validIsolates > 0) {
        overflowEmbeddings = 0;
        while (!top().isolate) stack.pop();
        stack.pop();
        validIsolates -= 1;
      }
      levels[i] = top().level;
      retype(i);
    } else if (t === 'PDF') {
      levels[i] = top().level;
      if (overflowIsolates > 0) return;
      if (overflowEmbeddings > 0) overflowEmbeddings -= 1;
      else if (!top().isolate && stack.length >= 2) stack.pop();
    } else if (t === 'B') levels[i] = paragraphLevel;
    else {
      levels[i] = top().level;
      if (t !== 'BN') retype(i);
    }
  });
  return levels;
}

/** X10: isolating run sequences, as lists of indices of the characters X9 keeps. */
function runSequences(kept: number[], levels: number[], types: BidiClass[], pdis: Map<number, number>) {
  const runs: number[][] = [];
  for (const i of kept) {
    const run = runs[runs.length - 1];
    if (run && levels[run[run.length - 1]!] === levels[i]) run.push(i);
    else runs.push([i]);
  }
  const runStartingAt = new Map(runs.map((r) => [r[0]!, r]));
  const continued = new Set<number[]>();
  const sequences: number[][] = [];
  for (const run of runs) {
    if (continued.has(run)) continue;
    const sequence = [...run];
    let last = run[run.length - 1]!;
    while (ISOLATE_INITIATORS.has(types[last]!) && pdis.has(last)) {
      const next = runStartingAt.get(pdis.get(last)!);
      if (!next) break;
      continued.add(next);
      sequence.push(...next);
      last = next[next.length - 1]!;
    }
    sequences.push(sequence);
  }
  return sequences;
}

/** W1–W7, N1–N2, I1–I2 over one isolating run sequence. */
function resolveSequence(
  seq: number[],
  types: BidiClass[],
  levels: number[],
  sos: BidiClass,
  eos: BidiClass,
) {
  const level = levels[seq[0]!]!;
  const t = seq.map((i) => types[i]!);
  for (let k = 0; k < t.length; k += 1) {
    if (t[k] !== 'NSM') continue;
    const prev = k === 0 ? sos : t[k - 1]!;
    t[k] = ISOLATE_INITIATORS.has(prev) || prev === 'PDI' ? 'ON' : prev; // W1
  }
  let strong: BidiClass = sos;
  for (let k = 0; k < t.length; k += 1) {
    if (t[k] === 'L' || t[k] === 'R' || t[k] === 'AL') strong = t[k]!;
    else if (t[k] === 'EN' && strong === 'AL') t[k] = 'AN'; // W2
  }
  for (let k = 0; k < t.length; k += 1) if (t[k] === 'AL') t[k] = 'R'; // W3
  for (let k = 1; k + 1 < t.length; k += 1) {
    const [a, b, c] = [t[k - 1], t[k], t[k + 1]];
    if (a === 'EN' && c === 'EN' && (b === 'ES' || b === 'CS'))
      t[k] = 'EN'; // W4
    else if (a === 'AN' && c === 'AN' && b === 'CS') t[k] = 'AN';
  }
  for (let k = 0; k < t.length; k += 1) {
    if (t[k] !== 'ET') continue; // W5
    let end = k;
    while (end < t.length && t[end] === 'ET') end += 1;
    if (t[k - 1] === 'EN' || t[end] === 'EN') t.fill('EN', k, end);
    k = end;
  }
  for (let k = 0; k < t.length; k += 1) if (t[k] === 'ES' || t[k] === 'ET' || t[k] === 'CS') t[k] = 'ON'; // W6
  strong = sos;
  for (let k = 0; k < t.length; k += 1) {
    if (t[k] === 'L' || t[k] === 'R') strong = t[k]!;
    else if (t[k] === 'EN' && strong === 'L') t[k] = 'L'; // W7
  }
  const direction = (x: BidiClass | undefined) => (x === 'L' ? 'L' : 'R');
  for (let k = 0; k < t.length; k += 1) {
    if (!NEUTRAL_OR_ISOLATE.has(t[k]!)) continue; // N1, N2
    let end = k;
    while (end < t.length && NEUTRAL_OR_ISOLATE.has(t[end]!)) end += 1;
    const before = direction(k === 0 ? sos : t[k - 1]);
    const after = direction(end === t.length ? eos : t[end]);
    t.fill(before === after ? before : level % 2 ? 'R' : 'L', k, end);
    k = end;
  }
  seq.forEach((i, k) => {
    const type = t[k]!;
    if (level % 2 === 0)
      levels[i] = level + (type === 'R' ? 1 : type === 'AN' || type === 'EN' ? 2 : 0); // I1
    else if (type === 'L' || type === 'EN' || type === 'AN') levels[i] = level + 1; // I2
  });
}

/**
 * The resolved level of each code point of `chars` (one line: no paragraph separator inside), in a paragraph of
 * `paragraphLevel` (by default from its first strong letter).
 */
export function lineLevels(chars: readonly string[], paragraph?: number): LineLevels {
  const original = chars.map(bidiClass);
  const types = [...original];
  const pdis = matchingPdis(types);
  const paragraphLevel = paragraph ?? firstStrongLevel(types, 0, types.length, 0);
  const levels = explicitLevels(types, paragraphLevel, pdis);
  const kept = types.flatMap((t, i) => (REMOVED.has(original[i]!) || t === 'BN' ? [] : [i]));
  const explicit = [...levels];
  const directionOf = (level: number): BidiClass => (level % 2 ? 'R' : 'L');
  for (const seq of runSequences(kept, levels, types, pdis)) {
    const first = seq[0]!;
    const last = seq[seq.length - 1]!;
    const at = kept.indexOf(first);
    const before = at > 0 ? explicit[kept[at - 1]!]! : paragraphLevel;
    const endsOpen = ISOLATE_INITIATORS.has(types[last]!);
    const after = kept.indexOf(last) + 1;
    const next = endsOpen || after >= kept.length ? paragraphLevel : explicit[kept[after]!]!;
    const level = explicit[first]!;
    resolveSequence(
      seq,
      types,
      levels,
      directionOf(Math.max(level, before)),
      directionOf(Math.max(level, next)),
    );
  }
  // L1: trailing white space and isolate controls, and those before a tab, display at the paragraph level.
  let trailing = true;
  for (let i = chars.length - 1; i >= 0; i -= 1) {
    const t = original[i]!;
    const blank = t === 'WS' || ISOLATE_INITIATORS.has(t) || t === 'PDI' || REMOVED.has(t);
    if (t === 'S') {
      levels[i] = paragraphLevel;
      trailing = true;
    } else if (trailing && blank) levels[i] = paragraphLevel;
    else trailing = false;
  }
  return { paragraphLevel, levels: levels.map((l, i) => (REMOVED.has(original[i]!) ? -1 : l)) };
}
