/** Chrome's built-in model in Settings and onboarding: whether this browser has it, what it needs, Download, Use. */
import {
  BUILTIN_DOWNLOAD_SIZE,
  builtinModelWords,
  type BuiltinModelState,
} from '@/lib/presentation/builtin-model-words';
import { useEngineConfig } from '../components/engine-config-context';
import { useBuiltinModel } from './use-builtin-model';

/**
 * The model's state in words, with Download where it can be downloaded (the click starts it) and, where it is ready
 * and `onUse` is given, a one-click "Use Chrome's built-in model".
 */
export function BuiltinModelStatus({ onUse }: { onUse?: () => void }) {
  const { state, download } = useBuiltinModel();
  const languages = useEngineConfig().model.builtin.languages;
  const { title, detail } = builtinModelWords(state, languages);
  return (
    <div className="builtin-model" data-testid="builtin-model" data-state={state.kind}>
      <p aria-live="polite">
        <strong data-testid="builtin-model-title">{title}</strong>
      </p>
      {detail && (
        <p className="muted" data-testid="builtin-model-detail">
          {detail}
        </p>
      )}
      <Progress state={state} />
      {(state.kind === 'downloadable' || state.kind === 'download-failed') && (
        <p className="button-row">
          {/* The click's own handler calls create({ monitor }): Chrome downloads only from a click. */}
          <button type="button" className="primary" onClick={download}>
            Download Chrome's built-in model ({BUILTIN_DOWNLOAD_SIZE})
          </button>
        </p>
      )}
      {state.kind === 'available' && onUse && (
        <p className="button-row">
          <button type="button" className="primary" onClick={onUse}>
            Use Chrome's built-in model
          </button>
        </p>
      )}
    </div>
  );
}

function Progress({ state }: { state: BuiltinModelState }) {
  if (state.kind !== 'downloading' || state.progress === null) return null;
  return (
    <progress
      max={1}
      value={state.progress}
      aria-label="Download of Chrome's built-in model"
      data-testid="builtin-model-progress"
    />
  );
}

/** Settings' card for the built-in model, beside the model choice: said before it is chosen. */
export function BuiltinModelSection({ chosen, choose }: { chosen: boolean; choose(): void }) {
  return (
    <section className="card" aria-labelledby="settings-builtin-model" data-testid="builtin-model-section">
      <h2 id="settings-builtin-model">Chrome's built-in model</h2>
      <BuiltinModelStatus {...(chosen ? {} : { onUse: choose })} />
    </section>
  );
}
