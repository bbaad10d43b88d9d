import { useState } from 'react';
import { DEFAULT_BLOCKED_SITES, type Settings, type SettingsPatch } from '@/lib/settings/settings';

/** Sites never to check, one pattern a line (mail, banking and intranets by default). */
export function BlockedSites({ settings, save }: { settings: Settings; save(patch: SettingsPatch): void }) {
  const current = settings.blockedSites.join('\n');
  const [draft, setDraft] = useState(current);
  const [shown, setShown] = useState(current);
  if (shown !== current) {
    setShown(current);
    setDraft(current);
  }
  const lines = (text: string) =>
    text
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean);
  return (
    <section className="card" aria-labelledby="settings-blocked">
      <h2 id="settings-blocked">Sites never to check</h2>
      <label className="field">
        <span>
          One pattern a line: a host (its subdomains included), * for any characters, an optional /path.
        </span>
        <textarea
          rows={6}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onBlur={() => draft !== current && save({ blockedSites: lines(draft) })}
        />
      </label>
      <button type="button" onClick={() => save({ blockedSites: [...DEFAULT_BLOCKED_SITES] })}>
        Restore defaults
      </button>
    </section>
  );
}
