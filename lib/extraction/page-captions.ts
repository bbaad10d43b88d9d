/**
 * Captions, photo credits and image text are not the article's claims: removes them from the cloned DOM before
 * Readability (which drops the classes that name them), in the content script and in Node alike.
 */
import { countWords } from '../engine/domain/text/segment';

/** Words of a class or id that name a caption or credit ("image-caption", "photo_credit", "figcaption"). */
const CAPTION_WORDS = new Set(['caption', 'captions', 'figcaption', 'photocredit', 'imagecredit']);
const PICTURE_WORDS = new Set(['photo', 'image', 'img', 'picture', 'media', 'figure']);
const MAY_NAME_CAPTION = /caption|credit/i;

/**
 * A class or id token naming a caption: one of its words (split at - and _, or camelCase) is a caption word, or it
 * is a credit ("credit", "photo-credit"; not "credit-card").
 */
function isCaptionToken(token: string): boolean {
  const words = token
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .toLowerCase()
    .split(/[-_]+/)
    .filter(Boolean);
  if (words.some((word) => CAPTION_WORDS.has(word))) return true;
  const credit = words.findIndex((word) => word === 'credit' || word === 'credits');
  return credit >= 0 && (words.length === 1 || words.some((word) => PICTURE_WORDS.has(word)));
}

function namesCaption(el: Element): boolean {
  const classes = el.getAttribute('class') ?? '';
  const id = el.getAttribute('id') ?? '';
  // Every caption or credit token holds one of these words: most elements need no splitting.
  if (MAY_NAME_CAPTION.test(classes) || MAY_NAME_CAPTION.test(id)) {
    // Class tokens are separated by ASCII white space (HTML's rule), not text to count words in.
    const tokens = [...classes.split(/[\t\n\f\r ]+/), id];
    if (tokens.some((t) => t !== '' && isCaptionToken(t))) return true;
  }
  return (el.getAttribute('itemprop') ?? '').toLowerCase() === 'caption';
}

function wordCount(el: Element): number {
  return countWords(el.textContent ?? '');
}

/** What to drop: figcaptions, elements named as captions or credits, and figures that hold no quotation. */
function isCaption(el: Element, maxWords: number): boolean {
  const tag = el.tagName.toUpperCase();
  if (tag === 'BODY' || tag === 'HTML' || tag === 'ARTICLE' || tag === 'MAIN') return false;
  const caption =
    tag === 'FIGCAPTION' ||
    namesCaption(el) ||
    (tag === 'FIGURE' && el.querySelector('blockquote, q') === null);
  return caption && wordCount(el) <= maxWords;
}

/** Removes the captions of `doc` (a clone), returning how many elements were removed. */
export function removeCaptions(doc: Document, maxWords: number): number {
  const body = doc.body;
  if (!body) return 0;
  const doomed: Element[] = [];
  const visit = (el: Element) => {
    for (let child = el.firstElementChild; child; child = child.nextElementSibling) {
      if (isCaption(child, maxWords)) doomed.push(child);
      else visit(child);
    }
  };
  visit(body);
  for (const el of doomed) el.remove();
  return doomed.length;
}
