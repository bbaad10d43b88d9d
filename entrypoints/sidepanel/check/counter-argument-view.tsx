import type { CounterArgument, TraceEntry } from '@/lib/engine';
import { siteOf } from '@/lib/engine';

/** The latest counter-argument the model wrote for a claim (kept with its hop decision), or null. */
export function latestCounterArgument(claimId: string, trace: readonly TraceEntry[]): CounterArgument | null {
  let latest: { hop: number; argument: CounterArgument } | null = null;
  for (const entry of trace) {
    const cp = entry.checkpoint;
    if (cp?.type !== 'hop' || cp.claimId !== claimId || !cp.argument) continue;
    if (!latest || cp.hop >= latest.hop) latest = { hop: cp.hop, argument: cp.argument };
  }
  return latest?.argument ?? null;
}

/**
 * The counter-arguer's case against the leaning verdict, marked as the model's words from the sources (untrusted,
 * never a finding), with what the engine did with it.
 */
export function CounterArgumentView({ argument }: { argument: CounterArgument }) {
  const other = argument.against === 'true' ? 'false' : 'true';
  return (
    <aside className="counter-argument" data-testid="counter-argument" aria-label="Strongest case against">
      <h4>Strongest case that it is {other}</h4>
      <p className="muted">Written by the model from the sources found; it is an argument, not a finding.</p>
      {argument.text ? (
        <blockquote data-testid="counter-argument-text">{argument.text}</blockquote>
      ) : (
        <p className="muted">The model’s argument was left out: it did not keep to the sources.</p>
      )}
      {argument.citations.length > 0 && (
        <p className="muted">Rests on: {argument.citations.map((url) => siteOf(url)).join(', ')}</p>
      )}
      <p className="muted" data-testid="counter-argument-outcome">
        {argument.query
          ? `Untested: searched next for “${argument.query}”.`
          : argument.tested
            ? 'The model says the sources found already test it.'
            : 'No search to test it was usable.'}
      </p>
    </aside>
  );
}
