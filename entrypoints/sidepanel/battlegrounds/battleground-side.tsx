import type { Battleground } from '@/lib/engine';
import { ExternalLink } from '../components/external-link';
import { Credibility, TierBadge } from '../components/tier-badge';
import { formatDate } from '@/lib/presentation/verdict-words';
import { sidePosition } from './lean-wording';

/** One side of a battleground: its position and the sources that hold it. */
export function BattlegroundSide({
  name,
  side,
  favoured,
  at,
}: {
  name: 'A' | 'B';
  side: Battleground['sideA'];
  favoured: boolean;
  /** When the check ran (sources' ages are counted from it). */
  at: number;
}) {
  return (
    <section
      className={`side${favoured ? ' favoured' : ''}`}
      aria-label={`Side ${name}`}
      data-testid={`side-${name}`}
    >
      <h4>
        Side {name}
        {favoured && <span className="badge tone-good">evidence leans here</span>}
      </h4>
      <p className="position">{sidePosition(name, side)}</p>
      <ul className="side-sources">
        {side.sources.map((source) => (
          <li key={source.evidenceId} className="evidence">
            {source.quote && <blockquote>{source.quote}</blockquote>}
            <p>
              <TierBadge tier={source.tier} url={source.url} />{' '}
              <ExternalLink href={source.url}>{source.domain}</ExternalLink>
            </p>
            <p className="muted">
              <Credibility source={source} at={at} /> · {formatDate(source.publishedAt)}
            </p>
          </li>
        ))}
      </ul>
      {side.sources.length === 0 && <p className="muted">No source on this side.</p>}
    </section>
  );
}
