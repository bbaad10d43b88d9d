import { describe, expect, it } from 'vitest';
import { manualClock } from '../../../../../lib/engine/adapters/memory/system-clock';
import { BudgetGuard, isBudgetStop } from '../../../../../lib/engine/pipeline/context/budget-guard';
import type { Usage } from '../../../../../lib/engine/schemas';

const usage = (): Usage => ({
  modelCalls: 0,
  promptTokens: 0,
  completionTokens: 0,
  searches: 0,
  fetches: 0,
  elapsedMs: 0,
});
const budget = { maxModelCalls: 2, maxTokens: 1000, maxSearches: 3, maxSeconds: 60 };

describe('BudgetGuard', () => {
  it('allows calls until the model-call budget is used, then stops with run/budget and says why', () => {
    const clock = manualClock();
    const guard = new BudgetGuard(budget, usage(), clock, clock.now());
    guard.reserveModelCall();
    guard.settleModelCall({ promptTokens: 10, completionTokens: 5 });
    guard.reserveModelCall();
    guard.settleModelCall({ promptTokens: 10, completionTokens: 5 });
    let error: unknown;
    try {
      guard.reserveModelCall();
    } catch (e) {
      error = e;
    }
    expect(isBudgetStop(error)).toBe(true);
    expect(guard.exhausted).toEqual({
      reason: 'model-calls',
      message: expect.stringContaining('model-call budget'),
    });
    expect(guard.usage).toMatchObject({ modelCalls: 2, promptTokens: 20, completionTokens: 10 });
  });

  it('reserves before the answer, so concurrent calls can never pass the check together', async () => {
    const clock = manualClock();
    const guard = new BudgetGuard(budget, usage(), clock, clock.now());
    // Five claims ask at once; each call is still in flight when the next one checks.
    const asks = Array.from({ length: 5 }, async () => {
      guard.reserveModelCall();
      await Promise.resolve();
      guard.settleModelCall({ promptTokens: 1, completionTokens: 1 });
    });
    const settled = await Promise.allSettled(asks);
    expect(settled.filter((s) => s.status === 'fulfilled')).toHaveLength(budget.maxModelCalls);
    expect(guard.usage.modelCalls).toBe(budget.maxModelCalls);
  });

  it("reserves each prompt's estimated tokens, so calls in flight cannot together pass the token budget", () => {
    const clock = manualClock();
    const guard = new BudgetGuard({ ...budget, maxModelCalls: 10 }, usage(), clock, clock.now());
    guard.reserveModelCall(400);
    guard.reserveModelCall(400);
    expect(() => guard.reserveModelCall(400)).toThrow(/token budget \(1000 tokens\)/);
    expect(guard.exhausted?.reason).toBe('tokens');
    // The first answer used fewer tokens than estimated: its place is freed for a smaller prompt.
    guard.settleModelCall({ promptTokens: 150, completionTokens: 50 }, 400);
    const fresh = new BudgetGuard({ ...budget, maxModelCalls: 10 }, { ...guard.usage }, clock, clock.now());
    expect(() => fresh.reserveModelCall(700)).not.toThrow();
  });

  it('gives back a reservation that got no answer', () => {
    const clock = manualClock();
    const guard = new BudgetGuard(budget, usage(), clock, clock.now());
    guard.reserveSearch();
    guard.releaseSearch();
    guard.reserveModelCall();
    guard.releaseModelCall();
    expect(guard.usage).toMatchObject({ modelCalls: 0, searches: 0 });
  });

  it('counts retried requests as calls, so a model that keeps failing runs out of budget', () => {
    const clock = manualClock();
    const guard = new BudgetGuard({ ...budget, maxModelCalls: 3 }, usage(), clock, clock.now());
    // One call whose client sent three requests (two 429s and a failure): none answered, all spent.
    guard.reserveModelCall(100);
    guard.settleModelCall({ promptTokens: 300, completionTokens: 0 }, 100, 2);
    expect(guard.usage).toMatchObject({ modelCalls: 3, promptTokens: 300 });
    expect(() => guard.reserveModelCall()).toThrow(/model-call budget/);
  });

  it('keeps the elapsed time as wall time between calls', () => {
    const clock = manualClock();
    const guard = new BudgetGuard(budget, usage(), clock, clock.now());
    guard.reserveModelCall();
    clock.advance(43_000);
    guard.tick();
    expect(guard.usage.elapsedMs).toBe(43_000);
  });

  it('stops on tokens, searches and seconds independently', () => {
    const clock = manualClock();
    const tokens = new BudgetGuard(budget, usage(), clock, clock.now());
    tokens.settleModelCall({ promptTokens: 900, completionTokens: 100 });
    expect(() => tokens.reserveModelCall()).toThrow(/token budget/);
    expect(tokens.exhausted?.reason).toBe('tokens');

    const searches = new BudgetGuard(budget, usage(), clock, clock.now());
    for (let i = 0; i < 3; i++) searches.reserveSearch();
    expect(() => searches.reserveSearch()).toThrow(/search budget/);
    expect(searches.exhausted?.reason).toBe('searches');
    expect(searches.usage.searches).toBe(3);

    const time = new BudgetGuard(budget, usage(), clock, clock.now());
    time.reserveSearch();
    clock.advance(61_000);
    expect(() => time.reserveSearch()).toThrow(/time budget/);
    expect(time.exhausted).toEqual({ reason: 'time', message: expect.stringContaining('60 s') });
  });

  it('keeps counting into the run usage it was given (so a resumed run continues its totals)', () => {
    const clock = manualClock();
    const stored = { ...usage(), modelCalls: 1, searches: 3 };
    const guard = new BudgetGuard(budget, stored, clock, clock.now());
    expect(() => guard.reserveSearch()).toThrow();
    guard.reserveModelCall();
    expect(stored.modelCalls).toBe(2);
  });

  it('counts the time of earlier sessions, so a resumed run cannot outlive its time budget', () => {
    const clock = manualClock();
    const first = usage();
    const session1 = new BudgetGuard(budget, first, clock, clock.now());
    clock.advance(40_000);
    session1.checkSeconds();
    expect(first.elapsedMs).toBe(40_000);

    // The worker is stopped; an hour later the run resumes with its stored usage.
    clock.advance(3_600_000);
    const session2 = new BudgetGuard(budget, first, clock, clock.now());
    session2.reserveSearch();
    clock.advance(15_000);
    expect(() => session2.reserveSearch()).not.toThrow();
    clock.advance(6_000);
    expect(() => session2.reserveSearch()).toThrow(/time budget/);
    expect(first.elapsedMs).toBe(61_000);
  });
});
