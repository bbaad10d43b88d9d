import { isFinished, type Run } from '@/lib/engine';
import { sendMessage } from '@/lib/messaging/messenger';
import { commandError } from '../components/command-error';
import { usePanel } from '../components/panel-context';
import { useEngineConfig } from '../components/engine-config-context';
import type { RunCommands } from './use-run-commands';

/**
 * "N more claims not checked" under a finished run whose claim cap left claims out, with a button that checks the
 * next ones: a new run of the same article with room for one more cap of claims (the claims already checked come
 * back from the caches at no cost, so the new run shows every claim together).
 */
export function MoreClaims({ run, commands }: { run: Run; commands: RunCommands }) {
  const { openRun } = usePanel();
  const cap = useEngineConfig().claims.checkLimit[run.profile];
  const left = run.claimsNotChecked ?? 0;
  if (left === 0 || run.kind !== 'article') return null;
  const next = Math.min(left, cap);
  const canCheck = isFinished(run.status) && run.origin !== 'imported';
  return (
    <div className="more-claims" data-testid="more-claims">
      <p>
        <strong>
          {left} more claim{left === 1 ? '' : 's'} not checked
        </strong>{' '}
        <span className="muted">(this check covers the {run.claimLimit ?? cap} most check-worthy)</span>
      </p>
      {canCheck && (
        <button
          type="button"
          disabled={commands.pending}
          onClick={() =>
            commands.run(async () => {
              const result = await sendMessage('rerun', { runId: run.id, moreClaims: true });
              if (result?.ok) openRun(result.runId);
              return commandError(result);
            })
          }
        >
          Check {next} more
        </button>
      )}
    </div>
  );
}
