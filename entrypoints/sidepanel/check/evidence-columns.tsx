import { count, noun } from '@/lib/presentation/plural';
import type { ClaimEvidence, EvidenceView } from './claim-evidence';
import { EvidenceItem } from './evidence-item';

function Column({
  title,
  items,
  testId,
  empty,
}: {
  title: string;
  items: EvidenceView[];
  testId: string;
  empty: string;
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
            <EvidenceItem key={view.evidence.id} view={view} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** Evidence for and against side by side, then mixed and context evidence. */
export function EvidenceColumns({ split }: { split: ClaimEvidence }) {
  return (
    <>
      <div className="evidence-columns">
        <Column title="For" items={split.supporting} testId="evidence-for" empty="No source supports it." />
        <Column
          title="Against"
          items={split.refuting}
          testId="evidence-against"
          empty="No source contradicts it."
        />
      </div>
      {split.other.length > 0 && (
        <Column title="Mixed or context" items={split.other} testId="evidence-other" empty="" />
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
