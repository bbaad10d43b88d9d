import { useState } from 'react';
import { SourceTierSchema, type SourceTier } from '@/lib/engine';
import type { Settings, SettingsPatch } from '@/lib/settings/settings';
import { TIER_WORDS } from '@/lib/presentation/verdict-words';

/** Your own tier for a domain, overriding the curated lists: add and remove rows. */
export function TierOverrides({ settings, save }: { settings: Settings; save(patch: SettingsPatch): void }) {
  const [domain, setDomain] = useState('');
  const [tier, setTier] = useState<SourceTier>('B');
  const rows = Object.entries(settings.tierOverrides).sort(([a], [b]) => a.localeCompare(b));

  const add = () => {
    const key = domain.trim().toLowerCase();
    if (!key) return;
    save({ tierOverrides: { ...settings.tierOverrides, [key]: tier } });
    setDomain('');
  };
  const remove = (key: string) => {
    const next = { ...settings.tierOverrides };
    delete next[key];
    save({ tierOverrides: next });
  };

  return (
    <section className="card" aria-labelledby="settings-tiers">
      <h2 id="settings-tiers">Source tiers</h2>
      <p className="muted">Rate a domain yourself; its subdomains follow.</p>
      {rows.length > 0 && (
        <ul className="tier-rows" data-testid="tier-rows">
          {rows.map(([key, value]) => (
            <li key={key}>
              <span>{key}</span> <span className="badge">{TIER_WORDS[value]}</span>{' '}
              <button type="button" onClick={() => remove(key)} aria-label={`Remove ${key}`}>
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <form
        className="tier-add"
        onSubmit={(event) => {
          event.preventDefault();
          add();
        }}
      >
        <label className="field">
          <span>Domain</span>
          <input value={domain} onChange={(e) => setDomain(e.target.value)} placeholder="example.org" />
        </label>
        <div className="field">
          <label htmlFor="tier-override-tier">Tier</label>
          <select
            id="tier-override-tier"
            value={tier}
            onChange={(e) => setTier(SourceTierSchema.parse(e.target.value))}
          >
            {SourceTierSchema.options.map((option) => (
              <option key={option} value={option}>
                {TIER_WORDS[option]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit">Add</button>
      </form>
    </section>
  );
}
