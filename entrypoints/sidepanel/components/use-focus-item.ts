/** Follows the background's focus item: when it changes, the panel shows that run and claim. */
import { useEffect, useEffectEvent } from 'react';
import { focusItem, type Focus } from '@/lib/background/focus';

export function useFocusItem(onFocus: (focus: Focus) => void): void {
  // The subscription lives as long as the panel and always calls the latest onFocus.
  const focusChanged = useEffectEvent(onFocus);
  useEffect(() => {
    let live = true;
    let lastAt = -1;
    const apply = (focus: Focus | null) => {
      if (!live || !focus || focus.at === lastAt) return;
      lastAt = focus.at;
      focusChanged(focus);
    };
    void focusItem.getValue().then(apply);
    const stop = focusItem.watch(apply);
    return () => {
      live = false;
      stop();
    };
  }, []);
}
