/** Which node labels the map draws, where, and how big: legible at any zoom and never on top of each other. */
import { nodeRadius, type PlacedNode } from './graph-layout';
import type { ViewTransform } from './view-transform';

interface PlacedLabel {
  id: string;
  text: string;
  /** Centre x and baseline y, in viewBox units. */
  x: number;
  y: number;
  /** Font size in viewBox units (renders at `minPx` screen pixels or more). */
  size: number;
}

/** A node to label; `short`, when given, is tried where the whole label finds no room (a claim's verdict word). */
type LabelNode = PlacedNode & { short?: string };

interface LabelOptions {
  /** Screen pixels per viewBox unit (the SVG's rendered width / its viewBox width). */
  pxPerUnit: number;
  viewWidth: number;
  viewHeight: number;
  /** Smallest rendered font size, in pixels. */
  minPx?: number;
  /** Longest label in characters (a claim's, which starts with its verdict, may be longer: `claimChars`). */
  maxChars?: number;
  claimChars?: number;
  /** Nodes labelled first whatever their kind (the focused or selected one). */
  first?: readonly string[];
  /** Other text already drawn (relation predicates at their edge's middle): centre x, baseline y and characters. */
  avoid?: readonly { x: number; y: number; chars: number }[];
}

/** Claims first, then sources (their names say where evidence came from), then entities. */
const TYPE_ORDER = { claim: 0, source: 1, entity: 2 } as const;
/** Average glyph width as a share of the font size (system UI fonts). */
const GLYPH_WIDTH = 0.62;

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

/** A label's box from its centre x and baseline y. */
const boxAt = (x: number, y: number, width: number, size: number): Box => ({
  left: x - width / 2,
  right: x + width / 2,
  top: y - size * 0.9,
  bottom: y + size * 0.25,
});

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Greedy placement: focused first, then claims, sources and entities by degree; each label goes below its node, else
 * above, right or left, else its short form there; one that would overlap another label or node, or leave the view,
 * everywhere is left out.
 */
export function placeLabels(
  nodes: readonly LabelNode[],
  view: ViewTransform,
  options: LabelOptions,
): PlacedLabel[] {
  const minPx = options.minPx ?? 12;
  const maxChars = options.maxChars ?? 18;
  const claimChars = options.claimChars ?? 28;
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
  const taken: Box[] = (options.avoid ?? []).map((text) =>
    boxAt(text.x, text.y, text.chars * size * GLYPH_WIDTH, size),
  );
  for (const node of order) {
    const most = node.type === 'claim' ? claimChars : maxChars;
    const whole = node.label.length > most ? `${node.label.slice(0, most - 1)}…` : node.label;
    const priority = first.includes(node.id);
    const cx = view.x + view.k * node.x;
    const cy = view.y + view.k * node.y;
    const r = nodeRadius(node, node.degree) * view.k;
    const spotsFor = (text: string) => {
      const width = text.length * size * GLYPH_WIDTH;
      // Below and above, a label wider than the room beside its node slides along, inside the view.
      const slid = Math.min(Math.max(cx, width / 2), options.viewWidth - width / 2);
      // Below the node, else above, right or left of it: a crowded spot moves the label rather than dropping it.
      return [
        { x: slid, y: cy + r + size * 1.05 },
        { x: slid, y: cy - r * 1.3 - size * 0.35 },
        { x: cx + r * 1.3 + 2 + width / 2, y: cy + size * 0.33 },
        { x: cx - r * 1.3 - 2 - width / 2, y: cy + size * 0.33 },
      ].map((spot) => ({ ...spot, text, box: boxAt(spot.x, spot.y, width, size) }));
    };
    if (priority) {
      // The focused node's label is always shown: kept inside the view, over whatever is under it.
      const below = spotsFor(whole)[0]!;
      const y = Math.min(Math.max(below.y, size), options.viewHeight - size * 0.3);
      taken.push({ ...below.box, top: y - size * 0.9, bottom: y + size * 0.25 });
      placed.push({ id: node.id, text: whole, x: below.x, y, size });
      continue;
    }
    const texts = node.short && node.short !== whole ? [whole, node.short] : [whole];
    const spot = texts.flatMap(spotsFor).find(({ box }) => {
      const inside =
        box.left >= 0 && box.right <= options.viewWidth && box.top >= 0 && box.bottom <= options.viewHeight;
      return (
        inside &&
        !taken.some((other) => overlaps(box, other)) &&
        !shapes.some((shape) => shape.id !== node.id && overlaps(box, shape))
      );
    });
    if (!spot) continue;
    taken.push(spot.box);
    placed.push({ id: node.id, text: spot.text, x: spot.x, y: spot.y, size });
  }
  return placed;
}
