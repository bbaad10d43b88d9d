import { useEffect, useState } from 'react';

/** The manifest's command of the challenge shortcut (lib/background/challenge-selection.ts). */
const COMMAND = 'challenge-selection';

/** The binding last read in this panel: a view shown again starts from it, not blank, while it reads again. */
let lastRead: string | undefined;

/**
 * The challenge shortcut as the browser has it bound now (`commands.getAll`), '' when unbound, undefined while read.
 * Read again when the panel is shown again: the user may have changed it at chrome://extensions/shortcuts.
 */
export function useChallengeShortcut(): string | undefined {
  const [shortcut, setShortcut] = useState<string | undefined>(lastRead);
  useEffect(() => {
    let current = true;
    const read = () =>
      void (browser.commands?.getAll() ?? Promise.resolve([]))
        .then((commands) => commands.find((c) => c.name === COMMAND)?.shortcut ?? '')
        .catch(() => '')
        .then((bound) => {
          lastRead = bound;
          if (current) setShortcut(bound);
        });
    read();
    const onVisible = () => {
      if (document.visibilityState === 'visible') read();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      current = false;
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, []);
  return shortcut;
}
