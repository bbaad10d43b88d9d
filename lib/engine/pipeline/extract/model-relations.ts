/**
 * Entity relations the model found in the extraction call (untrusted): kept only when subject and object occur in the
 * article text, the predicate is a short phrase and not an instruction, and the claim they belong to was kept; capped.
 */
import { normaliseUntrusted } from '../../domain/quotes/normalise-untrusted';
import { countWords } from '../../domain/text/segment';
import { isInstructionLike } from '../text/detect-injection';
import type { ClaimRelation, ModelRelation } from '../../schemas';

const MAX_ENTITY_CHARS = 80;
const MAX_PREDICATE_WORDS = 6;
const MAX_PREDICATE_CHARS = 60;

interface RelationLimits {
  perClaim: number;
  total: number;
}

/** Relations per claim index (only indexes in `keptIndexes`), with the article URL as their citation. */
export function checkRelations(
  raw: readonly ModelRelation[],
  articleText: string,
  citation: string,
  keptIndexes: ReadonlySet<number>,
  limits: RelationLimits,
): { byClaim: Map<number, ClaimRelation[]>; dropped: string[] } {
  const haystack = flat(articleText);
  const byClaim = new Map<number, ClaimRelation[]>();
  const dropped: string[] = [];
  const seen = new Set<string>();
  let total = 0;
  for (const r of raw) {
    const subject = tidy(r.subject);
    const object = tidy(r.object);
    const predicate = tidy(r.predicate);
    const label = `${subject} ${predicate} ${object}`.slice(0, 200);
    const why = !keptIndexes.has(r.claimIndex)
      ? 'its claim was not kept'
      : !subject || !object || subject.length > MAX_ENTITY_CHARS || object.length > MAX_ENTITY_CHARS
        ? 'subject or object missing or too long'
        : flat(subject) === flat(object)
          ? 'subject and object are the same'
          : !haystack.includes(flat(subject)) || !haystack.includes(flat(object))
            ? 'subject or object does not occur in the article'
            : !predicate ||
                predicate.length > MAX_PREDICATE_CHARS ||
                countWords(predicate) > MAX_PREDICATE_WORDS ||
                /https?:|www\./i.test(predicate) ||
                isInstructionLike(label)
              ? 'the predicate is not a short phrase'
              : null;
    if (why) {
      dropped.push(`${label}: ${why}`);
      continue;
    }
    const list = byClaim.get(r.claimIndex) ?? [];
    const key = flat(label);
    if (seen.has(key) || list.length >= limits.perClaim || total >= limits.total) continue;
    seen.add(key);
    list.push({ subject, predicate, object, citation });
    byClaim.set(r.claimIndex, list);
    total++;
  }
  return { byClaim, dropped };
}

function tidy(text: string): string {
  return normaliseUntrusted(text).replace(/\s+/g, ' ').trim();
}

/** Lower case, single spaces, typographic quotes folded: how entity names are looked up in the article. */
function flat(text: string): string {
  return normaliseUntrusted(text).toLowerCase().replace(/[’‘]/g, "'").replace(/\s+/g, ' ').trim();
}
