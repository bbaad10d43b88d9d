import { describe, expect, it } from 'vitest';
import { pageOfOffset, withPageNumbers } from '../../../../lib/engine/domain/page-of-offset';

// "one\n\n" + page 2 empty + "two two\n\nthree"
const PAGES = [
  { number: 1, start: 0, end: 3 },
  { number: 2, start: 3, end: 3 },
  { number: 3, start: 5, end: 12 },
  { number: 4, start: 14, end: 19 },
];

describe('pageOfOffset', () => {
  it('maps an offset to the page whose text holds it, skipping pages without text', () => {
    expect(pageOfOffset(PAGES, 0)).toBe(1);
    expect(pageOfOffset(PAGES, 2)).toBe(1);
    expect(pageOfOffset(PAGES, 5)).toBe(3);
    expect(pageOfOffset(PAGES, 11)).toBe(3);
    expect(pageOfOffset(PAGES, 14)).toBe(4);
    expect(pageOfOffset(PAGES, 18)).toBe(4);
  });

  it('says nothing for an HTML article (no pages)', () => {
    expect(pageOfOffset(undefined, 10)).toBeUndefined();
    expect(pageOfOffset([], 0)).toBeUndefined();
  });
});

describe('withPageNumbers', () => {
  it('stamps each claim with the page its quote starts on', () => {
    const claims = [
      { id: 'a', start: 6, end: 12 },
      { id: 'b', start: 14, end: 19 },
    ];
    expect(withPageNumbers({ pages: PAGES }, claims).map((c) => c.page)).toEqual([3, 4]);
  });

  it('leaves HTML claims and a statement not found in the text (empty span) without a page', () => {
    expect(withPageNumbers({}, [{ start: 5, end: 9 }])[0]).not.toHaveProperty('page');
    expect(withPageNumbers({ pages: PAGES }, [{ start: 0, end: 0 }])[0]).not.toHaveProperty('page');
  });
});
