/** Negation and antonym mismatch between a claim and a sentence (rose/fell, safe/unsafe, alive/died …), several languages. */
import { cueRegex } from '../../text/cue-words';

const split = (list: string): string[] => list.split('|');

/** Negation words; Chinese/Japanese/Korean/Arabic/Hindi ones are matched inside words (no spaces in the script). */
const NEGATORS = cueRegex(
  split(
    "not|no|never|none|neither|nor|cannot|can't|won't|isn't|aren't|wasn't|weren't|doesn't|" +
      "didn't|don't|hasn't|haven't|hadn't|couldn't|shouldn't|without|nobody|nothing|nicht|kein|" +
      'keine|keinen|keiner|nie|niemals|ohne|pas|jamais|aucun|aucune|ni|sans|nunca|ningún|ninguna|' +
      'tampoco|sin|nessun|nessuna|senza|não|nenhum|niet|geen|nooit|не|нет|никогда|ни|без|नहीं|न|nowhere|' +
      'कभी नहीं|لا|لم|لن|ليس|ليست',
  ),
);
/**
 * "no" in "No. 5", "not only … but", "include, but are not limited to" are not negations; nor is an answer's
 * leading "No." / "Yes, no," (the statement after it carries its own negation, if any).
 */
const NOT_NEGATION =
  /\b(?:no\.\s*\d|not only|not just|not least|not to mention|not limited to|not restricted to|not exclusively|no doubt|no matter|no longer than|no less than|no fewer than|nothing but)\b|(?:^|[.?!]\s+)no[.,!](?=\s)/gi;
const CJK_NEGATORS = /[不没沒無无未非]|ない|ません|없|않|안 /u;

/** A superlative in a claim ("highest", "most", "höchste", "le plus", "el más", "самый", "最"): a rank it claims. */
const SUPERLATIVE =
  /(?<![\p{L}])(?:\p{L}{3,}(?:est|ste|sten|ster|stes)|most|plus|más|più|mais|самы\p{L}*|наи\p{L}+)(?![\p{L}])|最/iu;
/**
 * "No peak rises higher than the Zugspitze", "aucun lac n'est plus profond que …": a negated subject before a
 * comparison with the claim's subject says it ranks first; with a claimed superlative it is not a negation.
 */
const NONE_EXCEEDS = new RegExp(
  String.raw`(?<![\p{L}])(?:no|none|kein\p{L}*|aucune?|ningún|ningun[oa]|nessun[oa]?|nenhuma?|ни\s+одн\p{L}*|никак\p{L}*)` +
    String.raw`(?:[\s,]+[\p{L}\p{N}'’-]+){0,6}?[\s,]+` +
    String.raw`(?:(?:more|less|fewer|mehr|weniger|\p{L}{2,}er)(?:\s+\p{L}+){0,2}?\s+(?:than|als)` +
    String.raw`|(?:plus|moins|más|menos|più|mais)(?:\s+\p{L}+){0,2}?\s+(?:que|qu['’]|di|do que)` +
    String.raw`|(?:больше|меньше|\p{L}+ее),?(?:\s+\p{L}+){0,2}?,?\s+чем)(?![\p{L}])`,
  'iu',
);

/** Pairs of words that say opposite things; a stem matches any word that starts with it. */
const ANTONYMS: ReadonlyArray<readonly [readonly string[], readonly string[]]> = (
  [
    [
      'increas|rose|rise|rising|grew|grow|gain|climb|up |higher|more than|surg|soar|jump',
      'decreas|fell|fall|falling|declin|drop|shrank|shrink|lower|less than|fewer|plung|slump',
    ],
    [
      'gestiegen|stieg|anstieg|zugenommen|höher|wächst|wuchs',
      'gesunken|sank|rückgang|abgenommen|niedriger|schrumpf',
    ],
    ['augment|hausse|progress|croissance', 'diminu|baiss|recul|chute'],
    ['aument|subi|creci', 'disminu|baj|cayó|descend'],
    ['вырос|увелич|рост', 'снизил|сократил|упал|паден'],
    ['增加|增长|上升|上涨', '减少|下降|下跌|降低'],
    ['増加|上昇', '減少|低下|下落'],
    ['증가|상승', '감소|하락'],
    ['safe|harmless|sicher|sûr|seguro', 'unsafe|dangerous|harmful|toxic|gefährlich|dangereu|peligros'],
    ['effective|works|wirksam|efficace|eficaz', 'ineffective|useless|unwirksam|inefficace|ineficaz'],
    ['alive|living|survived', 'dead|died|death|deceased|killed'],
    ['won|win|victory|gewann|gagné|ganó', 'lost|lose|defeat|verlor|perdu|perdió'],
    [
      'legal|allowed|permitted|approv|erlaubt|autorisé',
      'illegal|banned|prohibited|forbidden|reject|verboten|interdit',
    ],
    ['true|correct|accurate|wahr|vrai', 'false|incorrect|inaccurate|wrong|falsch|faux'],
    [
      'largest|biggest|highest|most|first|oldest|größte|plus grand',
      'smallest|lowest|least|last|youngest|newest|kleinste|plus petit',
    ],
    ['before|earlier', 'after|later'],
    ['north|nord', 'south|süd|sud'],
    ['east', 'west'],
    ['majority|mehrheit', 'minority|minderheit'],
    ['success|erfolg', 'failure|failed|scheiter|échec'],
    ['accept|agreed|supported', 'reject|refused|opposed|declined'],
  ] as const
).map(([a, b]) => [split(a), split(b)] as const);

/** Negations in `text`; with `about`, only those followed within four words by one of those words (stems). */
function negations(text: string, about?: (word: string) => boolean): number {
  const cleaned = text.replace(/[’‘]/g, "'").replace(NOT_NEGATION, ' ');
  let n = 0;
  for (const m of cleaned.matchAll(new RegExp(NEGATORS.source, 'giu'))) {
    if (!about) n++;
    else {
      const next =
        cleaned
          .slice(m.index + m[0].length)
          .match(/[\p{L}\p{N}]+/gu)
          ?.slice(0, 4) ?? [];
      if (next.some(about)) n++;
    }
  }
  return n + (cleaned.match(new RegExp(CJK_NEGATORS.source, 'gu'))?.length ?? 0);
}

/** The words right after each negation of `text` (up to three each): what it says is not so. */
export function negatedWords(text: string): string[] {
  const cleaned = text.replace(/[’‘]/g, "'").replace(NOT_NEGATION, ' ');
  const out: string[] = [];
  for (const m of cleaned.matchAll(new RegExp(NEGATORS.source, 'giu')))
    out.push(
      ...(cleaned
        .slice(m.index + m[0].length)
        .match(/[\p{L}\p{N}]+/gu)
        ?.slice(0, 3) ?? []),
    );
  return out;
}

/**
 * Whether exactly one of the two texts is negated (odd vs even number of negations). With `about`, a sentence's
 * negation counts only when it bears on one of those words (a claim term), not on a side remark.
 */
export function negationMismatch(
  claim: string,
  sentence: string,
  about?: (word: string) => boolean,
): boolean {
  const read = SUPERLATIVE.test(claim) ? sentence.replace(NONE_EXCEEDS, ' ') : sentence;
  return negations(claim) % 2 !== negations(read, about) % 2;
}

function has(text: string, stems: readonly string[]): string | null {
  const lower = ` ${text.toLowerCase()} `;
  for (const stem of stems) {
    const spaced = /^[a-zà-ÿäöüßа-я ]+$/i.test(stem);
    const at = spaced ? lower.search(new RegExp(`(?<![\\p{L}])${escape(stem)}`, 'u')) : lower.indexOf(stem);
    if (at >= 0) return stem.trim();
  }
  return null;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A word of the claim whose opposite the sentence uses instead ("rose" vs "fell"), as "rose/fell", or null.
 * Only counts when the sentence does not also use the claim's word.
 */
export function antonymMismatch(claim: string, sentence: string): string | null {
  for (const [a, b] of ANTONYMS) {
    for (const [mine, theirs] of [
      [a, b],
      [b, a],
    ] as const) {
      const inClaim = has(claim, mine);
      if (!inClaim || has(claim, theirs)) continue;
      const inSentence = has(sentence, theirs);
      if (inSentence && !has(sentence, mine)) return `${inClaim}/${inSentence}`;
    }
  }
  return null;
}
