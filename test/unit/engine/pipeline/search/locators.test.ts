/** Which locators a query may ask (GDELT: the run's first checkable claim, its neutral query) and the day a search carries. */
import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG } from '../../../../../lib/engine/config';
import { barredLocators, claimDay } from '../../../../../lib/engine/pipeline/search/locators';

const claims = [
  { id: 'c1', kind: 'opinion' as const },
  { id: 'c2', kind: 'factual' as const },
  { id: 'c3', kind: 'statistical' as const },
];

describe('barredLocators', () => {
  it("lets GDELT ask only the first checkable claim's neutral query (an opinion before it does not count)", () => {
    expect(ENGINE_CONFIG.search.locators.gdelt.claims).toBe(1);
    expect(barredLocators(ENGINE_CONFIG, claims, 'c2', 'background')).toEqual([]);
    expect(barredLocators(ENGINE_CONFIG, claims, 'c2', 'rebuttal')).toEqual(['gdelt']);
    expect(barredLocators(ENGINE_CONFIG, claims, 'c2', 'follow-up')).toEqual(['gdelt']);
    expect(barredLocators(ENGINE_CONFIG, claims, 'c3', 'background')).toEqual(['gdelt']);
    expect(barredLocators(ENGINE_CONFIG, claims, 'unknown', 'background')).toEqual(['gdelt']);
  });

  it('follows the configured number of claims', () => {
    const config = {
      ...ENGINE_CONFIG,
      search: {
        ...ENGINE_CONFIG.search,
        locators: { gdelt: { claims: 2, purposes: ['background' as const] } },
      },
    };
    expect(barredLocators(config, claims, 'c3', 'background')).toEqual([]);
  });
});

describe('claimDay', () => {
  it("is the claim's window end, else its start, else the article's date, as YYYY-MM-DD", () => {
    expect(claimDay({ timeAnchor: { from: '2023-01-01', to: '2023-12-31' } }, '2024-02-14T07:00:00Z')).toBe(
      '2023-12-31',
    );
    expect(claimDay({ timeAnchor: { from: '2023-05-05', to: null } }, null)).toBe('2023-05-05');
    expect(claimDay({ timeAnchor: null }, '2024-02-14T07:00:00Z')).toBe('2024-02-14');
    expect(claimDay({ timeAnchor: null }, null)).toBeUndefined();
    expect(claimDay({ timeAnchor: null }, 'yesterday')).toBeUndefined();
  });
});
