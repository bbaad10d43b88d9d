/** Turns a command's outcome (or a messaging failure) into a sentence to show. */
import type { CommandResult } from '@/lib/messaging/protocol';

/** The error sentence of a failed command, null when it succeeded. */
export function commandError<T>(result: CommandResult<T> | undefined): string | null {
  if (!result) return 'Cartographer did not answer: reload the extension and try again.';
  return result.ok ? null : result.error.message;
}

/** A thrown messaging error as a sentence ("the background is not answering"). */
export function messagingError(error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  return `Cartographer's background did not answer (${detail}). Reload the extension and try again.`;
}
