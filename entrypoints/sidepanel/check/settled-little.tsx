import type { Claim, Verdict } from '@/lib/engine';
import { articleOutcome } from '@/lib/presentation/article-outcome';
import { keylessCanDo, settledLittle } from '@/lib/presentation/keyless-guidance';
import { isScienceClaim } from '@/lib/presentation/science-claims';
import { count } from '@/lib/presentation/plural';
import { useEngineConfig } from '../components/engine-config-context';
import { NextStep } from '../components/next-step';
import { useSettings } from '../components/use-settings';
import { searchLabels, useKeylessSituation } from '../components/use-keyless-situation';

/**
 * Under a finished check that settled little: what a check without keys can do, and the one step that would help
 * this user most (the fact-check index, an OpenAlex key for science claims, Chrome's built-in model).
 */
export function SettledLittle({
  claims,
  verdicts,
}: {
  claims: readonly Claim[];
  verdicts: readonly Verdict[];
}) {
  const config = useEngineConfig();
  const settings = useSettings();
  const situation = useKeylessSituation(settings);
  const outcome = articleOutcome(claims, verdicts, config);
  if (!settings || !situation || !settledLittle(outcome)) return null;
  const settled = outcome.falseClaims + outcome.contested + outcome.supported;
  const judged = settled + outcome.unverified;
  const scienceClaims = claims.some((claim) => isScienceClaim(claim.text));
  return (
    <section
      className="card settled-little"
      aria-labelledby="settled-little-title"
      data-testid="settled-little"
    >
      <h2 id="settled-little-title">
        This check settled {settled} of {count(judged, 'claim')}
      </h2>
      <p className="muted">{keylessCanDo(situation, searchLabels(settings))}</p>
      <NextStep situation={{ ...situation, scienceClaims }} />
    </section>
  );
}
