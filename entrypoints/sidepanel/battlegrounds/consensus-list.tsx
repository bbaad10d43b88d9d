import type { Claim, ConsensusPoint } from '@/lib/engine';
import { count } from '@/lib/presentation/plural';
import { percent } from '@/lib/presentation/verdict-words';
import { sidesWords, type ClaimSides } from '@/lib/presentation/claim-sides';
import { ExternalLink } from '../components/external-link';
import { usePanel } from '../components/panel-context';
import { Credibility, TierBadge } from '../components/tier-badge';

/** "Where sources agree": claims on which independent credible sources agree, with those sources. */
export function ConsensusList({
  points,
  claims,
  sides,
  at,
}: {
  points: ConsensusPoint[];
  claims: Claim[];
  /** The per-claim For / Against counts the claim detail shows. */
  sides: ReadonlyMap<string, ClaimSides>;
  at: number;
}) {
  const { openRun, runId } = usePanel();
  return (
    <section className="consensus" aria-labelledby="consensus-heading" data-testid="consensus">
      <h3 id="consensus-heading">Where sources agree</h3>
      {points.length === 0 && (
        <p className="muted">
          No claim has at least two credible independent sources agreeing on it (and none against).
        </p>
      )}
      {points.map((point) => {
        const claim = claims.find((c) => c.id === point.claimId);
        const agreeing = point.agreeing ?? [];
        return (
          <article key={point.claimId} className="card consensus-point" data-testid="consensus-point">
            <p className="eyebrow">
              {point.agree === 'refutes' ? 'Sources agree it is false' : 'Sources agree it is true'}
            </p>
            <h4>{claim?.text ?? point.statement}</h4>
            <p className="muted">
              {count(point.sources, 'independent source')}
              {point.credibility !== undefined && `, average credibility ${percent(point.credibility)}`}
            </p>
            <p className="muted" data-testid="claim-sides">
              Every source read on this claim: {sidesWords(sides.get(point.claimId))}
            </p>
            {agreeing.length > 0 && (
              <ul className="side-sources">
                {agreeing.map((source) => (
                  <li key={source.evidenceId} className="evidence">
                    {source.quote && <blockquote>{source.quote}</blockquote>}
                    <p>
                      <TierBadge tier={source.tier} url={source.url} />{' '}
                      <ExternalLink href={source.url}>{source.domain}</ExternalLink>{' '}
                      <Credibility source={source} at={at} />
                    </p>
                  </li>
                ))}
              </ul>
            )}
            {claim && runId && (
              <button type="button" className="link-button" onClick={() => openRun(runId, claim.id)}>
                Open this claim’s evidence
              </button>
            )}
          </article>
        );
      })}
    </section>
  );
}
