import { describe, expect, it } from 'vitest';
import { deadline } from '../../../lib/engine/deadline';

describe('deadline: a time limit that also follows the caller’s cancel', () => {
  it('aborts at the time limit and says it timed out', async () => {
    const limit = deadline(10, undefined);
    await new Promise((resolve) => limit.signal.addEventListener('abort', resolve, { once: true }));
    expect(limit.timedOut()).toBe(true);
    expect(String(limit.signal.reason)).toMatch(/Timed out after 10 ms/);
    limit.dispose();
  });

  it('follows a cancel by the caller, even one that came before it started, and never calls it a timeout', () => {
    const caller = new AbortController();
    caller.abort(new Error('cancelled by the user'));
    const early = deadline(60_000, caller.signal);
    expect(early.signal.aborted).toBe(true);
    expect(early.timedOut()).toBe(false);
    early.dispose();

    const later = new AbortController();
    const limit = deadline(60_000, later.signal);
    expect(limit.signal.aborted).toBe(false);
    later.abort(new Error('cancelled by the user'));
    expect(limit.signal.aborted).toBe(true);
    expect(String(limit.signal.reason)).toMatch(/cancelled by the user/);
    expect(limit.timedOut()).toBe(false);
    limit.dispose();
  });

  it('stops listening once disposed', () => {
    const caller = new AbortController();
    const limit = deadline(60_000, caller.signal);
    limit.dispose();
    caller.abort();
    expect(limit.signal.aborted).toBe(false);
  });
});
