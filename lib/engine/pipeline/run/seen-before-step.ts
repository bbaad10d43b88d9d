/** After extraction: each claim looked up in History's seen-before index, and an earlier check's evidence reused. */
import type { Claim } from '../../schemas';
import type { SeenMatch } from '../../ports';
import { sameUrl } from '../../domain/url';
import { UNCHECKABLE_KINDS } from '../../schemas';
import { decideSeenBefore } from './seen-reuse';
import { judgeAndStore, storeSources } from './research-claim';
import { emitProgress, type RunContext } from '../context/run-context';
import { errorMessage } from '../context/tracer';

/**
 * Looks up the checkable claims that nothing was gathered for yet (in checks of other pages), and stores on each claim found what the run
 * will do with its earlier checks (so the panel shows "You checked this" before any search). A failed lookup is a
 * trace entry: the claims are checked as if never seen.
 */
export async function lookUpSeenBefore(ctx: RunContext): Promise<void> {
  const lookup = ctx.deps.seenBefore;
  if (!lookup) return;
  const pending = ctx.claims.filter(
    (c) =>
      !UNCHECKABLE_KINDS.includes(c.kind) &&
      !c.seenBefore &&
      !ctx.verdicts.has(c.id) &&
      !ctx.queries.some((q) => q.claimId === c.id),
  );
  if (pending.length === 0) return;
  const lang = ctx.run.article.lang;
  let matches;
  try {
    matches = await lookup.lookup(
      pending.map((c) => ({ text: c.text, lang })),
      { excludeRunId: ctx.run.id },
    );
  } catch (error) {
    await ctx.tracer.decision('seen before', null, `History could not be read: ${errorMessage(error)}`);
    return;
  }
  const now = ctx.run.createdAt;
  const found: Claim[] = [];
  // Earlier checks of this same page are the "previous check" the panel compares with: a re-run checks afresh.
  const elsewhere = (m: SeenMatch) => !sameUrl(m.check.url, ctx.run.article.url);
  pending.forEach((claim, i) => {
    const seen = decideSeenBefore(claim, lang, (matches[i] ?? []).filter(elsewhere), now);
    if (!seen) return;
    claim.seenBefore = seen;
    found.push(claim);
  });
  if (found.length === 0) return;
  await ctx.deps.store.putClaims(found);
  for (const claim of found) {
    const s = claim.seenBefore!;
    await ctx.tracer.decision(
      'seen before',
      claim.id,
      `checked in ${s.earlier.length} earlier run${s.earlier.length === 1 ? '' : 's'} (newest ${s.ageDays} days ago: ${s.earlier[0]!.label}); ${s.decision === 'reused' ? 'its evidence is reused' : 'checked again'} (${s.why}; ${s.freshness} claims stay fresh ${s.freshForDays} days)`,
    );
  }
  emitProgress(
    ctx,
    'extract',
    `${found.length} claim${found.length === 1 ? '' : 's'} checked before in History`,
  );
}

/**
 * Reuses the newest earlier check's evidence for a claim marked `reused`: copied into this run and judged again by
 * today's rules. False (and the claim marked `rechecked`, `gone`) when that evidence is no longer stored.
 */
export async function reuseSeenEvidence(ctx: RunContext, claim: Claim): Promise<boolean> {
  const seen = claim.seenBefore;
  const lookup = ctx.deps.seenBefore;
  const newest = seen?.earlier[0];
  if (!seen || seen.decision !== 'reused' || !lookup || !newest) return false;
  if (!ctx.evidence.some((e) => e.claimId === claim.id)) {
    const earlier = await lookup.evidenceOf(newest);
    if (earlier.length === 0) {
      claim.seenBefore = { ...seen, decision: 'rechecked', why: 'gone' };
      await ctx.deps.store.putClaims([claim]);
      return false;
    }
    const copied = earlier.map((e) => ({
      ...e,
      id: ctx.deps.ids.next('ev'),
      runId: ctx.run.id,
      claimId: claim.id,
      queryId: null,
    }));
    ctx.evidence.push(...copied);
    await ctx.deps.store.putEvidence(copied);
    await storeSources(ctx, copied);
  }
  await judgeAndStore(ctx, claim);
  return true;
}
