import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { judgeClaim, type JudgeEvidenceInput } from '../../../../lib/engine/domain';
import { MIRROR_LABEL } from '../../../../lib/engine/domain/scoring/verdict-of';
import { ENGINE_CONFIG } from '../../../../lib/engine/config';
import { NOW } from './builders';

const DOMAINS = [
  'www.cdc.gov',
  'www.reuters.com',
  'www.sacbee.com',
  'medium.com',
  'naturalnews.com',
  'x.com/WHO',
  'plain.example',
];
const STANCES = ['supports', 'refutes', 'mixed', 'context', 'irrelevant'] as const;

const evidenceArb = fc.array(
  fc.record({
    domain: fc.constantFrom(...DOMAINS),
    stance: fc.constantFrom(...STANCES),
    strength: fc.double({ min: 0, max: 1, noNaN: true }),
    relevance: fc.double({ min: 0, max: 1, noNaN: true }),
    dated: fc.boolean(),
  }),
  { maxLength: 8 },
);

type Item = {
  domain: string;
  stance: (typeof STANCES)[number];
  strength: number;
  relevance: number;
  dated: boolean;
};

function build(items: Item[]): JudgeEvidenceInput[] {
  return items.map((x, i) => {
    const text = `Item ${i} word${i * 13} distinct${i * 31} passage about topic${i * 17} here.`;
    return {
      url: `https://${x.domain}/page-${i}`,
      text,
      quote: text.split(' ').slice(0, 4).join(' '),
      stance: x.stance,
      strength: x.strength,
      relevance: x.relevance,
      publishedAt: x.dated ? '2024-05-01' : null,
    };
  });
}

const claim = { text: 'The claim under test.' };
const judge = (evidence: JudgeEvidenceInput[]) =>
  judgeClaim({ claim, evidence }, { now: NOW, config: ENGINE_CONFIG });

describe('judge properties', () => {
  it('keeps every score in range', () => {
    fc.assert(
      fc.property(evidenceArb, (items) => {
        const v = judge(build(items));
        for (const x of [v.rgba.r, v.rgba.g, v.rgba.b, v.rgba.a, v.confidence])
          expect(x >= 0 && x <= 1).toBe(true);
        for (const x of Object.values(v.belief)) expect(Number.isFinite(x)).toBe(true);
      }),
    );
  });

  it('never lowers G when support is added', () => {
    fc.assert(
      fc.property(
        evidenceArb,
        fc.constantFrom(...DOMAINS),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (items, domain, strength) => {
          const base = build(items);
          const more = [
            ...base,
            {
              url: `https://${domain}/extra`,
              text: 'A fresh supporting passage with unique words zq.',
              stance: 'supports' as const,
              strength,
            },
          ];
          expect(judge(more).belief.g).toBeGreaterThanOrEqual(judge(base).belief.g - 1e-9);
        },
      ),
    );
  });

  it('never changes a verdict when a copy of an existing item is added', () => {
    fc.assert(
      fc.property(evidenceArb, fc.nat(), (items, pick) => {
        const base = build(items);
        if (base.length === 0) return;
        const original = base[pick % base.length] as JudgeEvidenceInput;
        // A copy on another page of the same site: the same text, the same tier.
        const copy = { ...original, url: `${original.url}-syndicated` };
        const a = judge(base);
        const b = judge([...base, copy]);
        expect(b.label).toBe(a.label);
        expect(b.belief.g).toBeCloseTo(a.belief.g, 9);
        expect(b.rgba).toEqual(a.rgba);
      }),
    );
  });

  it('never changes a verdict when the evidence order changes', () => {
    fc.assert(
      fc.property(
        evidenceArb.chain((items) =>
          fc.tuple(
            fc.constant(items),
            fc.shuffledSubarray(
              items.map((_, i) => i),
              { minLength: items.length, maxLength: items.length },
            ),
          ),
        ),
        ([items, order]) => {
          const base = build(items);
          const shuffled = order.map((i) => base[i] as JudgeEvidenceInput);
          const a = judge(base);
          const b = judge(shuffled);
          expect(b.label).toBe(a.label);
          expect(b.rgba.g).toBeCloseTo(a.rgba.g, 12);
          expect(b.rgba.a).toBeCloseTo(a.rgba.a, 12);
          expect(b.confidence).toBeCloseTo(a.confidence, 12);
        },
      ),
    );
  });

  it('mirrors the verdict when supports and refutes swap', () => {
    fc.assert(
      fc.property(evidenceArb, (items) => {
        const base = build(items);
        const swapped = base.map((e) => ({
          ...e,
          stance:
            e.stance === 'supports'
              ? ('refutes' as const)
              : e.stance === 'refutes'
                ? ('supports' as const)
                : e.stance,
        }));
        const a = judge(base);
        const b = judge(swapped);
        expect(b.belief.g).toBeCloseTo(-a.belief.g, 9);
        expect(b.label).toBe(MIRROR_LABEL[a.label]);
        expect(b.confidence).toBeCloseTo(a.confidence, 9);
      }),
    );
  });
});
