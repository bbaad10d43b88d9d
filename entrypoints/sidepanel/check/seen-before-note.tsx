import type { Claim } from '@/lib/engine';
import { seenBeforeDecision, seenBeforeLead, seenBeforeLine } from '@/lib/presentation/seen-before-words';
import { usePanel } from '../components/panel-context';

/**
 * "You checked this on 12 Nov: refuted (fullfact.org)": a claim found in an earlier check in History, shown as soon as
 * the claims are found (before any search), with a link to that check and what this run did with it.
 */
export function SeenBeforeNote({ claim }: { claim: Pick<Claim, 'seenBefore'> }) {
  const { openRun } = usePanel();
  const seen = claim.seenBefore;
  if (!seen) return null;
  const newest = seen.earlier[0]!;
  const line = seenBeforeLine(seen);
  return (
    <div className="seen-before" data-testid="seen-before" data-decision={seen.decision}>
      <p>
        {seenBeforeLead(seen)}{' '}
        <button
          type="button"
          className="link-button"
          data-testid="seen-before-link"
          title={`Open that check of ${newest.site}`}
          onClick={() => openRun(newest.runId, newest.claimId)}
        >
          {line.date}
        </button>
        {line.rest}
      </p>
      <p className="muted" data-testid="seen-before-decision">
        {seenBeforeDecision(seen)}
      </p>
    </div>
  );
}
