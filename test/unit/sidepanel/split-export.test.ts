/** An export file cut into bundles for a stepwise import: every run once, in order, each with the file's header. */
import { describe, expect, it } from 'vitest';
import {
  bundlePart,
  renumberError,
  splitExport,
  startOf,
} from '../../../entrypoints/sidepanel/history/split-export';

const file = (runs: number) =>
  JSON.stringify({
    format: 'cartographer-runs',
    version: 2,
    exportedAt: '2026-11-26T10:00:00.000Z',
    runs: Array.from({ length: runs }, (_, i) => ({ run: { id: `r-${i}` } })),
  });

describe('splitExport', () => {
  it('cuts 300 runs into bundles of 25 that keep the header and every run once, in order', () => {
    const split = splitExport(file(300), 25, 'runs.json');
    if (!split.ok) throw new Error(split.message);
    expect(split.total).toBe(300);
    expect(split.bundles).toHaveLength(12);
    for (const bundle of split.bundles) {
      expect(bundle).toMatchObject({ format: 'cartographer-runs', version: 2 });
      expect(bundle.runs.length).toBeLessThanOrEqual(25);
    }
    const part = bundlePart(split, 11);
    expect(part.type === 'bundle' && JSON.parse(part.json)).toMatchObject({
      version: 2,
      runs: { length: 25 },
    });
    const ids = split.bundles.flatMap((b) => b.runs.map((r) => (r as { run: { id: string } }).run.id));
    expect(ids).toEqual(Array.from({ length: 300 }, (_, i) => `r-${i}`));
  });

  it('says a file that is not JSON is not, and hands anything else to the importer to judge', () => {
    expect(splitExport('{ not json', 25, 'broken.json')).toEqual({
      ok: false,
      message: 'broken.json is not valid JSON: choose a file exported from History.',
    });
    const other = splitExport('{"hello":1}', 25, 'x.json');
    expect(other).toEqual({ ok: true, total: 0, bundles: [{ hello: 1, runs: [] }] });
    expect(startOf(other)).toEqual({ type: 'start', total: 0, bundles: 1 });
    expect(bundlePart(other, 0)).toEqual({ type: 'bundle', json: '{"hello":1,"runs":[]}', runs: 0 });
    expect(bundlePart(other, 1)).toEqual({ type: 'end' });
  });

  it('numbers a damaged run by its place in the file, not in its bundle', () => {
    expect(renumberError('Run 3 (r-52) is damaged: bad date', 50)).toBe('Run 53 (r-52) is damaged: bad date');
    expect(renumberError('This file is not a Cartographer export.', 50)).toBe(
      'This file is not a Cartographer export.',
    );
  });
});
