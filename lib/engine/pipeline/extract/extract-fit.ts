/** The extraction call packed into the model's window: output limit, claims asked for, and article text cut to fit. */
import { EngineError } from '../../errors';
import {
  ExtractClaimsOutputSchema,
  SCHEMA_NAMES,
  instruction,
  userMessage,
  wrapUntrusted,
  type SystemMessage,
  type UserMessage,
} from '../../schemas';
import type { LlmClient } from '../../ports';
import { contextWindow, cutToTokens, outputTokensFor, packTokens, userRoom } from '../model/model-fit';
import { extractClaimsSystem } from '../model/prompts';
import { addNotice, type RunContext } from '../context/run-context';

interface FittedExtraction {
  /** The article text the model sees (the pre-filtered text, cut when the window is too small for all of it). */
  text: string;
  system: SystemMessage;
  user: UserMessage;
  maxOutputTokens: number;
}

/**
 * Sizes the extraction call so that system + user + output limit fit the window: in a small window the answer
 * gets `model.extractOutputShare` of it (and the prompt asks for as many claims as fit in that), and the article
 * text is cut at a paragraph or sentence boundary. A cut is a trace decision and a notice; the system prompt is
 * never shortened.
 */
export async function fitExtraction(
  ctx: RunContext,
  llm: LlmClient,
  prefiltered: string,
): Promise<FittedExtraction> {
  const { config, run } = ctx;
  const window = await contextWindow(llm, config, ctx.signal);
  const wanted = outputTokensFor(config, SCHEMA_NAMES.extractClaims);
  const maxOutputTokens = Math.min(wanted, Math.floor(window * config.model.extractOutputShare));
  const maxClaims =
    maxOutputTokens < wanted
      ? Math.max(
          1,
          Math.min(config.claims.maxClaims, Math.floor(maxOutputTokens / config.model.tokensPerClaim)),
        )
      : config.claims.maxClaims;
  const system = extractClaimsSystem(maxClaims);
  const userFor = (text: string) =>
    userMessage(
      instruction`Extract the check-worthy claims of this article.`,
      wrapUntrusted('article', text, {
        url: run.article.url,
        lang: run.article.lang,
        title: run.article.title,
      }),
    );
  const room =
    userRoom(config, window, { system, schema: ExtractClaimsOutputSchema, outputTokens: maxOutputTokens }) -
    packTokens(config, userFor(''));
  const fitted = cutToTokens(config, prefiltered, room);
  if (fitted.cut && fitted.text.trim() === '')
    throw new EngineError(
      'llm/unavailable',
      `The model's context window (${window} tokens) is too small for the extraction instructions and any article text: set a larger context window on the model server and in Settings.`,
    );
  if (fitted.cut) {
    const share = `${fitted.text.length} of ${prefiltered.length} characters`;
    await ctx.tracer.decision(
      'fit the model context window',
      null,
      `the model's window is ${window} tokens: the extraction prompt carries the first ${share} of the article's check-worthy sentences, asks for at most ${maxClaims} claims and allows ${maxOutputTokens} output tokens`,
    );
    addNotice(
      ctx,
      `The model's context window (${window} tokens) holds only the first ${share} of the article's check-worthy sentences: claims in the rest were not looked for. Set a larger context window on the model server and in Settings to read all of it.`,
    );
  }
  return { text: fitted.text, system, user: userFor(fitted.text), maxOutputTokens };
}
