import type { GraphNode } from '@/lib/engine';
import { usePanel } from '../components/panel-context';
import { useEscapeCloses } from '../components/use-escape-closes';

/** The claims an entity appears in, each opening its detail. */
export function EntityClaims({
  entity,
  claims,
  onClose,
}: {
  entity: GraphNode;
  claims: GraphNode[];
  onClose(): void;
}) {
  const { openRun, runId } = usePanel();
  useEscapeCloses(onClose);
  return (
    <section className="card" aria-label={`Claims about ${entity.label}`} data-testid="entity-claims">
      <h3>Claims about {entity.label}</h3>
      {claims.length === 0 ? (
        <p className="muted">No claim is linked to it.</p>
      ) : (
        <ul>
          {claims.map((claim) => (
            <li key={claim.id}>
              <button
                type="button"
                className="link-button"
                onClick={() => runId && openRun(runId, claim.ref)}
              >
                {claim.label}
              </button>
            </li>
          ))}
        </ul>
      )}
      <button type="button" onClick={onClose}>
        Close
      </button>
    </section>
  );
}
