/** CSS colours as RGBA (hex, rgb()/rgba(), `transparent`, a few names), and when two look the same to a reader. */

export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

const NAMED: Record<string, Rgba> = {
  transparent: { r: 0, g: 0, b: 0, a: 0 },
  white: { r: 255, g: 255, b: 255, a: 1 },
  black: { r: 0, g: 0, b: 0, a: 1 },
  snow: { r: 255, g: 250, b: 250, a: 1 },
  whitesmoke: { r: 245, g: 245, b: 245, a: 1 },
  ghostwhite: { r: 248, g: 248, b: 255, a: 1 },
  ivory: { r: 255, g: 255, b: 240, a: 1 },
  red: { r: 255, g: 0, b: 0, a: 1 },
  blue: { r: 0, g: 0, b: 255, a: 1 },
  green: { r: 0, g: 128, b: 0, a: 1 },
  gray: { r: 128, g: 128, b: 128, a: 1 },
  grey: { r: 128, g: 128, b: 128, a: 1 },
  silver: { r: 192, g: 192, b: 192, a: 1 },
  yellow: { r: 255, g: 255, b: 0, a: 1 },
};

function channel(text: string): number {
  const value = text.trim();
  return value.endsWith('%') ? (Number.parseFloat(value) * 255) / 100 : Number.parseFloat(value);
}

function alpha(text: string | undefined): number {
  if (text === undefined) return 1;
  const value = text.trim();
  return value.endsWith('%') ? Number.parseFloat(value) / 100 : Number.parseFloat(value);
}

/** `hsl(0, 0%, 100%)`, `hsl(0 0% 100% / 0.5)`, `hsla(…)` as RGBA. */
function hslColour(args: string): Rgba | undefined {
  const [main, slashAlpha] = args.split('/');
  const parts = (main ?? '').split(/[\s,]+/).filter(Boolean);
  if (parts.length < 3) return undefined;
  const h = (((Number.parseFloat(parts[0]!) % 360) + 360) % 360) / 360;
  const s = Number.parseFloat(parts[1]!) / 100;
  const l = Number.parseFloat(parts[2]!) / 100;
  const a = alpha(slashAlpha ?? parts[3]);
  if (![h, s, l, a].every(Number.isFinite)) return undefined;
  const q = l < 0.5 ? l * (1 + s) : l + s - l * s;
  const p = 2 * l - q;
  const hue = (t: number) => {
    const x = ((t % 1) + 1) % 1;
    if (x < 1 / 6) return p + (q - p) * 6 * x;
    if (x < 1 / 2) return q;
    if (x < 2 / 3) return p + (q - p) * (2 / 3 - x) * 6;
    return p;
  };
  return { r: hue(h + 1 / 3) * 255, g: hue(h) * 255, b: hue(h - 1 / 3) * 255, a };
}

/** The colour a CSS value names, or undefined when it is not one this reader knows (`currentcolor`, `var(…)`). */
export function parseColour(value: string | undefined): Rgba | undefined {
  if (!value) return undefined;
  const text = value.trim().toLowerCase();
  if (text in NAMED) return NAMED[text];
  const hex = /^#([0-9a-f]{3,8})$/.exec(text)?.[1];
  if (hex && [3, 4, 6, 8].includes(hex.length)) {
    const full = hex.length <= 4 ? [...hex].map((c) => c + c).join('') : hex;
    const at = (i: number) => Number.parseInt(full.slice(i, i + 2), 16);
    return { r: at(0), g: at(2), b: at(4), a: full.length === 8 ? at(6) / 255 : 1 };
  }
  const hsl = /^hsla?\(([^)]*)\)$/.exec(text)?.[1];
  if (hsl) return hslColour(hsl);
  const fn = /^rgba?\(([^)]*)\)$/.exec(text)?.[1];
  if (!fn) return undefined;
  const [rgb, slashAlpha] = fn.split('/');
  const parts = (rgb ?? '').split(/[\s,]+/).filter(Boolean);
  if (parts.length < 3) return undefined;
  const colour = {
    r: channel(parts[0]!),
    g: channel(parts[1]!),
    b: channel(parts[2]!),
    a: alpha(slashAlpha ?? parts[3]),
  };
  return Object.values(colour).every(Number.isFinite) ? colour : undefined;
}

/** The first colour in a `background` shorthand (`#fff url(x.png)` → #fff), and whether it paints an image. */
export function backgroundOf(
  backgroundColor: string | undefined,
  background: string | undefined,
  backgroundImage: string | undefined,
): { colour?: Rgba; image: boolean } {
  // A declared background-image (even `none`) is the later, more specific word on the image.
  const image = /url\(|gradient\(/.test(backgroundImage ?? background ?? '');
  const fromShorthand = (background ?? '')
    .replace(/url\([^)]*\)/g, ' ')
    .match(/#[0-9a-f]{3,8}\b|rgba?\([^)]*\)|\b[a-z]+\b/gi)
    ?.map((token) => parseColour(token))
    .find((c) => c !== undefined);
  const colour = parseColour(backgroundColor) ?? fromShorthand;
  return colour ? { colour, image } : { image };
}

/** True when a reader cannot see text in `text` colour: fully transparent, or within `distance` of `background`. */
export function invisibleOn(text: Rgba, background: Rgba | undefined, distance: number): boolean {
  if (text.a <= 0.05) return true;
  if (!background || background.a < 1) return false;
  return (
    Math.abs(text.r - background.r) + Math.abs(text.g - background.g) + Math.abs(text.b - background.b) <=
    distance
  );
}

export const PAGE_BACKGROUND: Rgba = { r: 255, g: 255, b: 255, a: 1 };
export const PAGE_TEXT: Rgba = { r: 0, g: 0, b: 0, a: 1 };
