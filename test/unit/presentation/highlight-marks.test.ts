/** In-page highlight marks: each verdict has its own line pattern, so none is told apart by colour alone. */
import { describe, expect, it } from 'vitest';
import { VerdictLabelSchema } from '../../../lib/engine/schemas';
import { HIGHLIGHT_MARKS, markCss } from '../../../lib/presentation/highlight-marks';

describe('highlight marks', () => {
  it('gives every verdict (and "being checked") a mark', () => {
    expect(Object.keys(HIGHLIGHT_MARKS).sort()).toEqual([...VerdictLabelSchema.options, 'pending'].sort());
  });

  it('tells every label apart by its line and line style, without its colours', () => {
    const patterns = Object.values(HIGHLIGHT_MARKS).map((mark) => `${mark.line} ${mark.style}`);
    expect(new Set(patterns).size).toBe(patterns.length);
  });

  it('writes the pattern into the CSS the page gets', () => {
    const css = markCss(HIGHLIGHT_MARKS.refuted);
    expect(css).toContain('text-decoration-line: underline');
    expect(css).toContain('text-decoration-style: dotted');
    expect(css).toContain('background-color: rgba(218, 54, 51, 0.32)');
  });
});
