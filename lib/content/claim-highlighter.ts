/**
 * Claim highlights in the live page via the CSS Custom Highlight API: no DOM of the page is changed, so layout
 * and page scripts are untouched. Hover shows the verdict; click opens the claim in the side panel.
 */
import type { Highlight as ClaimHighlight } from '../messaging/protocol';
import { VERDICT_LABELS } from '../engine/schemas/verdict-labels';
import { sendMessage } from '../messaging/messenger';
import { buildTextIndex, locateQuote } from './text-locator';
import { HighlightTooltip } from './highlight-tooltip';
import { HIGHLIGHT_MARKS, markCss } from '../presentation/highlight-marks';

const LABELS = [...VERDICT_LABELS, 'pending'] as const;

interface Placed {
  claim: ClaimHighlight;
  range: Range;
}

let placed: Placed[] = [];
let current: { runId: string; highlights: ClaimHighlight[] } | null = null;
let observer: MutationObserver | null = null;
let tooltip: HighlightTooltip | null = null;
let listening = false;

/** Draws (or clears when disabled) the run's highlights; returns how many claims were found in the page. */
export function showHighlights(input: {
  runId: string;
  enabled: boolean;
  highlights: ClaimHighlight[];
}): number {
  current = input.enabled ? { runId: input.runId, highlights: input.highlights } : null;
  return render();
}

function render(): number {
  const registry = highlightRegistry();
  if (!registry) return 0;
  for (const label of LABELS) registry.delete(`cartographer-${label}`);
  placed = [];
  if (!current || !document.body) {
    observer?.disconnect();
    tooltip?.hide();
    return 0;
  }
  ensureStyle();
  const index = buildTextIndex(document.body);
  for (const claim of current.highlights) {
    const range = locateQuote(index, claim.quote);
    if (range) placed.push({ claim, range });
  }
  for (const label of LABELS) {
    const ranges = placed.filter((p) => p.claim.label === label).map((p) => p.range);
    if (ranges.length) registry.set(`cartographer-${label}`, new Highlight(...ranges));
  }
  watchForRerenders();
  listen();
  return placed.length;
}

function highlightRegistry(): HighlightRegistry | null {
  return typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight === 'function'
    ? CSS.highlights
    : null;
}

function ensureStyle(): void {
  if (document.getElementById('cartographer-highlight-style')) return;
  const style = document.createElement('style');
  style.id = 'cartographer-highlight-style';
  // A tint and a line pattern per verdict (double, solid, wavy, dashed, dotted…): never colour alone.
  style.textContent = LABELS.map(
    (label) => `::highlight(cartographer-${label}) { ${markCss(HIGHLIGHT_MARKS[label])}; }`,
  ).join('\n');
  (document.head ?? document.documentElement).append(style);
}

/** Pages that re-render (SPAs) detach our ranges: redraw after the DOM settles. */
function watchForRerenders(): void {
  observer?.disconnect();
  let timer: ReturnType<typeof setTimeout> | undefined;
  observer = new MutationObserver(() => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      const stale = placed.some((p) => !p.range.startContainer.isConnected || p.range.collapsed);
      if (stale || placed.length < (current?.highlights.length ?? 0)) render();
    }, 400);
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}

function claimAt(x: number, y: number): Placed | undefined {
  const caret = document.caretPositionFromPoint?.(x, y);
  const node = caret?.offsetNode ?? document.caretRangeFromPoint?.(x, y)?.startContainer;
  const offset = caret?.offset ?? document.caretRangeFromPoint?.(x, y)?.startOffset ?? 0;
  if (!node) return undefined;
  return placed.find((p) => {
    try {
      return p.range.comparePoint(node, offset) === 0;
    } catch {
      return false;
    }
  });
}

function listen(): void {
  if (listening) return;
  listening = true;
  tooltip = new HighlightTooltip();
  document.addEventListener(
    'mousemove',
    (event) => {
      const hit = placed.length ? claimAt(event.clientX, event.clientY) : undefined;
      if (hit) tooltip?.show(hit.claim.title, event.clientX, event.clientY);
      else tooltip?.hide();
    },
    { passive: true },
  );
  document.addEventListener(
    'click',
    (event) => {
      const hit = placed.length && current ? claimAt(event.clientX, event.clientY) : undefined;
      if (hit && current) void sendMessage('openClaim', { runId: current.runId, claimId: hit.claim.claimId });
    },
    { passive: true },
  );
}
