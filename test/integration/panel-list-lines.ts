/** Reads one of the panel's lists as a reader sees it (each item's text), for the same-run wording tests. */
import { parseHTML } from 'linkedom';
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** The text of each `li` under `[data-testid="<testId>"]` when `element` is rendered. */
export function panelListLines(element: ReactElement, testId: string): string[] {
  const html = renderToStaticMarkup(element);
  const { document } = parseHTML(`<!doctype html><html><body>${html}</body></html>`);
  return [...document.querySelectorAll(`[data-testid="${testId}"] li`)].map((li) => li.textContent ?? '');
}
