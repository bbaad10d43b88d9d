import { describe, expect, it } from 'vitest';
import { DeleteQueue, type Scheduler } from '../../../entrypoints/sidepanel/history/delete-queue';

/** A scheduler the test advances by hand. */
function manualScheduler() {
  const due = new Map<number, () => void>();
  let next = 1;
  const scheduler: Scheduler = {
    set: (callback) => {
      due.set(next, callback);
      return next++ as unknown as ReturnType<typeof setTimeout>;
    },
    clear: (timer) => void due.delete(timer as unknown as number),
  };
  const runAll = async () => {
    for (const [id, callback] of [...due]) {
      due.delete(id);
      callback();
    }
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { scheduler, runAll };
}

describe('DeleteQueue', () => {
  it('hides a run at once and deletes it only when the undo window ends', async () => {
    const sent: string[] = [];
    const { scheduler, runAll } = manualScheduler();
    const queue = new DeleteQueue(async (id) => (sent.push(id), null), scheduler);
    queue.remove('run-1');
    expect([...queue.snapshot()]).toEqual(['run-1']);
    expect(sent).toEqual([]);
    await runAll();
    expect(sent).toEqual(['run-1']);
    expect(queue.snapshot().size).toBe(0);
  });

  it('never deletes an undone run', async () => {
    const sent: string[] = [];
    const { scheduler, runAll } = manualScheduler();
    const queue = new DeleteQueue(async (id) => (sent.push(id), null), scheduler);
    queue.remove('run-1');
    expect(queue.undo('run-1')).toBe(true);
    await runAll();
    expect(sent).toEqual([]);
    expect(queue.undo('run-1')).toBe(false);
  });

  it('sends pending deletions at once when flushed, and reports a failure', async () => {
    const { scheduler } = manualScheduler();
    const queue = new DeleteQueue(async () => 'storage is full', scheduler);
    let changes = 0;
    queue.subscribe(() => changes++);
    queue.remove('run-1');
    queue.flush();
    await new Promise((resolve) => setImmediate(resolve));
    expect(queue.error()).toBe('Could not delete the run: storage is full');
    expect(changes).toBeGreaterThanOrEqual(2);
  });
});
