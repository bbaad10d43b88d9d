/** The rating normaliser on real ClaimReview `reviewRating` values, in words and in numbers. */
import { describe, expect, it } from 'vitest';
import { normaliseRating, ratingStance } from '../../../../lib/engine/domain/claims/rating-stance';

describe('normaliseRating: the words of reviewRating.alternateName', () => {
  it.each([
    // English (PolitiFact, Snopes, Full Fact, AFP, Reuters, Lead Stories, Washington Post)
    ['False', 'refutes', 0.9],
    ['Pants on Fire!', 'refutes', 0.9],
    ['Four Pinocchios', 'refutes', 0.9],
    ['Scam', 'refutes', 0.9],
    ['Altered', 'refutes', 0.9],
    ['Altered photo', 'refutes', 0.9],
    ['Fake', 'refutes', 0.9],
    ['Mostly False', 'refutes', 0.7],
    ['Misleading', 'refutes', 0.7],
    ['Misattributed', 'refutes', 0.8],
    ['Missing context', 'mixed', 0.6],
    ['Half True', 'mixed', 0.6],
    ['Mixture', 'mixed', 0.6],
    ['Partly false', 'mixed', 0.6],
    ['Unproven', 'refutes', 0.5],
    ['No Evidence', 'refutes', 0.5],
    ['Mostly true', 'supports', 0.7],
    ['True', 'supports', 0.9],
    ['Correct Attribution', 'supports', 0.9],
    ['Accurate', 'supports', 0.9],
    // French (AFP Factuel, Les Décodeurs, Libération CheckNews)
    ['Faux', 'refutes', 0.9],
    ['Trompeur', 'refutes', 0.7],
    ['Vrai', 'supports', 0.9],
    ['Plutôt vrai', 'supports', 0.7],
    ['Manque de contexte', 'mixed', 0.6],
    ['Hors contexte', 'refutes', 0.6],
    // German (Correctiv, dpa, AFP Faktencheck)
    ['Falsch', 'refutes', 0.9],
    ['Irreführend', 'refutes', 0.7],
    ['Teilweise falsch', 'mixed', 0.6],
    ['Richtig', 'supports', 0.9],
    ['Frei erfunden', 'refutes', 0.9],
    ['Unbelegt', 'refutes', 0.5],
    // Spanish, Portuguese, Italian, Dutch (Maldita, Newtral, Chequeado, Lupa, Aos Fatos, Pagella Politica, Nieuwscheckers)
    ['Falso', 'refutes', 0.9],
    ['Bulo', 'refutes', 0.9],
    ['Engañoso', 'refutes', 0.7],
    ['Fuera de contexto', 'refutes', 0.6],
    ['Sacado de contexto', 'refutes', 0.6],
    ['Verdadero', 'supports', 0.9],
    ['Verdadero, pero…', 'supports', 0.9],
    ['Exagerado', 'refutes', 0.6],
    ['Sin evidencia', 'refutes', 0.5],
    ['Verdadeiro', 'supports', 0.9],
    ['Distorcido', 'refutes', 0.7],
    ['Fuorviante', 'refutes', 0.7],
    ['Onwaar', 'refutes', 0.9],
    ['Grotendeels waar', 'supports', 0.7],
  ] as const)('"%s" → %s (%s)', (alternateName, stance, strength) => {
    expect(normaliseRating({ alternateName })).toEqual(stance === null ? null : { stance, strength });
  });

  it('reads no verdict in labels about something else than truth', () => {
    for (const label of [
      'Satire',
      'Labeled Satire',
      'Originated as Satire',
      'Opinion',
      'Explainer',
      'Full Flop',
    ])
      expect(normaliseRating({ alternateName: label, ratingValue: 1 })).toBeNull();
  });

  it('never reads "not false" as false', () => {
    expect(normaliseRating({ alternateName: 'Not false, but incomplete' })?.stance).not.toBe('refutes');
    expect(normaliseRating({ alternateName: 'No es falso' })?.stance).not.toBe('refutes');
  });
});

describe('normaliseRating: the number on its scale', () => {
  it('reads 1..5 from worst (false) to best (true)', () => {
    const at = (ratingValue: number) => normaliseRating({ ratingValue, bestRating: 5, worstRating: 1 });
    expect(at(1)).toEqual({ stance: 'refutes', strength: 0.9 });
    expect(at(2)).toEqual({ stance: 'refutes', strength: 0.7 });
    expect(at(3)).toEqual({ stance: 'mixed', strength: 0.6 });
    expect(at(4)).toEqual({ stance: 'supports', strength: 0.7 });
    expect(at(5)).toEqual({ stance: 'supports', strength: 0.9 });
  });

  it('takes numbers written as text, other scales, and schema.org defaults (1 to 5)', () => {
    expect(normaliseRating({ ratingValue: '0', bestRating: '10', worstRating: '0' })?.stance).toBe('refutes');
    expect(normaliseRating({ ratingValue: '10', bestRating: '10', worstRating: '0' })?.stance).toBe(
      'supports',
    );
    expect(normaliseRating({ ratingValue: 1 })).toEqual({ stance: 'refutes', strength: 0.9 });
  });

  it('prefers the words, and falls back on the number when the words are unknown', () => {
    expect(
      normaliseRating({ alternateName: 'False', ratingValue: 5, bestRating: 5, worstRating: 1 })?.stance,
    ).toBe('refutes');
    expect(
      normaliseRating({ alternateName: 'Ni-ni', ratingValue: 3, bestRating: 5, worstRating: 1 })?.stance,
    ).toBe('mixed');
  });

  it('gives null for a number outside its scale (-1 for "no number"), a broken scale, or nothing', () => {
    expect(normaliseRating({ ratingValue: -1, bestRating: 5, worstRating: 1 })).toBeNull();
    expect(normaliseRating({ ratingValue: 3, bestRating: 1, worstRating: 5 })).toBeNull();
    expect(normaliseRating({ ratingValue: 'n/a' })).toBeNull();
    expect(normaliseRating({})).toBeNull();
  });
});

describe('ratingStance (the words alone, as the stance rules call it)', () => {
  it('is the same reading as normaliseRating for words', () => {
    for (const words of ['False', 'Mostly true', 'Fuera de contexto', 'Satire', 'Irreführend'])
      expect(ratingStance(words)).toEqual(normaliseRating({ alternateName: words }));
  });
});
