import { describe, expect, it } from 'vitest';
import { compareFigures } from '../../../../../lib/engine/pipeline/stance/figures/compare-figures';
import { lexicalStance } from '../../../../../lib/engine/pipeline/stance/reading/lexical-stance';
import { quantitiesIn } from '../../../../../lib/engine/pipeline/stance/figures/quantities';

describe('Korean figures: 만 and 억 scale a number, a counter keeps its particle apart', () => {
  it('reads "1103만 명" as 11,030,000 people, not the year 1103', () => {
    const [q] = quantitiesIn('외국인 관광객은 1103만 명으로 집계됐다.');
    expect(q).toMatchObject({ value: 11_030_000, unit: '', noun: '명' });
    expect(quantitiesIn('예산은 3억 원이다.')[0]).toMatchObject({ value: 300_000_000, noun: '원' });
  });

  it('compares counts whatever particle follows the counter', () => {
    expect(
      compareFigures('출생아 수가 30만 명을 넘었다.', '출생아 수는 23만 명으로 감소했다.').conflicts.map(
        (c) => [c.mine.raw, c.labelled],
      ),
    ).toEqual([['30만', true]]);
    expect(
      lexicalStance(
        '2023년 한국을 찾은 외국인 관광객은 약 1103만 명이었다.',
        '2023년 한국을 방문한 외국인 관광객은 1103만 명으로 집계됐다.',
      ).stance,
    ).toBe('supports');
  });
});
