/** Ratcliff/Obershelp similarity (Python difflib's SequenceMatcher.ratio without junk heuristics) on strings or token arrays. */

type Seq = string | readonly string[];

/** 2·M / (|a| + |b|), M = characters (or tokens) in the recursively found longest common blocks. 1 for two empties. */
export function ratcliffObershelp(a: Seq, b: Seq): number {
  const total = a.length + b.length;
  if (total === 0) return 1;
  return (2 * matchingCount(a, b, 0, a.length, 0, b.length)) / total;
}

/** An upper bound on the ratio from element counts alone (difflib's quick_ratio): cheap pre-filter. */
export function quickRatio(a: Seq, b: Seq): number {
  const total = a.length + b.length;
  if (total === 0) return 1;
  const counts = new Map<string, number>();
  for (let i = 0; i < b.length; i += 1) {
    const x = b[i] as string;
    counts.set(x, (counts.get(x) ?? 0) + 1);
  }
  let matches = 0;
  for (let i = 0; i < a.length; i += 1) {
    const x = a[i] as string;
    const n = counts.get(x) ?? 0;
    if (n > 0) {
      matches += 1;
      counts.set(x, n - 1);
    }
  }
  return (2 * matches) / total;
}

function matchingCount(a: Seq, b: Seq, alo: number, ahi: number, blo: number, bhi: number): number {
  // Iterative over a stack so long inputs cannot overflow the call stack.
  let count = 0;
  const stack: Array<[number, number, number, number]> = [[alo, ahi, blo, bhi]];
  while (stack.length > 0) {
    const [al, ah, bl, bh] = stack.pop() as [number, number, number, number];
    const [i, j, size] = longestMatch(a, b, al, ah, bl, bh);
    if (size === 0) continue;
    count += size;
    if (al < i && bl < j) stack.push([al, i, bl, j]);
    if (i + size < ah && j + size < bh) stack.push([i + size, ah, j + size, bh]);
  }
  return count;
}

/** Longest common block in a[alo:ahi], b[blo:bhi]; earliest in a, then in b, on ties (as difflib). */
function longestMatch(
  a: Seq,
  b: Seq,
  alo: number,
  ahi: number,
  blo: number,
  bhi: number,
): [number, number, number] {
  let bestI = alo;
  let bestJ = blo;
  let bestSize = 0;
  let prev = new Map<number, number>();
  for (let i = alo; i < ahi; i += 1) {
    const next = new Map<number, number>();
    const ai = a[i];
    for (let j = blo; j < bhi; j += 1) {
      if (b[j] !== ai) continue;
      const k = (prev.get(j - 1) ?? 0) + 1;
      next.set(j, k);
      if (k > bestSize) {
        bestI = i - k + 1;
        bestJ = j - k + 1;
        bestSize = k;
      }
    }
    prev = next;
  }
  return [bestI, bestJ, bestSize];
}
