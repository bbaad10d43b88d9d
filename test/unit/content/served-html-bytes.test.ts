import { describe, expect, it } from 'vitest';
import { servedHtmlBytes } from '../../../lib/content/served-html-bytes';

const perf = (entries: unknown[]) => ({ getEntriesByType: () => entries as PerformanceEntryList });

describe('servedHtmlBytes', () => {
  it("answers the navigation entry's decoded body size", () => {
    expect(servedHtmlBytes(perf([{ decodedBodySize: 5_259_111 }]))).toBe(5_259_111);
  });

  it('answers undefined when the browser does not know (no entry, 0, or an error), so extraction measures itself', () => {
    expect(servedHtmlBytes(perf([]))).toBeUndefined();
    expect(servedHtmlBytes(perf([{ decodedBodySize: 0 }]))).toBeUndefined();
    expect(
      servedHtmlBytes({
        getEntriesByType: () => {
          throw new Error('not supported');
        },
      }),
    ).toBeUndefined();
  });
});
