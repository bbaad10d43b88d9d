import { useEffect, useState } from 'react';

/** The tab the panel is about: `?tabId=` when given (panel opened as a page), else the active tab. */
export function useTargetTab(): { tabId: number | null; url: string | null } {
  const [target, setTarget] = useState<{ tabId: number | null; url: string | null }>({
    tabId: null,
    url: null,
  });

  useEffect(() => {
    const fixed = Number(new URLSearchParams(location.search).get('tabId'));
    async function refresh() {
      if (Number.isInteger(fixed) && fixed > 0) {
        const tab = await browser.tabs.get(fixed).catch(() => undefined);
        setTarget({ tabId: fixed, url: tab?.url ?? null });
        return;
      }
      const [tab] = await browser.tabs.query({ active: true, lastFocusedWindow: true });
      setTarget({ tabId: tab?.id ?? null, url: tab?.url ?? null });
    }
    void refresh();
    const onActivated = () => void refresh();
    const onUpdated = (_id: number, change: { status?: string; url?: string }) => {
      if (change.url || change.status === 'complete') void refresh();
    };
    browser.tabs.onActivated.addListener(onActivated);
    browser.tabs.onUpdated.addListener(onUpdated);
    return () => {
      browser.tabs.onActivated.removeListener(onActivated);
      browser.tabs.onUpdated.removeListener(onUpdated);
    };
  }, []);

  return target;
}
