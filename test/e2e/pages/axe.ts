/** axe-core injected into a page through the DevTools protocol (extension pages' CSP refuses inline scripts). */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
let source: string | null = null;

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: string[];
}

/** Serious and critical violations on the page as it is now. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  return (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Every axe violation on the page as it is now, of any impact (minor and moderate included). */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  source ??= await readFile(require.resolve('axe-core/axe.min.js'), 'utf8');
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(source);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(context: Document, options: object): Promise<AxeResults> } }
    ).axe;
    interface AxeResults {
      violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[] }[] }[];
    }
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => JSON.stringify(n.target)),
    }));
  });
}
