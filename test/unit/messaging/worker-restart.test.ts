/** A request whose answer was lost with a stopped service worker is sent once more; any other failure is not retried. */
import { describe, expect, it, vi } from 'vitest';
import { sendSurvivingRestart, workerWentAway } from '../../../lib/messaging/worker-restart';

const LOST = new Error(
  'A listener indicated an asynchronous response by returning true, but the message channel closed before a response was received',
);

describe('sendSurvivingRestart', () => {
  it('recognises Chrome’s words for an answer lost with its worker, and nothing else', () => {
    expect(workerWentAway(LOST)).toBe(true);
    expect(workerWentAway(new Error('The message port closed before a response was received.'))).toBe(true);
    expect(workerWentAway('Could not establish connection. Receiving end does not exist.')).toBe(true);
    expect(workerWentAway(new Error('This PDF is protected by a password'))).toBe(false);
  });

  it('asks the new worker once when the first answer was lost', async () => {
    const send = vi.fn().mockRejectedValueOnce(LOST).mockResolvedValueOnce({ ok: true, runId: 'r1' });
    await expect(sendSurvivingRestart(send)).resolves.toEqual({ ok: true, runId: 'r1' });
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('gives up after the second lost answer, and never retries a real failure', async () => {
    const lost = vi.fn().mockRejectedValue(LOST);
    await expect(sendSurvivingRestart(lost)).rejects.toBe(LOST);
    expect(lost).toHaveBeenCalledTimes(2);
    const failing = vi.fn().mockRejectedValue(new Error('input/invalid'));
    await expect(sendSurvivingRestart(failing)).rejects.toThrow('input/invalid');
    expect(failing).toHaveBeenCalledTimes(1);
  });
});
