/** An RGBA verdict as a CSS colour swatch and as words for screen readers. */
import type { Rgba } from '@/lib/engine';
import { CHANNELS } from '@/lib/presentation/channel-words';
import { percent } from '@/lib/presentation/verdict-words';

/** `rgba(…)` with each channel's 0..1 value mapped to 0..255 and the alpha kept at least 0.25 so it stays visible. */
export function rgbaCss(rgba: Rgba): string {
  const byte = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 255);
  return `rgba(${byte(rgba.r)}, ${byte(rgba.g)}, ${byte(rgba.b)}, ${Math.max(0.25, rgba.a).toFixed(2)})`;
}

/** "Danger 20%, Veracity 75%, Honesty 80%, Explainability 60%". */
export function rgbaWords(rgba: Rgba): string {
  return CHANNELS.map((channel) => `${channel.name} ${percent(rgba[channel.key])}`).join(', ');
}
