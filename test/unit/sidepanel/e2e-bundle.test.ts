import { describe, expect, it } from 'vitest';
import { CartographerDb } from '../../../lib/db/cartographer-db';
import { importRuns } from '../../../lib/db/history-import';
import { searchRuns } from '../../../lib/db/history-queries';
import { exportBundle } from '../../e2e/pages/run-bundle';

describe('the E2E fixture bundle', () => {
  it('is a valid export that History imports in full', async () => {
    const db = new CartographerDb(`e2e-bundle-${Math.random()}`);
    const outcome = await importRuns(db, exportBundle());
    expect(outcome).toEqual({ imported: 2, skipped: 0, errors: [] });
    const page = await searchRuns(db, { text: 'bridge', limit: 10, offset: 0 });
    expect(page.runs.map((run) => run.id)).toEqual(['run-bridge']);
    db.close();
  });
});
