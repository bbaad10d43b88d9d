/** The message contract between the background and the offscreen PDF reader: a PDF's bytes in, its ExtractionResult out. */
import { z } from 'zod';
import { ExtractionResultSchema, type ExtractionResult } from '../engine/schemas';

/** Marks the reader's messages, so no other listener (the panel's messenger) answers them or mistakes them for its own. */
export const OFFSCREEN_TARGET = 'cartographer-offscreen-pdf';

/** Asks the offscreen document to read one PDF (its bytes as base64: extension messages are JSON). */
export const OffscreenReadRequestSchema = z.strictObject({
  target: z.literal(OFFSCREEN_TARGET),
  kind: z.literal('read-pdf'),
  /** The document's final address (for the article's url and site). */
  url: z.string().min(1),
  bytes: z.string().regex(/^[A-Za-z0-9+/]*={0,2}$/),
});
export type OffscreenReadRequest = z.infer<typeof OffscreenReadRequestSchema>;

/** The reader's answer: the read (an article, or why the PDF cannot be checked), or the reader's own failure. */
const OffscreenReadResponseSchema = z.discriminatedUnion('done', [
  z.strictObject({ done: z.literal(true), result: ExtractionResultSchema }),
  z.strictObject({ done: z.literal(false), error: z.string() }),
]);
export type OffscreenReadResponse = z.infer<typeof OffscreenReadResponseSchema>;

export function readRequest(bytes: Uint8Array, url: string): OffscreenReadRequest {
  return { target: OFFSCREEN_TARGET, kind: 'read-pdf', url, bytes: bytesToBase64(bytes) };
}

/** The answer's ExtractionResult; anything that does not match the contract is the reader's failure, never an article. */
export function resultOfResponse(response: unknown): ExtractionResult {
  const parsed = OffscreenReadResponseSchema.safeParse(response);
  if (!parsed.success) throw new Error('the PDF reader gave no valid answer');
  if (!parsed.data.done) throw new Error(parsed.data.error);
  return parsed.data.result;
}

/** Bytes as base64, in chunks (a 30 MB PDF would overflow `String.fromCharCode`'s arguments at once). */
export function bytesToBase64(bytes: Uint8Array): string {
  const CHUNK = 0x8000;
  let binary = '';
  for (let at = 0; at < bytes.length; at += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(at, at + CHUNK));
  }
  return btoa(binary);
}

export function base64ToBytes(base64: string): Uint8Array {
  const binary = atob(base64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
