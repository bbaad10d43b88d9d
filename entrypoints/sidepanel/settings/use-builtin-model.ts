/**
 * Chrome's built-in model as the panel sees it: its availability in words, asked of the Prompt API (`LanguageModel`)
 * here in the panel, and its download, started by a click (the browser allows it only inside one).
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  browserFacts,
  downloadFailureWords,
  type BuiltinModelState,
} from '@/lib/presentation/builtin-model-words';
import { useEngineConfig } from '../components/engine-config-context';

type Availability = 'unavailable' | 'downloadable' | 'downloading' | 'available';
type Expected = { type: 'text'; languages: string[] };
interface PromptApi {
  availability(options: { expectedInputs: Expected[]; expectedOutputs: Expected[] }): Promise<Availability>;
  create(options: {
    expectedInputs: Expected[];
    expectedOutputs: Expected[];
    monitor(monitor: EventTarget): void;
  }): Promise<{ destroy(): void }>;
}

/** The `LanguageModel` global of this page, when the browser has one. */
function promptApi(): PromptApi | undefined {
  const api = (globalThis as { LanguageModel?: Partial<PromptApi> }).LanguageModel;
  return typeof api?.availability === 'function' && typeof api.create === 'function'
    ? (api as PromptApi)
    : undefined;
}

/** What the browser tells about itself, for the words of a browser without the model. */
function facts(api: boolean) {
  const agent = navigator as Navigator & { userAgentData?: { brands?: { brand: string }[] } };
  return browserFacts(
    navigator.userAgent,
    agent.userAgentData?.brands?.map((b) => b.brand) ?? [],
    api,
    import.meta.env.FIREFOX === true,
  );
}

export function useBuiltinModel(): { state: BuiltinModelState; download(): void } {
  const config = useEngineConfig().model.builtin;
  const languages = [config.promptLanguage];
  const options = {
    expectedInputs: [{ type: 'text' as const, languages }],
    expectedOutputs: [{ type: 'text' as const, languages }],
  };
  const [state, setState] = useState<BuiltinModelState>({ kind: 'checking' });
  /** True while this panel's own Download runs (its monitor gives the progress). */
  const downloading = useRef(false);
  const live = useRef(true);
  const set = (next: BuiltinModelState) => live.current && setState(next);

  const ask = useCallback(async () => {
    const api = promptApi();
    if (!api) return set({ kind: 'absent', facts: facts(false) });
    const availability = await api.availability(options).catch(() => 'unavailable' as const);
    if (downloading.current) return;
    set(
      availability === 'downloading'
        ? { kind: 'downloading', progress: null }
        : availability === 'unavailable'
          ? { kind: 'unavailable', facts: facts(true) }
          : { kind: availability },
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the options derive from the config only
  }, []);

  useEffect(() => {
    live.current = true;
    void ask();
    return () => {
      live.current = false;
    };
  }, [ask]);

  // A download this panel did not start (another window, a previous visit): ask again until it ends.
  useEffect(() => {
    if (state.kind !== 'downloading' || state.progress !== null) return;
    const timer = setInterval(() => void ask(), config.availabilityPollMs);
    return () => clearInterval(timer);
  }, [state, ask, config.availabilityPollMs]);

  /** Must run inside the click's handler: `create()` needs the click's transient activation to download. */
  const download = () => {
    const api = promptApi();
    if (!api) return;
    downloading.current = true;
    set({ kind: 'downloading', progress: 0 });
    api
      .create({
        ...options,
        monitor(monitor) {
          monitor.addEventListener('downloadprogress', (event) => {
            const loaded = (event as Event & { loaded?: number }).loaded;
            if (typeof loaded === 'number') set({ kind: 'downloading', progress: loaded });
          });
        },
      })
      .then((session) => {
        session.destroy();
        downloading.current = false;
        return ask();
      })
      .catch((error: unknown) => {
        downloading.current = false;
        set({ kind: 'download-failed', reason: downloadFailureWords(error) });
      });
  };

  return { state, download };
}
