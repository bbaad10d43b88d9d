/**
 * Review of worldfalse: where the same-subject contradiction (0.7, as strong as verbatim support) fires on a sentence
 * that does not contradict the claim. One credible page read that way rates a true claim "likely false" alone
 * (`judge` below shows it), so each case is a true claim an honest page can make false. Also odd input.
 */
import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG } from '../../../../../lib/engine/config';
import { judgeClaim } from '../../../../../lib/engine/domain';
import { compareFigures } from '../../../../../lib/engine/pipeline/stance/figures/compare-figures';
import { sameSlotContradiction } from '../../../../../lib/engine/pipeline/stance/reading/contradiction-strength';
import {
  lexicalStance,
  VERBATIM_HEURISTIC_STRENGTH,
} from '../../../../../lib/engine/pipeline/stance/reading/lexical-stance';
import { quantitiesIn } from '../../../../../lib/engine/pipeline/stance/figures/quantities';
import { fakeEvidence, NOW } from '../../domain/builders';
import { reasonText } from '../../../../reason-text';

const strong = (claim: string, sentence: string) =>
  sameSlotContradiction(claim, sentence, compareFigures(claim, sentence));
const FALSE_LABELS = ['likely_false', 'refuted'];

const lonePage = (url: string) =>
  fakeEvidence({ url, stance: 'refutes', strength: 0.7, relevance: 1, heuristic: true });
const verdictOf = (evidence: ReturnType<typeof lonePage>[]) =>
  judgeClaim(
    { claim: { text: 'A record 742,000 people were in work in Northvale in December 2023.' }, evidence },
    { config: ENGINE_CONFIG, now: NOW },
  );

describe('fixed in the judge (lone-rule-contradiction.ts): one credible page read as a same-subject contradiction never decides alone', () => {
  it('a tier-A page alone at the strong rule strength: not "likely false" (on worldfalse it was)', () => {
    expect(FALSE_LABELS).not.toContain(verdictOf([lonePage('https://www.ons.gov.uk/x')]).label);
  });
  it('the verdict says why the lone page did not decide', () => {
    expect(reasonText(verdictOf([lonePage('https://www.ons.gov.uk/x')]))).toMatch(
      /ons\.gov\.uk gives another figure .* weak hint until a second independent source/,
    );
    expect(
      reasonText(verdictOf([lonePage('https://www.ons.gov.uk/x'), lonePage('https://www.reuters.com/y')])),
    ).not.toMatch(/weak hint until/);
  });
  it('with a second independent page against the claim it decides: "likely false" or "refuted"', () => {
    expect(FALSE_LABELS).toContain(
      verdictOf([lonePage('https://www.ons.gov.uk/x'), lonePage('https://www.reuters.com/y')]).label,
    );
  });
  it('a page of an outlet known to be unreliable is no second source', () => {
    expect(FALSE_LABELS).not.toContain(
      verdictOf([lonePage('https://www.ons.gov.uk/x'), lonePage('https://ria.ru/y')]).label,
    );
  });
  it('a second page of the same site is no second source', () => {
    expect(FALSE_LABELS).not.toContain(
      verdictOf([lonePage('https://www.ons.gov.uk/x'), lonePage('https://www.ons.gov.uk/y')]).label,
    );
  });
});

describe('finding 1 (fixed): two fresh domains (unknown tier) decide no verdict, as on main', () => {
  it('two strong rule refutations on two fresh domains, nothing else: not "likely false"', () => {
    const claim = { text: 'Unemployment in Northvale fell to 3.8 percent in the last quarter of 2023.' };
    const page = (host: string, text: string) =>
      fakeEvidence({
        url: `https://${host}/jobs`,
        stance: 'refutes',
        strength: 0.7,
        relevance: 1,
        heuristic: true,
        text,
      });
    const evidence = [
      page(
        'northvale-jobs-truth.com',
        'Unemployment in Northvale fell to 5.1 percent in the last quarter of 2023, we found.',
      ),
      page(
        'valley-facts-daily.net',
        'Our sources say unemployment in Northvale fell to 5.1 percent in the last quarter of 2023.',
      ),
    ];
    expect(FALSE_LABELS).not.toContain(
      judgeClaim({ claim, evidence }, { config: ENGINE_CONFIG, now: NOW }).label,
    );
  });
});

describe('finding 2 (fixed): a claim that opens with its figure has almost no subject before it', () => {
  it('"A record N people …" about another event is not the claim’s subject', () => {
    const claim = 'A record 742,000 people were in work in Northvale in December 2023.';
    expect(
      strong(claim, 'A record 15,000 people visited the Northvale winter fair in December 2023.'),
    ).toBeNull();
    expect(
      lexicalStance(claim, 'A record 15,000 people visited the Northvale winter fair in December 2023.')
        .strength,
    ).toBeLessThan(VERBATIM_HEURISTIC_STRENGTH);
  });
  it('control: the same opening and the same predicate with another figure stays strong', () => {
    const claim = 'A record 742,000 people were in work in Northvale in December 2023.';
    expect(
      strong(claim, 'A record 812,000 people were in work in Northvale in December 2023.'),
    ).not.toBeNull();
  });
});

describe('finding 3 (fixed when the claim names no year; not for a second year beside the claim’s): another year’s figure', () => {
  it.each([
    [
      'The population of Japan is 124 million people.',
      'The population of Japan was 128 million people in 2010.',
    ],
    [
      'Japan has a population of 124 million people.',
      'In 2010 Japan had a population of 128 million people.',
    ],
  ])('%s / %s: weak', (claim, sentence) => {
    expect(strong(claim, sentence)).toBeNull();
  });
  // Known misreading, not fixed in the detector; alone it cannot make the claim false (see the judge tests above).
  it.fails(
    'the claim’s year and another year in the sentence (a forecast made in 1990): weak, as the module promises',
    () => {
      expect(
        strong(
          'The population of Japan in 2023 was 124 million people.',
          'The population of Japan in 2023 was projected in 1990 to be 130 million people.',
        ),
      ).toBeNull();
    },
  );
});

describe('finding 4 (fixed when both ends carry the scale; not for "1.4 and 1.6 million"): a range around the claim’s figure', () => {
  it('control: far figures on both sides are no range (a population and a yearly change): still strong', () => {
    expect(
      strong(
        '2023年10月1日現在の日本の総人口は1億2435万2千人で、前年より59万5千人減少した。',
        '2023年10月1日現在の日本の総人口は1億3012万人で、前年より12万人増加した。',
      ),
    ).not.toBeNull();
  });
  it('"between 1.4 million and 1.6 million" against 1.5 million: weak', () => {
    expect(
      strong(
        'Northvale recorded 1.5 million visitors in 2023.',
        'Northvale recorded between 1.4 million and 1.6 million visitors in 2023.',
      ),
    ).toBeNull();
  });
  // Known misreading, not fixed in the detector; alone it cannot make the claim false (see the judge tests above).
  it.fails('"between 1.4 and 1.6 million" against 1.5 million: weak', () => {
    expect(
      strong(
        'Northvale recorded 1.5 million visitors in 2023.',
        'Northvale recorded between 1.4 and 1.6 million visitors in 2023.',
      ),
    ).toBeNull();
  });
});

describe('finding 5 (fixed): a denied figure in French, Spanish, Chinese or Japanese is not a stated one', () => {
  it.each([
    [
      'fr',
      'La profondeur maximale du lac Baïkal est de 1 642 mètres.',
      "La profondeur maximale du lac Baïkal n'est pas de 2 500 mètres.",
    ],
    [
      'es',
      'La profundidad máxima del lago Baikal es de 1642 metros.',
      'La profundidad máxima del lago Baikal no es de 2500 metros.',
    ],
    ['zh', '贝加尔湖的最大深度为1642米。', '贝加尔湖的最大深度不是2500米。'],
    ['ja', 'バイカル湖の最大水深は1642メートルである。', 'バイカル湖の最大水深は2500メートルではない。'],
  ])('%s: "not 2,500 m" does not refute "1,642 m"', (_lang, claim, sentence) => {
    const read = lexicalStance(claim, sentence);
    expect(
      read.stance === 'refutes' && read.strength >= VERBATIM_HEURISTIC_STRENGTH,
      JSON.stringify(read),
    ).toBe(false);
  });
});

describe('finding 6 (not fixed): a qualifier the sentence adds (sub-group, wider place, flow for stock)', () => {
  // Known misreadings, not fixed in the detector; alone none can make the claim false (see the judge tests above).
  it.fails.each([
    [
      'sub-group',
      'The obesity rate in Northvale was 25 percent in 2023.',
      'The obesity rate in Northvale among adults aged 20 to 40 was 31 percent in 2023.',
    ],
    [
      'sub-group',
      'The unemployment rate in Northvale was 4.2 percent in 2023.',
      'The youth unemployment rate in Northvale was 11.5 percent in 2023.',
    ],
    [
      'sub-group (ja)',
      '2023年の日本の総人口は1億2435万2千人だった。',
      '2023年の日本の総人口のうち65歳以上は3623万人だった。',
    ],
    [
      'sub-group (zh)',
      '2023年全年出生人口902万人。',
      '2023年全年出生人口中二孩占比38.9%，二孩出生人口351万人。',
    ],
    [
      'wider place',
      'The population of Tokyo in 2023 was 14 million.',
      'The population of Greater Tokyo in 2023 was 37 million.',
    ],
    [
      'another spot (ru)',
      'Максимальная глубина Байкала составляет 1642 метра.',
      'Максимальная глубина Байкала у мыса Ижимей составляет 1200 метров.',
    ],
    [
      'flow for stock',
      'Northvale recorded 742,000 jobs in December 2023.',
      'Northvale recorded 9,100 new jobs in December 2023.',
    ],
    [
      'another quantity after the figure',
      'A record 742,000 people were in work in Northvale in December 2023.',
      'A record 31,000 people were out of work in Northvale in December 2023.',
    ],
  ])('%s: %s / %s is not a strong contradiction', (_what, claim, sentence) => {
    expect(strong(claim, sentence)).toBeNull();
  });
});

describe('finding 7 (fixed): digits of other scripts (Arabic-Indic, Devanagari) are read as figures', () => {
  it('"٢٥٠٠ متر" and "२५०० मीटर" are 2500 metres', () => {
    expect(quantitiesIn('يبلغ العمق ٢٥٠٠ متر').map((q) => q.value)).toEqual([2500]);
    expect(quantitiesIn('गहराई २५०० मीटर है').map((q) => q.value)).toEqual([2500]);
  });
  it('another figure in Arabic-Indic digits is not read as support', () => {
    const read = lexicalStance(
      'يبلغ أقصى عمق لبحيرة بايكال 1642 مترا.',
      'يبلغ أقصى عمق لبحيرة بايكال ٢٥٠٠ متر.',
    );
    expect(read.stance).not.toBe('supports');
  });
});

describe('finding 8 (not fixed): CJK numbers written with 百 and 十 are read whole', () => {
  it.fails('"1億2千3百4十5万6千7百8十9人" is one figure, 123,456,789', () => {
    expect(quantitiesIn('1億2千3百4十5万6千7百8十9人').map((q) => q.value)).toEqual([123456789]);
  });
});

describe('odd input: no crash, no NaN', () => {
  it.each([
    ['a 400-digit number', `The debt of Northvale was ${'9'.repeat(400)} dollars in 2023.`],
    ['an exponent', 'The debt of Northvale was 1e400 dollars in 2023.'],
    ['many parts', 'The debt of Northvale was 1,2,3,4,5,6,7,8,9,10,11,12 dollars in 2023.'],
    ['CJK in parts', '2023年のノースベールの債務は9999999999999999999999億ドルだった。'],
    ['mixed scripts', 'The debt of Northvale was １.２ trillion (١٫٢ تريليون) dollars in 2023.'],
  ])('%s', (_what, sentence) => {
    const read = lexicalStance('The debt of Northvale was 1.2 trillion dollars in 2023.', sentence);
    expect(Number.isFinite(read.strength)).toBe(true);
    for (const q of quantitiesIn(sentence)) expect(Number.isNaN(q.value)).toBe(false);
  });
});
