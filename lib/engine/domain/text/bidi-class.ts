/** The Unicode bidirectional class of a code point (UAX #9, Table 4), from ranges: what `bidi-display` reorders by. */

export type BidiClass =
  | 'L'
  | 'R'
  | 'AL'
  | 'EN'
  | 'ES'
  | 'ET'
  | 'AN'
  | 'CS'
  | 'NSM'
  | 'BN'
  | 'B'
  | 'S'
  | 'WS'
  | 'ON'
  | 'LRE'
  | 'LRO'
  | 'RLE'
  | 'RLO'
  | 'PDF'
  | 'LRI'
  | 'RLI'
  | 'FSI'
  | 'PDI';

const EXPLICIT: Record<number, BidiClass> = {
  0x202a: 'LRE',
  0x202b: 'RLE',
  0x202c: 'PDF',
  0x202d: 'LRO',
  0x202e: 'RLO',
  0x2066: 'LRI',
  0x2067: 'RLI',
  0x2068: 'FSI',
  0x2069: 'PDI',
  0x200e: 'L',
  0x200f: 'R',
  0x061c: 'AL',
};

/** Sorted, non-overlapping [first, last, class] ranges for the classes that are not letters' defaults. */
const RANGES: readonly (readonly [number, number, BidiClass])[] = [
  [0x0000, 0x0008, 'BN'],
  [0x0009, 0x0009, 'S'],
  [0x000a, 0x000a, 'B'],
  [0x000b, 0x000b, 'S'],
  [0x000c, 0x000c, 'WS'],
  [0x000d, 0x000d, 'B'],
  [0x000e, 0x001b, 'BN'],
  [0x001c, 0x001e, 'B'],
  [0x001f, 0x001f, 'S'],
  [0x0020, 0x0020, 'WS'],
  [0x0023, 0x0025, 'ET'],
  [0x002b, 0x002b, 'ES'],
  [0x002c, 0x002c, 'CS'],
  [0x002d, 0x002d, 'ES'],
  [0x002e, 0x002f, 'CS'],
  [0x0030, 0x0039, 'EN'],
  [0x003a, 0x003a, 'CS'],
  [0x007f, 0x0084, 'BN'],
  [0x0085, 0x0085, 'B'],
  [0x0086, 0x009f, 'BN'],
  [0x00a0, 0x00a0, 'CS'],
  [0x00a2, 0x00a5, 'ET'],
  [0x00ad, 0x00ad, 'BN'],
  [0x00b0, 0x00b1, 'ET'],
  [0x00b2, 0x00b3, 'EN'],
  [0x00b9, 0x00b9, 'EN'],
  [0x058f, 0x058f, 'ET'],
  [0x0600, 0x0605, 'AN'],
  [0x0609, 0x060a, 'ET'],
  [0x060c, 0x060c, 'CS'],
  [0x0660, 0x0669, 'AN'],
  [0x066a, 0x066a, 'ET'],
  [0x066b, 0x066c, 'AN'],
  [0x06dd, 0x06dd, 'AN'],
  [0x06f0, 0x06f9, 'EN'],
  [0x0890, 0x0891, 'AN'],
  [0x08e2, 0x08e2, 'AN'],
  [0x09f2, 0x09f3, 'ET'],
  [0x0e3f, 0x0e3f, 'ET'],
  [0x1680, 0x1680, 'WS'],
  [0x17db, 0x17db, 'ET'],
  [0x2000, 0x200a, 'WS'],
  [0x200b, 0x200d, 'BN'],
  [0x2028, 0x2028, 'WS'],
  [0x2029, 0x2029, 'B'],
  [0x202f, 0x202f, 'CS'],
  [0x2030, 0x2034, 'ET'],
  [0x2044, 0x2044, 'CS'],
  [0x205f, 0x205f, 'WS'],
  [0x2060, 0x2065, 'BN'],
  [0x206a, 0x206f, 'BN'],
  [0x2070, 0x2070, 'EN'],
  [0x2074, 0x2079, 'EN'],
  [0x207a, 0x207b, 'ES'],
  [0x2080, 0x2089, 'EN'],
  [0x208a, 0x208b, 'ES'],
  [0x20a0, 0x20cf, 'ET'],
  [0x212e, 0x212e, 'ET'],
  [0x2212, 0x2212, 'ES'],
  [0x2213, 0x2213, 'ET'],
  [0x2488, 0x249b, 'EN'],
  [0x3000, 0x3000, 'WS'],
  [0xfb29, 0xfb29, 'ES'],
  [0xfe50, 0xfe50, 'CS'],
  [0xfe52, 0xfe52, 'CS'],
  [0xfe55, 0xfe55, 'CS'],
  [0xfe5f, 0xfe5f, 'ET'],
  [0xfe62, 0xfe63, 'ES'],
  [0xfe69, 0xfe6a, 'ET'],
  [0xfeff, 0xfeff, 'BN'],
  [0xff03, 0xff05, 'ET'],
  [0xff0b, 0xff0b, 'ES'],
  [0xff0c, 0xff0c, 'CS'],
  [0xff0d, 0xff0d, 'ES'],
  [0xff0e, 0xff0f, 'CS'],
  [0xff10, 0xff19, 'EN'],
  [0xff1a, 0xff1a, 'CS'],
  [0xffe0, 0xffe1, 'ET'],
  [0xffe5, 0xffe6, 'ET'],
  [0x10e60, 0x10e7e, 'AN'],
  [0x1d7ce, 0x1d7ff, 'EN'],
];

/** Blocks whose letters and punctuation are right-to-left: Arabic-type (AL) or Hebrew-type (R). */
const RTL_BLOCKS: readonly (readonly [number, number, 'R' | 'AL'])[] = [
  [0x0590, 0x05ff, 'R'],
  [0x0600, 0x07bf, 'AL'],
  [0x07c0, 0x085f, 'R'],
  [0x0860, 0x08ff, 'AL'],
  [0xfb1d, 0xfb4f, 'R'],
  [0xfb50, 0xfdcf, 'AL'],
  [0xfdf0, 0xfdff, 'AL'],
  [0xfe70, 0xfefe, 'AL'],
  [0x10800, 0x10fff, 'R'],
  [0x1e800, 0x1edff, 'R'],
  [0x1ee00, 0x1eeff, 'AL'],
  [0x1ef00, 0x1efff, 'R'],
];

function inRanges<T>(code: number, ranges: readonly (readonly [number, number, T])[]): T | undefined {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    const [first, last, value] = ranges[mid]!;
    if (code < first) hi = mid - 1;
    else if (code > last) lo = mid + 1;
    else return value;
  }
  return undefined;
}

const NSM = /^[\p{Mn}\p{Me}]$/u;
const FORMAT = /^[\p{Cf}\p{Cc}]$/u;
const LEFT = /^[\p{L}\p{Mc}\p{Nd}\p{Nl}]$/u;

/**
 * The bidi class of `ch` (one code point). Exact for the explicit controls, marks, digits, separators and the
 * common punctuation; letters are L outside the right-to-left blocks and R or AL inside them; other symbols and
 * punctuation are ON. Rare characters may differ from the Unicode Character Database (see `bidi-display`).
 */
export function bidiClass(ch: string): BidiClass {
  const code = ch.codePointAt(0) ?? 0;
  const explicit = EXPLICIT[code];
  if (explicit) return explicit;
  const listed = inRanges(code, RANGES);
  if (listed) return listed;
  if (NSM.test(ch)) return 'NSM';
  const rtl = inRanges(code, RTL_BLOCKS);
  if (rtl) return rtl;
  if (FORMAT.test(ch)) return 'BN';
  return LEFT.test(ch) ? 'L' : 'ON';
}
