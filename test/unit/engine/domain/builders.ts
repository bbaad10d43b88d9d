/** Seeded builders for judge tests. */
import type { JudgeEvidenceInput } from '../../../../lib/engine/domain';

export const NOW = new Date('2026-01-15T00:00:00Z');

let counter = 0;

/** An evidence item with distinct text per call unless `text` is given; its quote is the text's first six words. */
export function fakeEvidence(overrides: Partial<JudgeEvidenceInput> = {}): JudgeEvidenceInput {
  counter += 1;
  const text =
    overrides.text ??
    `Passage number ${counter} reports findings ${counter * 7} about the matter in question.`;
  return {
    url: `https://site-${counter}.example/page`,
    text,
    quote: text.split(' ').slice(0, 6).join(' '),
    stance: 'supports',
    strength: 0.8,
    relevance: 1,
    publishedAt: '2025-06-01',
    ...overrides,
  };
}
