/** Compound sentences into atomic clauses ("X, and Y"; "tells visitors that X and that Y"), each with exact offsets. */

export interface Clause {
  /** Verbatim text of the clause: `text.slice(start, end)` of the article. */
  quote: string;
  start: number;
  end: number;
  /** The clause as a statement: capitalised, closed with a full stop, a shared subject restored. */
  text: string;
}

/** Finite verbs and auxiliaries (en, de, fr, es) — a clause needs one to stand alone. */
const FINITE =
  /(?<![\p{L}\p{N}])(?:is|are|was|were|has|have|had|will|would|can|could|does|do|did|says|said|holds|held|rose|fell|grew|won|lost|killed|died|reached|cost|costs|made|makes|took|gave|became|shows|showed|found|opened|closed|employs|employed|owns|owned|received|spent|paid|sold|bought|voted|increased|decreased|doubled|tripled|dropped|declined|remains|remained|ranks|ranked|lies|lives|lived|contains|includes|included|ist|sind|war|waren|stiegen|sanken|fiel|fielen|wuchs|starb|starben|lag|lagen|hat|haben|hatte|hatten|wird|werden|wurde|wurden|kann|können|stieg|sank|est|sont|était|étaient|ont|avait|sera|seront|peut|es|son|era|eran|fue|fueron|ha|han|tiene|tienen|será)(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])\p{Ll}{3,}ed(?![\p{L}\p{N}])|(?<![\p{L}])(?:a|ont|avait|ha|han)\s+\p{L}{2,}(?:é|ée|és|ées|i|u|ado|ido)(?![\p{L}])/u;
/** Verbs that may open a clause sharing the previous clause's subject ("… and has 3,000 objects"). */
const SHARED_SUBJECT_VERB =
  /^(?:is|are|was|were|has|have|had|will|would|can|could|does|did|holds|employs|owns|ist|sind|war|hat|haben|wird|est|sont|a|ont|es|son|tiene)(?![\p{L}\p{N}])/u;

/** Reported-speech frames whose content is the claim: "It also tells visitors that …", "Sie behauptet, dass …". */
const FRAME =
  /^.{0,100}?(?<![\p{L}])(?:tells?|told|says?|said|claims?|claimed|argues?|argued|reports?|reported|notes?|noted|adds?|added|explains?|explained|writes?|wrote|insists?|insisted|alleges?|alleged|warns?|warned|assures?|assured|informs?|informed|reminds?|reminded)(?:\s+[\p{L}’'-]+){0,3}?\s+(?:that|dass|que|qu['’])\s*/u;

/** Where a compound splits: the separator and, after it, an optional repeated "that". */
const SEPARATORS = [
  /;\s+/gu,
  /,\s+(?:and|but|while|whereas|yet|und|aber|während|doch|et|mais|alors que|y|pero|mientras)\s+(?:that\s+|dass\s+|que\s+|qu['’])?/gu,
  /\s+(?:and|und|et|y)\s+(?:that|dass|que)\s+/gu,
  /\s+(?:and|und|et|y)\s+(?:qu['’])/gu,
  /\s+(?:and|und|et|y)\s+(?=\S)/gu,
];

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
  for (const p of pieces) {
    const raw = body.slice(p.from, p.to);
    const lead = raw.length - raw.trimStart().length;
    const trimmed = raw.trim().replace(/[\s,;:–—-]+$/u, '');
    const end = /[.!?…。！？]$/u.test(trimmed) ? trimmed.length - 1 : trimmed.length;
    const quote = trimmed.slice(0, end).replace(/[\s,;:–—-]+$/u, '');
    const start = offset + bodyAt + p.from + lead;
    const own = standsAlone(quote);
    if (!own && !(subject && sharesSubject(quote))) return whole;
    out.push({
      quote,
      start,
      end: start + quote.length,
      text: statement(own ? quote : `${subject} ${quote}`),
    });
    if (own) subject = subjectOf(quote);
  }
  return out;
}

/** [index, length] of each separator in the body where both sides would stand as clauses. */
function cutPoints(body: string): Array<[number, number]> {
  for (const re of SEPARATORS) {
    const cuts: Array<[number, number]> = [];
    for (const m of body.matchAll(re)) cuts.push([m.index, m[0].length]);
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
