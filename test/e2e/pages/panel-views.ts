/** Every view of the side panel, reached as a user would, for the accessibility audit and the docs' screenshots. */
import type { ExtensionHarness } from '../fixtures';
import { HistoryPage } from './history-page';
import { bridgeRun, exportBundle, vaccineRun, writeTempFile } from './run-bundle';
import {
  BASE_TIME,
  fakeArticle,
  fakeClaim,
  fakeEvidence,
  fakeRun,
  fakeSource,
  fakeVerdict,
} from '../../builders';

export const VIEWS = [
  'onboarding',
  'check',
  'claim-detail',
  'battlegrounds',
  'map',
  'history',
  'settings',
  'challenge',
] as const;
export type ViewName = (typeof VIEWS)[number];

/** A viewport: its width in device pixels and the browser zoom (2 = 200 %: half as many CSS pixels). */
export interface Viewport {
  name: string;
  width: number;
  height: number;
  zoom: number;
}

/**
 * WCAG 1.4.10's 320 CSS px; a 400 px side panel at 200 % zoom (200 CSS px); and the narrowest side panel
 * Chrome allows (320 px) at 200 % zoom (160 CSS px).
 */
export const VIEWPORTS: readonly Viewport[] = [
  { name: '320px', width: 320, height: 800, zoom: 1 },
  { name: 'zoom200', width: 400, height: 800, zoom: 2 },
  { name: 'zoom200-narrowest', width: 320, height: 800, zoom: 2 },
];

/** A challenge of one statement on a page that could not be read: one claim, one source for it. */
export function challengeRun() {
  const runId = 'run-challenge';
  const statement = 'Traffic on the old city bridge fell by 30 percent between 2020 and 2026.';
  const claim = fakeClaim({ id: 'c-challenge', runId, quote: statement, text: statement, harm: 3 });
  const evidence = fakeEvidence({ id: 'ev-challenge', runId, claimId: claim.id, stance: 'supports' });
  const run = fakeRun({
    id: runId,
    kind: 'challenge',
    statement,
    article: fakeArticle({ kind: 'selection', title: statement, text: statement }),
    createdAt: BASE_TIME - 60_000,
    updatedAt: BASE_TIME - 60_000,
    result: {
      label: 'likely_true',
      rgba: { r: 0.3, g: 0.7, b: 0.7, a: 0.5 },
      consensus: [],
      battlegrounds: [],
      graph: { nodes: [{ id: 'n-challenge', type: 'claim', label: statement, ref: claim.id }], edges: [] },
      summary: 'One official source supports the statement.',
    },
  });
  return {
    run,
    claims: [claim],
    queries: [],
    evidence: [evidence],
    verdicts: [
      fakeVerdict({
        runId,
        claimId: claim.id,
        label: 'likely_true',
        status: 'flagged',
        confidence: 0.65,
        rgba: { r: 0.3, g: 0.7, b: 0.7, a: 0.5 },
        counted: [evidence.id],
      }),
    ],
    sources: [fakeSource({ runId, url: evidence.url, tier: 'A', credibility: 0.85 })],
    trace: [],
  };
}

/** The panel of one sandbox tab with History holding the bridge, vaccine and challenge runs. */
export class PanelViews extends HistoryPage {
  constructor(
    readonly harness: ExtensionHarness,
    page: HistoryPage['page'],
  ) {
    super(page);
  }

  static async open(harness: ExtensionHarness): Promise<PanelViews> {
    const { tabId } = await harness.openTab(harness.sandbox.articleUrls.health);
    const views = new PanelViews(harness, await harness.openSidePanel(tabId));
    await views.finishOnboarding();
    await views.openTab('History');
    const bundle = exportBundle([bridgeRun(), vaccineRun(), challengeRun()]);
    await views.importFile(await writeTempFile('runs.json', bundle));
    await views.importOutcome().waitFor({ timeout: 15_000 });
    return views;
  }

  /** Sets the onboarding flag in stored settings, as a first run (false) or after Start (true). */
  async setOnboarded(onboarded: boolean): Promise<void> {
    const sw = await this.harness.worker();
    await sw.evaluate(async (value) => {
      const stored = (await chrome.storage.local.get('settings')) as { settings?: Record<string, unknown> };
      await chrome.storage.local.set({ settings: { ...(stored.settings ?? {}), onboarded: value } });
    }, onboarded);
  }

  async reopen(title: string): Promise<void> {
    await this.openTab('History');
    await this.row(title)
      .getByRole('button', { name: /^Reopen/ })
      .click();
    await this.page.getByTestId('run-view').waitFor({ timeout: 10_000 });
  }

  /** Shows `view` and waits until it has drawn. */
  async show(view: ViewName): Promise<void> {
    const page = this.page;
    if (view === 'onboarding') {
      await this.setOnboarded(false);
      await this.onboarding().waitFor({ timeout: 10_000 });
      return;
    }
    if (await this.onboarding().isVisible()) {
      await this.setOnboarded(true);
      await this.onboarding().waitFor({ state: 'detached' });
    }
    switch (view) {
      case 'check':
        await this.reopen('Council approves bridge budget');
        await page.getByTestId('claim-list').waitFor();
        return;
      case 'claim-detail':
        await this.reopen('Council approves bridge budget');
        await page.getByTestId('claim-row').first().getByRole('button').first().click();
        await page.getByTestId('claim-detail').waitFor();
        return;
      case 'challenge':
        await this.reopen('Traffic on the old city bridge');
        await page.getByTestId('challenge-alone').waitFor();
        return;
      case 'battlegrounds':
        await this.reopen('Council approves bridge budget');
        await this.openTab('Battlegrounds');
        await page.locator('#panel-battlegrounds').waitFor();
        return;
      case 'map':
        await this.reopen('Council approves bridge budget');
        await this.openTab('Map');
        await page.getByTestId('graph').waitFor({ timeout: 10_000 });
        return;
      case 'history':
        await this.openTab('History');
        await this.rows().first().waitFor();
        return;
      case 'settings':
        await this.openTab('Settings');
        await page.getByRole('button', { name: 'Test connection' }).waitFor();
        return;
    }
  }

  /** Sizes the panel's tab to `viewport`, zooming it with the browser's own zoom (chrome.tabs.setZoom). */
  async resize(viewport: Viewport): Promise<void> {
    await this.page.setViewportSize({ width: viewport.width, height: viewport.height });
    const sw = await this.harness.worker();
    const url = this.page.url();
    await sw.evaluate(
      async ({ url, zoom }) => {
        const tab = (await chrome.tabs.query({})).find((t) => t.url === url);
        if (tab?.id === undefined) throw new Error(`no tab for ${url}`);
        await chrome.tabs.setZoom(tab.id, zoom);
      },
      { url, zoom: viewport.zoom },
    );
    const expected = Math.floor(viewport.width / viewport.zoom);
    await this.page.waitForFunction((w) => Math.abs(window.innerWidth - w) <= 1, expected);
  }

  /** Elements wider than the viewport or reaching past its right edge (what makes the panel scroll sideways). */
  overflowing(): Promise<string[]> {
    return this.page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const out: string[] = [];
      for (const el of Array.from(document.querySelectorAll('body, body *'))) {
        const box = el.getBoundingClientRect();
        if (box.width === 0 || box.right <= width + 0.5) continue;
        // Only the innermost offender in each branch: the element whose children all fit.
        const children = Array.from(el.children).map((child) => child.getBoundingClientRect());
        if (children.some((child) => child.width > 0 && child.right > width + 0.5)) continue;
        const name = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${
          typeof el.className === 'string' && el.className ? `.${el.className.split(' ').join('.')}` : ''
        }`;
        out.push(`${name} right=${Math.round(box.right)} > ${width}`);
      }
      return out;
    });
  }
}
