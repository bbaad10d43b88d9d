import { describe, expect, it } from 'vitest';
import { compareFigures } from '../../../../../lib/engine/pipeline/stance/figures/compare-figures';
import { sameSlotContradiction } from '../../../../../lib/engine/pipeline/stance/reading/contradiction-strength';
import {
  lexicalStance,
  MAX_HEURISTIC_STRENGTH,
  VERBATIM_HEURISTIC_STRENGTH,
} from '../../../../../lib/engine/pipeline/stance/reading/lexical-stance';

const strong = (claim: string, sentence: string) =>
  sameSlotContradiction(claim, sentence, compareFigures(claim, sentence));

describe('a contradicting figure said of the claim’s own subject is as strong as verbatim support', () => {
  it.each([
    [
      'ja',
      '2023年に日本を訪れた外国人旅行者は3000万人を超え、過去最多を記録した。',
      '日本政府観光局によると、2023年の1年間に日本を訪れた外国人旅行者は推計で2506万人余りで、新型コロナ前の2019年の8割近くにとどまった。',
    ],
    [
      'zh',
      '2023年全年出生人口超过1200万人，比上年明显增加。',
      '2023年全年出生人口902万人，人口出生率为6.39‰；死亡人口1110万人。',
    ],
    [
      'ko',
      '2023년 출생아 수가 30만 명을 넘어 전년보다 늘었다.',
      '2023년 출생아 수는 23만 명으로 전년보다 1만 9천 명(7.7%) 감소했다.',
    ],
    [
      'ru',
      'Максимальная глубина Байкала превышает 2500 метров.',
      'Байкал — самое глубокое озеро на планете: его максимальная глубина составляет 1642 метра.',
    ],
    [
      'hi',
      '2011 की जनगणना के अनुसार भारत की जनसंख्या 150 करोड़ थी।',
      '2011 की जनगणना के अनुसार भारत की कुल जनसंख्या 121 करोड़ (1,210,854,977) थी।',
    ],
    [
      'en',
      'The MMR vaccine is 97% effective against measles.',
      'The MMR vaccine is 64% effective against measles, the study found.',
    ],
  ])('%s: the same subject, another figure in its slot', (_lang, claim, sentence) => {
    expect(strong(claim, sentence)).not.toBeNull();
    const read = lexicalStance(claim, sentence);
    expect(read.stance).toBe('refutes');
    expect(read.strength).toBe(VERBATIM_HEURISTIC_STRENGTH);
  });

  it.each([
    [
      'a loose sentence: the subject is not stated (the visitors of another country)',
      '2023年に日本を訪れた外国人旅行者は3000万人を超え、過去最多を記録した。',
      '2023年の訪日外国人旅行者数は2506万6100人で、過去最多だった2019年の3188万2049人には届かなかった。',
    ],
    [
      'another year than the claim’s in the sentence',
      'Максимальная глубина Байкала в 2020 году превышала 2500 метров.',
      'Максимальная глубина Байкала в 1990 году составляла 1642 метра.',
    ],
    [
      '"last year" instead of the claim’s year, and too little else to name the slot',
      '2023년 출생아 수가 30만 명을 넘어 전년보다 늘었다.',
      '지난해 출생아 수는 23만 명에 그쳐 통계 작성 이후 가장 적었다.',
    ],
    [
      'the claim’s year is not stated (the subject is)',
      'In 2023 the maximum depth of Lake Baikal exceeded 2,500 metres.',
      'The maximum depth of Lake Baikal is 1,642 metres.',
    ],
    [
      'too little names the slot (one word and a label)',
      'Tokyo has 14 million residents.',
      'Greater Tokyo has 37 million residents.',
    ],
    [
      'a small number without a label',
      'The committee of the city council voted 12 to 3 on the budget plan.',
      'The committee of the city council voted 9 to 6 on the budget plan.',
    ],
    [
      'another name where the claim’s would be',
      'Lake Baikal has a maximum depth of 2,500 metres.',
      'Lake Tanganyika has a maximum depth of 1,470 metres.',
    ],
    [
      'a claim figure agrees in the same sentence',
      'The vaccine cut hospital admissions by 40% and deaths by 30% in the trial.',
      'The vaccine cut hospital admissions by 40% and deaths by 12% in the trial.',
    ],
  ])('stays a weak cue when %s', (_why, claim, sentence) => {
    expect(strong(claim, sentence)).toBeNull();
    const read = lexicalStance(claim, sentence);
    if (read.stance === 'refutes') expect(read.strength).toBeLessThanOrEqual(MAX_HEURISTIC_STRENGTH);
  });
});
