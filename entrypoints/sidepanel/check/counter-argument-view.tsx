import type { CounterArgument, Evidence, TraceEntry } from '@/lib/engine';
import { evidenceLean, siteOf } from '@/lib/engine';
import { leanSentence } from '@/lib/presentation/claim-sides';

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

/** What a cited source actually says about the claim, from its stored stance (never from the model's words). */
const STANCE_WORDS: Record<Evidence['stance'], string> = {
  supports: 'supports the claim',
  refutes: 'contradicts the claim',
  mixed: 'partly supports it',
  context: 'gives context only',
  irrelevant: 'is not about the claim',
};

/**
 * The counter-arguer's case against the leaning verdict (the lean told from the claim's own For and Against, never
 * from its prior: a claim whose sources only give context leans nowhere), marked as the model's words from the sources (untrusted,
 * never a finding), with what the engine did with it. Each source it rests on is named with what that source says
 * about the claim (from the weighed evidence), so "X says otherwise" can never pass a supporting source off as a
 * contradicting one.
 */
export function CounterArgumentView({
  argument,
  evidence,
  veracity,
}: {
  argument: CounterArgument;
  /** This claim's evidence: the cited sources' stances, and the For and Against its lean is told from. */
  evidence: readonly Evidence[];
  /** The claim's weighed veracity, which breaks a lean between sources on both sides; absent before a verdict. */
  veracity?: number;
}) {
  const other = argument.against === 'true' ? 'false' : 'true';
  const argued: Evidence['stance'] = other === 'true' ? 'supports' : 'refutes';
  const cited = argument.citations.map((url) => {
    const stances = new Set(evidence.filter((e) => e.url === url).map((e) => e.stance));
    const stance: Evidence['stance'] | null = stances.has(argued)
      ? argued
      : stances.has('mixed')
        ? 'mixed'
        : ([...stances][0] ?? null);
    return { url, stance, onSide: stance === argued || stance === 'mixed' };
  });
  return (
    <aside className="counter-argument" data-testid="counter-argument" aria-label="Strongest case against">
      <h4>Strongest case that it is {other}</h4>
      <p className="muted" data-testid="counter-argument-lean">
        {leanSentence(evidenceLean(evidence, veracity))}; here the model argues it is {other}.
      </p>
      <p className="muted">Written by the model from the sources found; it is an argument, not a finding.</p>
      {argument.text ? (
        <blockquote data-testid="counter-argument-text">{argument.text}</blockquote>
      ) : (
        <p className="muted">The model’s argument was left out: it did not keep to the sources.</p>
      )}
      {cited.length > 0 && (
        <ul className="muted" aria-label="Sources it rests on" data-testid="counter-argument-sources">
          {cited.map(({ url, stance, onSide }) => (
            <li key={url}>
              {siteOf(url)}{' '}
              {stance === null
                ? '(no reading of it was kept)'
                : onSide
                  ? `${STANCE_WORDS[stance]}`
                  : `${STANCE_WORDS[stance]}: cited, but it does not make this case`}
            </li>
          ))}
        </ul>
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
