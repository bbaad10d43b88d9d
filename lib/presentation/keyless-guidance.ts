/**
 * What a check without keys can do, and the one step that would help this user most, chosen from what they lack:
 * no fact-check index → download it; science claims and no OpenAlex key → the free key; no model and Chrome offers
 * its built-in one → use it. Shown in onboarding, under a check that settled little, and in the CLI's report.
 */
import { FACT_INDEX_STORE, KEYLESS_GUIDANCE } from '../engine/config';
import { downloadOfferWords } from './fact-index-words';

/** What this user has, as far as the guidance is concerned. */
export interface KeylessSituation {
  /** The local index of professional fact-checks is stored and served. */
  factIndex: boolean;
  /** An OpenAlex key is set (without one OpenAlex is off). */
  openAlexKey: boolean;
  /** A model is configured (any provider but "No model"). */
  model: boolean;
  /** Chrome's built-in model is offered in this browser (never in the CLI). */
  chromeModel: boolean;
  /** The check had science or health claims; undefined before any check (onboarding), where it counts as yes. */
  scienceClaims?: boolean;
}

export type GuidanceStepId = 'download-fact-checks' | 'openalex-key' | 'chrome-model';

export interface GuidanceStep {
  id: GuidanceStepId;
  /** The step as a button or link says it. */
  label: string;
  /** Why it helps, in one sentence. */
  why: string;
}

/** The one step that would help most, or null when this user lacks none of them. */
export function nextStep(situation: KeylessSituation, config = FACT_INDEX_STORE): GuidanceStep | null {
  if (!situation.factIndex) {
    return {
      id: 'download-fact-checks',
      label: downloadOfferWords(null, config),
      why: 'A claim a professional fact-checker has already checked is settled by their verdict, looked up on this computer.',
    };
  }
  if (situation.scienceClaims !== false && !situation.openAlexKey) {
    return {
      id: 'openalex-key',
      label: 'Add a free OpenAlex key',
      why: "With it, science and health claims are also searched in OpenAlex's scholarly works; the key is free.",
    };
  }
  return modelStep(situation);
}

/** Chrome's built-in model, when this user has no model and the browser offers it (the guidance's model step). */
export function modelStep(situation: Pick<KeylessSituation, 'model' | 'chromeModel'>): GuidanceStep | null {
  if (!situation.model && situation.chromeModel) {
    return {
      id: 'chrome-model',
      label: "Use Chrome's built-in model",
      why: 'It reads each source for what it says about the claim, on this computer, with no key and nothing sent anywhere.',
    };
  }
  return null;
}

/**
 * What a check without any key can do. `searches`: the labels of the search providers it uses (keyless ones and any
 * the user added); the stored fact-checks are named first when there are any.
 */
export function keylessCanDo(
  situation: Pick<KeylessSituation, 'factIndex'>,
  searches: readonly string[],
): string {
  const sources = [...(situation.factIndex ? ['the professional fact-checks stored here'] : []), ...searches];
  const where = sources.length > 0 ? ` and looks for them in ${listWords(sources)}` : '';
  return `Without a model key, a check finds the claims worth checking${where}. Its rules settle a claim when a source states it or a fact-checker has rated it; a source that only paraphrases it is left as context.`;
}

/** The figures of a finished check that tell whether it settled little (from `articleOutcome`). */
export interface SettledCounts {
  falseClaims: number;
  contested: number;
  supported: number;
  unverified: number;
}

/** True when fewer than `settledShare` of the claims the check judged got a verdict either way. */
export function settledLittle(counts: SettledCounts, config = KEYLESS_GUIDANCE): boolean {
  const settled = counts.falseClaims + counts.contested + counts.supported;
  const judged = settled + counts.unverified;
  return judged > 0 && settled / judged < config.settledShare;
}

function listWords(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
