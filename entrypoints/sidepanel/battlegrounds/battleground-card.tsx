import type { Battleground, Claim } from '@/lib/engine';
import { usePanel } from '../components/panel-context';
import { BattlegroundSide } from './battleground-side';
import { leanPosition, leanWording } from './lean-wording';

/** The judge's template question ("Is it true that <claim>?") only repeats the claim: the claim is the heading then. */
function isTemplateQuestion(point: string): boolean {
  return /^Is it true that /.test(point);
}

/** A point of contention: what is disputed, the two sides, and how the evidence leans. */
export function BattlegroundCard({
  battleground,
  claim,
  at,
}: {
  battleground: Battleground;
  claim: Claim | undefined;
  at: number;
}) {
  const { openRun, runId } = usePanel();
  const position = leanPosition(battleground);
  return (
    <article className="card battleground" data-testid="battleground" aria-label={battleground.point}>
      {isTemplateQuestion(battleground.point) && claim ? (
        <>
          <p className="eyebrow">Disputed claim</p>
          <h3>{claim.text}</h3>
        </>
      ) : (
        <h3>{battleground.point}</h3>
      )}
      {claim && runId && (
        <button type="button" className="link-button" onClick={() => openRun(runId, claim.id)}>
          Open this claim’s evidence
        </button>
      )}
      <div className="lean" aria-hidden="true">
        <span>A</span>
        <span className="lean-track">
          <span className="lean-marker" style={{ left: `${position * 100}%` }} />
        </span>
        <span>B</span>
      </div>
      <p className="lean-words" data-testid="lean-words">
        {leanWording(battleground)}
      </p>
      <div className="sides">
        <BattlegroundSide
          name="A"
          side={battleground.sideA}
          favoured={battleground.favours === 'A'}
          at={at}
        />
        <BattlegroundSide
          name="B"
          side={battleground.sideB}
          favoured={battleground.favours === 'B'}
          at={at}
        />
      </div>
    </article>
  );
}
