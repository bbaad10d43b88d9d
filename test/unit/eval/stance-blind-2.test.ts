import { describe, expect, it } from 'vitest';
import { BLIND_PAIRS_2 } from '../../../scripts/eval/stance-blind-2';
import {
  BLIND_2_FIRST_RUN,
  blind2Section,
  evaluateBlind2,
} from '../../../scripts/eval/stance-blind-2-report';
import { BLIND_PAIRS, HELD_OUT_PAIRS } from '../../../scripts/eval/stance-heldout';

describe('second blind group of the no-model stance', () => {
  it('has 6 pairs per language, two of each gold class, none copied from the other sets', () => {
    const langs = ['en', 'de', 'fr', 'es', 'ja', 'zh', 'ru', 'ar'];
    expect(BLIND_PAIRS_2).toHaveLength(48);
    for (const lang of langs)
      for (const gold of ['support', 'refute', 'irrelevant'])
        expect(
          BLIND_PAIRS_2.filter((q) => q.lang === lang && q.gold === gold),
          `${lang} ${gold}`,
        ).toHaveLength(2);
    const earlier = new Set([...BLIND_PAIRS, ...HELD_OUT_PAIRS].map((q) => q.claim));
    expect(BLIND_PAIRS_2.filter((q) => earlier.has(q.claim))).toEqual([]);
  });

  it('records a first run over all 48 pairs and reports it beside the current one, per language', () => {
    expect(BLIND_2_FIRST_RUN).toMatch(/^[SRI]{48}$/);
    const first = evaluateBlind2(BLIND_2_FIRST_RUN).all;
    expect(first.confusion.refute).toEqual({ support: 0, refute: 14, irrelevant: 2 });
    expect(first.perClass.refute.f1).toBeCloseTo(0.848, 3);
    const section = blind2Section();
    expect(section).toContain('second blind group (48), first run');
    expect(section).toContain('first run, zh (6)');
    for (const lang of ['en', 'ja', 'zh', 'ar']) expect(section).toContain(`now, ${lang} (6)`);
  });
});
