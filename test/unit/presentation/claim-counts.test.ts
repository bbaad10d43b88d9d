/** One set of claim counts (issue 32 item 6): the same numbers and words in the panel, the reports and the CLI. */
import { beforeEach, describe, expect, it } from 'vitest';
import {
  checkLeftWords,
  claimCounts,
  claimsFoundLine,
  claimsLeftLine,
} from '../../../lib/presentation/claim-counts';
import { renderJsonReport, renderMarkdownReport } from '../../../lib/report/markdown-report';
import { ENGINE_CONFIG } from '../../../lib/engine/config';
import { fakeClaim, fakeRun, fakeVerdict, resetBuilderIds } from '../../builders';

/** 12 checkable claims checked (2 supported, 10 unverified), 3 opinions, 15 left beyond a cap of 12. */
function cappedRun() {
  const checked = Array.from({ length: 12 }, (_, i) => fakeClaim({ text: `Checked claim ${i}.` }));
  const opinions = Array.from({ length: 3 }, (_, i) => fakeClaim({ text: `Opinion ${i}.`, kind: 'opinion' }));
  const verdicts = [
    ...checked.map((c, i) =>
      fakeVerdict({ claimId: c.id, label: i < 2 ? 'supported' : 'unverified', counted: i < 2 ? ['e1'] : [] }),
    ),
    ...opinions.map((c) => fakeVerdict({ claimId: c.id, label: 'not_checkable', counted: [] })),
  ];
  const run = fakeRun({ claimsNotChecked: 15, claimLimit: 12, profile: 'quick' });
  return { run, claims: [...checked, ...opinions], verdicts };
}

describe('claimCounts', () => {
  beforeEach(() => resetBuilderIds());

  it('found = checked + not checkable + left, and every view words them alike', () => {
    const { run, claims, verdicts } = cappedRun();
    const counts = claimCounts(claims, verdicts, run, 12);
    expect(counts).toMatchObject({ found: 30, checked: 12, notCheckable: 3, left: 15, settled: 2, next: 12 });
    expect(claimsFoundLine(counts)).toBe(
      '30 claims found: 12 checked, 15 left unchecked, 3 not checkable (opinion or prediction)',
    );
    expect(claimsLeftLine(counts)).toBe(
      '15 claims left unchecked: this check took the 12 most check-worthy.',
    );
    expect(checkLeftWords(counts)).toBe('Check 12 of the 15 left');
    expect(checkLeftWords({ ...counts, left: 3, next: 3 })).toBe('Check the 3 claims left');
    expect(claimsFoundLine(claimCounts(claims.slice(0, 4), verdicts, { claimsNotChecked: 0 }, 12))).toBe(
      '4 claims found, all checked',
    );
  });

  it('the Markdown report and the JSON carry the same counts as the panel', () => {
    const { run, claims, verdicts } = cappedRun();
    const input = { run, claims, verdicts, queries: [], evidence: [], sources: [] };
    const md = renderMarkdownReport(input, ENGINE_CONFIG);
    expect(md).toContain(
      '- **Claims:** 30 claims found: 12 checked, 15 left unchecked, 3 not checkable (opinion or prediction)',
    );
    const json = JSON.parse(renderJsonReport(input, ENGINE_CONFIG)) as Record<string, unknown>;
    expect(json.claimCounts).toEqual(claimCounts(claims, verdicts, run, 12));
    expect(json.claimsNotChecked).toBe(15);
  });
});
