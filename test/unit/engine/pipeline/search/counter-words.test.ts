import { describe, expect, it } from 'vitest';
import { counterQueries, neutralQuery } from '../../../../../lib/engine/pipeline/search/counter-queries';
import { INSTRUCTION_LEXICONS } from '../../../../../lib/engine/pipeline/text/cue-words';
import { COUNTER_WORDS, QUERY_LANGUAGES } from '../../../../../lib/engine/pipeline/search/counter-words';
import { queryTerms } from '../../../../../lib/engine/pipeline/search/query-terms';

const CLAIMS: Record<string, string> = {
  en: 'Two doses of the MMR vaccine are 97% effective at preventing measles.',
  de: 'Im Jahr 2023 haben mehr als eine Million Menschen in Deutschland Asyl beantragt.',
  fr: 'La population de la France a atteint 68 millions d’habitants en 2023.',
  es: 'La población de España superó los 48 millones de habitantes en 2023.',
  it: 'La popolazione italiana è scesa a 59 milioni di abitanti nel 2023.',
  pt: 'A população do Brasil chegou a 203 milhões de pessoas em 2022.',
  nl: 'Het aantal inwoners van Nederland steeg in 2023 naar 17,9 miljoen.',
  cs: 'West Ham je podle průzkumu nejoblíbenějším klubem v Londýně.',
  ru: 'Население России в 2023 году сократилось до 146 миллионов человек.',
  zh: '2023年中国的出生人口降至902万人。',
  ja: '日本の人口は2023年に1億2400万人に減少した。',
  ko: '한국의 출산율은 2023년 0.72명으로 떨어졌다.',
  ar: 'ارتفع عدد سكان مصر إلى 105 ملايين نسمة في عام 2023.',
  hi: 'भारत की जनसंख्या 2023 में 142 करोड़ हो गई।',
};

describe('per-language query words', () => {
  it('has counter words for every language the engine reads instructions in', () => {
    for (const lang of Object.keys(INSTRUCTION_LEXICONS)) expect(QUERY_LANGUAGES).toContain(lang);
  });

  it.each(Object.entries(CLAIMS))(
    '%s: queries stay in the article language, with its own counter words',
    (lang, text) => {
      const neutral = neutralQuery({ text, lang });
      const counters = counterQueries({ text, lang }, 3);
      expect(neutral.text.length).toBeGreaterThan(3);
      expect(counters.length).toBeGreaterThanOrEqual(2);
      for (const q of [neutral, ...counters]) expect(q.lang).toBe(lang);
      const words = COUNTER_WORDS[lang]!;
      const own = [words.falseQ, words.factCheck, words.debunked, words.noEvidence, words.criticism].map(
        (t) => t.replace('{t}', '').trim(),
      );
      for (const c of counters)
        expect(
          own.some((w) => c.text.includes(w)),
          c.text,
        ).toBe(true);
      if (lang !== 'en') {
        expect(counters.map((c) => c.text).join(' ')).not.toMatch(/fact check|\bfalse\b|debunked/);
        expect(neutral.reason).toContain("in the article's language");
      }
    },
  );

  it('drops each language’s function words: no "je" in a Czech query, no "der"/"in" in a German one', () => {
    expect(queryTerms(CLAIMS.cs!, 'cs')).not.toContain('je');
    expect(queryTerms(CLAIMS.cs!, 'cs').slice(0, 2)).toEqual(['west', 'ham']);
    expect(queryTerms(CLAIMS.de!, 'de')).not.toEqual(expect.arrayContaining(['in', 'haben', 'eine']));
    expect(queryTerms(CLAIMS.ja!, 'ja')).toEqual(expect.arrayContaining(['日本', '人口']));
    expect(queryTerms(CLAIMS.ja!, 'ja')).not.toContain('の');
  });
});
