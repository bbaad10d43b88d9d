import { describe, expect, it } from 'vitest';
import { ENGINE_CONFIG } from '../../../../lib/engine/config';
import { bm25Scores, tokenize } from '../../../../lib/engine/domain/text/bm25';
import { selectPassages } from '../../../../lib/engine/domain/text/select-passages';
import { jaccard, shingles } from '../../../../lib/engine/domain/text/shingles';
import {
  contentTokens,
  keyTerms,
  numbersIn,
  termOverlap,
} from '../../../../lib/engine/pipeline/text/content-words';
import { extractClaimsHeuristically } from '../../../../lib/engine/pipeline/extract/extract-claims-heuristically';
import { scoreCheckWorthiness } from '../../../../lib/engine/pipeline/extract/worthiness/score-check-worthiness';
import { ATTRIBUTION, COMPARISON, cueRegex } from '../../../../lib/engine/pipeline/text/cue-words';
import { prefilterArticle } from '../../../../lib/engine/pipeline/extract/extract-stage';
import { locateQuote } from '../../../../lib/engine/pipeline/extract/locate-quote';
import { heuristicLimits } from '../../../builders';

const NO_MODEL = ENGINE_CONFIG.claims.heuristicThreshold;
const JA_NUMBER = '総務省によると、2023年10月1日時点の日本の総人口は1億2435万人だった。';

const JA_ARTICLE = [
  '日本の人口が減り続けている。',
  `${JA_NUMBER}前年より59万5000人少なく、13年連続の減少となった。`,
  '地方の町では空き家が目立つ。',
].join('\n\n');

describe('check-worthiness and claims in scripts without spaces', () => {
  it('scores a Japanese sentence with a number above the no-model threshold (it scored 0 when words were split on spaces)', () => {
    expect(scoreCheckWorthiness(JA_NUMBER)).toBeGreaterThan(NO_MODEL);
    expect(
      scoreCheckWorthiness('2023年北京市常住人口为2184.3万人，国家统计局表示比上年减少。'),
    ).toBeGreaterThan(NO_MODEL);
  });

  it('still scores short fragments and questions low in every script', () => {
    expect(scoreCheckWorthiness('東京の天気。')).toBe(0);
    expect(scoreCheckWorthiness('2023年の日本の総人口は本当に1億2435万人だったのだろうか？')).toBeLessThan(
      NO_MODEL,
    );
    expect(scoreCheckWorthiness('هل بلغ عدد سكان مصر 105 ملايين نسمة في عام 2023؟')).toBeLessThan(NO_MODEL);
  });

  it('counts numbers written in Arabic-Indic digits', () => {
    expect(scoreCheckWorthiness('قالت الوزارة إن عدد الحالات بلغ ١٢٠٠ حالة في عام ٢٠٢٣.')).toBeGreaterThan(
      NO_MODEL,
    );
    expect(numbersIn('بلغ ١٢٠٠ حالة و٣٫٥ بالمئة')).toEqual(['1200', '3.5']);
  });

  it('extracts a Japanese claim without a model, with a quote located at its offsets', () => {
    const claims = extractClaimsHeuristically({ text: JA_ARTICLE }, heuristicLimits({ threshold: NO_MODEL }));
    expect(claims.map((c) => c.quote)).toContain(JA_NUMBER);
    for (const c of claims) expect(JA_ARTICLE.slice(c.start, c.end)).toBe(c.quote);
  });

  it('locates a model quote of a Chinese sentence copied from the NFKC-normalised prompt ("，" read as ",")', () => {
    const text =
      '新年伊始。\n\n国家统计局发布的数据显示，2023年末全国人口为140967万人，比上年末减少208万人。';
    const at = locateQuote(
      text,
      '国家统计局发布的数据显示,2023年末全国人口为140967万人,比上年末减少208万人。',
    );
    expect(at && text.slice(at.start, at.end)).toBe(
      '国家统计局发布的数据显示，2023年末全国人口为140967万人，比上年末减少208万人。',
    );
  });

  it('gives the model a non-empty pre-filtered Japanese article, sentence by sentence', () => {
    const text = prefilterArticle({ text: JA_ARTICLE }, ENGINE_CONFIG.claims.prefilterThreshold);
    expect(text).toContain(JA_NUMBER);
    expect(prefilterArticle({ text: '東京の天気。' }, ENGINE_CONFIG.claims.prefilterThreshold)).toBe('');
  });
});

describe('terms, overlap, BM25 and shingles in scripts without spaces', () => {
  it('key terms of a Japanese claim are its content words, not its particles', () => {
    const terms = keyTerms(JA_NUMBER, 8);
    expect(terms).toEqual(expect.arrayContaining(['総務', '2023', '時点', '日本', '人口']));
    for (const particle of ['の', 'は', 'による', 'と', 'だっ']) expect(terms).not.toContain(particle);
    expect(keyTerms('통계청에 따르면 2023년 출생아 수는 23만 명으로 역대 최저를 기록했다.', 10)).toEqual(
      expect.arrayContaining(['통계청', '출생아', '최저']),
    );
    expect(contentTokens('北京市常住人口为2184.3万人')).toEqual(expect.arrayContaining(['北京市', '人口']));
  });

  it('term overlap sees the same Chinese claim in an evidence sentence', () => {
    const claim = '2023年北京市常住人口为2184.3万人。';
    expect(termOverlap(claim, '国家统计局数据显示，2023年末北京市常住人口为2185.8万人。')).toBeGreaterThan(
      0.5,
    );
    expect(termOverlap(claim, '上海的天气今天很好。')).toBeLessThan(0.2);
  });

  it('BM25 ranks the Japanese passage about the claim first and selects it as a passage', () => {
    const docs = [
      '東京の天気は晴れだった。',
      '日本の総人口は1億2435万人だったと総務省が発表した。',
      '大阪の観光客が増えた。',
    ];
    const scores = bm25Scores(
      docs.map((d) => tokenize(d, 'ja')),
      tokenize(JA_NUMBER, 'ja'),
    );
    expect(scores.indexOf(Math.max(...scores))).toBe(1);
    const page = `${docs[0]}${docs[2]}\n\n${docs[1]}`;
    const [best] = selectPassages(page, JA_NUMBER, { maxPassages: 1, maxChars: 900 }, 'ja');
    expect(best?.text).toContain('1億2435万人');
    expect(page.slice(best!.start, best!.end)).toBe(best!.text);
  });

  it('recognises a syndicated Chinese copy by its word shingles, and a different story as different', () => {
    const story = '国家统计局表示，2023年末全国人口为140967万人，比上年末减少208万人。出生人口为902万人。';
    const copy = `${story}本文转载自新华社。`;
    const other = '上海市文化和旅游局表示，2023年全市接待游客3.3亿人次，比上年增长一倍以上。';
    expect(jaccard(shingles(story, 3), shingles(copy, 3))).toBeGreaterThan(0.6);
    expect(jaccard(shingles(story, 3), shingles(other, 3))).toBeLessThan(0.1);
  });
});

describe('cue words in other scripts', () => {
  it('finds attribution and comparison cues inside unspaced, suffixed and marked words', () => {
    expect(ATTRIBUTION.test('総務省によると人口は減った')).toBe(true);
    expect(ATTRIBUTION.test('통계청에 따르면 인구가 줄었다')).toBe(true);
    expect(ATTRIBUTION.test('وقالت الوزارة إن العدد ارتفع')).toBe(true);
    expect(ATTRIBUTION.test('मंत्रालय के अनुसार संख्या बढ़ी')).toBe(true);
    expect(COMPARISON.test('Население выросло на 2 процента')).toBe(true);
  });

  it('does not match a Devanagari cue inside a longer word (vowel signs are part of the word)', () => {
    const cue = cueRegex(['बढ़']);
    expect(cue.test('संख्या बढ़ गई')).toBe(true);
    expect(cue.test('संख्या बढ़ी')).toBe(false);
    expect(cueRegex([]).test('anything')).toBe(false);
  });
});
