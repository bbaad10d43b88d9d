/** Issue 23 item 3: a provisional verdict says so beside its label; a final one says nothing more. */
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  PROVISIONAL_WORDS,
  ProvisionalNote,
} from '../../../entrypoints/sidepanel/components/provisional-note';

describe('ProvisionalNote', () => {
  it("marks a provisional verdict as the built-in rules' reading, waiting for the model", () => {
    const html = renderToStaticMarkup(<ProvisionalNote verdict={{ provisional: true }} />);
    expect(html).toContain(PROVISIONAL_WORDS);
    expect(html).toContain('data-testid="verdict-provisional"');
    expect(PROVISIONAL_WORDS).toBe('provisional: read by the built-in rules, waiting for the model');
  });

  it('shows nothing for a final verdict or none', () => {
    expect(renderToStaticMarkup(<ProvisionalNote verdict={{}} />)).toBe('');
    expect(renderToStaticMarkup(<ProvisionalNote verdict={null} />)).toBe('');
  });
});
