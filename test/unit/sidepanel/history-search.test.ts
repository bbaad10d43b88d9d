import { describe, expect, it } from 'vitest';
import {
  EMPTY_FILTERS,
  exportFileName,
  pageWindow,
  toRunSearch,
  visibleRuns,
} from '../../../entrypoints/sidepanel/history/history-search';
import { rgbaCss, rgbaWords } from '../../../entrypoints/sidepanel/components/rgba-color';

describe('History search', () => {
  it('passes only the filters that are set', () => {
    expect(toRunSearch(EMPTY_FILTERS, 0, 50)).toEqual({ offset: 0, limit: 50 });
    const search = toRunSearch(
      { text: ' bridge ', label: 'refuted', site: 'news.example.com', from: '', to: '' },
      50,
      100,
    );
    expect(search).toEqual({
      offset: 50,
      limit: 100,
      text: 'bridge',
      label: 'refuted',
      site: 'news.example.com',
    });
  });

  it('ignores an unknown label and turns days into an inclusive range', () => {
    const search = toRunSearch(
      { ...EMPTY_FILTERS, label: 'bogus', from: '2026-11-20', to: '2026-11-20' },
      0,
      10,
    );
    expect(search.label).toBeUndefined();
    expect(search.to! - search.from!).toBe(24 * 60 * 60 * 1000 - 1);
    expect(new Date(search.from!).getDate()).toBe(20);
  });

  it('loads aligned pages around the visible rows', () => {
    expect(pageWindow(0, 12)).toEqual({ offset: 0, limit: 50 });
    expect(pageWindow(45, 60)).toEqual({ offset: 0, limit: 100 });
    expect(pageWindow(130, 140)).toEqual({ offset: 100, limit: 50 });
  });

  it('hides runs waiting to be deleted', () => {
    expect(visibleRuns([{ id: 'a' }, { id: 'b' }], new Set(['a']))).toEqual([{ id: 'b' }]);
  });

  it('names export files safely', () => {
    expect(exportFileName('Council approves: bridge/budget!', 'md', new Date(Date.UTC(2026, 10, 22)))).toBe(
      'cartographer-council-approves-bridge-budget-2026-11-22.md',
    );
  });
});

describe('RGBA swatch', () => {
  it('maps channels to a colour and to words', () => {
    expect(rgbaCss({ r: 1, g: 0.5, b: 0, a: 0.1 })).toBe('rgba(255, 128, 0, 0.25)');
    expect(rgbaWords({ r: 0.2, g: 0.75, b: 0.8, a: 0.6 })).toBe(
      'Danger 20%, Veracity 75%, Honesty 80%, Explainability 60%',
    );
  });
});
