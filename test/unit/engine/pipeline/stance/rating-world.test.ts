import { describe, expect, it } from 'vitest';
import { ratingStance } from '../../../../../lib/engine/pipeline/stance/framing/rating-stance';

describe('fact-check ratings in Arabic and Hindi (AFP عربي, AFP हिंदी)', () => {
  it.each([
    ['خطأ', 'refutes', 0.9],
    ['خاطئ', 'refutes', 0.9],
    ['غير صحيح', 'refutes', 0.9],
    ['زائف', 'refutes', 0.9],
    ['مضلل', 'refutes', 0.7],
    ['صحيح', 'supports', 0.9],
    ['गलत', 'refutes', 0.9],
    ['फर्जी', 'refutes', 0.9],
    ['भ्रामक', 'refutes', 0.7],
    ['सही', 'supports', 0.9],
  ])('"%s" → %s (%s)', (rating, stance, strength) => {
    expect(ratingStance(rating)).toEqual({ stance, strength });
  });

  it('reads no verdict in words that are not one', () => {
    expect(ratingStance('تحليل')).toBeNull();
    expect(ratingStance('विश्लेषण')).toBeNull();
  });
});
