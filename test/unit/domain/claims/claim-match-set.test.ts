/** The claim matcher on its test set: no near-miss matched, at least 80 % of paraphrases found; figures per kind. */
import { describe, expect, it } from 'vitest';
import { matchClaims } from '../../../../lib/engine/domain/claims/claim-match';
import { CLAIM_PAIRS, SHOULD_MATCH, type PairKind } from './claim-match-set';

interface Tally {
  pairs: number;
  matched: number;
  blockedBy: Record<string, number>;
  wrong: string[];
}

function tallies(heldOut?: boolean): Map<PairKind, Tally> {
  const out = new Map<PairKind, Tally>();
  for (const pair of CLAIM_PAIRS) {
    if (heldOut !== undefined && !!pair.heldOut !== heldOut) continue;
    const tally = out.get(pair.kind) ?? { pairs: 0, matched: 0, blockedBy: {}, wrong: [] };
    out.set(pair.kind, tally);
    // Both directions: a match is symmetric or it is not a match.
    const forward = matchClaims(pair.a, pair.b);
    const backward = matchClaims(pair.b, pair.a);
    expect(backward.matched).toBe(forward.matched);
    tally.pairs += 1;
    if (forward.matched) tally.matched += 1;
    else
      tally.blockedBy[forward.blockedBy ?? 'none'] = (tally.blockedBy[forward.blockedBy ?? 'none'] ?? 0) + 1;
    if (forward.matched !== SHOULD_MATCH.has(pair.kind))
      tally.wrong.push(
        `${pair.a.text} | ${pair.b.text} → ${forward.blockedBy ?? 'matched'} (${forward.score.toFixed(2)})`,
      );
  }
  return out;
}

describe('claim matching test set', () => {
  const results = tallies();

  it('has at least 150 pairs, with paraphrases, translations and every near-miss kind', () => {
    expect(CLAIM_PAIRS.length).toBeGreaterThanOrEqual(150);
    for (const kind of [
      'paraphrase',
      'translation',
      'number',
      'negation',
      'person',
      'place',
      'year',
      'topical',
      'qualifier',
    ] as const)
      expect(results.get(kind)?.pairs ?? 0).toBeGreaterThanOrEqual(10);
  });

  it('prints the figures per kind (all, then the held-out pairs alone)', () => {
    print(results, 'all pairs');
    print(tallies(true), 'held out (never tuned on)');
  });

  function print(figures: Map<PairKind, Tally>, title: string) {
    console.log(title);
    const rows = [...figures].map(([kind, t]) => ({
      kind,
      pairs: t.pairs,
      matched: t.matched,
      rate: `${((100 * t.matched) / t.pairs).toFixed(1)} %`,
      blockedBy: JSON.stringify(t.blockedBy),
    }));
    console.table(rows);
    for (const [kind, t] of figures) if (t.wrong.length) console.log(`${kind}:\n  ${t.wrong.join('\n  ')}`);
  }

  it('matches no near-miss: a different figure, negation, person, place, year, predicate or an added qualifier', () => {
    const wrong = [...results].filter(([kind]) => !SHOULD_MATCH.has(kind)).flatMap(([, t]) => t.wrong);
    expect(wrong).toEqual([]);
  });

  it('finds at least 80 % of the English paraphrases', () => {
    const t = results.get('paraphrase')!;
    expect(t.matched / t.pairs).toBeGreaterThanOrEqual(0.8);
  });

  it('finds at least 60 % of the translations (word for word: what a small dictionary can do)', () => {
    const t = results.get('translation')!;
    expect(t.matched / t.pairs).toBeGreaterThanOrEqual(0.6);
  });
});
