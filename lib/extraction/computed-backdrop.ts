/**
 * What a laid-out page paints behind an element's text: the nearest opaque background colour up the tree (unknown
 * under an image or a translucent layer), and whether an ancestor clips its background to the text (gradient text,
 * whose transparent glyphs show that background). Read lazily and remembered, so only text-bearing elements pay.
 */
import { backgroundOf, PAGE_BACKGROUND, type Rgba } from './css-colour';

type ComputedStyleFn = (el: Element) => { getPropertyValue(prop: string): string };

export interface Backdrop {
  /** Undefined when it cannot be told (an image, a translucent layer). */
  colour: Rgba | undefined;
  clipsText: boolean;
}

/** A lookup of the backdrop behind any element of the live document (one style read per ancestor, cached). */
export function backdropFinder(getStyle: ComputedStyleFn): (el: Element) => Backdrop {
  const cache = new Map<Element, Backdrop>();
  const find = (el: Element): Backdrop => {
    const known = cache.get(el);
    if (known) return known;
    const parent = el.parentElement;
    const above: Backdrop = parent ? find(parent) : { colour: PAGE_BACKGROUND, clipsText: false };
    let result = above;
    try {
      const style = getStyle(el);
      const read = (prop: string) => style.getPropertyValue(prop).trim().toLowerCase() || undefined;
      const clip = `${read('background-clip') ?? ''} ${read('-webkit-background-clip') ?? ''}`;
      const own = backgroundOf(read('background-color'), undefined, read('background-image'));
      const clipsText = above.clipsText || /text/.test(clip);
      if (own.image) result = { colour: undefined, clipsText };
      else if (own.colour && own.colour.a >= 1) result = { colour: own.colour, clipsText };
      else if (own.colour && own.colour.a > 0) result = { colour: undefined, clipsText };
      else result = { colour: above.colour, clipsText };
    } catch {
      result = above;
    }
    cache.set(el, result);
    return result;
  };
  return find;
}
