/** createRun: validates the input and stores a queued run; the one place a run's budget is merged. */
import { countWords } from '../../domain/text/segment';
import { EngineError } from '../../errors';
import { ArticleSchema, CacheUseSchema, ModelUseSchema } from '../../schemas';
import type { Article, Budget, Profile, Run } from '../../schemas';
import type { EngineDeps } from '../context/engine-deps';
import type { ModelPrice } from '../../domain/cost/model-price';

export interface CreateRunInput {
  article: Article;
  profile: Profile;
  kind?: 'article' | 'challenge';
  statement?: string;
  /** The user's overrides: only the fields they set. Every other limit comes from the run's own profile. */
  budget?: Partial<Budget>;
  /**
   * Check up to this many claims instead of the profile's cap ("Check N more"): the profile's budget grows with it,
   * and the claims an earlier run checked cost nothing again (answers, searches and pages are cached).
   */
  claimLimit?: number;
  /** A Re-run: answer nothing from the model, search or page caches (the run says it was checked afresh). */
  fresh?: boolean;
  /** `rules`: the built-in rules pick the claims although a model is configured (it found none; the user asked). */
  claimsBy?: 'rules';
  /** The configured model's price per million tokens (null: none known): the run's cost is counted at it. */
  price?: ModelPrice | null;
}

export async function createRun(deps: EngineDeps, input: CreateRunInput): Promise<Run> {
  const parsed = ArticleSchema.safeParse(input.article);
  if (!parsed.success)
    throw new EngineError(
      'input/invalid',
      'The page could not be read as an article (missing URL or text): reload the page and try again.',
      { cause: parsed.error },
    );
  if (input.claimLimit !== undefined && (!Number.isInteger(input.claimLimit) || input.claimLimit < 1))
    throw new EngineError('input/invalid', 'The number of claims to check must be a whole number above 0.');
  const kind = input.kind ?? 'article';
  const statement = input.statement?.trim() ?? '';
  if (kind === 'challenge' && countWords(statement, parsed.data.lang) < 3) {
    throw new EngineError(
      'input/invalid',
      'Select a whole statement (at least a few words) to challenge it.',
    );
  }
  const config = deps.config;
  const words = kind === 'challenge' ? countWords(statement, parsed.data.lang) : 0;
  if (words > config.challenge.maxWords) {
    throw new EngineError(
      'input/invalid',
      `Select one statement to challenge (at most ${config.challenge.maxWords} words): this selection has ${words}. To check a whole text, use Check this article.`,
    );
  }
  const now = deps.clock.now();
  const run: Run = {
    id: deps.ids.next('run'),
    kind,
    statement: kind === 'challenge' ? statement : null,
    article: parsed.data,
    profile: input.profile,
    status: 'queued',
    stage: 'ingest',
    createdAt: now,
    updatedAt: now,
    budget: runBudget(
      scaledBudget(config.budgets[input.profile], input.claimLimit, config.claims.checkLimit[input.profile]),
      input.budget,
    ),
    usage: { modelCalls: 0, promptTokens: 0, completionTokens: 0, searches: 0, fetches: 0, elapsedMs: 0 },
    hop: 0,
    model: deps.llm ? `${deps.llm.id}:${deps.llm.model}` : 'none',
    modelUse: ModelUseSchema.parse({}),
    cacheUse: CacheUseSchema.parse({ fresh: input.fresh === true }),
    error: null,
    notices: parsed.data.truncated
      ? ['The article was longer than the size limit: only its first part was checked.']
      : [],
    partialReason: null,
    providerFailures: [],
    origin: 'local',
    ...(input.claimLimit ? { claimLimit: input.claimLimit } : {}),
    ...(input.claimsBy ? { claimsBy: input.claimsBy } : {}),
    // No model, no price: a run without one costs nothing in model calls and says so.
    ...(deps.llm && input.price !== undefined ? { price: input.price } : {}),
    result: null,
  };
  await deps.store.putRun(run);
  return run;
}

/** The profile's budget for a run that checks `claimLimit` claims: one profile budget per `cap` claims. */
function scaledBudget(profileBudget: Budget, claimLimit: number | undefined, cap: number): Budget {
  const times = claimLimit ? Math.max(1, Math.ceil(claimLimit / cap)) : 1;
  return {
    maxModelCalls: profileBudget.maxModelCalls * times,
    maxTokens: profileBudget.maxTokens * times,
    maxSearches: profileBudget.maxSearches * times,
    maxSeconds: profileBudget.maxSeconds * times,
  };
}

/** The profile's budget with the user's overrides on top; an override left unset (undefined) changes nothing. */
function runBudget(profileBudget: Budget, overrides: Partial<Budget> = {}): Budget {
  const budget = { ...profileBudget };
  for (const key of Object.keys(budget) as (keyof Budget)[]) {
    const value = overrides[key];
    if (value !== undefined) budget[key] = value;
  }
  return budget;
}
