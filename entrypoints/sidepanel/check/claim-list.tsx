import { LabelBadge, StatusBadge, hasVerdict } from '../components/label-badge';
import { ProvisionalNote } from '../components/provisional-note';
import { RgbaBars } from '../components/rgba-bars';
import { usePanel } from '../components/panel-context';
import type { RankedClaim } from './claim-order';

/** Claims, what most needs attention first; each opens its detail. */
export function ClaimList({ ranked }: { ranked: RankedClaim[] }) {
  const { openClaim } = usePanel();
  if (ranked.length === 0) return <p className="muted">No claims found yet.</p>;
  return (
    <section aria-labelledby="claims-title">
      <h2 id="claims-title" className="section-title">
        Claims <span className="muted">(most in need of attention first)</span>
      </h2>
      <ol className="claim-list" data-testid="claim-list">
        {ranked.map(({ claim, verdict }) => (
          <li key={claim.id} className="card claim-row" data-testid="claim-row" data-claim-id={claim.id}>
            <button type="button" className="link-button claim-text" onClick={() => openClaim(claim.id)}>
              {claim.text}
            </button>
            <div className="claim-meta">
              <LabelBadge label={verdict?.label ?? null} />
              <ProvisionalNote verdict={verdict} />
              {verdict && hasVerdict(verdict.label) && <StatusBadge status={verdict.status} />}
              <span className="muted">{claim.kind}</span>
              {claim.page !== undefined && (
                <span className="muted" data-testid="claim-page" title={`On page ${claim.page} of the PDF`}>
                  p. {claim.page}
                </span>
              )}
            </div>
            {verdict && hasVerdict(verdict.label) && <RgbaBars rgba={verdict.rgba} compact />}
          </li>
        ))}
      </ol>
    </section>
  );
}
