/** Markdown helpers for bench/EVAL.md: numbers, tables, confusion matrices and reliability tables. */
import type { Calibration, Classification } from './metrics';

export const num = (x: number, digits = 3): string => (Number.isFinite(x) ? x.toFixed(digits) : 'n/a');

export function table(
  header: readonly string[],
  rows: ReadonlyArray<ReadonlyArray<string | number>>,
): string {
  const line = (cells: ReadonlyArray<string | number>) =>
    `| ${cells.map((c) => String(c).replace(/\|/g, '\\|')).join(' | ')} |`;
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}

/** Rows gold, columns predicted. */
export function confusionTable<C extends string>(classes: readonly C[], result: Classification<C>): string {
  return table(
    ['gold \\ predicted', ...classes],
    classes.map((g) => [g, ...classes.map((p) => result.confusion[g][p])]),
  );
}

export function perClassTable<C extends string>(classes: readonly C[], result: Classification<C>): string {
  return table(
    ['class', 'support', 'precision', 'recall', 'F1'],
    classes.map((c) => [
      c,
      result.perClass[c].support,
      num(result.perClass[c].precision),
      num(result.perClass[c].recall),
      num(result.perClass[c].f1),
    ]),
  );
}

export function reliabilityTable(cal: Calibration): string {
  return table(
    ['confidence bin', 'n', 'mean confidence', 'accuracy', '|gap|'],
    cal.bins.map((b) => [
      `${b.lo.toFixed(1)}–${b.hi.toFixed(1)}`,
      b.count,
      b.count ? num(b.meanConfidence) : '–',
      b.count ? num(b.accuracy) : '–',
      b.count ? num(Math.abs(b.accuracy - b.meanConfidence)) : '–',
    ]),
  );
}
