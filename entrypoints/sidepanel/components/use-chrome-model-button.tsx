import { saveSettings } from '@/lib/settings/settings';

/** The one-click step "use Chrome's built-in model" (a next step wherever one is offered). */
export function UseChromeModelButton({ label }: { label: string }) {
  return (
    <p className="button-row">
      <button
        type="button"
        className="primary"
        onClick={() => void saveSettings({ model: { provider: 'chrome-builtin' } })}
      >
        {label}
      </button>
    </p>
  );
}
