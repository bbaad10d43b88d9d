import { describe, expect, it } from 'vitest';
import { extractClaimsHeuristically } from '../../../../../lib/engine/pipeline/extract/extract-claims-heuristically';
import { isOpinionByStructure } from '../../../../../lib/engine/pipeline/extract/opinion-structure';

/** The kind the rules give a one-sentence article (as a challenged statement is read). */
function kindOf(sentence: string): string | undefined {
  return extractClaimsHeuristically({ text: sentence }, { maxClaims: 1, threshold: 0 })[0]?.kind;
}

describe('the rules recognise an opinion by its structure (issue 32 leftover: the health article’s "selfish" line)', () => {
  it.each([
    // The health article's sentence, no longer a "Statement of fact".
    'Frankly, skipping vaccines is the most selfish choice a parent can make.',
    // A superlative that judges a choice or a person, with other words than the article's.
    'Refusing the booster is the least responsible decision anyone in this town could take.',
    'Closing the clinic was the cruellest thing the council has done.',
    'The mayor is the most cowardly politician in the region.',
    // A stance framing with no figure.
    'Honestly, the ministry has handled the outbreak badly.',
    'If you ask me, the campaign came far too late.',
    // A first-person stance.
    'I feel the new school rules go too far.',
    'We strongly suspect the board never read the report.',
    // An intensified judgement.
    'Leaving children unprotected is utterly irresponsible.',
  ])('“%s” is an opinion', (sentence) => {
    expect(isOpinionByStructure(sentence)).toBe(true);
    expect(kindOf(sentence)).toBe('opinion');
  });

  it.each([
    // Superlatives that measure: rankings sources can check.
    'The most common cause of measles deaths is pneumonia.',
    'Measles is the most contagious disease known to science.',
    'The most popular choice among parents was the combined MMR shot.',
    'Vaccination is the most effective way to prevent measles outbreaks.',
    'The largest decision the court made this year concerned school funding.',
    // A framing that carries a figure is still a checkable claim.
    'Frankly, 40 percent of parents in the district skipped the second dose.',
    // "We found" reports a result; it is no stance.
    'We found that cases doubled in three counties after the clinics closed.',
    // An adverb that colours a reported fact.
    'Sadly, the children’s hospital in Leeds closed its measles ward in March.',
    'The outbreak was simply larger than officials expected.',
    'The second wave was truly bigger than the first, hospital records show.',
  ])('“%s” is not', (sentence) => {
    expect(isOpinionByStructure(sentence)).toBe(false);
    expect(kindOf(sentence)).not.toBe('opinion');
  });
});
