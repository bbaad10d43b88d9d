import { count } from '@/lib/presentation/plural';
import { NoRun } from '../components/no-run';
import { usePanel } from '../components/panel-context';
import { useRunData } from '../components/use-run-data';
import { BattlegroundCard } from './battleground-card';
import { ConsensusList } from './consensus-list';

/** The Battlegrounds tab: where credible sources disagree in the shown run, and where they agree. */
export function BattlegroundsTab() {
  const { runId } = usePanel();
  const data = useRunData(runId);
  if (data === undefined && runId) return <p aria-live="polite">Loading…</p>;
  if (!data) return <NoRun what="No run is shown." />;
  const battlegrounds = data.run.result?.battlegrounds ?? [];
  if (!data.run.result) return <NoRun what="This run has no results yet." />;
  return (
    <div className="battlegrounds-tab">
      <p className="muted">
        {battlegrounds.length === 0
          ? 'No battlegrounds: the sources found do not disagree with each other.'
          : `${count(battlegrounds.length, 'point')} where credible sources disagree, in “${data.run.article.title}”.`}
      </p>
      {battlegrounds.map((battleground) => (
        <BattlegroundCard
          key={battleground.id}
          battleground={battleground}
          claim={data.claims.find((claim) => claim.id === battleground.claimId)}
          at={data.run.createdAt}
        />
      ))}
      <ConsensusList points={data.run.result.consensus} claims={data.claims} at={data.run.createdAt} />
    </div>
  );
}
