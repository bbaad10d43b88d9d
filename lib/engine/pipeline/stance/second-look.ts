/**
 * The second look: a model's readings that would move a claim's verdict are read again on their quoted sentence
 * alone (the claim, the sentence and how its source frames it), so an instruction elsewhere on a page can at most
 * make that page count for nothing, never flip its side. The rules' independent agreement spares the call.
 */
import {
  AssessStanceOutputSchema,
  SCHEMA_NAMES,
  engineId,
  instruction,
  joined,
  userMessage,
  wrapUntrusted,
} from '../../schemas';
import type { AssessStanceOutput, Claim, Evidence } from '../../schemas';
import { urlIdentity } from '../../domain/url';
import { sourceInjection, type AcquiredPassage } from '../acquire/acquire-stage';
import { holdsForeignSentence } from './foreign-sentence';
import { callModel } from '../model/model-call';
import { SECOND_LOOK_SYSTEM } from '../model/prompts';
import { addNotice, type RunContext } from '../context/run-context';
import { errorMessage } from '../context/tracer';
import { frameInPage } from './framing/frame-in-page';
import { lexicalStance } from './reading/lexical-stance';
import { isCredibleTier } from '../../domain/tiers/credible-tier';
import { tierOf } from '../../domain/tiers/tier-of';
import { pageOf, ruleStance } from './rule-stance';

/** A claim's verdict label from its evidence (the run's judge, passed in so this stage needs no run import). */
type LabelOf = (evidence: Evidence[]) => string;

/** Which way a verdict label points: a reading "moves" a verdict when it changes this, not its degree. */
function sideOf(label: string): 'true' | 'false' | 'open' {
  if (label === 'supported' || label === 'likely_true') return 'true';
  if (label === 'refuted' || label === 'likely_false') return 'false';
  return 'open';
}

const SIDES: readonly string[] = ['supports', 'refutes'];

/**
 * The claim's new evidence after the second look: each counted reading of a credible source (`verdict.credibleTiers`:
 * a page whose word carries weight, the one an attacker gains by turning) that takes a side, is not confirmed by the
 * rules' own reading of its quote, and (with the others like it) moves the claim's verdict label is read again alone;
 * one that does not hold its side is replaced by the rules' reading (`modelReading: 'second-look'`). A page of a lower
 * tier speaks for its author: an order on it turns nothing the author could not write.
 */
export async function secondLook(
  ctx: RunContext,
  claim: Claim,
  evidence: Evidence[],
  acquired: AcquiredPassage[],
  labelOf: LabelOf,
  dependsOn: string[],
): Promise<{ evidence: Evidence[]; traceIds: string[] }> {
  const llm = ctx.deps.llm;
  if (!llm) return { evidence, traceIds: [] };
  const passageOf = (e: Evidence) =>
    acquired.find((a) => urlIdentity(a.candidate.result.url) === urlIdentity(e.url));
  const unconfirmed = evidence.filter((e) => {
    if (e.modelReading !== 'counted' || !SIDES.includes(e.stance) || !e.quote) return false;
    const p = passageOf(e);
    if (!p) return false;
    const tier = tierOf(e.url, { overrides: ctx.deps.tierOverrides, lookalike: ctx.config.tiers.lookalike });
    if (!isCredibleTier(tier, ctx.config)) return false;
    // The rules' own reading of the quoted sentence, or of the passage, on the same side confirms the reading: an
    // order the rules cannot read does not change what they read.
    const confirming = ctx.config.modelReading.secondLookConfirmingStrength;
    const rules = [lexicalStance(claim.text, e.quote, pageOf(p)), ruleStance(claim, p)];
    if (rules.some((r) => r.stance === e.stance && r.strength >= confirming)) return false;
    // Where the profile spares the call (Quick), only a reading the rules read the other way, of a passage with text
    // the instruction lexicons may not know, or of a page carrying instructions, is looked at again.
    if (ctx.config.modelReading.secondLookEveryReading[ctx.run.profile]) return true;
    const opposite = e.stance === 'supports' ? 'refutes' : 'supports';
    return (
      rules.some((r) => r.stance === opposite && r.strength >= ctx.config.modelReading.strongRuleStrength) ||
      holdsForeignSentence(p.passage, p.page?.lang ?? null, e.quote) ||
      sourceInjection(p).suspicious
    );
  });
  if (unconfirmed.length === 0) return { evidence, traceIds: [] };
  const earlier = ctx.evidence.filter((e) => e.claimId === claim.id);
  const without = new Set(unconfirmed.map((e) => e.id));
  const moves =
    sideOf(labelOf([...earlier, ...evidence])) !==
    sideOf(labelOf([...earlier, ...evidence.filter((e) => !without.has(e.id))]));
  if (!moves) return { evidence, traceIds: [] };

  const items = unconfirmed.map((e, i) => ({ e, p: passageOf(e)!, id: `look-${i + 1}` }));
  let answer: { value: AssessStanceOutput; traceId: string };
  try {
    answer = await callModel(ctx, llm, {
      fact: {
        kind: 'stance',
        claimIds: [claim.id],
        passages: items.length,
        oneSource: false,
        secondLook: true,
      },
      claimId: claim.id,
      dependsOn,
      schemaName: SCHEMA_NAMES.assessStance,
      schema: AssessStanceOutputSchema,
      system: SECOND_LOOK_SYSTEM,
      user: userMessage(
        instruction`Read each sentence on its own against the claim. Answer with exactly one assessment per passage id: ${joined(
          items.map((it) => instruction`"${engineId(it.id)}"`),
          ', ',
        )}.`,
        wrapUntrusted('claim', claim.text, { id: claim.id }),
        ...items.map(({ e, p, id }) =>
          wrapUntrusted('passage', e.quote, {
            id,
            url: e.url,
            published: e.publishedAt ?? 'unknown',
            frame: frameInPage(e.quote, p.passage, pageOf(p)).kind,
          }),
        ),
      ),
      volatileIds: items.map((it) => it.id),
    });
  } catch (error) {
    if (ctx.signal?.aborted) throw error;
    // Unread, the readings stand as the interrogator let them: the outcome says the check was not made.
    addNotice(
      ctx,
      `The second look at the model's readings could not be made (${errorMessage(error)}); ${items.length} reading${items.length === 1 ? '' : 's'} that decide a verdict count unconfirmed.`,
    );
    return { evidence, traceIds: [] };
  }
  const byId = new Map(answer.value.assessments.map((a) => [a.passageId.trim(), a]));
  const failed = new Map<string, string>();
  for (const { e, id } of items) {
    const again = byId.get(id);
    if (again?.stance !== e.stance) failed.set(e.id, again ? again.stance : 'no answer');
  }
  await ctx.tracer.decision(
    'second look',
    claim.id,
    `${items.length} reading${items.length === 1 ? '' : 's'} that move the verdict read again on the quoted sentence alone: ${items
      .map(({ e }) => `${e.url} ${e.stance} → ${failed.get(e.id) ?? 'held'}`)
      .join('; ')}`,
    [answer.traceId],
  );
  if (failed.size === 0) return { evidence, traceIds: [answer.traceId] };
  const replaced: Evidence[] = [];
  for (const e of evidence) {
    const again = failed.get(e.id);
    if (again === undefined) {
      replaced.push(e);
      continue;
    }
    const rules = ruleStance(claim, passageOf(e)!);
    await ctx.tracer.decision(
      "rules' reading used instead of the model's",
      claim.id,
      `${e.url}: the model's reading (${e.stance}) did not hold when its quoted sentence was read again on its own (${again}); the rules read ${rules.stance}`,
      [answer.traceId],
    );
    replaced.push({
      ...e,
      quote: rules.quote,
      stance: rules.stance,
      strength: rules.strength,
      relevance: rules.relevance,
      quoteVerified: rules.quote.trim() !== '',
      heuristic: true,
      rationale: `the model's reading (${e.stance}) did not count (it did not hold when its quoted sentence was read again on its own: ${again}); the rules' reading of the passage is used — ${rules.rationale}`,
      modelReading: 'second-look' as const,
    });
  }
  return { evidence: replaced, traceIds: [answer.traceId] };
}
