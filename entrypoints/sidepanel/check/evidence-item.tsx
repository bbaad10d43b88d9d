import { Credibility, TierBadge } from '../components/tier-badge';
import { ExternalLink } from '../components/external-link';
import { formatDate } from '@/lib/presentation/verdict-words';
import type { EvidenceView } from './claim-evidence';

/** One piece of evidence: the quote, its source, tier, credibility, date and link. */
export function EvidenceItem({ view }: { view: EvidenceView }) {
  const { evidence } = view;
  return (
    <li className="evidence" data-testid="evidence-item">
      <blockquote>{evidence.quote || evidence.passage}</blockquote>
      {evidence.carriesInstructions && (
        <p className="warning" data-testid="instruction-warning">
          This source contains text addressed to an AI or fact-checker (an attempt to steer the verdict): its
          instruction was removed and its weight capped.
        </p>
      )}
      {!evidence.quoteVerified && evidence.quote && (
        <p className="warning">This quote was not found in the source text: it was not counted.</p>
      )}
      <p className="evidence-source">
        <TierBadge tier={view.tier} />{' '}
        <ExternalLink href={evidence.url}>{evidence.title || view.siteName}</ExternalLink>
      </p>
      <p className="muted">
        {view.siteName} · <Credibility value={view.credibility} /> · {formatDate(evidence.publishedAt)}
        {evidence.heuristic ? ' · read without a model (weak)' : ''}
        {evidence.rating ? ` · fact-check rating: ${evidence.rating}` : ''}
      </p>
    </li>
  );
}
