import type { CSSProperties } from 'react';
import { HIGHLIGHT_MARKS, type HighlightMark, type MarkLabel } from '@/lib/presentation/highlight-marks';
import { LABEL_WORDS } from '@/lib/presentation/verdict-words';

const MARK_WORDS: Record<MarkLabel, string> = { ...LABEL_WORDS, pending: 'Being checked' };

/** What each highlight in the page means: the same tint and line pattern as in the page, and the line in words. */
export function HighlightLegend() {
  return (
    <details className="highlight-legend" data-testid="highlight-legend">
      <summary>What the marks in the page mean</summary>
      <ul>
        {(Object.keys(HIGHLIGHT_MARKS) as MarkLabel[]).map((label) => {
          const mark = HIGHLIGHT_MARKS[label];
          return (
            <li key={label} data-label={label}>
              <span className="highlight-sample" style={sampleStyle(mark)}>
                {MARK_WORDS[label]}
              </span>{' '}
              <span className="muted">
                — {mark.style} {mark.line === 'underline' ? 'underline' : 'line above'}
              </span>
            </li>
          );
        })}
      </ul>
    </details>
  );
}

function sampleStyle(mark: HighlightMark): CSSProperties {
  return {
    backgroundColor: mark.background,
    textDecorationLine: mark.line,
    textDecorationStyle: mark.style,
    textDecorationColor: mark.color,
    textDecorationThickness: '2px',
  };
}
