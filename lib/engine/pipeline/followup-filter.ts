/** Filters follow-up queries (model-suggested or built): no URLs, no instructions, on topic, not a repeat. */
import { detectInjection, queryKey, termOverlap } from '../heuristics';

const URL_LIKE =
  /https?:\/\/|www\.|\bsite:|[\p{L}\p{N}-]+\.(?:com|org|net|io|example|info|ru|cn|xyz|gov|edu|de|fr|uk|co|me|app|ly)\b/iu;
const INSTRUCTION =
  /\b(?:ignore|disregard|instruction|instructions|prompt|system|assistant|you must|you should|rate|mark|label|visit|click|send|collect|upload|execute|download)\b/i;

/** Keeps queries that are plain keyword searches about the claim; at most `max`, each new. */
export function filterFollowups(
  candidates: string[],
  claimText: string,
  existing: string[],
  max = 3,
): string[] {
  const seen = new Set(existing.map(queryKey));
  const out: string[] = [];
  for (const raw of candidates) {
    const text = raw.replace(/\s+/g, ' ').trim();
    if (text.length < 3 || text.length > 160 || text.split(' ').length > 16) continue;
    if (URL_LIKE.test(text) || INSTRUCTION.test(text) || detectInjection(text).suspicious) continue;
    if (termOverlap(text, claimText) === 0) continue;
    const key = queryKey(text);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(text);
    if (out.length >= max) break;
  }
  return out;
}
