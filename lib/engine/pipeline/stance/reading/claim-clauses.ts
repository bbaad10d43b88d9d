/** Clauses of a sentence ("X, but Y", "A; B", "if A, B"): negation is read in the clause that states the claim. */

/** Where a sentence splits into clauses that can differ in polarity. */
const CLAUSE_BREAK =
  /\s*;\s+|,?\s+(?:but|whereas|while|although|though|however|aber|jedoch|mais|pero|sino|ma|но|а)\s+|,\s+(?:then|so)\s+/giu;
/** A clause that only sets a condition ("if there are no data") states nothing as fact. */
const CONDITION = /^(?:if|unless|whether|wenn|falls|si|se|если)\b/iu;

/** The clauses of `sentence`, conditional ones left out (the whole sentence when it has one clause). */
export function clausesOf(sentence: string): string[] {
  const parts = sentence
    .split(CLAUSE_BREAK)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
  if (parts.length <= 1) return [sentence];
  const stated = parts.filter((p) => !CONDITION.test(p.replace(/^[^\p{L}]+/u, '')));
  return stated.length > 0 ? stated : parts;
}

/** The clause of `sentence` that scores highest by `score` (the first on ties). */
export function bestClause(sentence: string, score: (clause: string) => number): string {
  let best = sentence;
  let top = -1;
  for (const c of clausesOf(sentence)) {
    const s = score(c);
    if (s > top) {
      top = s;
      best = c;
    }
  }
  return best;
}
