/** The panel's words: plurals, language names, bylines, tiers in plain language, reasons without jargon. */
import { describe, expect, it } from 'vitest';
import { count, languageName } from '../../../lib/presentation/plural';
import { bylineOf } from '../../../entrypoints/sidepanel/check/article-card';
import { plainReason } from '../../../entrypoints/sidepanel/components/plain-words';

describe('counted nouns', () => {
  it('uses the singular for one and the plural otherwise', () => {
    expect(count(1, 'point')).toBe('1 point');
    expect(count(6, 'claim')).toBe('6 claims');
    expect(count(0, 'source')).toBe('0 sources');
    expect(count(1, 'more source')).toBe('1 more source');
    expect(count(2, 'more source')).toBe('2 more sources');
    expect(count(12_400, 'word')).toBe('12,400 words');
  });
});

describe('language names', () => {
  it('names languages in English and shows nothing for unknown or undetermined codes', () => {
    expect(languageName('en')).toBe('English');
    expect(languageName('de')).toBe('German');
    expect(languageName('pt-BR')).toBe('Brazilian Portuguese');
    expect(languageName('und')).toBeNull();
    expect(languageName('')).toBeNull();
    expect(languageName(null)).toBeNull();
    expect(languageName('qqq')).toBeNull();
  });
});

describe('bylines', () => {
  it('drops the byline’s own "By" so the card never says "By By"', () => {
    expect(bylineOf('By Jane Doe')).toBe('Jane Doe');
    expect(bylineOf('by: Jane Doe and John Roe')).toBe('Jane Doe and John Roe');
    expect(bylineOf('Byron Smith')).toBe('Byron Smith');
    expect(bylineOf('  ')).toBeNull();
  });
});

describe('reasons in plain words', () => {
  it('names kinds of sources instead of tier letters and fixes "(s)" plurals', () => {
    expect(plainReason('2 independent sources refute: 1 tier-D (reddit.com), 1 tier-A (who.int).')).toBe(
      '2 independent sources refute: 1 social account (reddit.com), 1 public body (who.int).',
    );
    expect(plainReason('1 tier-D source refutes')).toBe('1 social account refutes');
    expect(plainReason('Council minutes (tier A) confirm the amount')).toBe(
      'Council minutes (official source) confirm the amount',
    );
    expect(plainReason('1 quote(s) not found; 3 page(s) set aside')).toBe(
      '1 quote not found; 3 pages set aside',
    );
  });
});
