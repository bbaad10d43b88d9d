import { Dexie } from 'dexie';
import { describe, expect, it } from 'vitest';
import { CartographerDb } from '../../../lib/db/cartographer-db';
import { DexieResearchStore } from '../../../lib/db/dexie-research-store';
import { QUOTA_MESSAGE, toStoreError } from '../../../lib/db/store-error';
import { EngineError } from '../../../lib/engine/errors';
import { fakeRun } from '../../builders';

const quota = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

describe('toStoreError', () => {
  it('turns a QuotaExceededError into store/quota with advice', () => {
    const error = toStoreError(quota());
    expect(error.toJSON()).toEqual({ code: 'store/quota', message: QUOTA_MESSAGE, retryable: false });
  });

  it('sees a QuotaExceededError that Dexie wrapped as inner', () => {
    const wrapped = new Dexie.AbortError('Transaction aborted', quota());
    expect(toStoreError(wrapped).code).toBe('store/quota');
  });

  it('reports other failures as store/failed, keeping the cause', () => {
    const cause = new Dexie.DatabaseClosedError('Database has been closed');
    const error = toStoreError(cause);
    expect(error.code).toBe('store/failed');
    expect(error.message).toMatch(/Database has been closed.*export your runs/);
    expect(error.cause).toBe(cause);
  });

  it('passes EngineErrors through', () => {
    const original = new EngineError('store/not-found', 'Run not found.');
    expect(toStoreError(original)).toBe(original);
  });
});

describe('DexieResearchStore when the browser refuses to store more', () => {
  it('rejects with store/quota', async () => {
    const db = new CartographerDb('cartographer-quota');
    // Fault injection at the storage edge: every new run row fails like a full disk.
    db.runs.hook('creating', () => {
      throw quota();
    });
    const store = new DexieResearchStore(db);
    await expect(store.putRun(fakeRun())).rejects.toMatchObject({
      code: 'store/quota',
      message: QUOTA_MESSAGE,
    });
    expect(await store.countRuns()).toBe(0);
  });
});
