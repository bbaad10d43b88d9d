/**
 * Who says it vs what is said, for ranking: "Mr Reeves said that X", "“X,” said Mr Reeves, a fellow at Y", "X, the
 * minister said", "According to the CDC, X", "Selon le Quai d'Orsay, X", "X, sagte der Minister" (en, de, fr, es, pt).
 * The content is what a fact-checker would check; the frame only says whether a named source stands behind it. Used
 * to score check-worthiness, never to change a claim's text (`reported-speech.ts` does that, more cautiously).
 */
import { namedEntities } from './named-entities';
import { claimTextOf } from './reported-speech';

interface AttributionFrame {
  /** What is asserted (the whole sentence when no frame was found). */
  content: string;
  /** Who asserts it (the frame without its speech verb), or null when the sentence has no reporting frame. */
  source: string | null;
  /** The content is a direct quotation (in quote marks). */
  quoted: boolean;
}

/** Speech and finding verbs of a reporting frame, one language a line. */
const SPEECH = [
  'said|says|say|told|tells|added|adds|noted|notes|stated|states|announced|announces|reported|reports|confirmed',
  'confirms|warned|warns|argued|argues|insisted|insists|claimed|claims|admitted|acknowledged|explained|explains',
  'wrote|writes|declared|estimated|estimates|concluded|predicted|recalled|observed|divulged|revealed|testified',
  'sagte|sagt|sagten|erklärte|erklärt|betonte|betont|berichtete|berichtet|schrieb|schreibt|teilte mit|warnte',
  'a déclaré|a dit|a affirmé|affirme|a annoncé|annonce|a expliqué|explique|a ajouté|ajoute|a précisé|précise|estime',
  'a souligné|a indiqué|indique|a assuré|assure|dijo|dice|afirmó|afirma|declaró|aseguró|asegura|explicó|añadió',
  'señaló|indicó|sostuvo|disse|diz|afirmou|declarou|explicou|acrescentou|ressaltou|contou',
].join('|');

/** "According to X" openers and tails. */
const ACCORDING =
  "according to|laut|zufolge|nach angaben (?:von|des|der)|selon|d'après|d’après|según|segundo|conforme";

const QUOTE_OPEN = '[“"«„‘]';
const QUOTE_CLOSE = '[”"»“’]';

/** "According to X, Y." */
const LEAD_ACCORDING = new RegExp(`^(?:${ACCORDING})\\s+([^,]{2,80}),\\s*(.{15,})$`, 'iu');
/** "Y, according to X." */
const TRAIL_ACCORDING = new RegExp(`^(.{15,}?),\\s*(?:${ACCORDING})\\s+([^,]{2,120}?)[.!]?$`, 'iu');
/** "“Y,” said X, a fellow at Z." / "“Y,” X said." */
const QUOTE_TRAIL = new RegExp(
  `^${QUOTE_OPEN}(.{10,}?)[,.!?]?${QUOTE_CLOSE}\\s*,?\\s*(?:(?:${SPEECH})\\s+(.+)|(.{2,80}?)\\s+(?:${SPEECH})(?![\\p{L}]).*)$`,
  'iu',
);
/** "She added: “Y”" / "As the report states: “Y”". */
const QUOTE_LEAD = new RegExp(
  `^(.{2,80}?)\\s+(?:${SPEECH})\\s*:\\s*${QUOTE_OPEN}(.{10,})${QUOTE_CLOSE}\\.?$`,
  'iu',
);
/** After a speech verb, a reported clause ("said he was…", "said that…") rather than the speaker's name. */
const CLAUSE_START =
  "\\s+(?:that|dass|que|qu['’]|he|she|they|it|we|i|there|this|er|sie|es|il|elle|ils|elles|on|él|ella|ellos|ele|ela|eles)(?![\\p{L}])";
/**
 * "Y, X said." / "Y, said X, a senior fellow at Z." — the speaker part before the verb is short, and no reported
 * clause follows the verb ("X, a fellow at Y, said he was…" is a leading frame).
 */
const TRAIL_SAID = new RegExp(
  `^(.{15,}?)[,;]\\s*${QUOTE_CLOSE}?\\s*((?:[^,.“"«]{0,60}?\\s)?(?:${SPEECH})(?![\\p{L}])(?!${CLAUSE_START}).*)$`,
  'iu',
);
/** "[Adverbial,] X said (that) Y" — X is a short noun phrase; Y the reported statement. */
const SPEAKER = '([^,“"«:]{2,80}?(?:,\\s*[^,“"«:]{2,80},)?)';
const LEAD_SAID = new RegExp(
  `^(?:[^,“"«]{0,60},\\s*)?${SPEAKER}\\s+(?:${SPEECH})(?:\\s+[^,“"«:]{1,40}?)?,?\\s+(?:that|dass|que|qu['’])\\s*(.{15,})$` +
    `|^(?:[^,“"«]{0,60},\\s*)?${SPEAKER}\\s+(?:${SPEECH}),?\\s+(.{15,})$`,
  'iu',
);

const quoted = (text: string): boolean =>
  new RegExp(`^\\s*${QUOTE_OPEN}`, 'u').test(text) && new RegExp(`${QUOTE_CLOSE}\\W*$`, 'u').test(text);

/** Splits a sentence into its reporting frame's source and the content asserted (see the module comment). */
export function attributionFrame(sentence: string): AttributionFrame {
  const s = sentence.trim();
  const frame = (content: string, source: string, isQuote = false): AttributionFrame => ({
    content: content.trim(),
    source: source.trim(),
    quoted: isQuote || quoted(content),
  });
  let m = LEAD_ACCORDING.exec(s);
  if (m?.[1] && m[2]) return frame(m[2], m[1]);
  m = QUOTE_TRAIL.exec(s);
  if (m?.[1]) return frame(m[1], m[2] ?? m[3] ?? '', true);
  m = QUOTE_LEAD.exec(s);
  if (m?.[1] && m[2]) return frame(m[2], m[1], true);
  m = TRAIL_ACCORDING.exec(s);
  if (m?.[1] && m[2]) return frame(m[1], m[2]);
  m = TRAIL_SAID.exec(s);
  if (m?.[1] && m[2] && m[2].split(/\s+/u).length <= 30) return frame(m[1], m[2]);
  m = LEAD_SAID.exec(s);
  const source = m?.[1] ?? m?.[3];
  const content = m?.[2] ?? m?.[4];
  if (source && content && source.split(/\s+/u).length <= 12) return frame(content, source);
  // The other scripts' frames ("DeepMind表示，Y", "総務省によると、Y", "По данным X, Y") as the claim text reads them.
  const stated = claimTextOf(s);
  const core = stated.replace(/[。.]$/u, '');
  const at = core && stated !== s ? s.indexOf(core) : -1;
  if (at >= 0) {
    const rest = `${s.slice(0, at)} ${s.slice(at + core.length)}`.replace(
      /^[\s，,、：:]+|[\s，,、：:。.]+$/gu,
      '',
    );
    if (rest) return frame(stated, rest);
  }
  return { content: s, source: null, quoted: quoted(s) };
}

/** The frame names who speaks (a person, body or publication), not only "officials" or "he". */
export function namesSource(source: string): boolean {
  return namedEntities(source).length > 0;
}
