import { count, noun } from '@/lib/presentation/plural';
import type { TimeSensitivity } from '@/lib/engine';
import type { ClaimEvidence, EvidenceView } from './claim-evidence';
import { EvidenceItem } from './evidence-item';

function Column({
  title,
  items,
  testId,
  empty,
  at,
  timeSensitivity,
}: {
  title: string;
  items: EvidenceView[];
  testId: string;
  empty: string;
  at: number;
  timeSensitivity: TimeSensitivity;
}) {
  return (
    <section className="evidence-column" aria-label={title} data-testid={testId}>
      <h4>
        {title} ({items.length})
      </h4>
      {items.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <ul>
          {items.map((view) => (
            <EvidenceItem key={view.evidence.id} view={view} at={at} timeSensitivity={timeSensitivity} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * Evidence for and against side by side, then mixed and context evidence. `at`: when the check ran (sources' ages are
 * counted from it); `timeSensitivity`: the claim's (a source's age lowers its credibility only for a time-sensitive one).
 */
export function EvidenceColumns({
  split,
  at,
  timeSensitivity,
}: {
  split: ClaimEvidence;
  at: number;
  timeSensitivity: TimeSensitivity;
}) {
  return (
    <>
      <div className="evidence-columns">
        <Column
          title="For"
          items={split.supporting}
          testId="evidence-for"
          empty="No source supports it."
          at={at}
          timeSensitivity={timeSensitivity}
        />
        <Column
          title="Against"
          items={split.refuting}
          testId="evidence-against"
          empty="No source contradicts it."
          at={at}
          timeSensitivity={timeSensitivity}
        />
      </div>
      {split.other.length > 0 && (
        <Column
          title="Mixed or context"
          items={split.other}
          testId="evidence-other"
          empty=""
          at={at}
          timeSensitivity={timeSensitivity}
        />
      )}
      {split.irrelevant > 0 && (
        <p className="muted">
          {count(split.irrelevant, 'more source')} {noun(split.irrelevant, 'was', 'were')} read but turned out
          irrelevant.
        </p>
      )}
    </>
  );
}
