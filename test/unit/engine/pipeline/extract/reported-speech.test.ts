import { describe, expect, it } from 'vitest';
import { claimTextOf } from '../../../../../lib/engine/pipeline/extract/worthiness/reported-speech';
import { lexicalStance } from '../../../../../lib/engine/pipeline/stance/reading/lexical-stance';
import { anchorClaimText } from '../../../../../lib/engine/pipeline/extract/anchor-claim';

/** [sentence, the statement it reports] in the languages of the sandbox's world articles and beyond. */
const FRAMED: Array<[string, string]> = [
  [
    '総務省の人口推計によると、2023年10月1日現在の日本の総人口は1億2435万2千人で、前年より59万5千人減少した。',
    '2023年10月1日現在の日本の総人口は1億2435万2千人で、前年より59万5千人減少した。',
  ],
  [
    'ある観光業界団体の幹部は、2023年に日本を訪れた外国人旅行者は3000万人を超え、過去最多を記録したと語った。',
    '2023年に日本を訪れた外国人旅行者は3000万人を超え、過去最多を記録した。',
  ],
  [
    '国家统计局发布的数据显示，2023年末全国人口为140967万人，比上年末减少208万人。',
    '2023年末全国人口为140967万人，比上年末减少208万人。',
  ],
  [
    '有网络文章声称，2023年全年出生人口超过1200万人，比上年明显增加。',
    '2023年全年出生人口超过1200万人，比上年明显增加。',
  ],
  [
    '통계청에 따르면 2023년 한국의 합계출산율은 0.72명으로 역대 최저를 기록했다.',
    '2023년 한국의 합계출산율은 0.72명으로 역대 최저를 기록했다.',
  ],
  [
    '한 정치인은 방송에서 2023년 출생아 수가 30만 명을 넘어 전년보다 늘었다고 주장했다.',
    '2023년 출생아 수가 30만 명을 넘어 전년보다 늘었다.',
  ],
  [
    'وقال أحد المتحدثين في ندوة عامة إن قناة السويس افتتحت للملاحة الدولية عام 1956.',
    'قناة السويس افتتحت للملاحة الدولية عام 1956.',
  ],
  [
    'وفقا للجهاز المركزي للتعبئة العامة والإحصاء، بلغ عدد سكان مصر 105 ملايين نسمة.',
    'بلغ عدد سكان مصر 105 ملايين نسمة.',
  ],
  [
    'По данным Росстата, численность населения Москвы на 1 января 2024 года превысила 13,1 млн человек.',
    'Численность населения Москвы на 1 января 2024 года превысила 13,1 млн человек.',
  ],
  [
    'В популярном ролике утверждается, что максимальная глубина Байкала превышает 2500 метров.',
    'Максимальная глубина Байкала превышает 2500 метров.',
  ],
  [
    'भारतीय अंतरिक्ष अनुसंधान संगठन के अनुसार चंद्रयान-3 का लैंडर 23 अगस्त 2023 को चंद्रमा के दक्षिणी ध्रुव के पास उतरा।',
    'चंद्रयान-3 का लैंडर 23 अगस्त 2023 को चंद्रमा के दक्षिणी ध्रुव के पास उतरा।',
  ],
  [
    'सोशल मीडिया पर वायरल एक पोस्ट में दावा किया गया कि 2011 की जनगणना के अनुसार भारत की जनसंख्या 150 करोड़ थी।',
    '2011 की जनगणना के अनुसार भारत की जनसंख्या 150 करोड़ थी।',
  ],
];

describe('claimTextOf: the statement a sentence reports, without who reported it', () => {
  it.each(FRAMED)('%s', (sentence, statement) => {
    expect(claimTextOf(sentence)).toBe(statement);
  });

  it('keeps a frame that carries a figure (the figure is part of the claim) and sentences with no frame', () => {
    expect(claimTextOf('2011年の国勢調査によると、日本の人口は1億2805万人だった。')).toBe(
      '2011年の国勢調査によると、日本の人口は1億2805万人だった。',
    );
    expect(claimTextOf('少子高齢化が進む日本では、人口と観光に関する統計が大きな話題となる。')).toBe(
      '少子高齢化が進む日本では、人口と観光に関する統計が大きな話題となる。',
    );
    expect(claimTextOf('Протяжённость Транссибирской магистрали составляет около 9288 километров.')).toBe(
      'Протяжённость Транссибирской магистрали составляет около 9288 километров.',
    );
  });

  it.each(FRAMED)('the statement of "%s" is accepted by claim anchoring against its quote', (sentence) => {
    const text = claimTextOf(sentence);
    expect(anchorClaimText(text, sentence, sentence)).toEqual({ text, replaced: null });
  });
});

describe('fact-checks that word their verdict in other languages', () => {
  it.each([
    [
      'قناة السويس افتتحت للملاحة الدولية عام 1956.',
      'هذا الادعاء خاطئ: قناة السويس افتتحت للملاحة الدولية عام 1869، أما عام 1956 فهو عام تأميم القناة.',
    ],
    [
      '2011 की जनगणना के अनुसार भारत की जनसंख्या 150 करोड़ थी।',
      'यह दावा गलत है: 2011 की जनगणना के अनुसार भारत की जनसंख्या लगभग 121 करोड़ थी, 150 करोड़ नहीं।',
    ],
    [
      '2023年の訪日外国人旅行者は3000万人を超えた。',
      'この情報は誤りで、2023年の訪日外国人旅行者は3000万人を超えていない。',
    ],
  ])('a restated claim under "false" is a refutation, not near-verbatim support: %s', (claim, passage) => {
    expect(lexicalStance(claim, passage).stance).toBe('refutes');
  });
});
