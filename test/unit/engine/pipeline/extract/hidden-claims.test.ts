import { describe, expect, it } from 'vitest';
import { extractClaimsHeuristically } from '../../../../../lib/engine/pipeline/extract/extract-claims-heuristically';
import { prefilterArticle } from '../../../../../lib/engine/pipeline/extract/extract-stage';
import {
  asDisplayed,
  hiddenCharactersSentence,
} from '../../../../../lib/engine/pipeline/extract/hidden-claims';
import { locateQuote } from '../../../../../lib/engine/pipeline/extract/locate-quote';

const RLO = '\u202E';
const PDF = '\u202C';
const TEXT = [
  'Health survey 2024',
  `The national health survey found that ${RLO}97${PDF} percent of adults in Norway exercise every week, according to the Ministry of Health.`,
  'Officials said the figure rose from 61 percent in 2010.',
].join('\n\n');

describe('a sentence that hides characters is extracted as it displays', () => {
  it('without a model: kept, stated with the figure the reader sees, its quote the stored characters', () => {
    const claims = extractClaimsHeuristically({ text: TEXT }, { maxClaims: 5, threshold: 0.2 });
    const survey = claims.find((c) => /survey/.test(c.text));
    expect(survey?.text).toBe(
      'The national health survey found that 79 percent of adults in Norway exercise every week, according to the Ministry of Health.',
    );
    expect(TEXT.slice(survey!.start, survey!.end)).toBe(survey!.quote);
    expect(survey!.quote).toContain(`${RLO}97${PDF}`);
  });

  it('with a model: the sentence reaches the model, and its quote as displayed is found in the stored text', () => {
    expect(prefilterArticle({ text: TEXT }, 0.2)).toContain('percent of adults in Norway');
    const at = locateQuote(
      TEXT,
      'The national health survey found that 79 percent of adults in Norway exercise every week',
    );
    expect(at).not.toBeNull();
    // The span takes in the override and its closing control: the quote never opens a direction it does not close.
    expect(TEXT.slice(at!.start, at!.end)).toBe(
      `The national health survey found that ${RLO}97${PDF} percent of adults in Norway exercise every week`,
    );
  });

  it('marks the claim with what its quote hides, and says it in words', () => {
    const quote = `about ${RLO}97${PDF} percent`;
    expect(asDisplayed(quote, quote)).toEqual({
      text: 'about 79 percent',
      hiddenCharacters: ['bidi-reordered'],
    });
    expect(asDisplayed('about 97 percent', 'about 97 percent')).toEqual({ text: 'about 97 percent' });
    expect(hiddenCharactersSentence(['bidi-reordered', 'look-alike-letters'])).toBe(
      'This sentence hides characters from its reader (bidi controls change the order it displays in; look-alike letters from another script): it is checked as it displays.',
    );
  });
});
