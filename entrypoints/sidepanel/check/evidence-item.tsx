import { Credibility, TierBadge } from '../components/tier-badge';
import { ExternalLink } from '../components/external-link';
import { formatDate } from '@/lib/presentation/verdict-words';
import { LOCAL_FACT_CHECKS_ATTRIBUTION, type TimeSensitivity } from '@/lib/engine';
import type { EvidenceView } from './claim-evidence';

/** Why a model's reading of a source did not count, for the outcomes where it did not. */
const READING_FAILED: Partial<Record<NonNullable<EvidenceView['evidence']['modelReading']>, string>> = {
  'quote-not-found': 'its quote is not in the source',
  'off-claim': 'its quote is not about the claim',
  contradicted: "the rules' reading of the same text says the opposite",
  instruction: 'it quoted an instruction',
  overlooked: "it called a passage that states the claim's figures irrelevant",
  framed: 'it called support a sentence the source only quotes, attributes or labels',
  'second-look': 'it did not hold when the quoted sentence was read again on its own',
};

/**
 * One piece of evidence: the quote, its source and link, its kind and standing in words, its date; the credibility
 * figure and its parts folded (the source's age counts only for a time-sensitive claim: `timeSensitivity`).
 */
export function EvidenceItem({
  view,
  at,
  timeSensitivity,
}: {
  view: EvidenceView;
  at: number;
  timeSensitivity: TimeSensitivity;
}) {
  const { evidence } = view;
  return (
    <li className="evidence" data-testid="evidence-item">
      <blockquote>{evidence.quote || evidence.passage}</blockquote>
      {evidence.carriesInstructions && (
        <p className="warning" data-testid="instruction-warning">
          This source contains text addressed to an AI or fact-checker (an attempt to steer the verdict): that
          text was removed, and only the rest of the page was weighed.
        </p>
      )}
      {evidence.modelReading && READING_FAILED[evidence.modelReading] && (
        <p className="warning" data-testid="model-reading-warning">
          The model&apos;s reading of this source did not count ({READING_FAILED[evidence.modelReading]}): the
          rules&apos; reading is shown.
        </p>
      )}
      {!evidence.quoteVerified && evidence.quote && (
        <p className="warning">This quote was not found in the source text: it was not counted.</p>
      )}
      <p className="evidence-source">
        <TierBadge tier={view.tier} url={evidence.url} />{' '}
        <ExternalLink href={evidence.url}>{evidence.title || view.siteName}</ExternalLink>
      </p>
      <p className="muted">
        {view.siteName} ·{' '}
        <Credibility
          source={{
            url: evidence.url,
            tier: view.tier,
            credibility: view.credibility,
            publishedAt: evidence.publishedAt,
            passage: evidence.passage,
          }}
          at={at}
          timeSensitivity={timeSensitivity}
        />{' '}
        · {formatDate(evidence.publishedAt)}
        {evidence.heuristic ? ' · read without a model (weak)' : ''}
        {evidence.rating ? ` · fact-check rating: ${evidence.rating}` : ''}
      </p>
      {evidence.foundIn && (
        <p className="muted" data-testid="from-fact-index">
          Found in your local index of professional fact-checks ({LOCAL_FACT_CHECKS_ATTRIBUTION}).
        </p>
      )}
    </li>
  );
}
