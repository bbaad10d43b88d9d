/** Escape closes what is open: the `<details>` holding focus first, else the view (a claim's detail, an entity's claims). */
import { useEffect, useRef } from 'react';

/**
 * While mounted, Escape anywhere in the panel closes the innermost open `<details>` around the focused element
 * (focus returns to its summary); with none, it calls `close` if given. Escape in a text field or a select is left
 * to it.
 */
export function useEscapeCloses(close?: () => void): void {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  }, [close]);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const target = event.target instanceof Element ? event.target : null;
      if (target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      const details = target?.closest<HTMLDetailsElement>('details[open]');
      if (details) {
        event.preventDefault();
        details.open = false;
        details.querySelector<HTMLElement>(':scope > summary')?.focus();
        return;
      }
      if (!latest.current) return;
      event.preventDefault();
      latest.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
}
