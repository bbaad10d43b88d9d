import { beforeEach, describe, expect, it } from 'vitest';
import { rankClaims } from '../../../entrypoints/sidepanel/check/claim-order';
import { attentionOf } from '../../../lib/engine/domain/claim-attention';
import { fakeClaim, fakeVerdict, resetBuilderIds } from '../../builders';

describe('rankClaims', () => {
  beforeEach(() => resetBuilderIds());

  it('puts the most dangerous, most doubtful claim first', () => {
    const safe = fakeClaim({ start: 0 });
    const dangerous = fakeClaim({ start: 10 });
    const certain = fakeClaim({ start: 20 });
    const ranked = rankClaims(
      [safe, dangerous, certain],
      [
        fakeVerdict({ claimId: safe.id, rgba: { r: 0.1, g: 0.5, b: 0.5, a: 0.5 }, confidence: 0.2 }),
        fakeVerdict({ claimId: dangerous.id, rgba: { r: 0.9, g: 0.2, b: 0.5, a: 0.5 }, confidence: 0.3 }),
        fakeVerdict({ claimId: certain.id, rgba: { r: 0.9, g: 0.9, b: 0.5, a: 0.5 }, confidence: 0.95 }),
      ],
    );
    expect(ranked.map((item) => item.claim.id)).toEqual([dangerous.id, safe.id, certain.id]);
    expect(ranked[0]!.attention).toBeCloseTo(0.9 * 0.7);
  });

  it('lists claims still being checked after scored ones, and opinions last', () => {
    const opinion = fakeClaim({ kind: 'opinion', checkWorthiness: 1 });
    const pending = fakeClaim({ checkWorthiness: 0.9 });
    const scored = fakeClaim({ checkWorthiness: 0.1 });
    const ranked = rankClaims([opinion, pending, scored], [fakeVerdict({ claimId: scored.id })]);
    expect(ranked.map((item) => item.claim.id)).toEqual([scored.id, pending.id, opinion.id]);
    expect(ranked[1]!.verdict).toBeNull();
  });

  it('keeps article order between equal claims', () => {
    const later = fakeClaim({ start: 50 });
    const earlier = fakeClaim({ start: 5 });
    expect(rankClaims([later, earlier], []).map((item) => item.claim.id)).toEqual([earlier.id, later.id]);
  });

  it('lists what was found false or contradicted first whoever says it, then decided claims, then unverified ones', () => {
    const own = fakeClaim({ start: 0, checkWorthiness: 0.9 });
    const supported = fakeClaim({ start: 10 });
    const contradicted = fakeClaim({ start: 20 });
    const reportedFalse = fakeClaim({ start: 30, articleStance: 'reports', checkWorthiness: 0.1 });
    const unverified = (claimId: string, refute: { tier: 'A' | 'unreliable'; sites: string[] }[]) =>
      fakeVerdict({
        claimId,
        label: 'unverified',
        rgba: { r: 0.9, g: 0.5, b: 0.5, a: 0.5 },
        confidence: 0.1,
        reasons: [{ kind: 'sides', support: [], refute }],
      });
    const ranked = rankClaims(
      [own, supported, contradicted, reportedFalse],
      [
        unverified(own.id, []),
        fakeVerdict({ claimId: supported.id, label: 'supported', rgba: { r: 0.1, g: 0.9, b: 0.5, a: 0.5 } }),
        unverified(contradicted.id, [{ tier: 'A', sites: ['thelancet.com'] }]),
        fakeVerdict({
          claimId: reportedFalse.id,
          label: 'likely_false',
          rgba: { r: 0.1, g: 0.1, b: 0.5, a: 0.5 },
        }),
      ],
    );
    expect(ranked.map((item) => item.claim.id)).toEqual([
      reportedFalse.id,
      contradicted.id,
      supported.id,
      own.id,
    ]);
    // Contradicted only by a site on the unreliable list: an unverified claim like the others.
    const byUnreliable = rankClaims(
      [own, contradicted, supported],
      [
        unverified(own.id, []),
        unverified(contradicted.id, [{ tier: 'unreliable', sites: ['junk.example'] }]),
        fakeVerdict({ claimId: supported.id, label: 'supported' }),
      ],
    );
    expect(byUnreliable.map((item) => item.claim.id)).toEqual([supported.id, own.id, contradicted.id]);
  });

  it('puts the main claim first among equals', () => {
    const side = fakeClaim({ start: 0, checkWorthiness: 0.9 });
    const thesis = fakeClaim({ start: 50, role: 'thesis', checkWorthiness: 0.2 });
    const ranked = rankClaims(
      [side, thesis],
      [
        fakeVerdict({ claimId: side.id, label: 'unverified', rgba: { r: 0.9, g: 0.5, b: 0.5, a: 0.5 } }),
        fakeVerdict({ claimId: thesis.id, label: 'unverified', rgba: { r: 0.1, g: 0.5, b: 0.5, a: 0.5 } }),
      ],
    );
    expect(ranked.map((item) => item.claim.id)).toEqual([thesis.id, side.id]);
  });

  it('computes danger × doubt', () => {
    expect(attentionOf({ rgba: { r: 0.5, g: 0, b: 0, a: 0 }, confidence: 0.5 })).toBe(0.25);
  });
});
