/** Stance calls packed into the model's window: how many passages share a call, and passages shortened to fit. */
import { AssessStanceOutputSchema, SCHEMA_NAMES } from '../../schemas';
import { cutToTokens, outputTokensFor, packTokens, userRoom } from '../model/model-fit';
import { ASSESS_STANCE_SYSTEM } from '../model/prompts';
import type { RunContext } from '../context/run-context';

/** The window as the client knows it by now (read from the server during extraction), else the safe default. */
function knownWindow(ctx: RunContext): number {
  return ctx.deps.llm?.contextTokens ?? ctx.config.model.contextTokens.local;
}

/** Output limit of a stance call over `passages` passages. */
export function stanceOutputTokens(ctx: RunContext, passages: number): number {
  return outputTokensFor(ctx.config, SCHEMA_NAMES.assessStance, passages);
}

/** Tokens the user message of a stance call over `passages` passages may take. */
function stanceRoom(ctx: RunContext, passages: number): number {
  return userRoom(ctx.config, knownWindow(ctx), {
    system: ASSESS_STANCE_SYSTEM,
    schema: AssessStanceOutputSchema,
    outputTokens: stanceOutputTokens(ctx, passages),
  });
}

/** Whether a stance call whose whole user message is `user`, over `passages` passages, fits uncut. */
export function stanceFits(ctx: RunContext, user: string, passages: number): boolean {
  return packTokens(ctx.config, user) <= stanceRoom(ctx, passages);
}

/**
 * The passage texts shortened so the call fits: `fixed` is the user message with empty passages; the room left
 * is shared out, short passages whole and the rest cut to an equal share of what remains.
 */
export function fitPassageTexts(
  ctx: RunContext,
  fixed: string,
  texts: string[],
): { texts: string[]; cut: boolean } {
  let remaining = stanceRoom(ctx, texts.length) - packTokens(ctx.config, fixed);
  const out = [...texts];
  let cut = false;
  const order = texts.map((text, index) => ({ text, index })).sort((a, b) => a.text.length - b.text.length);
  order.forEach(({ text, index }, position) => {
    const share = Math.max(0, Math.floor(remaining / (order.length - position)));
    const fitted = cutToTokens(ctx.config, text, share);
    out[index] = fitted.text;
    cut ||= fitted.cut;
    remaining -= packTokens(ctx.config, fitted.text);
  });
  return { texts: out, cut };
}
