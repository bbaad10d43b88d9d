/**
 * What a laid-out page paints behind an element's text: the nearest opaque background colour up the tree (unknown
 * under an image or a translucent layer), and whether an ancestor clips its background to the text (gradient text,
 * whose transparent glyphs show that background). Read lazily and remembered, so only text-bearing elements pay.
 */
import { backgroundOf, PAGE_BACKGROUND, type Rgba } from './css-colour';

type ComputedStyleFn = (el: Element) => { getPropertyValue(prop: string): string };

/**
 * A lookup of the backdrop colour behind any element of the live document (two style reads per ancestor, cached),
 * and, asked only for transparent text, whether an ancestor clips its background to the text.
 */
export function backdropFinder(getStyle: ComputedStyleFn): {
  colour(el: Element): Rgba | undefined;
  paintsImage(el: Element): boolean;
  clipsText(el: Element): boolean;
} {
  const colours = new Map<Element, Rgba | undefined>();
  // A page paints its backgrounds in a handful of colours: each distinct value is parsed once.
  const parsed = new Map<string | undefined, Rgba | undefined>();
  const backgroundColour = (el: Element): Rgba | undefined => {
    const value = read(el, 'background-color');
    if (parsed.has(value)) return parsed.get(value);
    const colour = backgroundOf(value, undefined, undefined).colour;
    if (parsed.size < 1024) parsed.set(value, colour);
    return colour;
  };
  const read = (el: Element, prop: string): string | undefined => {
    try {
      return getStyle(el).getPropertyValue(prop).trim().toLowerCase() || undefined;
    } catch {
      return undefined;
    }
  };
  // Background colours only: images are looked for (`paintsImage`) only once text would be judged invisible.
  const colour = (el: Element): Rgba | undefined => {
    if (colours.has(el)) return colours.get(el);
    const parent = el.parentElement;
    const own = backgroundColour(el);
    let result: Rgba | undefined;
    if (own && own.a >= 1) result = own;
    else if (own && own.a > 0) result = undefined;
    else result = parent ? colour(parent) : PAGE_BACKGROUND;
    colours.set(el, result);
    return result;
  };
  /** An image (or gradient) painted between the element's text and the opaque colour behind it. */
  const paintsImage = (el: Element): boolean => {
    for (let at: Element | null = el; at; at = at.parentElement) {
      if (/url\(|gradient\(/.test(read(at, 'background-image') ?? '')) return true;
      const own = backgroundColour(at);
      if (own && own.a >= 1) return false;
    }
    return false;
  };
  const clipsText = (el: Element): boolean => {
    for (let at: Element | null = el; at; at = at.parentElement)
      if (/text/.test(`${read(at, 'background-clip') ?? ''} ${read(at, '-webkit-background-clip') ?? ''}`))
        return true;
    return false;
  };
  return { colour, paintsImage, clipsText };
}
