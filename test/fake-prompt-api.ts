/**
 * A fake of Chrome's Prompt API (`LanguageModel`) that follows the current explainer
 * (github.com/webmachinelearning/prompt-api, README and index.bs): the new names only (`contextWindow`,
 * `contextUsage`, `measureContextUsage()`, `contextoverflow`; no `inputQuota` & co.); `create()` rejected with a
 * `NotAllowedError` DOMException without transient user activation while `downloadable`; `downloadprogress`
 * ProgressEvents from 0 to 1 on the monitor (at least 0 and 1 even without a download); expected input/output
 * languages validated as BCP 47 and a language it does not take making `availability()` "unavailable" and
 * `create()` reject with `NotSupportedError`; the window overflowing by evicting the oldest non-initial prompts with a
 * `contextoverflow` event, or rejecting with `QuotaExceededError` when even that is not enough; `clone()`.
 *
 * Its answers come from the sandbox's OpenAI-compatible model over real HTTP (`answerUrl`), or from `answers` in
 * order. `installFakePromptApi` is self-contained (no imports, no closures over this module): Playwright serialises
 * it into the side panel page (`addInitScript`) and the service worker (`evaluate`). Realms of one extension share
 * the model's state (downloaded or not) over a BroadcastChannel, as one browser's model is shared.
 */

export type FakeAvailability = 'unavailable' | 'downloadable' | 'downloading' | 'available';

export interface FakePromptApiConfig {
  availability: FakeAvailability;
  /** Primary language subtags the model takes (Chrome today: en, es, ja). */
  languages: string[];
  contextWindow: number;
  /** Progress events of a download after the first (loaded 0), and the wait between them. */
  downloadSteps: number;
  downloadStepMs: number;
  /** `…/v1/chat/completions` of the sandbox: answers come from its model. */
  answerUrl?: string;
  /** Answers in order when there is no `answerUrl`. */
  answers?: string[];
  /** BroadcastChannel name shared by the realms of one browser. */
  channel?: string;
}

/** What the fake recorded, on `globalThis.__fakePromptApi.log`. */
export interface FakePromptApiLog {
  availability: unknown[];
  create: { options: unknown; activation: boolean; outcome: string }[];
  clones: number;
  prompts: { input: unknown; omitResponseConstraintInput: boolean; constrained: boolean }[];
  measures: number;
  overflows: number;
  progress: number[];
}

export function installFakePromptApi(config: FakePromptApiConfig): void {
  type Message = { role: 'system' | 'user' | 'assistant'; content: string };
  type Expected = { type?: string; languages?: string[] };
  type CoreOptions = { expectedInputs?: Expected[]; expectedOutputs?: Expected[] };
  type CreateOptions = CoreOptions & {
    initialPrompts?: Message[];
    monitor?: (m: EventTarget) => void;
    signal?: AbortSignal;
    temperature?: number;
    topK?: number;
  };
  type PromptOptions = {
    responseConstraint?: object;
    omitResponseConstraintInput?: boolean;
    signal?: AbortSignal;
  };

  const scope = globalThis as unknown as Record<string, unknown>;
  const log: FakePromptApiLog = {
    availability: [],
    create: [],
    clones: 0,
    prompts: [],
    measures: 0,
    overflows: 0,
    progress: [],
  };
  let state: FakeAvailability = config.availability;
  let answerIndex = 0;
  const channel =
    config.channel && typeof BroadcastChannel === 'function' ? new BroadcastChannel(config.channel) : null;
  const setState = (next: FakeAvailability, tell = true) => {
    state = next;
    if (tell) channel?.postMessage({ availability: next });
  };
  if (channel)
    channel.onmessage = (event: MessageEvent) => {
      const next = (event.data as { availability?: FakeAvailability } | null)?.availability;
      if (next) setState(next, false);
    };

  const domError = (message: string, name: string) => new DOMException(message, name);
  const tokens = (messages: Message[]) =>
    messages.reduce((sum, m) => sum + 4 + Math.ceil(m.content.length / 4), 0);
  const primary = (tag: string) => tag.toLowerCase().split('-')[0] ?? '';

  /** Validates and canonicalises every language tag (RangeError for one that is not BCP 47). */
  const languagesOf = (options: CoreOptions | undefined): string[] => {
    const all: string[] = [];
    for (const list of [options?.expectedInputs ?? [], options?.expectedOutputs ?? []]) {
      for (const expected of list) {
        if (expected.type !== undefined && expected.type !== 'text')
          throw new TypeError(`This model takes only text, not ${expected.type}.`);
        if (expected.languages) all.push(...Intl.getCanonicalLocales(expected.languages));
      }
    }
    return all;
  };
  const compute = (options: CoreOptions | undefined): FakeAvailability => {
    const wanted = languagesOf(options);
    if (state === 'unavailable') return 'unavailable';
    return wanted.every((tag) => config.languages.includes(primary(tag))) ? state : 'unavailable';
  };

  let download: Promise<void> | null = null;
  const startDownload = (monitor: EventTarget): Promise<void> => {
    const progress = (loaded: number) => {
      log.progress.push(loaded);
      const event =
        typeof ProgressEvent === 'function'
          ? new ProgressEvent('downloadprogress', { loaded, total: 1, lengthComputable: true })
          : Object.assign(new Event('downloadprogress'), { loaded, total: 1 });
      monitor.dispatchEvent(event);
    };
    if (state === 'available') {
      progress(0);
      progress(1);
      return Promise.resolve();
    }
    setState('downloading');
    download ??= (async () => {
      for (let step = 1; step <= config.downloadSteps; step++) {
        await new Promise((resolve) => setTimeout(resolve, config.downloadStepMs));
      }
    })();
    progress(0);
    return (async () => {
      for (let step = 1; step <= config.downloadSteps; step++) {
        await new Promise((resolve) => setTimeout(resolve, config.downloadStepMs));
        progress(Math.min(1, step / config.downloadSteps));
      }
      await download;
      setState('available');
    })();
  };

  const normalise = (input: string | Message[]): Message[] =>
    typeof input === 'string' ? [{ role: 'user', content: input }] : input.map((m) => ({ ...m }));

  async function respond(messages: Message[], options: PromptOptions): Promise<string> {
    if (!config.answerUrl) return config.answers?.[answerIndex++] ?? '';
    const response = await fetch(config.answerUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer fake-prompt-api' },
      body: JSON.stringify({
        model: 'sandbox-model',
        messages,
        ...(options.responseConstraint ? { response_format: { type: 'json_object' } } : {}),
      }),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    const body = (await response.json()) as { choices?: { message?: { content?: string } }[] };
    return body.choices?.[0]?.message?.content ?? '';
  }

  type Entry = { messages: Message[]; tokens: number; initial: boolean };

  /** A session (an EventTarget with the explainer's members), over its own copy of the conversation. */
  function makeSession(history: Entry[], temperature: number, topK: number) {
    const target = new EventTarget();
    let destroyed = false;
    const usage = () => history.reduce((sum, entry) => sum + entry.tokens, 0);
    const check = (options: PromptOptions = {}) => {
      if (destroyed) throw domError('The session was destroyed.', 'InvalidStateError');
      if (options.omitResponseConstraintInput && !options.responseConstraint)
        throw new TypeError('omitResponseConstraintInput needs a responseConstraint.');
      if (options.signal?.aborted) throw options.signal.reason;
    };
    const validate = (messages: Message[]) =>
      messages.forEach((m, i) => {
        if (m.role === 'system' && (i > 0 || history.length > 0))
          throw new TypeError('A system prompt must be the first message of the session.');
      });
    const measure = async (input: string | Message[], options: PromptOptions = {}): Promise<number> => {
      check(options);
      log.measures += 1;
      const constraint =
        options.responseConstraint && !options.omitResponseConstraintInput
          ? Math.ceil(JSON.stringify(options.responseConstraint).length / 4)
          : 0;
      return tokens(normalise(input)) + constraint;
    };
    const session = Object.assign(target, {
      oncontextoverflow: null as ((event: Event) => void) | null,
      contextWindow: config.contextWindow,
      temperature,
      topK,
      measureContextUsage: measure,
      async prompt(input: string | Message[], options: PromptOptions = {}): Promise<string> {
        check(options);
        const messages = normalise(input);
        validate(messages);
        log.prompts.push({
          input: messages,
          omitResponseConstraintInput: options.omitResponseConstraintInput === true,
          constrained: options.responseConstraint !== undefined,
        });
        const needed = await measure(messages, options);
        const fixed = history.filter((e) => e.initial).reduce((sum, e) => sum + e.tokens, 0);
        if (needed > config.contextWindow - fixed) {
          const left = config.contextWindow - usage();
          const error = domError(
            `The input is ${needed} tokens; the context window has ${left} left.`,
            'QuotaExceededError',
          );
          throw Object.assign(error, { requested: needed, quota: left });
        }
        let overflowed = false;
        while (needed > config.contextWindow - usage()) {
          history.splice(
            history.findIndex((e) => !e.initial),
            1,
          );
          overflowed = true;
        }
        if (overflowed) {
          log.overflows += 1;
          const event = new Event('contextoverflow');
          target.dispatchEvent(event);
          session.oncontextoverflow?.(event);
        }
        const answer = await respond([...history.flatMap((e) => e.messages), ...messages], options);
        if (destroyed) throw domError('The session was destroyed.', 'AbortError');
        if (options.responseConstraint) {
          try {
            JSON.parse(answer);
          } catch {
            throw domError('The model could not answer in the requested format.', 'SyntaxError');
          }
        }
        const reply: Message = { role: 'assistant', content: answer };
        history.push({ messages: [...messages, reply], tokens: needed + tokens([reply]), initial: false });
        return answer;
      },
      async append(input: string | Message[], options: { signal?: AbortSignal } = {}): Promise<void> {
        check(options);
        const messages = normalise(input);
        validate(messages);
        history.push({ messages, tokens: tokens(messages), initial: false });
      },
      async clone(options: { signal?: AbortSignal } = {}) {
        check(options);
        log.clones += 1;
        return makeSession(
          history.map((e) => ({ ...e, messages: [...e.messages] })),
          temperature,
          topK,
        );
      },
      destroy(): void {
        destroyed = true;
      },
    });
    Object.defineProperty(session, 'contextUsage', { get: usage, enumerable: true });
    return session as typeof session & { readonly contextUsage: number };
  }

  const LanguageModel = {
    async availability(options?: CoreOptions): Promise<FakeAvailability> {
      log.availability.push(options ?? null);
      return compute(options);
    },
    async params() {
      return { defaultTopK: 3, maxTopK: 128, defaultTemperature: 1, maxTemperature: 2 };
    },
    async create(options: CreateOptions = {}) {
      const activation =
        (globalThis as { navigator?: { userActivation?: { isActive?: boolean } } }).navigator?.userActivation
          ?.isActive === true;
      const record = {
        options: JSON.parse(JSON.stringify({ ...options, monitor: undefined, signal: undefined })),
        activation,
        outcome: 'created',
      };
      log.create.push(record);
      try {
        if (options.signal?.aborted) throw options.signal.reason;
        const availability = compute(options);
        if (availability === 'unavailable')
          throw domError('The model does not support these options on this device.', 'NotSupportedError');
        if (availability === 'downloadable' && !activation)
          throw domError('Downloading the model requires a user activation.', 'NotAllowedError');
        const monitor = new EventTarget();
        options.monitor?.(monitor);
        await startDownload(monitor);
        const initial = options.initialPrompts ?? [];
        initial.forEach((m, i) => {
          if (m.role === 'system' && i > 0) throw new TypeError('A system prompt must come first.');
        });
        if (tokens(initial) > config.contextWindow)
          throw Object.assign(domError('The initial prompts do not fit.', 'QuotaExceededError'), {
            requested: tokens(initial),
            quota: config.contextWindow,
          });
        return makeSession(
          initial.length > 0 ? [{ messages: initial, tokens: tokens(initial), initial: true }] : [],
          options.temperature ?? 1,
          options.topK ?? 3,
        );
      } catch (error) {
        record.outcome = (error as { name?: string }).name ?? 'error';
        throw error;
      }
    },
  };
  scope.LanguageModel = LanguageModel;
  scope.__fakePromptApi = {
    log,
    state: () => state,
    setAvailability: (next: FakeAvailability) => setState(next),
  };
}

/**
 * The fake as a script for Playwright (`addInitScript({ content })`, or `evaluate` in the service worker): the
 * function's text called with `config`, after a stand-in for the `__name` helper esbuild adds to named functions.
 */
export function fakePromptApiScript(config: FakePromptApiConfig): string {
  return `(() => { const __name = (f) => f; (${installFakePromptApi.toString()})(${JSON.stringify(config)}); })();`;
}
