/** Settings, loaded once and kept current when any context saves them; null until loaded. */
import { useEffect, useState } from 'react';
import { loadSettings, watchSettings, type Settings } from '@/lib/settings/settings';

export function useSettings(): Settings | null {
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => {
    let live = true;
    let changed = false;
    // A change that arrives before the first load finishes is newer than what that load read.
    void loadSettings().then((loaded) => live && !changed && setSettings(loaded));
    const stop = watchSettings((next) => {
      changed = true;
      if (live) setSettings(next);
    });
    return () => {
      live = false;
      stop();
    };
  }, []);
  return settings;
}
