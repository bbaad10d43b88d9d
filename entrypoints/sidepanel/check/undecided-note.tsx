import { UseChromeModelButton } from '../components/use-chrome-model-button';
import type { Claim, Evidence, Run, Verdict } from '@/lib/engine';
import { undecidedOf, type Undecided } from '@/lib/presentation/undecided-words';
import { sendMessage } from '@/lib/messaging/messenger';
import { commandError, messagingError } from '../components/command-error';
import { FactIndexOffer } from '../components/fact-index-offer';
import { usePanel } from '../components/panel-context';
import { useSettings } from '../components/use-settings';
import { useKeylessSituation } from '../components/use-keyless-situation';
import { useState } from 'react';

/** Where each Settings step lands: the section (its first field) that takes the step. */
const SETTINGS_FOCUS: Partial<Record<NonNullable<Undecided['nextStep']>['id'], readonly string[]>> = {
  'openalex-key': ['[data-provider="openalex"] input[type="password"]', '[data-provider="openalex"] input'],
  'model-key': ['[aria-labelledby="settings-model"] input[name="provider"]'],
  'search-settings': ['[aria-labelledby="settings-search"] input'],
  'larger-budget': ['[aria-labelledby="settings-check"] .budget input'],
};

interface NoteProps {
  claim: Claim;
  verdict: Verdict | null;
  evidence: readonly Evidence[];
  run: Run;
}

/**
 * What an undecided claim's check found, in one line (on its card), and in its detail also the one step that would
 * help most, as something to click: download the fact-checks, open the Settings section that takes a key or a model,
 * use Chrome's model, or check the article again under the Deep profile.
 */
export function UndecidedNote({ detail = false, ...props }: NoteProps & { detail?: boolean }) {
  return detail ? <UndecidedDetail {...props} /> : <UndecidedLine {...props} />;
}

/** The card's line: what was found (the next step depends on this user's settings, so it is in the detail). */
function UndecidedLine({ claim, verdict, evidence, run }: NoteProps) {
  const undecided = verdict ? undecidedOf(claim, verdict, evidence, run) : null;
  if (!undecided) return null;
  return (
    <p className="muted undecided" data-testid="undecided-summary" data-searched={undecided.searched}>
      {undecided.summary}
    </p>
  );
}

function UndecidedDetail({ claim, verdict, evidence, run }: NoteProps) {
  const situation = useKeylessSituation(useSettings());
  const undecided = verdict ? undecidedOf(claim, verdict, evidence, run, situation) : null;
  if (!undecided) return null;
  return (
    <div className="undecided" data-testid="undecided" data-searched={undecided.searched}>
      <p data-testid="undecided-summary">{undecided.summary}</p>
      {undecided.nextStep && <StepAction step={undecided.nextStep} run={run} />}
    </div>
  );
}

function StepAction({ step, run }: { step: NonNullable<Undecided['nextStep']>; run: Run }) {
  const { showTab, openRun } = usePanel();
  const [error, setError] = useState<string | null>(null);
  const focus = SETTINGS_FOCUS[step.id];
  const checkDeeper = () => {
    setError(null);
    sendMessage('rerun', { runId: run.id, profile: 'deep' })
      .then((result) => {
        if (result?.ok) openRun(result.runId);
        setError(commandError(result));
      })
      .catch((caught: unknown) => setError(messagingError(caught)));
  };
  return (
    <div className="next-step" data-testid="undecided-next" data-step={step.id}>
      <p>
        <strong>What would help most:</strong> {step.why}
      </p>
      {step.id === 'download-fact-checks' && <FactIndexOffer heading={false} />}
      {focus && (
        <p className="button-row">
          <button type="button" className="primary" onClick={() => showTab('settings', focus)}>
            {step.label}
          </button>
        </p>
      )}
      {step.id === 'chrome-model' && <UseChromeModelButton label={step.label} />}
      {step.id === 'check-deeper' && run.origin !== 'imported' && (
        <p className="button-row">
          <button type="button" className="primary" onClick={checkDeeper}>
            {step.label}
          </button>
        </p>
      )}
      {error && (
        <p className="error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
