/** Web addresses in text (URLs, bare host names, search operators): where a sentence points, never what it states. */

/** A URL with a scheme, or one starting `www.`. */
const URL = /\b(?:https?|ftp):\/\/\S+|\bwww\.[^\s]+/giu;
/**
 * A host name: dot-joined labels ending in a 2–24 letter label that is all lower or all upper case ("who.int",
 * "EVIL.EXAMPLE"), so a missing space after a full stop ("end.The") is not one.
 */
const HOST =
  /(?<![\p{L}\p{N}.@/])(?:[\p{L}\p{N}](?:[\p{L}\p{N}-]*[\p{L}\p{N}])?\.)+(?:\p{Ll}{2,24}|\p{Lu}{2,24})(?![\p{L}\p{N}])/gu;
/** A search operator with its argument ("site:who.int", "-inurl:x"). */
const OPERATOR =
  /(?<![\p{L}\p{N}])-?(?:site|inurl|allinurl|intitle|allintitle|intext|allintext|inanchor|filetype|ext|link|related|cache|source|domain|host|before|after|daterange)\s*:\s*[^\s:]+/giu;

/** Where the first web address of `text` starts (URL, host or search operator), or -1 when it names none. */
export function firstWebAddress(text: string): number {
  let first = -1;
  for (const pattern of [URL, OPERATOR, HOST]) {
    pattern.lastIndex = 0;
    const hit = pattern.exec(text);
    if (hit && (first < 0 || hit.index < first)) first = hit.index;
  }
  return first;
}

/** `text` with every URL, search operator and host name removed (spaces collapsed). */
export function withoutWebAddresses(text: string): string {
  return text.replace(URL, ' ').replace(OPERATOR, ' ').replace(HOST, ' ').replace(/\s+/gu, ' ').trim();
}
