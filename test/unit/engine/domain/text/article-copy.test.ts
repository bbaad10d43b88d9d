import { describe, expect, it } from 'vitest';
import { articleCopyCheck } from '../../../../../lib/engine/domain/text/article-copy';

const ARTICLE = [
  'UK inflation held at 4.0 percent in January, the Office for National Statistics said on Wednesday.',
  'Economists had expected the rate to rise slightly because of higher energy bills after the holidays.',
  'The Bank of England kept its main interest rate at 5.25 percent, citing stubborn inflation.',
  'Food prices fell for the first time in more than two years, easing pressure on household budgets.',
  'Ministers welcomed the figures but warned that families would keep feeling the squeeze for months.',
].join(' ');
const isCopy = articleCopyCheck(ARTICLE, 'en');

/** One word inserted after every fourth word, as the reviewer's attack does. */
const padded = (text: string) =>
  text
    .split(' ')
    .map((w, i) => (i % 4 === 3 ? `${w} indeed` : w))
    .join(' ');

describe('articleCopyCheck: a lightly edited copy of the article is still the article', () => {
  it('finds a verbatim copy and a copy with a word inserted every four words', () => {
    expect(isCopy(ARTICLE)).toBe(true);
    expect(isCopy(padded(ARTICLE))).toBe(true);
  });

  it('finds a copy with three synonyms swapped in each 15-word sentence, and one with reordered sentences', () => {
    // 11 content words each, 3 swapped: 8/11 of the article sentence's stems remain in each.
    const swapped = [
      'UK inflation stayed at 4.0 percent in January, the Office for National Statistics reported midweek.',
      'The Bank of England held its key interest rate at 5.25 percent, blaming stubborn inflation.',
    ].join(' ');
    expect(isCopy(swapped)).toBe(true);
    const sentences = ARTICLE.split(/(?<=\.) /);
    expect(isCopy([sentences[3], sentences[0], sentences[4], sentences[2]].join(' '))).toBe(true);
  });

  it('finds a copy under another title with the site’s own lede around it', () => {
    const page = [
      'Prices, jobs and the pandemic: seven days in review',
      'Our weekly digest of the numbers that matter.',
      padded(ARTICLE),
    ].join('\n');
    expect(isCopy(page)).toBe(true);
  });

  it('does not call an independent page that restates one sentence of the article a copy', () => {
    const honest =
      'Official data published this week settle it. UK inflation held at 4.0 percent in January, the Office for ' +
      'National Statistics said on Wednesday. Sterling barely moved as traders had priced in the outcome.';
    expect(isCopy(honest)).toBe(false);
    // Even when the restatement is all the passage holds.
    expect(isCopy('UK inflation held at 4.0 percent in January, the ONS said on Wednesday.')).toBe(false);
    // A page in its own words on the same two facts is no copy either.
    const reworded =
      'Consumer prices in Britain rose 4.0 percent over the year to January, official statisticians reported. ' +
      'Rate-setters in London left borrowing costs unchanged at 5.25 percent, worried that price growth is sticky.';
    expect(isCopy(reworded)).toBe(false);
  });

  it('does not call a report quoting two sentences of the article among its own five a copy', () => {
    const report = [
      'Retailers in Leeds told us a different story from the national picture.',
      'UK inflation held at 4.0 percent in January, the Office for National Statistics said on Wednesday.',
      'Shop owners said customers were still trading down to cheaper brands every week.',
      'Food prices fell for the first time in more than two years, easing pressure on household budgets.',
      'Yet a baker on Briggate said her flour and butter costs were up again this month.',
      'Local councillors plan a cost-of-living forum for small traders in March.',
    ].join(' ');
    expect(isCopy(report)).toBe(false);
  });

  it('finds a copy of a Chinese article, padded, and not an independent restatement of one sentence', () => {
    const article = [
      '国家统计局周三表示，一月份全国居民消费价格指数同比上涨百分之二点五。',
      '经济学家此前预计，由于春节期间食品和交通价格上涨，通胀率会略有上升。',
      '中国人民银行周四宣布维持一年期贷款市场报价利率不变，以支持经济复苏。',
    ].join('');
    const check = articleCopyCheck(article, 'zh');
    expect(check(article)).toBe(true);
    const paddedZh = article.replace(/，/g, '，据悉，').replace(/。/g, '，确实如此。');
    expect(check(paddedZh)).toBe(true);
    const restated =
      '记者走访了多家超市。国家统计局周三表示，一月份全国居民消费价格指数同比上涨百分之二点五。多数顾客表示蔬菜价格依然偏高。';
    expect(check(restated)).toBe(false);
  });

  it('never calls anything a copy of an article too short to compare', () => {
    expect(articleCopyCheck('Prices rose.', 'en')('Prices rose. Prices rose.')).toBe(false);
  });
});
