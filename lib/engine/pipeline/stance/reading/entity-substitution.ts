/** Substituted names: the sentence says the claim's thing about another person, place, nationality or body. */
import { STOPWORDS } from '../../text/cue-words';
import { contentTokens, stem } from '../../text/content-words';

/** Capitalised runs of a text (names, places, nationalities, acronyms), sentence-initial common words excluded. */
export function namesIn(text: string): string[] {
  const out: string[] = [];
  const re =
    /(?<![\p{L}\p{N}])(\p{Lu}[\p{L}\p{N}'’-]*(?:\s+(?:of|de|der|von|van|la|le|du|da|del|al)?\s*\p{Lu}[\p{L}\p{N}'’-]*)*)/gu;
  for (const m of text.matchAll(re)) {
    const value = m[1]!.replace(/['’-]+$/, '');
    const single = !/\s/.test(value);
    if (single && STOPWORDS.has(value.toLowerCase())) continue;
    const sentenceStart = /(?:^|[.!?:;]\s*|["“(]\s*)$/.test(text.slice(0, m.index));
    if (sentenceStart && single && !/^\p{Lu}{2,}$/u.test(value) && COMMON_START.test(value)) continue;
    if (!out.includes(value)) out.push(value);
  }
  return out;
}

/** Capitalised words that usually just start a sentence. */
const COMMON_START =
  /^(?:The|A|An|In|On|At|By|For|From|With|As|It|This|That|These|Those|There|Their|They|He|She|We|You|I|But|And|Or|If|When|While|After|Before|During|Since|According|However|Also|Its|His|Her|Our|Some|Many|Most|All|Both|Each|One|Two|Three|Der|Die|Das|Ein|Eine|Le|La|Les|Un|Une|El|Los|Las)$/;

const tokensOf = (name: string) => contentTokens(name.replace(/^(?:l|d|qu)['’]/i, '')).map(stem);

interface Substitution {
  /** The claim's name the passage never mentions. */
  missing: string;
  /** A name the sentence uses where the claim's would be. */
  instead: string;
}

/**
 * When the passage never mentions one of the claim's names but `sentence` says the rest of the claim (≥ `minRest`
 * of its other terms) with a different name in the same slot (the same words next to it: "born in X" / "born in Y",
 * "X was the first" / "Y was the first"): that substitution, else null.
 */
export function entitySubstitution(
  claim: string,
  passage: string,
  sentence: string,
  minRest = 0.6,
): Substitution | null {
  const passageStems = new Set(contentTokens(passage).map(stem));
  const missing = namesIn(claim).filter((n) => {
    const t = tokensOf(n);
    return t.length > 0 && t.every((s) => !passageStems.has(s)) && !aliasIn(claim, n);
  });
  if (missing.length === 0) return null;
  const missingStems = new Set(missing.flatMap(tokensOf));
  const rest = [...new Set(contentTokens(claim).map(stem))].filter((s) => !missingStems.has(s));
  if (rest.length < 2) return null;
  const sentenceStems = new Set(contentTokens(sentence).map(stem));
  const covered = rest.filter((s) => sentenceStems.has(s)).length / rest.length;
  if (covered < minRest) return null;
  const claimStems = new Set(contentTokens(claim).map(stem));
  const claimWords = words(claim);
  const sentenceWords = words(sentence);
  for (const name of missing) {
    const slot = slotOf(claimWords, words(name));
    if (!slot) continue;
    for (const other of namesIn(sentence)) {
      if (tokensOf(other).every((s) => claimStems.has(s))) continue;
      if (ROMAN.test(other) || (!/\s/.test(other) && onlyAtSentenceStart(passage, other))) continue;
      if (name.replace(/\./g, '') === initialsOf(other)) continue;
      const there = slotOf(sentenceWords, words(other));
      if (there && sameSlot(slot, there)) return { missing: name, instead: other };
    }
  }
  return null;
}

/** Common nouns that name a kind of place, body or prize: "X University" and "Y University" are two of a kind. */
const KINDS = new Set(
  (
    'university college school institute academy party division region province state county district city town ' +
    'village river lake mountain mountains island islands sea ocean bay valley desert street avenue road park ' +
    'award prize medal cup league championship company corporation bank group church cathedral museum hospital ' +
    'airport station bridge tower hotel stadium theatre theater festival conference council ministry department ' +
    'agency court army navy club foundation society association union republic kingdom empire dynasty'
  ).split(' '),
);

/** "US" for "United States": a name's initials are the name. */
const initialsOf = (name: string) =>
  (name.match(/\S+/g) ?? [])
    .filter((w) => /^\p{Lu}/u.test(w))
    .map((w) => w[0])
    .join('');

/** Roman numerals ("II" in "copper(II) sulfate") are not names. */
const ROMAN = /^[IVXLC]+$/;
/** "Copper (Cu)": a name in brackets right after another is its alias, not a name of its own. */
const aliasIn = (text: string, name: string) => text.includes(`(${name})`);
/** A single capitalised word seen only where any word is capitalised ("Definition: …") may be a common word. */
export const onlyAtSentenceStart = (text: string, name: string) =>
  ![
    ...text.matchAll(
      new RegExp(`(?<![\\p{L}])${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}])`, 'gu'),
    ),
  ].some((m) => !/(?:^|[.!?:;]\s*|["“(]\s*)$/u.test(text.slice(0, m.index)));
/** Titles ("Dr. Leila Harris" / "Dr. Marloes Arts") say nothing about the slot: like stopwords. */
const TITLES = new Set('dr mr mrs ms prof professor sir dame lord lady saint st rev'.split(' '));

const words = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? []).map((w) => w.replace(/['’]s$/, ''));

interface Slot {
  before: string[];
  after: string[];
}

/** The two words either side of `name` in `text` (as word lists). */
function slotOf(text: string[], name: string[]): Slot | null {
  if (name.length === 0) return null;
  for (let i = 0; i + name.length <= text.length; i++) {
    if (name.every((w, k) => text[i + k] === w))
      return {
        before: text.slice(Math.max(0, i - 2), i),
        after: text.slice(i + name.length, i + name.length + 2),
      };
  }
  return null;
}

/** Same neighbour on one side; when that neighbour is a stopword, its next word must match too. */
function sameSlot(a: Slot, b: Slot): boolean {
  const side = (x: string[], y: string[], near: (l: string[]) => string[]) => {
    const [x1, x2] = near(x);
    const [y1, y2] = near(y);
    if (!x1 || x1 !== y1) return false;
    return (!STOPWORDS.has(x1) && !TITLES.has(x1)) || (x2 !== undefined && x2 === y2);
  };
  return side(a.before, b.before, (l) => [...l].reverse()) || side(a.after, b.after, (l) => l);
}

/**
 * A named thing of the claim ("the Adamawa Division", "Stanford University") that the passage never names, while
 * `sentence` names another thing of the same kind in the claim's place ("the Haut-Nyong division"): that name.
 * The kind is the name's last word; the other words of the claim's name must be absent from the whole passage.
 */
export function kindSubstitution(
  claim: string,
  passage: string,
  sentence: string,
  minRest = 0.5,
): Substitution | null {
  const passageStems = new Set(contentTokens(passage).map(stem));
  const claimStems = new Set(contentTokens(claim).map(stem));
  for (const name of namesIn(claim)) {
    const parts = name.match(/\S+/g) ?? [];
    if (parts.length < 2 || aliasIn(claim, name)) continue;
    const kind = parts[parts.length - 1]!;
    const own = tokensOf(parts.slice(0, -1).join(' '));
    if (own.length === 0 || own.some((t) => passageStems.has(t))) continue;
    const rest = [...claimStems].filter((t) => !tokensOf(name).includes(t));
    const sentenceStems = new Set(contentTokens(sentence).map(stem));
    if (rest.length === 0 || rest.filter((t) => sentenceStems.has(t)).length / rest.length < minRest)
      continue;
    if (!KINDS.has(kind.toLowerCase())) continue;
    for (const m of sentence.matchAll(/(?<![\p{L}])((?:\p{Lu}[\p{L}'’-]*\s+){1,3})(\p{L}+)(?![\p{L}])/gu)) {
      if (m[2]!.toLowerCase() !== kind.toLowerCase()) continue;
      const instead = m[1]!.trim();
      const words = instead.match(/\S+/g) ?? [];
      if (words.every((w) => STOPWORDS.has(w.toLowerCase()) || COMMON_START.test(w))) continue;
      if (tokensOf(instead).some((t) => claimStems.has(t))) continue;
      return { missing: name, instead: `${instead} ${m[2]}` };
    }
  }
  return null;
}
