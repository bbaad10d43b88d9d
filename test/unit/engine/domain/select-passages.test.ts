import { describe, expect, it } from 'vitest';
import { bm25Scores, tokenize } from '../../../../lib/engine/domain/text/bm25';
import { selectPassages } from '../../../../lib/engine/domain/text/select-passages';
import { sentencesOf } from '../../../../lib/engine/domain/text/segment';

const PAGE = [
  'The weather in Springfield was mild this spring. Farmers reported an early harvest. Markets were busy.',
  'Measles cases in Springfield rose to 412 in 2024, according to the state health department. ' +
    'That is up from 97 cases in 2023. Dr. Lee said vaccination rates had fallen below 90 percent. ' +
    'Officials urged parents to check their children’s records.',
  'The city library extended its opening hours. A new café opened near the station.',
  'Some posts online claimed the measles outbreak was caused by vaccines. Health officials called the claim false. ' +
    'No study has found such a link, the department said.',
].join('\n\n');

describe('selectPassages', () => {
  it('returns the windows that match the claim, best first, with exact offsets', () => {
    const passages = selectPassages(PAGE, 'Measles cases in Springfield rose to 412 in 2024', {
      maxPassages: 2,
      maxChars: 400,
    });
    expect(passages.length).toBeGreaterThan(0);
    expect(passages[0]!.text).toContain('Measles cases in Springfield rose to 412 in 2024');
    for (const p of passages) expect(PAGE.slice(p.start, p.end)).toBe(p.text);
    for (let i = 1; i < passages.length; i++)
      expect(passages[i]!.score).toBeLessThanOrEqual(passages[i - 1]!.score);
  });

  it('finds the refuting paragraph for a claim worded differently', () => {
    const [best] = selectPassages(PAGE, 'Vaccines caused the measles outbreak', {
      maxPassages: 1,
      maxChars: 400,
    });
    expect(best?.text).toContain('Health officials called the claim false');
  });

  it('never joins two paragraphs, never overlaps, and respects both limits', () => {
    const passages = selectPassages(PAGE, 'Springfield measles vaccines health department', {
      maxPassages: 3,
      maxChars: 160,
    });
    expect(passages.length).toBeLessThanOrEqual(3);
    for (const p of passages) {
      expect(p.text).not.toContain('\n\n');
      expect(p.text.length).toBeLessThanOrEqual(160);
    }
    const sorted = [...passages].sort((a, b) => a.start - b.start);
    for (let i = 1; i < sorted.length; i++)
      expect(sorted[i]!.start).toBeGreaterThanOrEqual(sorted[i - 1]!.end);
  });

  it('groups several sentences into one passage when they fit', () => {
    const [best] = selectPassages(PAGE, 'measles 412 cases 2023 vaccination rates', {
      maxPassages: 1,
      maxChars: 600,
    });
    expect(sentencesOf(best!.text).length).toBeGreaterThanOrEqual(2);
  });

  it('returns nothing when no passage shares a word with the claim', () => {
    expect(selectPassages(PAGE, 'quantum chromodynamics lattice', { maxPassages: 3, maxChars: 400 })).toEqual(
      [],
    );
    expect(selectPassages(PAGE, 'the of and', { maxPassages: 3, maxChars: 400 })).toEqual([]);
  });

  it('cuts a single overlong sentence to maxChars', () => {
    const long = `The measles ${'outbreak spread further '.repeat(40)}today.`;
    const [p] = selectPassages(long, 'measles outbreak', { maxPassages: 1, maxChars: 100 });
    expect(p!.text.length).toBeLessThanOrEqual(100);
    expect(long.slice(p!.start, p!.end)).toBe(p!.text);
  });
});

describe('sentencesOf', () => {
  it('does not split after abbreviations or inside numbers', () => {
    const text = 'Dr. Lee met Mr. Smith on Jan 5. Inflation was 2.5 percent in the U.S. economy. It fell.';
    expect(sentencesOf(text).map((s) => text.slice(s.start, s.end))).toEqual([
      'Dr. Lee met Mr. Smith on Jan 5.',
      'Inflation was 2.5 percent in the U.S. economy.',
      'It fell.',
    ]);
  });
});

describe('bm25', () => {
  it('ranks the document with the rare matching term highest', () => {
    const docs = ['the council met', 'measles cases rose', 'the council approved the budget'].map((doc) =>
      tokenize(doc),
    );
    const scores = bm25Scores(docs, tokenize('measles council'));
    expect(scores[1]).toBeGreaterThan(scores[0]!);
    expect(scores[1]).toBeGreaterThan(scores[2]!);
  });

  it('matches word forms and keeps numbers whole', () => {
    expect(tokenize('Rates rising: 1,200 cases, 4.5%')).toEqual(tokenize('rate rise 1200 case 4.5'));
    expect(tokenize('1,200 and 4.5%')).toEqual(['1200', '4.5']);
    expect(tokenize('policies boxes virus')).toEqual(tokenize('policy box virus'));
  });
});
