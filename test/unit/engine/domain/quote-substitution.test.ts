import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG } from '../../../../lib/engine/config';
import { verifyQuote as verifyWith } from '../../../../lib/engine/domain';
import { evaluateQuotes } from '../../../../scripts/eval/quotes';
import { quoteCases } from '../../../../scripts/eval/quotes-cases';

const verifyQuote = (quote: string, source: string) =>
  verifyWith(quote, source, ENGINE_CONFIG.quote.nearSimilarity);

describe('the quote interrogator on the generated set (faithful vs name-substituted)', () => {
  const cases = quoteCases();
  const e = evaluateQuotes(cases);

  it('is a set of many passages in many scripts, both kinds well represented', () => {
    expect(e.overall.faithful).toBeGreaterThan(500);
    expect(e.overall.substituted).toBeGreaterThan(300);
    expect(e.byLang.map((l) => l.lang)).toEqual(
      expect.arrayContaining(['en', 'de', 'fr', 'es', 'ru', 'zh', 'ja', 'ko', 'ar', 'hi']),
    );
  });

  it('refuses quotes in which a person, organisation or place was swapped (≤ 1 % still verify)', () => {
    const passed = e.outcomes.filter((o) => o.kind === 'substituted' && o.found);
    expect(passed.map((o) => `${o.lang}: ${o.variant}`)).toEqual([]);
    expect(e.overall.substitutionPassRate).toBeLessThanOrEqual(0.01);
  });

  it('still accepts faithful quotes with typographic variation and ellipses (≤ 2 % false alarms)', () => {
    expect(e.overall.falseAlarmRate).toBeLessThanOrEqual(0.02);
    for (const l of e.byLang) expect(l.falseAlarmRate, l.lang).toBeLessThanOrEqual(0.05);
  });
});

describe('name substitutions a reader would catch', () => {
  const EN =
    'The report was released on Tuesday. Angela Merkel said the agreement was "a turning point" for Europe. Officials declined to comment.';

  it('says which name changed, even when the quote is lower-cased', () => {
    const r = verifyQuote('helen marsh said the agreement was "a turning point" for europe.', EN);
    expect(r.found).toBe(false);
    expect(r.problems?.join(' ')).toMatch(/name "(angela|merkel)"/);
  });

  it('refuses a swapped name at the start of the sentence, where capitals prove nothing', () => {
    expect(verifyQuote('Helen Marsh said the agreement was "a turning point" for Europe.', EN).found).toBe(
      false,
    );
    expect(verifyQuote('Angela Merkel said the agreement was "a turning point" for Europe.', EN).found).toBe(
      true,
    );
  });

  it('refuses swapped names in Chinese, Japanese, Arabic and Russian', () => {
    expect(
      verifyQuote('李娜表示，北京的人口在2020年超过了两千万。', '王伟表示，北京的人口在2020年超过了两千万。')
        .found,
    ).toBe(false);
    expect(
      verifyQuote(
        '石破茂首相は東京で記者会見を開き、増税しないと述べた。',
        '岸田文雄首相は東京で記者会見を開き、増税しないと述べた。',
      ).found,
    ).toBe(false);
    expect(
      verifyQuote(
        'قال أحمد حسن إن الحكومة في القاهرة ستبني مستشفى جديدا.',
        'قال محمد العلي إن الحكومة في القاهرة ستبني مستشفى جديدا.',
      ).found,
    ).toBe(false);
    expect(
      verifyQuote(
        'министр заявил в москве, что «роснефть» увеличит поставки газа в китай на 20 процентов.',
        'Министр заявил в Москве, что «Газпром» увеличит поставки газа в Китай на 20 процентов.',
      ).found,
    ).toBe(false);
  });

  it('accepts an editorial [insertion] naming someone the source names, refuses one naming someone it does not', () => {
    expect(verifyQuote('the agreement was [Merkel said] "a turning point" for Europe', EN).found).toBe(true);
    const r = verifyQuote('[Helen Marsh] said the agreement was "a turning point" for Europe', EN);
    expect(r.found).toBe(false);
    expect(r.problems?.join(' ')).toContain('Helen');
  });

  it('accepts a quote whose ellipsis elides words between names', () => {
    expect(verifyQuote('Angela Merkel said … "a turning point" for Europe.', EN).found).toBe(true);
  });
});
