import { describe, expect, it } from 'vitest';
import { EMPTY_CLAIM_FILTERS, filterClaims, groupClaims } from '../../../lib/db/seen-groups';
import type { SeenClaimRow } from '../../../lib/db/seen-rows';

const DAY = 24 * 60 * 60 * 1000;
let n = 0;
function row(over: Partial<SeenClaimRow>): SeenClaimRow {
  n += 1;
  return {
    runId: `run-${n}`,
    claimId: 'c1',
    text: 'Vaccines cause autism.',
    lang: 'en',
    kind: 'causal',
    checkedAt: Date.UTC(2026, 10, 1) + n * DAY,
    label: 'refuted',
    confidence: 0.8,
    fromEvidence: true,
    sources: ['fullfact.org'],
    url: `https://site${n}.example/a`,
    site: `site${n}.example`,
    title: `Article ${n}`,
    group: 'g-vaccines',
    terms: [],
    ...over,
  };
}

describe("History's Claims view", () => {
  const rows = [
    row({ label: 'refuted' }),
    row({
      label: 'refuted',
      text: 'Autism is caused by vaccines.',
      site: 'news.example',
      url: 'https://news.example/x',
    }),
    row({ label: 'contested', site: 'news.example', url: 'https://news.example/y' }),
    row({ group: 'g-jobs', text: 'Unemployment fell to 3% in 2019.', label: 'supported' }),
  ];
  const groups = groupClaims(rows);

  it('gives one row per distinct claim, newest first, with its articles, sites and verdicts over time', () => {
    expect(groups.map((g) => g.key)).toEqual(['g-jobs', 'g-vaccines']);
    const vaccines = groups[1]!;
    expect(vaccines.text).toBe('Vaccines cause autism.');
    expect(vaccines.latest.label).toBe('contested');
    expect(vaccines.verdicts).toEqual(['refuted', 'contested']);
    expect(vaccines.changed).toBe(true);
    expect(vaccines.articles).toHaveLength(3);
    expect(vaccines.sites).toEqual(['news.example', rows[0]!.site]);
    expect(groups[0]!.changed).toBe(false);
  });

  it('searches every telling, and filters by latest verdict, site and changed verdicts', () => {
    const keys = (f: Partial<typeof EMPTY_CLAIM_FILTERS>) =>
      filterClaims(groups, { ...EMPTY_CLAIM_FILTERS, ...f }).map((g) => g.key);
    expect(keys({ text: 'caused AUTISM' })).toEqual(['g-vaccines']);
    expect(keys({ label: 'refuted' })).toEqual([]);
    expect(keys({ label: 'supported' })).toEqual(['g-jobs']);
    expect(keys({ site: 'news.example' })).toEqual(['g-vaccines']);
    expect(keys({ changedOnly: true })).toEqual(['g-vaccines']);
  });
});
