import { describe, expect, it } from 'vitest';
import { pageParagraphs, type PdfTextItem } from '../../../lib/pdf/pdf-page-text';

const item = (str: string, y: number, x = 72, hasEOL = true): PdfTextItem => ({
  str,
  transform: [11, 0, 0, 11, x, y],
  height: 11,
  hasEOL,
});

describe('pageParagraphs', () => {
  it('joins wrapped lines with a space and splits paragraphs at a blank line', () => {
    const items = [
      item('The network operated 214 stations in 2023, up from', 760),
      item('187 stations in 2021.', 746),
      item('', 746),
      item('Traffic caused 62 percent', 718),
      item('of emissions.', 704),
    ];
    expect(pageParagraphs(items)).toEqual([
      'The network operated 214 stations in 2023, up from 187 stations in 2021.',
      'Traffic caused 62 percent of emissions.',
    ]);
  });

  it('keeps pieces of one baseline on one line and collapses whitespace', () => {
    const items = [item('Fine  particulate', 700, 72, false), item(' matter fell', 700, 160)];
    expect(pageParagraphs(items)).toEqual(['Fine particulate matter fell']);
  });

  it('starts a new paragraph where the text jumps back up (a second column)', () => {
    const items = [item('Left column ends here.', 100), item('Right column starts.', 760, 320)];
    expect(pageParagraphs(items)).toEqual(['Left column ends here.', 'Right column starts.']);
  });

  it('gives nothing for a page without text items', () => {
    expect(pageParagraphs([])).toEqual([]);
    expect(pageParagraphs([item('   ', 700)])).toEqual([]);
  });
});
