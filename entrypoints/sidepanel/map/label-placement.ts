/** Which node labels the map draws, where, and how big: legible at any zoom and never on top of each other. */
import { nodeRadius, type PlacedNode } from './graph-layout';
import type { ViewTransform } from './view-transform';

export interface PlacedLabel {
  id: string;
  text: string;
  /** Centre x and baseline y, in viewBox units. */
  x: number;
  y: number;
  /** Font size in viewBox units (renders at `minPx` screen pixels or more). */
  size: number;
}

export interface LabelOptions {
  /** Screen pixels per viewBox unit (the SVG's rendered width / its viewBox width). */
  pxPerUnit: number;
  viewWidth: number;
  viewHeight: number;
  /** Smallest rendered font size, in pixels. */
  minPx?: number;
  maxChars?: number;
  /** Nodes labelled first whatever their kind (the focused or selected one). */
  first?: readonly string[];
}

const TYPE_ORDER = { claim: 0, entity: 1, source: 2 } as const;
/** Average glyph width as a share of the font size (system UI fonts). */
const GLYPH_WIDTH = 0.62;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** Greedy placement: focused first, then claims, entities and sources by degree; a label that would overlap one already placed, or leave the view, is left out. */
export function placeLabels(
  nodes: readonly PlacedNode[],
  view: ViewTransform,
  options: LabelOptions,
): PlacedLabel[] {
  const minPx = options.minPx ?? 12;
  const maxChars = options.maxChars ?? 18;
  const size = minPx / Math.max(0.01, options.pxPerUnit);
  const first = options.first ?? [];
  const order = [...nodes].sort(
    (a, b) =>
      Number(first.includes(b.id)) - Number(first.includes(a.id)) ||
      TYPE_ORDER[a.type] - TYPE_ORDER[b.type] ||
      b.degree - a.degree ||
      (a.id < b.id ? -1 : 1),
  );
  // Node shapes are obstacles too: a label never covers another node.
  const shapes: (Box & { id: string })[] = nodes.map((node) => {
    const r = nodeRadius(node, node.degree) * 1.3 * view.k;
    const cx = view.x + view.k * node.x;
    const cy = view.y + view.k * node.y;
    return { id: node.id, left: cx - r, right: cx + r, top: cy - r, bottom: cy + r };
  });
  const placed: PlacedLabel[] = [];
  const taken: Box[] = [];
  for (const node of order) {
    const text = node.label.length > maxChars ? `${node.label.slice(0, maxChars - 1)}…` : node.label;
    const width = text.length * size * GLYPH_WIDTH;
    const priority = first.includes(node.id);
    let x = view.x + view.k * node.x;
    let y = view.y + view.k * node.y + nodeRadius(node, node.degree) * view.k + size * 1.05;
    if (priority) {
      // The focused node's label is always shown: kept inside the view, over whatever is under it.
      x = Math.min(Math.max(x, width / 2), options.viewWidth - width / 2);
      y = Math.min(Math.max(y, size), options.viewHeight - size * 0.3);
    }
    const box = { left: x - width / 2, right: x + width / 2, top: y - size * 0.9, bottom: y + size * 0.25 };
    const inside =
      box.left >= 0 && box.right <= options.viewWidth && box.top >= 0 && box.bottom <= options.viewHeight;
    const blocked =
      taken.some((other) => overlaps(box, other)) ||
      (!priority && shapes.some((shape) => shape.id !== node.id && overlaps(box, shape)));
    if (!inside || blocked) continue;
    taken.push(box);
    placed.push({ id: node.id, text, x, y, size });
  }
  return placed;
}
