import { describe, expect, it } from 'vitest';
import {
  asciiDigits,
  countWords,
  sentencesOf,
  wordSpansOf,
  wordsOf,
} from '../../../../lib/engine/domain/text/segment';

const texts = (source: string, lang?: string) => sentencesOf(source, lang).map((s) => s.text);

/** Every span's offsets point at its text in the source. */
function expectExactOffsets(source: string, spans: { text: string; start: number; end: number }[]) {
  for (const span of spans) expect(source.slice(span.start, span.end)).toBe(span.text);
}

describe('sentencesOf', () => {
  it('splits Japanese and Chinese at 。！？ with no spaces between sentences, offsets exact', () => {
    const ja = '2023年の訪日客は2507万人だった。政府はこう発表した！本当だろうか？';
    expect(texts(ja, 'ja')).toEqual([
      '2023年の訪日客は2507万人だった。',
      '政府はこう発表した！',
      '本当だろうか？',
    ]);
    expectExactOffsets(ja, sentencesOf(ja, 'ja'));
    const zh = '2023年北京市常住人口为2184.3万人。国家统计局表示，这一数字比上年略有下降。';
    expect(texts(zh, 'zh')).toHaveLength(2);
    expectExactOffsets(zh, sentencesOf(zh, 'zh'));
  });

  it('never ends a Japanese or Chinese sentence at a full stop inside its 「」 or “” quotation', () => {
    const ja = '首相は「人口は増えた。出生数は減った」と述べた。次の文です。';
    expect(texts(ja, 'ja')).toEqual(['首相は「人口は増えた。出生数は減った」と述べた。', '次の文です。']);
    expectExactOffsets(ja, sentencesOf(ja, 'ja'));
    const zh = '总理说：“人口增加了。出生人口减少了。”他还说了别的。';
    expect(texts(zh, 'zh')).toEqual(['总理说：“人口增加了。出生人口减少了。”', '他还说了别的。']);
    // An unclosed bracket does not swallow the rest of the page.
    const open = `「${'長い文です。'.repeat(80)}`;
    expect(texts(open, 'ja').length).toBeGreaterThan(1);
  });

  it('splits Hindi at the danda, Arabic at ؟ and Korean, Russian at full stops', () => {
    expect(texts('भारत की जनसंख्या 142 करोड़ है। यह सच है।', 'hi')).toEqual([
      'भारत की जनसंख्या 142 करोड़ है।',
      'यह सच है।',
    ]);
    expect(texts('هل هذا صحيح؟ نعم، قالت الوزارة ذلك.', 'ar')).toEqual([
      'هل هذا صحيح؟',
      'نعم، قالت الوزارة ذلك.',
    ]);
    expect(texts('서울 인구는 940만 명이다. 통계청이 밝혔다.', 'ko')).toHaveLength(2);
    expect(texts('Население Москвы в 2023 г. составило 13,1 млн человек. Это рекорд.', 'ru')).toEqual([
      'Население Москвы в 2023 г. составило 13,1 млн человек.',
      'Это рекорд.',
    ]);
  });

  it('keeps abbreviations, initials, decimals and a lower-case continuation inside the sentence', () => {
    const en =
      'Dr. Lee met J. Smith in the U.S. Army on Jan. 5. Inflation was 2.5 percent. Really? yes, really.';
    expect(texts(en)).toEqual([
      'Dr. Lee met J. Smith in the U.S. Army on Jan. 5.',
      'Inflation was 2.5 percent.',
      'Really? yes, really.',
    ]);
  });

  it('always ends a sentence at a line break and never returns blank sentences', () => {
    const text = 'A heading without a stop\n\nThe body starts here. It goes on.\n  \n';
    expect(texts(text)).toEqual(['A heading without a stop', 'The body starts here.', 'It goes on.']);
    expectExactOffsets(text, sentencesOf(text));
    expect(sentencesOf('   \n\n ')).toEqual([]);
  });

  it('treats mixed-script text and Thai without sentence punctuation sensibly', () => {
    const mixed = 'Tokyo（東京）の人口は1400万人です。The figure comes from the 2020 census.';
    expect(texts(mixed)).toEqual([
      'Tokyo（東京）の人口は1400万人です。',
      'The figure comes from the 2020 census.',
    ]);
    expect(texts('ประเทศไทยมีประชากร 66 ล้านคน')).toEqual(['ประเทศไทยมีประชากร 66 ล้านคน']);
  });

  it('falls back to a default segmenter for a malformed language tag', () => {
    expect(texts('One sentence here. Another one.', 'not a tag!!')).toHaveLength(2);
    expect(texts('One sentence here. Another one.', 'und')).toHaveLength(2);
  });
});

describe('wordsOf', () => {
  it('cuts Japanese, Chinese and Thai into dictionary words, keeping numbers whole', () => {
    const ja = wordsOf('2023年の東京都の人口は1,400万人に達したと総務省が発表した。', 'ja');
    expect(ja).toEqual(expect.arrayContaining(['2023', '東京', '人口', '1,400', '発表']));
    expect(ja.length).toBeGreaterThanOrEqual(12);
    const zh = wordsOf('2023年北京市常住人口为2184.3万人', 'zh');
    expect(zh).toEqual(expect.arrayContaining(['北京市', '人口', '2184.3']));
    const th = wordsOf('ประเทศไทยมีประชากร 66 ล้านคน', 'th');
    expect(th).toEqual(expect.arrayContaining(['ประเทศไทย', 'ประชากร', '66']));
  });

  it('splits spaced scripts on words, drops punctuation and folds case, width and digits', () => {
    expect(wordsOf('Население Москвы, 13,1 млн!', 'ru')).toEqual(['население', 'москвы', '13,1', 'млн']);
    expect(wordsOf('서울시 인구는 940만 명', 'ko')).toEqual(['서울시', '인구는', '940', '만', '명']);
    expect(wordsOf('بلغ عدد الحالات ١٢٠٠ حالة', 'ar')).toEqual(['بلغ', 'عدد', 'الحالات', '1200', 'حالة']);
    expect(wordsOf('जनसंख्या २०२३ में', 'hi')).toEqual(['जनसंख्या', '2023', 'में']);
    expect(wordsOf('ＡＢＣ　１２３ Low-Dose', 'en')).toEqual(['abc', '123', 'low', 'dose']);
  });

  it('returns word spans whose offsets point into the original text', () => {
    const text = '訪日客は2507万人。Visitors: 25 million.';
    const spans = wordSpansOf(text, 'ja');
    expect(spans.length).toBeGreaterThan(4);
    for (const span of spans) expect(text.slice(span.start, span.end)).toBe(span.text);
  });
});

describe('the fast path for spaced scripts', () => {
  it('cuts the same words as Intl.Segmenter in English, Russian, Arabic, Korean and Hindi', () => {
    const icu = new Intl.Segmenter('en', { granularity: 'word' });
    for (const text of [
      "Dr. Lee's U.S. visit: 1,274 cases, 3.5% more — don't panic (e-mail us at news.example.com).",
      'Население Москвы, 13,1 млн человек; это «рекорд».',
      'بلغ عدد سكان مصر 105 ملايين نسمة، وفقا للجهاز.',
      '통계청에 따르면 2023년 합계출산율은 0.72명이다.',
      'चंद्रयान-3 का लैंडर 23 अगस्त 2023 को उतरा।',
    ]) {
      const expected = [...icu.segment(text)].filter((s) => s.isWordLike).map((s) => s.segment);
      expect(
        wordSpansOf(text).map((w) => w.text),
        text,
      ).toEqual(expected);
      expect(countWords(text)).toBe(expected.length);
    }
  });
});

describe('countWords and asciiDigits', () => {
  it('counts words in unspaced scripts instead of seeing one word per sentence', () => {
    expect(countWords('2023年の訪日外国人旅行者数は2507万人だった。')).toBeGreaterThanOrEqual(8);
    expect(countWords('Two doses are 97 percent effective.')).toBe(6);
    expect(countWords('')).toBe(0);
    // A byline's date is one word, as a reader counts it, not three.
    expect(countWords('By أحمد سمير 2024-03-10')).toBe(4);
    expect(countWords('佐藤美咲 2024-04-15')).toBe(countWords('佐藤美咲 20240415'));
  });

  it('maps Arabic-Indic, Persian and Devanagari digits and Arabic separators to ASCII', () => {
    expect(asciiDigits('٢٠٢٣ ۱۴۰۲ २०२३ ٣٫٥ ١٬٢٠٠')).toBe('2023 1402 2023 3.5 1,200');
  });
});
