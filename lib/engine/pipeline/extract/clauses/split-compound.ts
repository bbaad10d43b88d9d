/** Compound sentences into atomic clauses ("X, and Y"; "tells visitors that X and that Y"), each with exact offsets. */
import { FINITE, FRAME, quotedOffsets, SEPARATORS, SHARED_SUBJECT_VERB, speakerOf } from './clause-markers';
import { antecedent, resolvePronoun } from './resolve-pronoun';

export interface Clause {
  /** Verbatim text of the clause: `text.slice(start, end)` of the article. */
  quote: string;
  start: number;
  end: number;
  /** The clause as a statement: capitalised, closed with a full stop, a shared subject restored. */
  text: string;
}

const words = (s: string): number => s.split(/\s+/u).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

/** A clause that can stand alone: 3+ words and a finite verb that is not its first word (it has a subject). */
function standsAlone(s: string): boolean {
  const verb = FINITE.exec(s);
  return words(s) >= 3 && !!verb && verb.index > 0 && !SHARED_SUBJECT_VERB.test(s);
}

/** A clause that borrows the previous subject: "has 3,000 objects". */
function sharesSubject(s: string): boolean {
  return words(s) >= 3 && SHARED_SUBJECT_VERB.test(s);
}

/** The words before the clause's first finite verb ("The museum" of "The museum opened in 1902"). */
function subjectOf(clause: string): string | null {
  const m = FINITE.exec(clause);
  if (!m || m.index === 0) return null;
  const subject = clause.slice(0, m.index).trim();
  return words(subject) >= 1 && words(subject) <= 6 ? subject : null;
}

const statement = (s: string): string => {
  const t = s.trim().replace(/[\s,;:–—-]+$/u, '');
  const closed = /[.!?…。！？]$/u.test(t) ? t : `${t}.`;
  return closed.charAt(0).toUpperCase() + closed.slice(1);
};

/**
 * The atomic clauses of one sentence starting at `offset` in the article, or a single clause (the sentence itself)
 * when it does not split cleanly. Offsets stay exact: `article.slice(c.start, c.end) === c.quote`.
 */
export function splitCompound(sentence: string, offset = 0): Clause[] {
  const whole: Clause[] = [{ quote: sentence, start: offset, end: offset + sentence.length, text: sentence }];
  const frame = FRAME.exec(sentence);
  const bodyAt = frame ? frame[0].length : 0;
  const body = sentence.slice(bodyAt);
  const cuts = cutPoints(body);
  if (cuts.length === 0) return whole;
  const pieces: Array<{ from: number; to: number }> = [];
  let from = 0;
  for (const [at, len] of cuts) {
    pieces.push({ from, to: at });
    from = at + len;
  }
  pieces.push({ from, to: body.length });
  const out: Clause[] = [];
  let subject: string | null = null;
  let candidates: Array<string | null> = [];
  for (const p of pieces) {
    const raw = body.slice(p.from, p.to);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim().replace(/[\s,;:–—-]+$/u, '');
    const end = /[.!?…。！？]$/u.test(trimmed) ? trimmed.length - 1 : trimmed.length;
    const quote = trimmed.slice(0, end).replace(/[\s,;:–—-]+$/u, '');
    const start = offset + bodyAt + p.from + lead;
    const own = standsAlone(quote);
    if (!own && !(subject && sharesSubject(quote))) return whole;
    if (out.length === 0) candidates = subjectsOf(sentence.slice(0, bodyAt), quote);
    const stated = out.length > 0 ? resolvePronoun(quote, candidates) : quote;
    out.push({
      quote,
      start,
      end: start + quote.length,
      text: statement(own ? stated : `${subject} ${quote}`),
    });
    if (own) subject = subjectOf(quote);
  }
  return out;
}

/**
 * Subjects a later clause's "it"/"they" may stand for: the speaker of the sentence's frame, and the first clause's
 * subject (its speaker and reported subject when it is itself "The WHO said cases rose").
 */
function subjectsOf(frame: string, first: string): Array<string | null> {
  const out = [antecedent(speakerOf(frame)?.speaker ?? null)];
  const speech = speakerOf(first);
  if (speech) out.push(antecedent(speech.speaker), antecedent(subjectOf(speech.rest)));
  else out.push(antecedent(subjectOf(first)));
  return out;
}

/** [index, length] of each separator in the body where both sides would stand as clauses. */
function cutPoints(body: string): Array<[number, number]> {
  const inside = quotedOffsets(body);
  for (const re of SEPARATORS) {
    const cuts: Array<[number, number]> = [];
    for (const m of body.matchAll(re)) if (!inside[m.index]) cuts.push([m.index, m[0].length]);
    if (cuts.length === 0) continue;
    let from = 0;
    let ok = true;
    for (const [at, len] of cuts) {
      if (!standsAlone(body.slice(from, at))) ok = false;
      from = at + len;
    }
    const last = body.slice(from);
    if (ok && (standsAlone(last) || sharesSubject(last))) return cuts;
  }
  return [];
}
