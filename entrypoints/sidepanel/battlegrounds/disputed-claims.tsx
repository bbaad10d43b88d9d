import type { Claim } from '@/lib/engine';
import { sidesWords, type ClaimSides } from '@/lib/presentation/claim-sides';
import { usePanel } from '../components/panel-context';

/** Claims with sources on both sides that are not battlegrounds (one side has no credible source), with their counts. */
export function DisputedClaims({
  claims,
  sides,
}: {
  claims: readonly Claim[];
  sides: ReadonlyMap<string, ClaimSides>;
}) {
  const { openRun, runId } = usePanel();
  if (claims.length === 0) return null;
  return (
    <ul className="disputed-claims" data-testid="disputed-claims">
      {claims.map((claim) => (
        <li key={claim.id} className="card" data-testid="disputed-claim">
          <p>{claim.text}</p>
          <p className="muted" data-testid="claim-sides">
            {sidesWords(sides.get(claim.id))} (a battleground needs credible sources on both sides)
          </p>
          {runId && (
            <button type="button" className="link-button" onClick={() => openRun(runId, claim.id)}>
              Open this claim’s evidence
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
