/** Compares two checks of the same article claim by claim: which verdicts changed, which claims are new or gone. */
import type { StoredVerdict, Claim, VerdictLabel } from '@/lib/engine';

export interface CheckSnapshot {
  claims: Pick<Claim, 'id' | 'quote' | 'text'>[];
  verdicts: Pick<StoredVerdict, 'claimId' | 'label' | 'confidence'>[];
}

export interface ClaimChange {
  text: string;
  before: VerdictLabel | null;
  after: VerdictLabel | null;
  kind: 'changed' | 'same' | 'new' | 'gone';
}

/** Claims are matched by their quote from the article (whitespace and case folded), else by their text. */
export function compareChecks(previous: CheckSnapshot, current: CheckSnapshot): ClaimChange[] {
  const key = (claim: Pick<Claim, 'quote' | 'text'>) =>
    (claim.quote || claim.text).replace(/\s+/g, ' ').trim().toLowerCase();
  const labelOf = (snapshot: CheckSnapshot, claimId: string) =>
    snapshot.verdicts.find((v) => v.claimId === claimId)?.label ?? null;
  const before = new Map(previous.claims.map((claim) => [key(claim), claim]));
  const changes: ClaimChange[] = current.claims.map((claim) => {
    const old = before.get(key(claim));
    before.delete(key(claim));
    const after = labelOf(current, claim.id);
    if (!old) return { text: claim.text, before: null, after, kind: 'new' };
    const was = labelOf(previous, old.id);
    return { text: claim.text, before: was, after, kind: was === after ? 'same' : 'changed' };
  });
  for (const gone of before.values()) {
    changes.push({ text: gone.text, before: labelOf(previous, gone.id), after: null, kind: 'gone' });
  }
  const order = { changed: 0, new: 1, gone: 2, same: 3 } as const;
  return changes.sort((a, b) => order[a.kind] - order[b.kind]);
}
