import { describe, expect, it } from 'vitest';
import { lexicalStance } from '../../../../../lib/engine/pipeline/stance/reading/lexical-stance';

/**
 * Debunk wordings the attacker review (issue 20) found read as near-verbatim support without a model: a labelled
 * verdict ("FACT CHECK: No, …", whose "No … not" the negation rule read as a double negative), "Mito:", "Mythe :",
 * "Bogus:", and predicates such as "experts reject the claim that …", "failed to find", "does not hold up".
 */
const MMR = 'The MMR vaccine causes autism in one in fifty children.';

describe('debunk wordings found by the attacker review read as refutation', () => {
  it.each([
    'FACT CHECK: No, the MMR vaccine does not cause autism in one in fifty children.',
    'Verdict: False: the MMR vaccine causes autism in one in fifty children, a viral post says.',
    'Faktencheck: Nein, the MMR vaccine causes autism in one in fifty children is what the post says.',
    'Mito: the MMR vaccine causes autism in one in fifty children.',
    'Mythe : the MMR vaccine causes autism in one in fifty children.',
    'Bogus: the MMR vaccine causes autism in one in fifty children.',
    'Fake news: the MMR vaccine causes autism in one in fifty children.',
    'Experts reject the claim that the MMR vaccine causes autism in one in fifty children.',
    'Studies have failed to find that the MMR vaccine causes autism in one in fifty children.',
    'The claim that the MMR vaccine causes autism in one in fifty children does not hold up.',
    'It is a conspiracy theory that the MMR vaccine causes autism in one in fifty children.',
    'The notion that the MMR vaccine causes autism in one in fifty children has no grounding in the data.',
    'Rating: Pants on Fire. Claims the MMR vaccine causes autism in one in fifty children are pants on fire.',
    'El mito de que the MMR vaccine causes autism in one in fifty children sigue circulando.',
  ])('%s', (passage) => {
    expect(lexicalStance(MMR, passage).stance).toBe('refutes');
  });

  it('plain statements of the claim, and true reports that use the same words elsewhere, are not refutations', () => {
    expect(
      lexicalStance(MMR, 'New records show the MMR vaccine causes autism in one in fifty children.').stance,
    ).toBe('supports');
    // "No," in the middle of a sentence, or a label without a verdict word, is no verdict opener.
    expect(
      lexicalStance(MMR, 'Fact check: the MMR vaccine causes autism in one in fifty children, records show.')
        .stance,
    ).toBe('supports');
    // A claim that itself names a conspiracy theory is not refuted by a sentence repeating it.
    const claim = 'The senator promoted the conspiracy theory that the moon landing was staged.';
    expect(
      lexicalStance(
        claim,
        'The senator promoted the conspiracy theory that the moon landing was staged, records show.',
      ).stance,
    ).not.toBe('refutes');
  });

  // A verdict in a sentence of its own before the bare claim ("Verdict: False." / "Rating: Pants on Fire." then the
  // claim's words) labels the sentence after it: the source denies it (issue 29, sentence-frame.ts).
  it.each([
    'Verdict: False. The MMR vaccine causes autism in one in fifty children, a viral post says.',
    'Rating: Pants on Fire. The MMR vaccine causes autism in one in fifty children.',
  ])('%s', (passage) => {
    expect(lexicalStance(MMR, passage).stance).toBe('refutes');
  });
});
