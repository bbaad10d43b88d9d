import { describe, expect, it } from 'vitest';
import { lexicalStance } from '../../../../../lib/engine/pipeline/stance/reading/lexical-stance';

describe('no-model stance: "no other X is higher than Y" states a superlative, it does not negate it', () => {
  it.each([
    [
      'The Nile is the longest river in Africa.',
      'No other river in Africa is longer than the Nile, which runs for about 6,650 km.',
    ],
    ['Der Brocken ist der höchste Berg im Harz.', 'Kein Berg im Harz ist höher als der Brocken.'],
    [
      'Le lac Baïkal est le lac le plus profond du monde.',
      "Aucun lac au monde n'est plus profond que le lac Baïkal.",
    ],
    [
      'El Aconcagua es la montaña más alta de América.',
      'Ninguna montaña de América es más alta que el Aconcagua.',
    ],
  ])('%s', (claim, passage) => {
    expect(lexicalStance(claim, passage).stance).toBe('supports');
  });

  it('still reads a real negation of the superlative, or of a comparison the claim makes, as refuting', () => {
    const refuting: Array<[string, string]> = [
      [
        'The Nile is the longest river in Africa.',
        'The Nile is not the longest river in Africa; the Congo is longer than it.',
      ],
      [
        'The vaccine is more dangerous than the placebo.',
        'No study found the vaccine more dangerous than the placebo.',
      ],
      [
        'The Zugspitze is the highest mountain in Germany.',
        'No, the Zugspitze is not the highest mountain in Germany.',
      ],
    ];
    for (const [claim, passage] of refuting)
      expect(lexicalStance(claim, passage).stance, passage).toBe('refutes');
  });
});
