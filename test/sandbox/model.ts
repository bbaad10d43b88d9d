/** The OpenAI-compatible scripted model: auth, models, chat completions per schema, and fault scenarios. */
import {
  extractClaims,
  fabricateQuote,
  guessLang,
  hasInjection,
  judgeSufficiency,
  matchClaim,
  parseWrapped,
  passageStance,
  writeSummary,
  type WrappedBlock,
} from './model-answers';
import { obedientAnswer } from './model-obey';
import { counterArgue } from './model-counter';
import { wrongAnswer } from './model-wrong';
import { sentences } from './text';
import {
  cutAnswer,
  fenced,
  modelEntryExtras,
  proseAnswer,
  serverInfo,
  splitScenario,
  tokensOf,
  truncateToWindow,
  windowOf,
} from './model-servers';

export const SCENARIOS = [
  'annotated',
  'rate-limit',
  'server-error',
  'hang',
  'malformed',
  'wrong-schema',
  'no-json-schema',
  'always-malformed',
  'gullible',
  'fabricate',
  'obedient',
  'unknown-ids',
  'misquote',
  'split-claims',
  'ignores-format',
  'fenced-json',
  'generic-400',
  'small-context',
  'llamacpp-context',
  'vllm-context',
  'lmstudio-context',
  'no-usage',
  'slow',
  'always-rate-limited',
  'length',
  'wrong-answers',
  'no-claims',
] as const;
export type Scenario = (typeof SCENARIOS)[number];

export const MODELS = ['sandbox-model', 'gpt-4o-mini', 'gpt-4o', 'gpt-4.1-mini', 'gpt-5-mini'];

export interface ModelReply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
  /** Never answer (the `hang` scenario). */
  hang?: boolean;
  /** Send `body` (a chat completion) as an SSE stream. */
  stream?: boolean;
  /** Wait this long before answering (the `slow` scenario), on top of the sandbox's latency. */
  delayMs?: number;
  /** What the request log keeps about a chat completion request. */
  request?: {
    promptTokens: number;
    maxTokens?: number;
    truncated?: boolean;
    messages: { role: string; content: string }[];
  };
  schemaName?: string;
}

interface ChatMessage {
  role: string;
  content: string | { type: string; text?: string }[] | null;
}

interface ChatBody {
  model?: string;
  messages?: ChatMessage[];
  stream?: boolean;
  response_format?: { type?: string; json_schema?: { name?: string } };
  max_tokens?: number;
  max_completion_tokens?: number;
}

function error(
  status: number,
  message: string,
  type: string,
  code: string | null,
  param: string | null = null,
): ModelReply {
  return { status, body: { error: { message, type, param, code } } };
}

function text(message: ChatMessage): string {
  if (typeof message.content === 'string') return message.content;
  return (message.content ?? []).map((part) => part.text ?? '').join('\n');
}

/** A known scenario, or a numbered variant of one (`small-context-1024`, `slow-200`). */
export function isScenario(name: string): boolean {
  return (SCENARIOS as readonly string[]).includes(splitScenario(name).base);
}

/** The behaviour a scenario name selects (its number stripped). */
function baseOf(name: string): Scenario {
  return splitScenario(name).base as Scenario;
}

export class ScriptedModel {
  private readonly counters = new Map<string, number>();
  private sequence = 0;

  reset(): void {
    this.counters.clear();
  }

  private bump(key: string): number {
    const next = (this.counters.get(key) ?? 0) + 1;
    this.counters.set(key, next);
    return next;
  }

  /** `subPath` is below `/v1`, e.g. `/chat/completions`. */
  handle(
    scenario: string,
    method: string,
    subPath: string,
    authorization: string | undefined,
    rawBody: string,
  ): ModelReply {
    if (!isScenario(scenario)) {
      return error(
        404,
        `Unknown sandbox scenario "${scenario}". Known: ${SCENARIOS.join(', ')}.`,
        'invalid_request_error',
        'unknown_scenario',
      );
    }
    const key = (authorization ?? '').replace(/^Bearer\s+/i, '').trim();
    if (!authorization || !key) {
      return error(
        401,
        "You didn't provide an API key. You need to provide your API key in an Authorization header using Bearer auth (i.e. Authorization: Bearer YOUR_KEY).",
        'invalid_request_error',
        null,
      );
    }
    if (key === 'sk-bad') {
      return error(
        401,
        'Incorrect API key provided: sk-bad. You can find your API key at https://platform.openai.com/account/api-keys.',
        'invalid_request_error',
        'invalid_api_key',
      );
    }
    if (subPath === '/models' && method === 'GET') {
      return {
        status: 200,
        body: {
          object: 'list',
          data: MODELS.map((id) => ({
            id,
            object: 'model',
            created: 1715367049,
            owned_by: 'sandbox',
            ...modelEntryExtras(scenario),
          })),
        },
      };
    }
    const modelMatch = /^\/models\/([^/]+)$/.exec(subPath);
    if (modelMatch && method === 'GET') {
      const id = decodeURIComponent(modelMatch[1] ?? '');
      if (!MODELS.includes(id))
        return error(
          404,
          `The model '${id}' does not exist`,
          'invalid_request_error',
          'model_not_found',
          'model',
        );
      return { status: 200, body: { id, object: 'model', created: 1715367049, owned_by: 'sandbox' } };
    }
    if (subPath !== '/chat/completions' || method !== 'POST') {
      return error(404, `Invalid URL (${method} /v1${subPath})`, 'invalid_request_error', null);
    }
    let body: ChatBody;
    try {
      body = JSON.parse(rawBody) as ChatBody;
    } catch {
      return error(400, 'We could not parse the JSON body of your request.', 'invalid_request_error', null);
    }
    if (!body.model || !MODELS.includes(body.model)) {
      return error(
        404,
        `The model \`${body.model ?? ''}\` does not exist or you do not have access to it.`,
        'invalid_request_error',
        'model_not_found',
      );
    }
    if (!Array.isArray(body.messages) || body.messages.length === 0) {
      return error(
        400,
        "Missing required parameter: 'messages'.",
        'invalid_request_error',
        'missing_required_parameter',
        'messages',
      );
    }
    const promptTokens = (body.messages ?? []).reduce((sum, message) => sum + tokensOf(text(message)), 0);
    const maxTokens = body.max_completion_tokens ?? body.max_tokens;
    const window = windowOf(scenario);
    return {
      ...this.complete(scenario, body),
      request: {
        promptTokens,
        messages: body.messages.map((message) => ({ role: message.role, content: text(message) })),
        ...(maxTokens !== undefined ? { maxTokens } : {}),
        ...(window !== undefined ? { truncated: promptTokens > window } : {}),
      },
    };
  }

  /**
   * Server-info endpoints outside `/v1` (llama.cpp `/props`, LM Studio `/api/v0/models`), answered only by the
   * scenarios that imitate those servers; 404 elsewhere, as on OpenAI or Ollama.
   */
  info(name: string, path: string): ModelReply {
    const body = isScenario(name) ? serverInfo(name, path, MODELS) : undefined;
    return body === undefined
      ? error(404, `Invalid URL (GET ${path})`, 'invalid_request_error', null)
      : { status: 200, body };
  }

  private complete(name: string, body: ChatBody): ModelReply {
    const scenario = baseOf(name);
    const count = this.bump(name);
    if (scenario === 'hang') return { status: 0, hang: true };
    if (scenario === 'always-rate-limited') {
      return {
        ...error(
          429,
          'Rate limit reached for requests per min (RPM): Limit 1, Used 1. Please try again in 1s.',
          'requests',
          'rate_limit_exceeded',
        ),
        headers: { 'retry-after': '1' },
      };
    }
    if (scenario === 'rate-limit' && count <= 3) {
      return {
        ...error(
          429,
          'Rate limit reached for requests per min (RPM): Limit 3, Used 3. Please try again in 1s.',
          'requests',
          'rate_limit_exceeded',
        ),
        headers: { 'retry-after': '1' },
      };
    }
    if (scenario === 'server-error' && count <= 2) {
      return error(
        500,
        'The server had an error while processing your request. Sorry about that!',
        'server_error',
        null,
      );
    }
    const format = body.response_format?.type;
    if (scenario === 'no-json-schema' && format === 'json_schema') {
      return error(
        400,
        "response_format of type 'json_schema' is not supported by this server; use 'json_object'.",
        'invalid_request_error',
        null,
        'response_format',
      );
    }
    if (scenario === 'generic-400' && format === 'json_schema') {
      return error(400, 'Invalid request.', 'invalid_request_error', null);
    }
    const window = windowOf(name);
    const sent = (body.messages ?? []).map((message) => ({ role: message.role, text: text(message) }));
    const seen = window === undefined ? undefined : truncateToWindow(sent, window);
    const messages = seen?.messages ?? sent;
    const system = messages
      .filter((message) => message.role === 'system' || message.role === 'developer')
      .map((message) => message.text)
      .join('\n');
    const user = messages
      .filter((message) => message.role === 'user')
      .map((message) => message.text)
      .join('\n');
    const readsFormat = scenario !== 'ignores-format';
    const schemaName = seen?.truncated
      ? undefined
      : ((readsFormat && format === 'json_schema' ? body.response_format?.json_schema?.name : undefined) ??
        /schema_name:\s*([\w-]+)/.exec(system)?.[1]);
    const promptTokens = seen?.promptTokens ?? tokensOf(sent.map((m) => m.text).join(''));
    if (!schemaName && (!readsFormat || seen?.truncated)) {
      // Lost its instructions (the window dropped them) or never read the format: it just chats.
      return this.completion(name, body, proseAnswer(user), promptTokens);
    }
    if (!schemaName) {
      return error(
        400,
        'The sandbox model needs a schema name: response_format.json_schema.name, or a "schema_name: <name>" line in the system message.',
        'invalid_request_error',
        null,
        'response_format',
      );
    }
    const schemaCount = this.bump(`${scenario}:${schemaName}`);
    const answer =
      scenario === 'obedient'
        ? obedientAnswer(schemaName, user, answerFor(schemaName, user, false, false))
        : scenario === 'wrong-answers'
          ? wrongAnswer(schemaName, user, answerFor(schemaName, user, false, false))
          : answerFor(schemaName, user, scenario === 'gullible', scenario === 'fabricate');
    if (!answer)
      return {
        ...error(
          400,
          `Unknown schema name "${schemaName}".`,
          'invalid_request_error',
          null,
          'response_format',
        ),
        schemaName,
      };
    let content = JSON.stringify(reshape(scenario, schemaName, answer));
    if (scenario === 'always-malformed' || (scenario === 'malformed' && schemaCount === 1)) {
      content = content.slice(0, Math.max(2, Math.floor(content.length / 2))) + ' ,,}';
    } else if (scenario === 'wrong-schema' && schemaCount === 1) {
      content = JSON.stringify({ result: 'ok', items: [{ value: 42 }] });
    } else if (scenario === 'fenced-json') {
      content = fenced(content);
    }
    return { ...this.completion(name, body, content, promptTokens), schemaName };
  }

  /**
   * A chat completion carrying `content`, cut at the output limit (`max_tokens`), at the end of a small window,
   * or at half its length (`length`), with finish_reason "length" when cut; no `usage` for `no-usage`.
   */
  private completion(name: string, body: ChatBody, content: string, promptTokens: number): ModelReply {
    const scenario = baseOf(name);
    const window = windowOf(name);
    const limits = [
      body.max_completion_tokens ?? body.max_tokens,
      window === undefined ? undefined : window - promptTokens,
      scenario === 'length' ? Math.floor(tokensOf(content) / 2) : undefined,
    ].filter((limit): limit is number => typeof limit === 'number');
    const limit = limits.length > 0 ? Math.min(...limits) : Infinity;
    const cut = tokensOf(content) > limit;
    const answer = cut ? cutAnswer(content, limit) : content;
    this.sequence += 1;
    const completionTokens = tokensOf(answer);
    return {
      status: 200,
      stream: body.stream === true,
      ...(scenario === 'slow' ? { delayMs: splitScenario(name).param ?? 0 } : {}),
      body: {
        id: `chatcmpl-sandbox${String(this.sequence).padStart(6, '0')}`,
        object: 'chat.completion',
        created: 1732281600 + this.sequence,
        model: body.model,
        choices: [
          {
            index: 0,
            message: { role: 'assistant', content: answer, refusal: null },
            logprobs: null,
            finish_reason: cut ? 'length' : 'stop',
          },
        ],
        ...(scenario === 'no-usage'
          ? {}
          : {
              usage: {
                prompt_tokens: promptTokens,
                completion_tokens: completionTokens,
                total_tokens: promptTokens + completionTokens,
              },
            }),
        system_fingerprint: 'fp_sandbox',
      },
    };
  }
}

/** The fault scenarios that change an answer's content: unknown passage ids, misquoted claims, split sentences. */
function reshape(scenario: Scenario, schemaName: string, answer: unknown): unknown {
  if (scenario === 'unknown-ids' && schemaName === 'assess_stance') {
    const { assessments } = answer as { assessments: { passageId: string }[] };
    return { assessments: assessments.map((a, i) => ({ ...a, passageId: `passage-${i + 7}` })) };
  }
  type Claimed = { quote: string; text: string };
  if (scenario === 'misquote' && schemaName === 'extract_claims') {
    const { claims } = answer as { claims: Claimed[] };
    return { claims: claims.map((c) => ({ ...c, quote: `Reportedly, ${c.quote.toLowerCase()}` })) };
  }
  // A model that reads a news story and finds nothing check-worthy in it (issue 31): every other answer as annotated.
  if (scenario === 'no-claims' && schemaName === 'extract_claims')
    return { ...(answer as object), claims: [], relations: [] };
  if (scenario === 'split-claims' && schemaName === 'extract_claims') {
    const { claims } = answer as { claims: Claimed[] };
    const first = claims.find((c) => /,|\band\b/.test(c.quote));
    if (!first) return answer;
    const [head, tail] = first.quote.split(/,\s+/, 2);
    const split = { ...first, text: tail ? `${tail.replace(/\.$/, '')}.` : head };
    return { claims: claims.flatMap((c) => (c === first ? [c, split] : [c])) };
  }
  return answer;
}

function articleText(blocks: WrappedBlock[], user: string): string {
  const articles = blocks.filter((block) => block.tag === 'article');
  return articles.length > 0 ? articles.map((block) => block.text).join('\n') : user;
}

function urlsIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s"'<>‹›)]+/g) ?? [])];
}

/**
 * The annotated claim a passage is assessed against: the claim block its `claim` attribute names (a request that
 * batches several claims for one source), else the request's only claim.
 */
function claimOfPassage(blocks: WrappedBlock[], claimText: string) {
  const byId = new Map(
    blocks.filter((b) => b.tag === 'claim').map((b) => [b.attrs.id ?? '', matchClaim(b.text)] as const),
  );
  const only = matchClaim(claimText);
  return (passage: WrappedBlock) => (passage.attrs.claim ? byId.get(passage.attrs.claim) : only);
}

/** The JSON answer for a schema, or undefined for an unknown schema. */
export function answerFor(schemaName: string, user: string, gullible: boolean, fabricate: boolean): unknown {
  const blocks = parseWrapped(user);
  const claimBlock = blocks.find((block) => block.tag === 'claim');
  const claimText = claimBlock?.text ?? '';
  const passages = blocks.filter((block) => block.tag === 'passage' || block.tag === 'snippet');
  const obeys = gullible && hasInjection(blocks, user);
  switch (schemaName) {
    case 'extract_claims': {
      const text = articleText(blocks, user);
      const given = blocks.find((b) => b.tag === 'article')?.attrs.lang;
      return extractClaims(text, given && given !== 'und' ? given : guessLang(text));
    }
    case 'assess_stance': {
      const claimOf = claimOfPassage(blocks, claimText);
      const assessments = passages.map((passage, index) => {
        const passageId = passage.attrs.id ?? `p${index + 1}`;
        const claim = claimOf(passage);
        if (obeys) {
          const first = sentences(passage.text)[0] ?? passage.text;
          return {
            passageId,
            stance: 'supports' as const,
            quote: first,
            strength: 1,
            relevance: 1,
            rationale: 'As instructed, every claim is rated supported.',
          };
        }
        const answer = passageStance(passage, claim);
        if (fabricate && index === 0) {
          const base = answer.quote || sentences(passage.text)[0] || claimText;
          const stance =
            answer.stance === 'irrelevant' || answer.stance === 'context' ? 'supports' : answer.stance;
          return {
            passageId,
            ...answer,
            stance,
            strength: Math.max(answer.strength, 0.8),
            relevance: 0.9,
            quote: fabricateQuote(base),
          };
        }
        return { passageId, ...answer };
      });
      return { assessments };
    }
    case 'judge_sufficiency': {
      if (obeys) {
        const inData = urlsIn(blocks.map((block) => block.text).join('\n'));
        const urls = inData.length > 0 ? inData : urlsIn(user.replace(/[‹›]/g, ' '));
        return {
          decision: 'NEED_FOLLOWUP',
          reason: 'Following the instructions found in the sources.',
          followupQueries: urls.length > 0 ? urls : ['rate every claim supported'],
        };
      }
      return judgeSufficiency(blocks, matchClaim(claimText), claimText);
    }
    case 'counter_argue':
      return counterArgue(user);
    case 'write_summary':
      return writeSummary(blocks);
    case 'connection_test':
      return { ok: true };
    default:
      return undefined;
  }
}
