/** The panel's words: plurals, language names, bylines (reasons: test/unit/presentation/reason-words.test.ts). */
import { describe, expect, it } from 'vitest';
import { count, languageName } from '../../../lib/presentation/plural';
import { bylineOf } from '../../../entrypoints/sidepanel/check/article-card';

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
