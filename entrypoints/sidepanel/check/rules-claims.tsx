import { isFinished, type Run } from '@/lib/engine';
import { sendMessage } from '@/lib/messaging/messenger';
import { noClaimsWords } from '@/lib/presentation/no-claims-words';
import { commandError } from '../components/command-error';
import { usePanel } from '../components/panel-context';
import type { RunCommands } from './use-run-commands';

/**
 * Under a finished check whose model found no check-worthy claim while the built-in rules find some: a button that
 * checks the rules' claims (a new run of the same article, its claims picked by the rules, the model still reading
 * the evidence).
 */
export function RulesClaims({ run, commands }: { run: Run; commands: RunCommands }) {
  const { openRun } = usePanel();
  const words = noClaimsWords(run);
  if (!words?.offer || run.kind !== 'article' || !isFinished(run.status) || run.origin === 'imported')
    return null;
  return (
    <div className="more-claims" data-testid="rules-claims">
      <button
        type="button"
        disabled={commands.pending}
        onClick={() =>
          commands.run(async () => {
            const result = await sendMessage('rerun', { runId: run.id, rulesClaims: true });
            if (result?.ok) openRun(result.runId);
            return commandError(result);
          })
        }
      >
        {words.offer}
      </button>
    </div>
  );
}
