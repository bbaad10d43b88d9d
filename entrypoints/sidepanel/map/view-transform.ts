/** Zoom and pan of the map: a scale and translation, changed by wheel, buttons, keys and dragging. */
export interface ViewTransform {
  x: number;
  y: number;
  k: number;
}

const MIN_SCALE = 0.2;
const MAX_SCALE = 6;

/** Scale that fits `bounds` into a `width` × `height` viewport, centred. */
export function fitTransform(
  bounds: { minX: number; minY: number; maxX: number; maxY: number },
  width: number,
  height: number,
): ViewTransform {
  const w = Math.max(1, bounds.maxX - bounds.minX);
  const h = Math.max(1, bounds.maxY - bounds.minY);
  const k = clampScale(Math.min(width / w, height / h, 2));
  return { k, x: width / 2 - k * (bounds.minX + w / 2), y: height / 2 - k * (bounds.minY + h / 2) };
}

function clampScale(k: number): number {
  return Math.min(MAX_SCALE, Math.max(MIN_SCALE, k));
}

/** Zooms by `factor` keeping the viewport point (px, py) fixed under the cursor. */
export function zoomAt(t: ViewTransform, factor: number, px: number, py: number): ViewTransform {
  const k = clampScale(t.k * factor);
  const ratio = k / t.k;
  return { k, x: px - (px - t.x) * ratio, y: py - (py - t.y) * ratio };
}

export function panBy(t: ViewTransform, dx: number, dy: number): ViewTransform {
  return { ...t, x: t.x + dx, y: t.y + dy };
}

/** Wheel delta to a zoom factor (one notch ≈ 10 %). */
export function wheelFactor(deltaY: number): number {
  return Math.exp(-Math.max(-500, Math.min(500, deltaY)) * 0.001);
}
