/**
 * The message protocol's validators (zod/mini, so the content script carries little of zod) accept and refuse the
 * same payloads, with the same first issue, as the classic-zod table they replaced. The expectations were recorded
 * from that table (commit d04b817). This file imports no classic zod, as in the content script: the English issue
 * messages must come from the protocol itself.
 */
import { describe, expect, it } from 'vitest';
import { PayloadSchemas, type MessageType } from '../../../lib/messaging/protocol';

const h = { claimId: 'c1', start: 0, end: 4, quote: 'q', label: 'refuted', title: 'Refuted' };
const CASES: [MessageType, unknown][] = [
  ['inspectTab', { tabId: 3 }],
  ['inspectTab', { tabId: '3' }],
  ['inspectTab', { tabId: 1.5 }],
  ['inspectTab', undefined],
  ['inspectTab', { tabId: 3, extra: true }],
  ['startCheck', { tabId: 1, profile: 'deep', fresh: true }],
  ['startCheck', { tabId: 1, profile: 'slow' }],
  ['startCheck', { tabId: 1, fresh: 'yes' }],
  ['cancelRun', { runId: '' }],
  ['cancelRun', { runId: 3 }],
  ['cancelRun', { runId: 'r1' }],
  ['rerun', { runId: 'r', moreClaims: 1 }],
  ['rerun', { runId: 'r', moreClaims: true }],
  ['deleteRun', {}],
  ['deleteRun', null],
  ['openClaim', { runId: 'r', claimId: '' }],
  ['openClaim', { runId: 'r', claimId: 'c' }],
  ['highlightRun', { runId: 'r', tabId: 1 }],
  ['highlightRun', { runId: 'r', tabId: 1, enabled: false }],
  ['importRuns', {}],
  ['importRuns', { bundle: { runs: [] } }],
  ['importRuns', 'bundle'],
  ['clearAllData', { confirm: false }],
  ['clearAllData', { confirm: 'true' }],
  ['clearAllData', { confirm: true }],
  ['testConnection', undefined],
  ['testConnection', { model: 'x' }],
  ['testConnection', { model: { a: 1 } }],
  ['testConnection', null],
  ['extractArticle', undefined],
  ['extractArticle', {}],
  ['extractArticle', null],
  ['showHighlights', { runId: 'r', enabled: true, highlights: [h] }],
  ['showHighlights', { runId: 'r', enabled: true, highlights: [{ ...h, start: -1 }] }],
  ['showHighlights', { runId: 'r', enabled: true, highlights: [{ ...h, end: 2.5 }] }],
  ['showHighlights', { runId: 'r', enabled: true, highlights: [{ ...h, title: undefined }] }],
  ['showHighlights', { runId: 'r', enabled: 'yes', highlights: 'none' }],
];
/** Per case: 'accepted', or the first issue's path and message (as the refusal sentence quotes them). */
const BEFORE: ('accepted' | [(string | number)[], string])[] = [
  'accepted',
  [['tabId'], 'Invalid input: expected number, received string'],
  [['tabId'], 'Invalid input: expected int, received number'],
  [[], 'Invalid input: expected object, received undefined'],
  'accepted',
  'accepted',
  [['profile'], 'Invalid option: expected one of "quick"|"deep"'],
  [['fresh'], 'Invalid input: expected boolean, received string'],
  [['runId'], 'Too small: expected string to have >=1 characters'],
  [['runId'], 'Invalid input: expected string, received number'],
  'accepted',
  [['moreClaims'], 'Invalid input: expected boolean, received number'],
  'accepted',
  [['runId'], 'Invalid input: expected string, received undefined'],
  [[], 'Invalid input: expected object, received null'],
  [['claimId'], 'Too small: expected string to have >=1 characters'],
  'accepted',
  [['enabled'], 'Invalid input: expected boolean, received undefined'],
  'accepted',
  [['bundle'], 'Invalid input: expected nonoptional, received undefined'],
  'accepted',
  [[], 'Invalid input: expected object, received string'],
  [['confirm'], 'Invalid input: expected true'],
  [['confirm'], 'Invalid input: expected true'],
  'accepted',
  'accepted',
  [['model'], 'Invalid input: expected record, received string'],
  'accepted',
  [[], 'Invalid input: expected object, received null'],
  'accepted',
  [[], 'Invalid input: expected undefined, received object'],
  [[], 'Invalid input: expected undefined, received null'],
  'accepted',
  [['highlights', 0, 'start'], 'Too small: expected number to be >=0'],
  [['highlights', 0, 'end'], 'Invalid input: expected int, received number'],
  [['highlights', 0, 'title'], 'Invalid input: expected string, received undefined'],
  [['enabled'], 'Invalid input: expected boolean, received string'],
];

describe('message payload validation', () => {
  it('has one expectation per case', () => expect(BEFORE).toHaveLength(CASES.length));

  it.each(CASES.map(([type, data], i) => ({ type, data, i })))('$type case $i', ({ type, data, i }) => {
    const parsed = PayloadSchemas[type].safeParse(data);
    const expected = BEFORE[i];
    if (expected === 'accepted') {
      expect(parsed.success).toBe(true);
      return;
    }
    expect(parsed.success).toBe(false);
    const issue = parsed.error?.issues[0];
    expect([issue?.path, issue?.message]).toEqual(expected);
  });

  it('drops keys a message does not declare, as before', () => {
    const parsed = PayloadSchemas.inspectTab.safeParse({ tabId: 3, extra: true });
    expect(parsed.success && parsed.data).toEqual({ tabId: 3 });
  });

  it('refuses every message whose payload is a bare string', () => {
    const accepting = (Object.keys(PayloadSchemas) as MessageType[]).filter(
      (type) => PayloadSchemas[type].safeParse('<img src=x onerror=alert(1)>').success,
    );
    expect(accepting).toEqual([]);
  });
});
