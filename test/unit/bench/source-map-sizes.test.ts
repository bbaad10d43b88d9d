/** The bench's source-map reader: characters per source from a v3 map, and the key a source is filed under. */
import { describe, expect, it } from 'vitest';
import { bytesBySource, inputKey } from '../../../bench/lib/source-map-sizes';

describe('bytesBySource', () => {
  it('counts each segment up to the next one on its line, and unmapped text as ""', () => {
    // Line 1: "aaaaa" from a.ts, then "bbbbbb" from b.ts (column 5, source index +1). Line 2: no mapping at all.
    // Line 3: 2 characters before its first segment, then the rest from a.ts (source index -1, VLQ "D").
    const code = 'aaaaabbbbbb\nxyz\n..cc';
    const map = { sources: ['a.ts', 'b.ts'], mappings: 'AAAA,KCAA;;EDAA' };
    const by = bytesBySource(code, map);
    expect(Object.fromEntries(by)).toEqual({ 'a.ts': 5 + 2, 'b.ts': 6, '': 3 + 2 });
    expect([...by.values()].reduce((a, b) => a + b, 0)).toBe(code.length - 2); // every character but the newlines
  });

  it('refuses a mapping that is not base64 VLQ', () => {
    expect(() => bytesBySource('x', { sources: ['a.ts'], mappings: 'A!AA' })).toThrow(/bad VLQ/);
  });
});

describe('inputKey', () => {
  it('files a dependency under its package, scoped or not, wherever node_modules is', () => {
    expect(inputKey('../../../main/node_modules/openai/resources/chat/chat.mjs')).toBe('openai');
    expect(inputKey('../../node_modules/@mozilla/readability/Readability.js')).toBe('@mozilla/readability');
  });

  it('files project code under its first path segments, and no source as unmapped', () => {
    expect(inputKey('../../lib/engine/pipeline/run/execute-run.ts')).toBe('lib/engine/pipeline');
    expect(inputKey('')).toBe('(unmapped: runtime, data)');
  });
});
