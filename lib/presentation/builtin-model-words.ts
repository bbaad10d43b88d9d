/**
 * Chrome's built-in model in words: whether this browser has it and what it needs (Settings, onboarding), what
 * Test connection proved, and why a check read without it. It runs on this computer: no server, address or key.
 *
 * Requirements as Chrome documents them (developer.chrome.com/docs/ai/prompt-api, "Review the hardware
 * requirements"): Chrome 138 or later on Windows 10/11, macOS 13+, Linux or ChromeOS (Chromebook Plus); 22 GB free on
 * the volume of Chrome's profile; a GPU with more than 4 GB of VRAM, or 16 GB of RAM and 4 CPU cores.
 */
/** What can be known about this browser before asking the model itself. */
interface BrowserFacts {
  /** `firefox` for Firefox (build or user agent), `chrome` for Google Chrome, `chromium` for another Chromium. */
  family: 'firefox' | 'chrome' | 'chromium' | 'other';
  /** Chrome's major version, when the browser says it. */
  chromeMajor: number | null;
  /** The `LanguageModel` global exists. */
  api: boolean;
}

/** The model's state as Settings shows it. */
export type BuiltinModelState =
  | { kind: 'checking' }
  | { kind: 'absent'; facts: BrowserFacts }
  /** The API answered "unavailable"; `facts` tell whether this is Google Chrome at all. */
  | { kind: 'unavailable'; facts?: BrowserFacts }
  | { kind: 'downloadable' }
  /** `progress` from 0 to 1 when this panel started the download (its monitor), else null. */
  | { kind: 'downloading'; progress: number | null }
  | { kind: 'available' }
  /** The Download click failed: the browser's reason. */
  | { kind: 'download-failed'; reason: string };

/** The first Chrome with the Prompt API for extensions. */
const BUILTIN_MIN_CHROME = 138;

const BUILTIN_NEEDS =
  'It needs Chrome 138 or later on a desktop computer (Windows 10 or 11, macOS 13 or later, Linux, or a Chromebook Plus), 22 GB of free disk space, and a graphics card with more than 4 GB of memory or 16 GB of RAM and 4 CPU cores.';

/**
 * What the first download weighs, as far as can be known: Chrome does not say before it starts, and the model's size
 * changes with its updates (the Prompt API page sends developers to chrome://on-device-internals for the current one).
 */
export const BUILTIN_DOWNLOAD_SIZE = 'several GB';

/** Reads the browser's family and Chrome version from its user agent (and the build's target for Firefox). */
export function browserFacts(
  userAgent: string,
  brands: readonly string[],
  api: boolean,
  firefoxBuild = false,
): BrowserFacts {
  const chromeMajor = Number(/Chrome\/(\d+)/.exec(userAgent)?.[1] ?? NaN);
  const family =
    firefoxBuild || /Firefox\//.test(userAgent)
      ? 'firefox'
      : brands.includes('Google Chrome')
        ? 'chrome'
        : /Chrome\//.test(userAgent)
          ? brands.length > 0 || /Edg\/|OPR\//.test(userAgent)
            ? 'chromium'
            : 'chrome'
          : 'other';
  return { family, chromeMajor: Number.isFinite(chromeMajor) ? chromeMajor : null, api };
}

/** One heading and the sentences under it, for a state. */
interface BuiltinModelWords {
  title: string;
  detail: string;
}

/** The words for `state`; `languages`: the languages it takes (`config.model.builtin.languages`). */
export function builtinModelWords(state: BuiltinModelState, languages: readonly string[]): BuiltinModelWords {
  switch (state.kind) {
    case 'checking':
      return { title: "Checking for Chrome's built-in model…", detail: '' };
    case 'absent':
      return absentWords(state.facts);
    case 'unavailable':
      if (state.facts && state.facts.family !== 'chrome')
        return {
          title: 'Not available: this browser says it cannot run a built-in model here',
          detail: `Chrome's built-in model comes with Google Chrome. ${BUILTIN_NEEDS}`,
        };
      return {
        title: 'Not available: Chrome says this computer cannot run its built-in model',
        detail: `${BUILTIN_NEEDS} Chrome may also hold it back while the disk is short of space or by an administrator's policy.`,
      };
    case 'downloadable':
      return {
        title: "Chrome's built-in model can be downloaded",
        detail: `It is not on this computer yet. The download is ${BUILTIN_DOWNLOAD_SIZE}, once (Chrome does not say the exact size before it starts; chrome://on-device-internals shows it), best on an unmetered connection; after it, the model runs on this computer with no key, and no article text leaves it. Checks read with the built-in rules until it is downloaded.`,
      };
    case 'downloading':
      return {
        title:
          state.progress === null
            ? "Chrome's built-in model is downloading"
            : `Chrome's built-in model is downloading: ${Math.floor(state.progress * 100)}%`,
        detail:
          'Checks read with the built-in rules until it is ready. You can keep using Cartographer; the download goes on while Chrome is open.',
      };
    case 'available':
      return {
        title: "Ready: Chrome's built-in model is on this computer",
        detail: `It reads articles in ${languageList(languages)} on this computer, with no key; articles in other languages are read by the built-in rules.`,
      };
    case 'download-failed':
      return {
        title: 'The download did not start',
        detail: `${state.reason} Try again; if it keeps failing, Chrome may not be able to run the model here. ${BUILTIN_NEEDS}`,
      };
  }
}

function absentWords(facts: BrowserFacts): BuiltinModelWords {
  if (facts.family === 'firefox')
    return {
      title: 'Firefox has no built-in model',
      detail:
        'Firefox offers no model to extensions. Cartographer works here with the built-in rules, or with a model you bring (OpenAI or an OpenAI-compatible server).',
    };
  if (facts.family === 'chrome' && facts.chromeMajor !== null && facts.chromeMajor < BUILTIN_MIN_CHROME)
    return {
      title: `Not available: this is Chrome ${facts.chromeMajor}`,
      detail: `Chrome's built-in model needs Chrome ${BUILTIN_MIN_CHROME} or later: update Chrome (Settings → About Chrome). ${BUILTIN_NEEDS}`,
    };
  if (facts.family === 'chrome')
    return {
      title: 'Not available: Chrome does not offer its built-in model here',
      detail: `This Chrome has no Prompt API for extensions: it may be turned off by an administrator's policy, or not offered on this device. ${BUILTIN_NEEDS}`,
    };
  return {
    title: 'Not available: this browser is not Google Chrome',
    detail: `The built-in model comes with Google Chrome only. ${BUILTIN_NEEDS}`,
  };
}

function languageList(languages: readonly string[]): string {
  const names = languages.map((tag) => {
    try {
      return new Intl.DisplayNames(['en'], { type: 'language' }).of(tag) ?? tag;
    } catch {
      return tag;
    }
  });
  return names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : (names[0] ?? '');
}

/** The Test connection steps for a model on this computer (no server to reach, no key). */
export const BUILTIN_STEP_WORDS = [
  { key: 'reachable', ok: 'Model ready on this computer', failed: 'Model not ready on this computer' },
  { key: 'model', ok: 'Model loaded', failed: 'Model did not load' },
  { key: 'structured', ok: 'Structured output works', failed: 'Structured output failed' },
] as const;

/** Why a check read without the built-in model, by error code, for the outcome's sentence. */
export const BUILTIN_FAILURE_WORDS: Readonly<Record<string, string>> = {
  'llm/unavailable': 'it could not run on this computer',
  'llm/not-ready': 'it is not downloaded to this computer yet',
  'llm/unsupported-language': "it does not read this article's language",
  'llm/timeout': 'it did not answer in time',
  'llm/invalid-output': 'its answers could not be used',
};

/** What to do after a check that read without the built-in model (null: nothing the user can do). */
export function builtinModelAdvice(code: string | null): string | null {
  if (code === 'llm/unsupported-language') return null;
  if (code === 'llm/not-ready')
    return "Open Settings → Model and press Download to put Chrome's built-in model on this computer, then check again.";
  return "Open Settings → Model to see whether Chrome's built-in model is ready on this computer.";
}

/** True for a run's model string of Chrome's built-in model (`chrome-builtin:gemini-nano`). */
export function isBuiltinModel(model: string): boolean {
  return model === 'chrome-builtin' || model.startsWith('chrome-builtin:');
}

/** Why the Download click did not get the model, from the browser's DOMException name. */
export function downloadFailureWords(error: unknown): string {
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'NotAllowedError')
    return 'Chrome starts the download only from a click on the Download button.';
  if (name === 'NetworkError') return 'The download stopped: check the connection.';
  if (name === 'NotSupportedError') return 'Chrome says this computer cannot run the model.';
  return `Chrome said: ${error instanceof Error ? error.message : String(error)}.`;
}
