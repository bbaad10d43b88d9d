import { describe, expect, it } from 'vitest';
import { claimTextOf } from '../../../../lib/engine/pipeline/extract/worthiness/reported-speech';
import { ratingStance } from '../../../../lib/engine/pipeline/stance/framing/rating-stance';

describe('ratingStance', () => {
  it('reads fact-checkers’ ratings in English, German and French', () => {
    expect(ratingStance('Pants on Fire')).toEqual({ stance: 'refutes', strength: 0.9 });
    expect(ratingStance('Falsch')?.stance).toBe('refutes');
    expect(ratingStance('Faux')?.stance).toBe('refutes');
    expect(ratingStance('Mostly true')).toEqual({ stance: 'supports', strength: 0.7 });
    expect(ratingStance('Half True')?.stance).toBe('mixed');
    expect(ratingStance('Misleading')?.stance).toBe('refutes');
    expect(ratingStance('Satire label applied')).toBeNull();
    expect(ratingStance(null)).toBeNull();
  });

  it('reads ratings in Spanish, Italian, Portuguese, Dutch and Russian too, and "not false" is no refutation', () => {
    expect(ratingStance('Falso')).toEqual({ stance: 'refutes', strength: 0.9 });
    expect(ratingStance('Engañoso')).toEqual({ stance: 'refutes', strength: 0.7 });
    expect(ratingStance('Fuorviante')?.stance).toBe('refutes');
    expect(ratingStance('Verdadeiro')?.stance).toBe('supports');
    expect(ratingStance('Onwaar')?.stance).toBe('refutes');
    expect(ratingStance('Ложь')?.stance).toBe('refutes');
    expect(ratingStance('Parcialmente falso')?.stance).toBe('mixed');
    expect(ratingStance('Not false, but incomplete')?.stance).not.toBe('refutes');
  });
});

describe('claimTextOf', () => {
  it('checks the claim itself, not the fact that someone made it', () => {
    expect(
      claimTextOf(
        'One widely shared video claims that the MMR vaccine causes autism in one in fifty children.',
      ),
    ).toBe('The MMR vaccine causes autism in one in fifty children.');
    expect(
      claimTextOf('Der Minister behauptet, dass die Zahl der Asylanträge um 30 Prozent gesunken ist.'),
    ).toBe('Die Zahl der Asylanträge um 30 Prozent gesunken ist.');
    expect(claimTextOf('Unemployment fell to 3.5 percent in March.')).toBe(
      'Unemployment fell to 3.5 percent in March.',
    );
  });
});
