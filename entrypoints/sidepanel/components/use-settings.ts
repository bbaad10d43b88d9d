/** Settings, loaded once and kept current when any context saves them; null until loaded. */
import { useEffect, useState } from 'react';
import { loadSettings, watchSettings, type Settings } from '@/lib/settings/settings';

export function useSettings(): Settings | null {
  const [settings, setSettings] = useState<Settings | null>(null);
  useEffect(() => {
    let live = true;
    void loadSettings().then((loaded) => live && setSettings(loaded));
    const stop = watchSettings((next) => live && setSettings(next));
    return () => {
      live = false;
      stop();
    };
  }, []);
  return settings;
}
