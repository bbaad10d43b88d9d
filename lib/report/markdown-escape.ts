/**
 * Text from outside (pages, search results, models, imported files) made inert for Markdown and HTML viewers:
 * no heading, list, quote, table cell, emphasis, link, image, autolink, math or HTML tag can be started by it.
 */
import { isWebUrl } from '../engine/domain/url';

/** Markdown punctuation that can open structure anywhere in a line (CommonMark + GFM + math). */
const INLINE = /[\\`*_[\]{}#|~$]/g;
const HTML: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;' };

/** One line of plain text: whitespace collapsed, Markdown escaped, HTML as entities. */
export function md(text: string): string {
  const line = text
    .replace(/[\s\u2028\u2029]+/g, ' ')
    .trim()
    .replace(/[&<>]/g, (c) => HTML[c]!)
    .replace(INLINE, '\\$&')
    // GFM turns bare `www.` and `scheme://` into links: break the pattern, not the reading.
    .replace(/\b(www)\./gi, '$1\\.')
    .replace(/:\/\//g, ':\\/\\/');
  // Block markers only count at the start of a line: a list, quote, heading or thematic break.
  return line.replace(/^([-+=]|\d+(?=[.)]))/, (m) => (/\d/.test(m) ? `${m}\\` : `\\${m}`));
}

/** Inline code for short untrusted strings (search queries): one line, no backtick can close the span. */
export function mdCode(text: string): string {
  const line = text
    .replace(/[\s\u2028\u2029]+/g, ' ')
    .trim()
    .replace(/`/g, "'");
  return `\`${line || ' '}\``;
}

/**
 * A URL as a link destination, or null when it must not be a link: only http(s), serialised by the URL parser
 * (spaces, quotes and angle brackets percent-encoded) with parentheses encoded too, so it cannot end the link early.
 */
export function safeHref(url: string): string | null {
  if (!isWebUrl(url)) return null;
  return new URL(url).href.replace(
    /[()<>"'`\s\\]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}

/** `[text](<url>)` for a safe URL; otherwise the text and the URL as plain escaped text. */
export function mdLink(text: string, url: string): string {
  const href = safeHref(url);
  return href ? `[${md(text) || md(href)}](<${href}>)` : `${md(text)} (${md(url)}, not a web link)`;
}

/** `<url>` for a safe URL; otherwise the URL as plain escaped text. */
export function mdAutolink(url: string): string {
  const href = safeHref(url);
  return href ? `<${href}>` : `${md(url)} (not a web link)`;
}

/**
 * JSON that stays inert when a file is opened or embedded in a page: `<`, `>`, `&` and the JavaScript line
 * separators are written as \u escapes. It parses back to exactly the same value.
 */
export function safeJson(value: unknown, indent?: number): string {
  return JSON.stringify(value, null, indent).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
