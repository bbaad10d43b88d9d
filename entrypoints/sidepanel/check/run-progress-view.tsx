import { waitingSentence } from '@/lib/presentation/waiting-words';
import { noun } from '@/lib/presentation/plural';
import { claimCounts, claimsFoundLine } from '@/lib/presentation/claim-counts';
import { useEngineConfig } from '../components/engine-config-context';
import { useNow } from '../components/use-now';
import type { RunData } from '../components/use-run-data';
import { currentStepLabel, formatElapsed, isActive, progressSteps, runCounts } from './run-progress';

const STATE_WORDS = {
  done: 'done',
  current: 'in progress',
  pending: 'not started',
  skipped: 'not reached',
} as const;

/** Stages with their state, and counts of claims, queries and sources so far. */
export function RunProgressView({ data }: { data: RunData }) {
  const { run } = data;
  const counts = runCounts(data.claims, data.queries, data.evidence, data.sources);
  const steps = progressSteps(run);
  const active = isActive(run);
  const now = useNow(active);
  const step = currentStepLabel(run);
  // One set of counts (found, checked, left, not checkable): the words "Check more" and the reports use too.
  const cap = useEngineConfig().claims.checkLimit[run.profile];
  const claims = claimCounts(data.claims, data.verdicts, run, cap);
  return (
    <section className="card progress" aria-label="Progress" data-testid="run-progress">
      {active && (
        <p className="muted" data-testid="run-activity">
          {formatElapsed(now - run.createdAt)} elapsed{step ? ` · ${step}` : ''}
          {run.waitingFor && <span data-testid="run-waiting"> · {waitingSentence(run.waitingFor, now)}</span>}
        </p>
      )}
      <ul className="counts" aria-live="polite">
        <li data-testid="count-claims">{claimsFoundLine(claims, active)}</li>
        <li data-testid="count-queries">
          <strong>{counts.queriesRun}</strong>
          {counts.queriesPlanned > counts.queriesRun ? ` of ${counts.queriesPlanned}` : ''}{' '}
          {noun(counts.queriesPlanned, 'query', 'queries')} run
        </li>
        <li data-testid="count-sources">
          <strong>{counts.sourcesRead}</strong> {noun(counts.sourcesRead, 'source')} read
        </li>
      </ul>
      {(isActive(run) || run.status !== 'done') && (
        <ol className="steps">
          {steps.map((step) => (
            <li key={step.stage} className={`step step-${step.state}`} data-state={step.state}>
              <span aria-hidden="true" className="step-dot" />
              {step.label}
              {step.state === 'skipped' ? (
                <span className="step-note"> (not reached)</span>
              ) : (
                <span className="visually-hidden">: {STATE_WORDS[step.state]}</span>
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
