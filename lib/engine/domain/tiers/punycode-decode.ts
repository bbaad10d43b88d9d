/** punycodeLabel: one IDNA label (`xn--…`) decoded to Unicode (RFC 3492), or undefined when it is not valid punycode. */

const BASE = 36;
const T_MIN = 1;
const T_MAX = 26;
const SKEW = 38;
const DAMP = 700;
const INITIAL_BIAS = 72;
const INITIAL_N = 128;
const MAX_LENGTH = 63;

function adapt(delta: number, points: number, first: boolean): number {
  let d = first ? Math.floor(delta / DAMP) : delta >> 1;
  d += Math.floor(d / points);
  let k = 0;
  while (d > ((BASE - T_MIN) * T_MAX) >> 1) {
    d = Math.floor(d / (BASE - T_MIN));
    k += BASE;
  }
  return k + Math.floor(((BASE - T_MIN + 1) * d) / (d + SKEW));
}

function digitOf(code: number): number {
  if (code >= 48 && code <= 57) return code - 22; // 0-9 → 26-35
  if (code >= 65 && code <= 90) return code - 65; // A-Z
  if (code >= 97 && code <= 122) return code - 97; // a-z
  return BASE;
}

/** `xn--wh-pmc` → `whо` (Cyrillic о). Labels without the `xn--` prefix are answered unchanged. */
function punycodeLabel(label: string): string | undefined {
  if (!label.toLowerCase().startsWith('xn--')) return label;
  const input = label.slice(4);
  if (input.length === 0 || input.length > MAX_LENGTH) return undefined;
  const cut = input.lastIndexOf('-');
  const output: number[] = [];
  for (const ch of cut > 0 ? input.slice(0, cut) : '') {
    const code = ch.charCodeAt(0);
    if (code >= 128) return undefined;
    output.push(code);
  }
  let n = INITIAL_N;
  let bias = INITIAL_BIAS;
  let i = 0;
  for (let pos = cut > 0 ? cut + 1 : 0; pos < input.length;) {
    const oldI = i;
    for (let w = 1, k = BASE; ; k += BASE) {
      if (pos >= input.length) return undefined;
      const digit = digitOf(input.charCodeAt(pos++));
      if (digit >= BASE) return undefined;
      i += digit * w;
      const t = k <= bias ? T_MIN : k >= bias + T_MAX ? T_MAX : k - bias;
      if (digit < t) break;
      w *= BASE - t;
      if (i > 0x10ffff * 4) return undefined;
    }
    const points = output.length + 1;
    bias = adapt(i - oldI, points, oldI === 0);
    n += Math.floor(i / points);
    i %= points;
    if (n > 0x10ffff) return undefined;
    output.splice(i, 0, n);
    i += 1;
  }
  return String.fromCodePoint(...output);
}

/** A host with every `xn--` label decoded (labels that fail to decode stay as they are). */
export function unicodeHost(host: string): string {
  return host
    .split('.')
    .map((label) => punycodeLabel(label) ?? label)
    .join('.');
}
