/** Whether one element's style hides it: display, visibility, opacity, zero size, clipping, off-screen, scale(0). */
import type { EngineConfig } from '../engine/config';

/** The run's thresholds for text drawn too faint or too small to read (`config.extraction`). */
type HiddenStyleLimits = Pick<EngineConfig['extraction'], 'hiddenMaxOpacity' | 'hiddenMinFontPx'>;

/** One element's style, by property name (lower-cased values; computed or declared). */
export interface StyleView {
  get(prop: string): string | undefined;
}

/** `0`, `0px`, `0em`, `0%` … */
function isZero(value: string | undefined): boolean {
  return value !== undefined && /^[-+]?0*\.?0*(px|em|rem|%|pt|vw|vh)?$/.test(value) && /0/.test(value);
}

/** A length far enough negative to push content off the screen (-9999px, -100vw, -50em). */
function isFarNegative(value: string | undefined): boolean {
  if (!value) return false;
  const m = /^(-\d+(?:\.\d+)?)(px|em|rem|%|vw|vh|pt)?$/.exec(value.replace(/\s+/g, ''));
  if (!m?.[1]) return false;
  const n = Number(m[1]);
  const unit = m[2] ?? 'px';
  if (unit === 'px' || unit === 'pt') return n <= -500;
  if (unit === 'em' || unit === 'rem') return n <= -30;
  return n <= -100;
}

/** `rect(0 0 0 0)`, `rect(1px, 1px, 1px, 1px)` (the screen-reader-only pattern), `inset(50%)`, `circle(0)`. */
function isClipped(clip: string | undefined, clipPath: string | undefined): boolean {
  if (clip) {
    const sides =
      /rect\(([^)]*)\)/
        .exec(clip)?.[1]
        ?.split(/[\s,]+/)
        .filter(Boolean) ?? [];
    const px = sides.map((s) => (s === 'auto' ? Number.NaN : Number.parseFloat(s)));
    if (sides.length === 4 && px.every((n) => Number.isFinite(n) && Math.abs(n) <= 1)) return true;
  }
  if (!clipPath) return false;
  const inset = /inset\(\s*([\d.]+)%/.exec(clipPath)?.[1];
  if (inset !== undefined && Number(inset) >= 50) return true;
  if (/circle\(\s*0(px|%)?\s*[)a]/.test(clipPath)) return true;
  const polygon = /polygon\(([^)]*)\)/.exec(clipPath)?.[1];
  return polygon !== undefined && polygon.replace(/[\s,0px%.]/g, '') === '';
}

/** `scale(0)`, `scale(0, 1)`, `scaleX(0)`, `matrix(0, 0, 0, 0, 0, 0)`. */
function isScaledAway(transform: string | undefined): boolean {
  if (!transform || transform === 'none') return false;
  if (/scale[xy]?\(\s*0(\.0*)?\s*[,)]/.test(transform) || /scale\([^,)]*,\s*0(\.0*)?\s*\)/.test(transform))
    return true;
  const matrix = /^matrix\(([^)]*)\)/.exec(transform)?.[1]?.split(',').map(Number);
  return matrix !== undefined && matrix[0] === 0 && matrix[3] === 0;
}

/** A computed opacity 0 that a transition or animation will lift (scroll-reveal): content waiting, not hidden. */
function revealsLater(s: StyleView): boolean {
  const animation = s.get('animation-name') ?? s.get('animation');
  if (animation && animation !== 'none') return true;
  const shorthand = s.get('transition') ?? '';
  const property = `${s.get('transition-property') ?? ''} ${shorthand}`;
  const duration = `${s.get('transition-duration') ?? ''} ${shorthand}`;
  return /opacity|all/.test(property) && /[1-9]\d*(\.\d+)?m?s|\.\d*[1-9]\d*m?s/.test(duration);
}

/** An opacity at or below `hiddenMaxOpacity` (not 0 only: 0.01 is as invisible), unless it will fade in. */
function nearlyTransparent(raw: string | undefined, s: StyleView, limits: HiddenStyleLimits): boolean {
  if (raw === undefined) return false;
  const value = raw.trim().endsWith('%') ? Number.parseFloat(raw) / 100 : Number.parseFloat(raw);
  return Number.isFinite(value) && value <= limits.hiddenMaxOpacity && !revealsLater(s);
}

/** A font size in px or pt below `hiddenMinFontPx`: text drawn too small to read (1px is as hidden as 0). */
function unreadablySmall(value: string | undefined, limits: HiddenStyleLimits): boolean {
  const m = /^(\d*\.?\d+)(px|pt)$/.exec((value ?? '').trim());
  if (!m?.[1]) return false;
  const px = Number(m[1]) * (m[2] === 'pt' ? 4 / 3 : 1);
  return px < limits.hiddenMinFontPx;
}

/**
 * The style rules shared by declared styles (inline, `<style>` rules) and computed styles. Properties are read only
 * where they can matter (sizes under clipped overflow, `clip` on positioned boxes): each computed read costs time.
 */
export function styleHides(s: StyleView, computed: boolean, limits: HiddenStyleLimits): boolean {
  if (s.get('display') === 'none') return true;
  const visibility = s.get('visibility');
  if (visibility === 'hidden' || visibility === 'collapse') return true;
  // Opacity 0 with a transition or animation on it is scroll-reveal content waiting to fade in, not hidden text.
  const opacity = s.get('opacity');
  if (isZero(opacity) && !revealsLater(s)) return true;
  if (nearlyTransparent(opacity, s, limits)) return true;
  const fontSize = s.get('font-size');
  if (isZero(fontSize) || unreadablySmall(fontSize, limits)) return true;
  const overflow = s.get('overflow') ?? '';
  const clipsOverflow = /hidden|clip/.test(overflow);
  // Declared width:0 / height:0 hide text by intent; computed ones only when the overflow is clipped.
  if ((!computed || clipsOverflow) && (isZero(s.get('width')) || isZero(s.get('height')))) return true;
  if (clipsOverflow && (isZero(s.get('max-height')) || isZero(s.get('max-width')))) return true;
  const position = s.get('position');
  const positioned = position !== undefined && position !== 'static';
  if (isClipped(positioned || !computed ? s.get('clip') : undefined, s.get('clip-path'))) return true;
  if (isScaledAway(s.get('transform'))) return true;
  if (
    positioned &&
    (isFarNegative(s.get('left')) || isFarNegative(s.get('top')) || isFarNegative(s.get('right')))
  )
    return true;
  return (
    isFarNegative(s.get('text-indent')) ||
    isFarNegative(s.get('margin-left')) ||
    isFarNegative(s.get('margin-top'))
  );
}
