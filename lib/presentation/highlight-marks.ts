/** How each verdict marks its claim in the page: a tint plus a line pattern, so the label never rests on colour alone. */
import type { VerdictLabel } from '../engine/schemas';

export type MarkLabel = VerdictLabel | 'pending';

export interface HighlightMark {
  /** Background tint (translucent, so the page's own text colour stays readable). */
  background: string;
  /** `text-decoration-line`: underline for verdicts, overline for claims without one. */
  line: 'underline' | 'overline';
  /** `text-decoration-style`: each label has its own (line, style) pair. */
  style: 'solid' | 'double' | 'dotted' | 'dashed' | 'wavy';
  /** Line colour, dark enough to see on a light page. */
  color: string;
}

export const HIGHLIGHT_MARKS: Record<MarkLabel, HighlightMark> = {
  supported: { background: 'rgba(46, 160, 67, 0.28)', line: 'underline', style: 'double', color: '#1a7f37' },
  likely_true: { background: 'rgba(46, 160, 67, 0.18)', line: 'underline', style: 'solid', color: '#1a7f37' },
  contested: { background: 'rgba(219, 154, 4, 0.32)', line: 'underline', style: 'wavy', color: '#9a6700' },
  likely_false: {
    background: 'rgba(218, 54, 51, 0.2)',
    line: 'underline',
    style: 'dashed',
    color: '#cf222e',
  },
  refuted: { background: 'rgba(218, 54, 51, 0.32)', line: 'underline', style: 'dotted', color: '#cf222e' },
  unverified: {
    background: 'rgba(110, 118, 129, 0.25)',
    line: 'overline',
    style: 'dotted',
    color: '#59636e',
  },
  not_checkable: {
    background: 'rgba(110, 118, 129, 0.12)',
    line: 'overline',
    style: 'solid',
    color: '#59636e',
  },
  pending: { background: 'rgba(9, 105, 218, 0.12)', line: 'overline', style: 'dashed', color: '#0969da' },
};

/** The CSS declarations of a mark (for `::highlight()` in the page and for the panel's legend). */
export function markCss(mark: HighlightMark): string {
  return [
    `background-color: ${mark.background}`,
    `text-decoration-line: ${mark.line}`,
    `text-decoration-style: ${mark.style}`,
    `text-decoration-color: ${mark.color}`,
    'text-decoration-thickness: 2px',
  ].join('; ');
}
