import { count } from '@/lib/presentation/plural';
import { NoRun } from '../components/no-run';
import { usePanel } from '../components/panel-context';
import { useRunData } from '../components/use-run-data';
import { BattlegroundCard } from './battleground-card';
import { ConsensusList } from './consensus-list';
import { DisputedClaims } from './disputed-claims';
import { battlegroundsLine, claimSides, isDisputed } from '@/lib/presentation/claim-sides';

/** The Battlegrounds tab: where credible sources disagree in the shown run, and where they agree. */
export function BattlegroundsTab() {
  const { runId } = usePanel();
  const data = useRunData(runId);
  if (data === undefined && runId) return <p aria-live="polite">Loading…</p>;
  if (!data) return <NoRun what="No run is shown." />;
  const battlegrounds = data.run.result?.battlegrounds ?? [];
  if (!data.run.result) return <NoRun what="This run has no results yet." />;
  // The same per-claim For / Against counts the claim detail shows.
  const sides = claimSides(data.evidence);
  const fought = new Set(battlegrounds.map((b) => b.claimId));
  const disputed = data.claims.filter((c) => !fought.has(c.id) && isDisputed(sides.get(c.id)));
  return (
    <div className="battlegrounds-tab">
      <p className="muted" data-testid="battlegrounds-line">
        {battlegroundsLine(battlegrounds.length, disputed.length, data.run.article.title)}
      </p>
      {battlegrounds.length === 0 && <DisputedClaims claims={disputed} sides={sides} />}
      {battlegrounds.map((battleground) => (
        <BattlegroundCard
          key={battleground.id}
          battleground={battleground}
          claim={data.claims.find((claim) => claim.id === battleground.claimId)}
          at={data.run.createdAt}
        />
      ))}
      {battlegrounds.length > 0 && disputed.length > 0 && (
        <>
          <p className="muted">
            The sources found also take both sides of {count(disputed.length, 'more claim')}, without credible
            sources on both:
          </p>
          <DisputedClaims claims={disputed} sides={sides} />
        </>
      )}
      <ConsensusList
        points={data.run.result.consensus}
        claims={data.claims}
        sides={sides}
        at={data.run.createdAt}
      />
    </div>
  );
}
