import { isFinished, type Run } from '@/lib/engine';
import { sendMessage } from '@/lib/messaging/messenger';
import { commandError } from '../components/command-error';
import { usePanel } from '../components/panel-context';
import { useEngineConfig } from '../components/engine-config-context';
import type { RunCommands } from './use-run-commands';
import { checkLeftWords, claimCounts, claimsLeftLine } from '@/lib/presentation/claim-counts';

/**
 * "15 claims left unchecked" under a finished run whose claim cap left claims out, with a button that checks the next
 * ones ("Check 12 of the 15 left"): a new run of the same article with room for one more cap of claims (the claims
 * already checked come back from the caches at no cost, so the new run shows every claim together). The counts are
 * the one set the progress card and the reports show (claim-counts.ts).
 */
export function MoreClaims({ run, commands }: { run: Run; commands: RunCommands }) {
  const { openRun } = usePanel();
  const cap = useEngineConfig().claims.checkLimit[run.profile];
  const counts = claimCounts([], [], run, cap);
  const line = claimsLeftLine(counts);
  if (!line || run.kind !== 'article') return null;
  const canCheck = isFinished(run.status) && run.origin !== 'imported';
  return (
    <div className="more-claims" data-testid="more-claims">
      <p>{line}</p>
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
          {checkLeftWords(counts)}
        </button>
      )}
    </div>
  );
}
