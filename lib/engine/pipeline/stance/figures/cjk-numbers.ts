/** CJK numbers written in parts ("1億2435万2千", "1만 9천") read as one number. */

/** One-character scale words of Chinese, Japanese and Korean numbers (万 10⁴, 亿/億/억 10⁸, 千/천 10³). */
export const CJK_SCALE = /^[万亿億千만억천]$/u;
const SCALE_OF: Readonly<Record<string, number>> = {
  万: 1e4,
  만: 1e4,
  亿: 1e8,
  億: 1e8,
  억: 1e8,
  千: 1e3,
  천: 1e3,
};

interface Part {
  value: number;
  raw: string;
  index: number;
  approximate: boolean;
  bound: 'min' | 'max' | null;
}

/**
 * Merges, in place, the parts of a CJK number into one quantity: "1億2435万2千人" = 124,352,000, "2506万6100人" =
 * 25,066,100, "1만 9천 명" = 19,000 (each part follows the last, in a smaller scale or none). The merged quantity keeps
 * the last part's unit and noun and the first part's position, estimate and bound.
 */
export function mergeCjkScales<Q extends Part>(quantities: Q[]): void {
  const scaleOf = (q: Part) => SCALE_OF[q.raw.trim().slice(-1)] ?? 0;
  for (let i = 0; i + 1 < quantities.length;) {
    const [head, next] = [quantities[i]!, quantities[i + 1]!];
    const scale = scaleOf(head);
    const gap = next.index - head.index - head.raw.length;
    // Written on ("2435万2千") or, in Korean, after a space when the next part has its own scale ("1만 9천").
    const adjacent = gap === 0 || (gap === 1 && scaleOf(next) > 0);
    if (scale > 0 && adjacent && scaleOf(next) < scale && next.value < scale) {
      quantities.splice(i, 2, {
        ...next,
        value: head.value + next.value,
        raw: `${head.raw}${gap === 1 ? ' ' : ''}${next.raw}`,
        index: head.index,
        approximate: head.approximate,
        bound: head.bound,
      });
    } else i++;
  }
}
