/**
 * Reference lookups by subject (issue 30 item 4): a claim's neutral query asks the reference providers (Wikipedia)
 * for the claim's named subject instead of its own words, so every claim of a run about the same subject shares one
 * lookup (`shared-searches.ts`) — one Wikipedia request per named subject, not per claim, inside Wikimedia's budget.
 */
import type { EngineConfig } from '../../config';
import type { Claim, Query } from '../../schemas';
import { primaryLang } from './counter-queries';
import { queryPurpose } from './query-routing';

/** A query's reference lookup: the subject it asks for, and the providers asked for it instead of the query. */
export interface SubjectLookup {
  subject: string;
  providers: string[];
}

/**
 * The claim's named subject: its first `maxEntities` named entities that occur in its text (case folded), in the
 * order they occur there, joined by a space. Null when none occurs in it (nothing named to look up).
 */
export function claimSubject(claim: Pick<Claim, 'text' | 'entities'>, maxEntities: number): string | null {
  const found: { name: string; at: number; end: number }[] = [];
  for (const raw of claim.entities) {
    const name = raw.normalize('NFKC').replace(/\s+/g, ' ').trim();
    if (name.length < 2) continue;
    const at = wordAt(claim.text, name);
    // Once per claim: a repeated entity, or one inside another's words ("Siberia" in "Trans-Siberian"), adds nothing.
    if (at < 0 || found.some((f) => at < f.end && at + name.length > f.at)) continue;
    found.push({ name, at, end: at + name.length });
  }
  const kept = found.slice(0, Math.max(0, maxEntities)).sort((a, b) => a.at - b.at);
  return kept.length > 0 ? kept.map((f) => f.name).join(' ') : null;
}

/** Scripts written without spaces between words, or with particles joined to nouns (Korean): no word edges. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/** Where `name` occurs in `text` as whole words (case folded; anywhere in scripts without word edges), or -1. */
function wordAt(text: string, name: string): number {
  if (UNSPACED.test(name)) return text.toLocaleLowerCase().indexOf(name.toLocaleLowerCase());
  const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s+');
  return text.search(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'iu'));
}

/**
 * The lookup `query` makes by subject: only a first-hop neutral (background) query in the article's language, and
 * only of the providers it is sent to (`prefer`) whose kind is in `search.subjectLookup.kinds` and that the run has
 * not stopped. Null when the query sends its own words to every provider (no such provider, or no named subject).
 */
export function subjectLookup(
  query: Pick<Query, 'text' | 'intent' | 'hop' | 'lang'>,
  claim: Pick<Claim, 'text' | 'entities'>,
  articleLang: string | undefined,
  prefer: readonly string[],
  config: EngineConfig,
  stopped: ReadonlySet<string> = new Set(),
): SubjectLookup | null {
  if (query.hop !== 0 || queryPurpose(query) !== 'background') return null;
  if (primaryLang(query.lang) !== primaryLang(articleLang)) return null;
  const kinds: readonly string[] = config.search.subjectLookup.kinds;
  const kindOf = new Map<string, string>(
    Object.entries(config.search.providers).map(([id, p]) => [id, p.kind]),
  );
  const providers = prefer.filter((id) => kinds.includes(kindOf.get(id) ?? '') && !stopped.has(id));
  if (providers.length === 0) return null;
  const subject = claimSubject(claim, config.search.subjectLookup.maxEntities);
  return subject === null ? null : { subject, providers };
}
