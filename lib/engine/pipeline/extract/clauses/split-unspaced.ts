/**
 * Compound sentences in Chinese, Japanese and Korean into atomic clauses ("X；Y", "X，但Y", "Xが、Y", "X했지만 Y"),
 * each with exact offsets; nothing inside 「」『』“”（） quotes or brackets is ever a split.
 */
import { quotedOffsets } from './clause-markers';
import type { Clause } from './split-compound';

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/**
 * A separator: `re` matches it; what `keep` matches at its start stays with the left clause (a Korean connective
 * ending is part of its verb); `ending` rewrites the left clause's statement (했지만 → 했다).
 */
interface Separator {
  re: RegExp;
  keep?: RegExp;
  ending?: (left: string) => string;
}

const SEPARATORS: readonly Separator[] = [
  // zh, ja: a full-width or ASCII semicolon between clauses.
  { re: /[；;]\s*/gu },
  // zh: "，但(是)", "，而(且)", "，同时", "，并且".
  { re: /[，,]\s*(?:但是|但|而且|而|同时|同時|并且|並且)[，,]?\s*/gu },
  // ja: "…たが、" (but), "…。一方、" inside one sentence: "、一方で、" / "、一方、".
  { re: /(?<=[たるいだ])が、|、一方(?:で)?、/gu },
  // ko: past-tense verb + "지만" (but) / "고" (and): the ending stays in the quote, the statement ends in 다.
  {
    re: /(?<=[했였았었])(?:지만|고),?\s+/gu,
    keep: /^(?:지만|고)/u,
    ending: (left) => `${left.replace(/(?:지만|고)$/u, '')}다`,
  },
];

const hanCount = (s: string) => (s.match(/\p{Script=Han}/gu) ?? []).length;

/** A clause that can stand alone: a subject and a predicate, by each script's marks. */
function standsAlone(s: string): boolean {
  if (/\p{Script=Hangul}/u.test(s))
    return s.split(/\s+/u).length >= 3 && /\p{Script=Hangul}(?:은|는|이|가)(?:\s|$)/u.test(s);
  if (/[\p{Script=Hiragana}\p{Script=Katakana}]/u.test(s))
    return s.length >= 8 && /[\p{Script=Han}\p{Script=Katakana}ー）」\d](?:は|が)/u.test(s);
  return hanCount(s) >= 5 && /[\d是为為有增減减达達超占降升涨漲跌]/u.test(s);
}

const STOP = /[。！？!?.]$/u;

/** The clause as a statement: closed with the language's full stop. */
function statement(s: string, korean: boolean): string {
  const t = s.replace(/[，、,\s]+$/u, '');
  return STOP.test(t) ? t : `${t}${korean ? '.' : '。'}`;
}

/**
 * The atomic clauses of a CJK or Korean sentence starting at `offset`, or null when it does not split cleanly (or is
 * not in these scripts). Offsets stay exact: `article.slice(c.start, c.end) === c.quote`.
 */
export function splitUnspaced(sentence: string, offset = 0): Clause[] | null {
  if (!CJK.test(sentence)) return null;
  const inside = quotedOffsets(sentence);
  const korean = /\p{Script=Hangul}/u.test(sentence);
  for (const sep of SEPARATORS) {
    const cuts = [...sentence.matchAll(sep.re)].filter((m) => !inside[m.index]);
    if (cuts.length === 0) continue;
    const clauses: Clause[] = [];
    let from = 0;
    const pieces = [
      ...cuts.map((m) => ({
        to: m.index + (sep.keep?.exec(m[0])?.[0].length ?? 0),
        next: m.index + m[0].length,
        ending: sep.ending,
      })),
      { to: sentence.length, next: sentence.length, ending: undefined },
    ];
    for (const p of pieces) {
      const raw = sentence.slice(from, p.to);
      const lead = raw.length - raw.trimStart().length;
      const quote = raw.trim().replace(/[。！？!?.，、,；;]+$/u, '');
      if (!standsAlone(quote)) {
        clauses.length = 0;
        break;
      }
      const start = offset + from + lead;
      const stated = p.ending ? p.ending(quote) : quote;
      clauses.push({ quote, start, end: start + quote.length, text: statement(stated, korean) });
      from = p.next;
    }
    if (clauses.length > 1) return clauses;
  }
  return null;
}
