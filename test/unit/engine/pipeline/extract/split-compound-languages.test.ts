import { describe, expect, it } from 'vitest';
import { extractClaimsHeuristically } from '../../../../../lib/engine/pipeline/extract/extract-claims-heuristically';
import { anchorClaimText } from '../../../../../lib/engine/pipeline/extract/anchor-claim';
import {
  splitCompound,
  type Clause,
} from '../../../../../lib/engine/pipeline/extract/clauses/split-compound';
import { splitUnspaced } from '../../../../../lib/engine/pipeline/extract/clauses/split-unspaced';
import { heuristicLimits } from '../../../../builders';

/** The clauses of `sentence` placed after `lead` in an article, each checked against the article at its offsets. */
function clausesIn(
  lead: string,
  sentence: string,
  split: (sentence: string, offset: number) => Clause[] | null = splitCompound,
) {
  const article = `${lead}${sentence}`;
  const clauses = split(sentence, lead.length) ?? [];
  for (const c of clauses) expect(article.slice(c.start, c.end)).toBe(c.quote);
  return clauses.map((c) => ({ quote: c.quote, start: c.start, text: c.text }));
}

describe('pronouns in split compounds name their subject (the quote stays verbatim)', () => {
  it.each([
    [
      'The WHO said cases rose by 20 % last year and that it would send experts to the region.',
      'it would send experts to the region',
      'The WHO would send experts to the region.',
    ],
    [
      'Vaccines cut deaths by 40 % and they also reduced hospital stays by a third.',
      'they also reduced hospital stays by a third',
      'Vaccines also reduced hospital stays by a third.',
    ],
    [
      'The museum opened in 1902, and it now holds 3,000 paintings.',
      'it now holds 3,000 paintings',
      'The museum now holds 3,000 paintings.',
    ],
    [
      "L'usine a ouvert en 1998, et elle emploie 2 000 salariés.",
      'elle emploie 2 000 salariés',
      "L'usine emploie 2 000 salariés.",
    ],
    [
      'Os hospitais receberam 3 milhões de doses, e eles vacinaram 80 % dos idosos.',
      'eles vacinaram 80 % dos idosos',
      'Os hospitais vacinaram 80 % dos idosos.',
    ],
    [
      'Завод открылся в 1998 году, и он производит 2000 машин в год.',
      'он производит 2000 машин в год',
      'Завод производит 2000 машин в год.',
    ],
    [
      'The analysis was published in 2021, and it found 40 errors.',
      'it found 40 errors',
      'The analysis found 40 errors.',
    ],
  ])('%s', (sentence, quote, text) => {
    const lead = 'Intro sentence here. ';
    const clauses = clausesIn(lead, sentence);
    expect(clauses).toHaveLength(2);
    expect(clauses[1]).toEqual({ quote, start: lead.length + sentence.indexOf(quote), text });
    // Claim anchoring accepts the named subject: it is in the sentence the quote comes from.
    expect(anchorClaimText(text, quote, `${lead}${sentence}`)).toEqual({ text, replaced: null });
  });

  it.each([
    // Two singular candidates (the WHO, the vaccine): "it" is ambiguous.
    [
      'The WHO said that the vaccine is safe and that it prevents 90 % of severe cases.',
      'It prevents 90 % of severe cases.',
    ],
    // No subject agrees in number with "they".
    ['The museum opened in 1902, and they added a wing in 1960.', 'They added a wing in 1960.'],
  ])('keeps the pronoun when its antecedent is not clear: %s', (sentence, text) => {
    const clauses = splitCompound(sentence);
    expect(clauses).toHaveLength(2);
    expect(clauses[1]?.text).toBe(text);
  });

  it('the no-model claims carry the named subject, with the verbatim quote at its offsets', () => {
    const text =
      'Health news.\n\nVaccines cut deaths from measles by 40 % in 2023 and they also reduced hospital stays by 30 %.';
    const claims = extractClaimsHeuristically({ text }, heuristicLimits({ threshold: 0 }));
    const second = claims.find((c) => c.quote.startsWith('they'));
    expect(second).toMatchObject({ text: 'Vaccines also reduced hospital stays by 30 %.' });
    expect(text.slice(second!.start, second!.end)).toBe(second!.quote);
  });
});

describe('compound splitting in Italian, Portuguese, Dutch and Russian', () => {
  it.each([
    [
      'La disoccupazione è scesa al 7 %, ma i prezzi sono rimasti alti.',
      ['La disoccupazione è scesa al 7 %', 'i prezzi sono rimasti alti'],
    ],
    [
      'Il museo è stato aperto nel 1902, e ha 3.000 dipinti.',
      ['Il museo è stato aperto nel 1902', 'ha 3.000 dipinti'],
    ],
    [
      'O desemprego caiu para 7 %, mas os preços continuaram altos.',
      ['O desemprego caiu para 7 %', 'os preços continuaram altos'],
    ],
    [
      'De werkloosheid daalde tot 7 procent, maar de prijzen bleven hoog.',
      ['De werkloosheid daalde tot 7 procent', 'de prijzen bleven hoog'],
    ],
    [
      'Безработица снизилась до 3 %, а цены выросли на 7 %.',
      ['Безработица снизилась до 3 %', 'цены выросли на 7 %'],
    ],
  ])('%s', (sentence, quotes) => {
    const lead = 'Premessa. ';
    const clauses = clausesIn(lead, sentence);
    expect(clauses.map((c) => c.quote)).toEqual(quotes);
    expect(clauses.map((c) => c.start)).toEqual(quotes.map((q) => lead.length + sentence.indexOf(q)));
  });

  it('restores a shared subject in Italian', () => {
    expect(splitCompound('Il museo è stato aperto nel 1902, e ha 3.000 dipinti.')[1]?.text).toBe(
      'Il museo ha 3.000 dipinti.',
    );
  });

  it.each([
    'Roma, Milano e Napoli hanno firmato l’accordo nel 2019.',
    'Lisboa e Porto receberam 10 milhões de turistas em 2023.',
    'Amsterdam, Rotterdam en Utrecht groeiden in 2023.',
    'Москва, Санкт-Петербург и Казань приняли 20 млн туристов.',
  ])('leaves a list of subjects whole: %s', (sentence) => {
    expect(splitCompound(sentence)).toHaveLength(1);
  });
});

describe('compound splitting in Chinese, Japanese and Korean', () => {
  it.each([
    [
      '2023年国内生产总值增长5.2%；全年出生人口902万人。',
      ['2023年国内生产总值增长5.2%', '全年出生人口902万人'],
      ['2023年国内生产总值增长5.2%。', '全年出生人口902万人。'],
    ],
    [
      '2023年末全国人口为140967万人，但城镇常住人口增加了659万人。',
      ['2023年末全国人口为140967万人', '城镇常住人口增加了659万人'],
      ['2023年末全国人口为140967万人。', '城镇常住人口增加了659万人。'],
    ],
    [
      '日本の人口は減少したが、東京の人口は増加した。',
      ['日本の人口は減少した', '東京の人口は増加した'],
      ['日本の人口は減少した。', '東京の人口は増加した。'],
    ],
    [
      '2023년 출생아 수는 23만 명으로 감소했지만 사망자 수는 35만 명으로 늘었다.',
      ['2023년 출생아 수는 23만 명으로 감소했지만', '사망자 수는 35만 명으로 늘었다'],
      ['2023년 출생아 수는 23만 명으로 감소했다.', '사망자 수는 35만 명으로 늘었다.'],
    ],
    [
      '합계출산율은 0.72명을 기록했고 출생아 수는 23만 명이었다.',
      ['합계출산율은 0.72명을 기록했고', '출생아 수는 23만 명이었다'],
      ['합계출산율은 0.72명을 기록했다.', '출생아 수는 23만 명이었다.'],
    ],
  ])('%s', (sentence, quotes, texts) => {
    const lead = '前言。\n\n';
    const clauses = clausesIn(lead, sentence, splitUnspaced);
    expect(clauses.map((c) => c.quote)).toEqual(quotes);
    expect(clauses.map((c) => c.start)).toEqual(quotes.map((q) => lead.length + sentence.indexOf(q)));
    expect(clauses.map((c) => c.text)).toEqual(texts);
  });

  it.each([
    // 、 and ；/が、 inside 「」 or “” are part of a quotation, never a split.
    '首相は「人口は増えたが、出生数は減った」と述べた。',
    '总理说：“人口增加了；出生人口减少了。”',
    // A comma after a te-form or a list is not a clause boundary.
    '東京スカイツリーの高さは634メートルで、自立式電波塔として世界一の高さを誇る。',
    '東京、大阪、名古屋の人口は2023年に減少した。',
    // The second part has no subject of its own: it is not a claim alone.
    '2023年の訪日客は2506万人に回復したが、2019年の3188万人には届かなかった。',
  ])('leaves "%s" whole', (sentence) => {
    expect(splitUnspaced(sentence)).toBeNull();
  });

  it('is not used for spaced scripts', () => {
    expect(splitUnspaced('Prices rose 5% last year; wages fell by 2%.')).toBeNull();
  });
});

describe('quotations are never split', () => {
  it.each([
    'The minister said: “Prices rose 5% last year; wages fell by 2% over the same period.”',
    'Der Minister sagte: „Die Preise stiegen um 5 Prozent, und die Löhne sanken um 2 Prozent.“',
    'Le ministre a déclaré : « Le chômage a baissé à 7 %, mais les prix sont restés élevés. »',
  ])('%s', (sentence) => {
    expect(splitCompound(sentence)).toHaveLength(1);
  });

  it('splits outside the quotation', () => {
    expect(
      splitCompound(
        'The report (“prices rose; wages fell”) was published in 2023; the ministry rejected it.',
      ).map((c) => c.quote),
    ).toEqual(['The report (“prices rose; wages fell”) was published in 2023', 'the ministry rejected it']);
  });
});
