/** Response bodies: read a stream under a byte cap, then decode it with the charset the server or page declares. */

/** Thrown by `readCapped` when the body passes the cap; the caller turns it into `fetch/too-large`. */
export class BodyTooLarge extends Error {
  constructor(readonly limit: number) {
    super(`Body larger than ${limit} bytes`);
  }
}

/** Reads the whole body, cancelling the stream as soon as it passes `maxBytes`. */
export async function readCapped(response: Response, maxBytes: number): Promise<Uint8Array> {
  const body = response.body;
  if (!body) return new Uint8Array(0);
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw new BodyTooLarge(maxBytes);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** `charset` parameter of a Content-Type header, lower-cased, or null. */
function charsetFromContentType(contentType: string | null | undefined): string | null {
  const m = /;\s*charset\s*=\s*["']?([^"';\s]+)/i.exec(contentType ?? '');
  return m?.[1]?.toLowerCase() ?? null;
}

/** Charset from `<meta charset>` or `<meta http-equiv="Content-Type">` in the first 4 KB (read as Latin-1). */
function charsetFromMeta(bytes: Uint8Array): string | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 4096));
  const direct = /<meta[^>]+charset\s*=\s*["']?\s*([a-z0-9_:.-]+)/i.exec(head);
  return direct?.[1]?.toLowerCase() ?? null;
}

function bomCharset(bytes: Uint8Array): string | null {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  return null;
}

function decoderFor(label: string | null): TextDecoder | null {
  if (!label) return null;
  try {
    return new TextDecoder(label);
  } catch {
    return null;
  }
}

/** UTF-16 without a byte-order mark: most ASCII text leaves every other byte zero (even bytes → BE, odd → LE). */
function sniffUtf16(bytes: Uint8Array): string | null {
  const n = Math.min(bytes.length - (bytes.length % 2), 1024);
  if (n < 8) return null;
  let evenZero = 0;
  let oddZero = 0;
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZero++;
    if (bytes[i + 1] === 0) oddZero++;
  }
  const pairs = n / 2;
  if (oddZero > pairs * 0.6 && evenZero < pairs * 0.1) return 'utf-16le';
  if (evenZero > pairs * 0.6 && oddZero < pairs * 0.1) return 'utf-16be';
  return null;
}

/**
 * Decodes HTML or text bytes: byte-order mark, then the Content-Type charset, then the page's meta charset, then
 * UTF-8 — falling back to windows-1252 when the bytes are not valid UTF-8 (old pages that declare nothing).
 * A `<meta>` that says UTF-16 is read as UTF-8, as browsers do (the meta could not have been read otherwise);
 * UTF-16 without a mark or a header is recognised by its zero bytes.
 */
export function decodeBody(bytes: Uint8Array, contentType: string | null): { text: string; charset: string } {
  const meta = charsetFromMeta(bytes);
  const declared =
    bomCharset(bytes) ??
    charsetFromContentType(contentType) ??
    sniffUtf16(bytes) ??
    (meta && /^utf-?16/.test(meta) ? 'utf-8' : meta);
  const decoder = decoderFor(declared);
  if (decoder) return { text: decoder.decode(bytes), charset: decoder.encoding };
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), charset: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), charset: 'windows-1252' };
  }
}

/**
 * True when decoded text is binary data rather than a document: NUL characters, or many control characters or
 * replacement characters in its first 4,000 characters.
 */
export function looksBinary(text: string): boolean {
  const head = text.slice(0, 4000);
  if (head.includes('\u0000')) return true;
  let odd = 0;
  for (const ch of head) {
    const code = ch.codePointAt(0)!;
    if ((code < 32 && code !== 9 && code !== 10 && code !== 13 && code !== 12) || code === 0xfffd) odd++;
  }
  return odd > head.length * 0.1;
}
