import type { Rgba } from '@/lib/engine';
import { rgbaCss, rgbaWords } from './rgba-color';

/** A small colour square standing for an RGBA verdict, described in words for screen readers. */
export function RgbaSwatch({ rgba }: { rgba: Rgba | null }) {
  if (!rgba) return <span className="swatch empty" role="img" aria-label="No verdict yet" />;
  const words = rgbaWords(rgba);
  return (
    <span
      className="swatch"
      role="img"
      aria-label={words}
      title={words}
      style={{ background: rgbaCss(rgba) }}
    />
  );
}
