/** The report's "What would help" lines for a check that settled little: what a keyless check can do and the next step. */
import {
  keylessCanDo,
  nextStep,
  settledLittle,
  type GuidanceStepId,
  type KeylessSituation,
  type SettledCounts,
} from '../presentation/keyless-guidance';
import { isScienceClaim } from '../presentation/science-claims';
import { count } from '../presentation/plural';
import { fieldLink } from '../settings/provider-registry';
import type { Settings } from '../settings/settings-schema';
import { md, mdCode } from './markdown-escape';

/** What the CLI knows of its user: the index, the keys, the model, and the labels of the searches it used. */
export type ReportGuidance = Omit<KeylessSituation, 'scienceClaims'> & { searches: readonly string[] };

/** The CLI's situation: its settings (from the environment), the searches it uses and whether the index is there. */
export function reportGuidance(
  settings: Pick<Settings, 'model' | 'search'>,
  searches: readonly string[],
  factIndex: boolean,
): ReportGuidance {
  return {
    factIndex,
    openAlexKey: settings.search.openalex.key !== '',
    model: settings.model.provider !== 'none',
    chromeModel: false,
    searches,
  };
}

/** How to take each step from the command line. */
const CLI_HOW: Record<GuidanceStepId, string> = {
  'download-fact-checks': `run ${mdCode('npm run factchecks -- update')}`,
  'openalex-key': `set ${mdCode('OPENALEX_API_KEY')} (free from ${fieldLink('openalex')?.url ?? 'openalex.org'})`,
  'chrome-model': 'open the article in Chrome with Cartographer installed',
};

export function keylessGuidanceLines(
  outcome: SettledCounts,
  claims: readonly { text: string }[],
  guidance: ReportGuidance,
): string[] {
  if (!settledLittle(outcome)) return [];
  const settled = outcome.falseClaims + outcome.contested + outcome.supported;
  const judged = settled + outcome.unverified;
  const step = nextStep({ ...guidance, scienceClaims: claims.some((claim) => isScienceClaim(claim.text)) });
  return [
    `### This check settled ${settled} of ${count(judged, 'claim')}`,
    '',
    md(keylessCanDo(guidance, guidance.searches)),
    '',
    ...(step
      ? [`**What would help most: ${md(step.label)}** — ${md(step.why)} To do it, ${CLI_HOW[step.id]}.`, '']
      : []),
  ];
}
