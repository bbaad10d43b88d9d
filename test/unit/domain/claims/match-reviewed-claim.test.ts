import { describe, expect, it } from 'vitest';
import { analyseClaim } from '../../../../lib/engine/domain/claims/claim-match';
import { matchReviewedClaim } from '../../../../lib/engine/domain/claims/match-reviewed-claim';

const match = (claim: string, reviewed: string) =>
  matchReviewedClaim(analyseClaim({ text: claim, lang: 'en' }), analyseClaim({ text: reviewed, lang: 'en' }));

const CLAIM = 'Unemployment in the UK hit a 50-year high last year, one MP told a rally in Leeds.';

describe('matchReviewedClaim', () => {
  it('reads "one" as an article when it is the only figure the reviewed claim lacks', () => {
    expect(match(CLAIM, 'Unemployment in the UK hit a 50-year high last year.').matched).toBe(true);
  });

  it('still blocks another figure, a negation, a year or a review that gives its own 1', () => {
    expect(match(CLAIM, 'Unemployment in the UK hit a 40-year high last year.').blockedBy).toBe('number');
    expect(match(CLAIM, 'Unemployment in the UK did not hit a 50-year high last year.').blockedBy).toBe(
      'negation',
    );
    expect(
      match(
        'The MMR vaccine causes autism in one in fifty children.',
        'The MMR vaccine causes autism in one in five children.',
      ).matched,
    ).toBe(false);
    expect(
      match(
        'Unemployment hit a 50-year high in 2023, one MP said.',
        'Unemployment hit a 50-year high in 2013.',
      ).blockedBy,
    ).toBe('year');
  });
});
