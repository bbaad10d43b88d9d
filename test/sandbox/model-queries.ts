/**
 * What the scripted model writes for a claim beside the claim itself in the extraction answer: red-team queries
 * (a neutral one, counter-queries aimed at the corpus's rebuttals, each translated into English with a small
 * dictionary when the article is not English) and relations between the claim's entities read off its quote.
 * Derived from the claim and the corpus, never scripted per test.
 */
import { EVIDENCE } from './corpus/index';
import type { SandboxClaim } from './corpus/types';
import { containsNormalised, keyTerms, normaliseText } from './text';

export interface SandboxQuery {
  text: string;
  intent: 'neutral' | 'counter';
  lang: string;
  aim: string;
}

export interface SandboxRelation {
  subject: string;
  predicate: string;
  object: string;
  claimIndex: number;
}

const WORDS: Record<string, { false: string; factCheck: string; official: string }> = {
  en: { false: 'false', factCheck: 'fact check', official: 'official figures' },
  de: { false: 'falsch', factCheck: 'Faktencheck', official: 'offizielle Zahlen' },
  fr: { false: 'faux', factCheck: 'vérification', official: 'chiffres officiels' },
};

/** The sandbox model's bilingual dictionary (German and French words of the corpus claims → English). */
const TO_ENGLISH: Record<string, string> = {
  jahr: 'year',
  jahre: 'years',
  menschen: 'people',
  million: 'million',
  millionen: 'million',
  deutschland: 'Germany',
  deutschlands: 'Germany',
  asyl: 'asylum',
  beantragt: 'applications',
  bevölkerung: 'population',
  gestiegen: 'rose',
  rund: 'about',
  regierung: 'government',
  migrationspolitik: 'migration policy',
  versagt: 'failed',
  statistisches: 'Federal Statistical',
  bundesamt: 'Office',
  zuwanderung: 'immigration',
  bundestag: 'Bundestag',
  falsch: 'false',
  faktencheck: 'fact check',
  offizielle: 'official',
  zahlen: 'figures',
  widerlegt: 'refuted',
  faux: 'false',
  vérification: 'fact check',
  chiffres: 'figures',
  officiels: 'official',
  asylanträge: 'asylum applications',
  erstanträge: 'first applications',
};

/** A word-for-word English rendering; words the dictionary lacks are kept only when they are names or numbers. */
export function translateToEnglish(text: string): string {
  return text
    .split(/\s+/)
    .map((word) => {
      const known = TO_ENGLISH[word.toLowerCase()];
      if (known) return known;
      return /\d/.test(word) || /^\p{Lu}/u.test(word) ? word : '';
    })
    .filter(Boolean)
    .join(' ');
}

/** The title of the corpus page that refutes the claim most strongly: the named rebuttal a well-read model knows. */
function rebuttalTerms(claim: SandboxClaim): string[] {
  let best: { title: string; strength: number } | undefined;
  for (const page of EVIDENCE) {
    for (const s of page.stances) {
      if (s.claimId !== claim.id || (s.stance !== 'refutes' && s.stance !== 'mixed')) continue;
      if (!best || s.strength > best.strength) best = { title: page.title, strength: s.strength };
    }
  }
  return best ? keyTerms(best.title.replace(/[|:–—-]+/g, ' '), 7) : [];
}

/** A neutral query and 2–3 counter-queries in the article's language, plus English translations when it is not English. */
export function claimQueries(claim: SandboxClaim, lang: string): SandboxQuery[] {
  const primary = lang.toLowerCase().split('-')[0] || 'en';
  const words = WORDS[primary] ?? WORDS.en!;
  const terms = keyTerms(claim.text, 6).join(' ');
  const rebuttal = rebuttalTerms(claim);
  const strongest: SandboxQuery = rebuttal.length
    ? { text: rebuttal.join(' '), intent: 'counter', lang: primary, aim: 'the named rebuttal' }
    : {
        text: `${keyTerms(claim.text.replace(/\d+(?:[.,]\d+)*\s*%?/g, ' '), 4).join(' ')} ${words.official}`,
        intent: 'counter',
        lang: primary,
        aim: 'the opposing figure',
      };
  // Strongest counter-query first, as the prompt asks.
  const own: SandboxQuery[] = [
    strongest,
    { text: `${words.factCheck} ${terms}`, intent: 'counter', lang: primary, aim: 'existing fact-checks' },
    { text: `${terms} ${words.false}`, intent: 'counter', lang: primary, aim: 'the claim called false' },
    { text: terms, intent: 'neutral', lang: primary, aim: 'the claim itself' },
  ];
  if (primary === 'en') return own;
  const english = own
    .map((q) => ({ ...q, text: translateToEnglish(q.text), lang: 'en' }))
    .filter((q) => q.text.split(' ').length >= 2);
  return [...own, ...english];
}

const DANGLING = new Set([
  'the',
  'a',
  'an',
  'of',
  'in',
  'on',
  'to',
  'for',
  'with',
  'that',
  'der',
  'die',
  'das',
  'in',
]);

/** Relations between two of the claim's entities that its quote states ("MMR vaccine" "causes" "autism"). */
export function claimRelations(
  claim: SandboxClaim,
  claimIndex: number,
  articleText: string,
): SandboxRelation[] {
  const quote = normaliseText(claim.quote);
  const lower = quote.toLowerCase();
  const present = claim.entities.filter(
    (e) => containsNormalised(articleText, e) && lower.includes(e.toLowerCase()),
  );
  const out: SandboxRelation[] = [];
  for (let i = 0; i + 1 < present.length; i++) {
    const [a, b] = [present[i]!, present[i + 1]!];
    const [first, second] = lower.indexOf(a.toLowerCase()) < lower.indexOf(b.toLowerCase()) ? [a, b] : [b, a];
    const from = lower.indexOf(first.toLowerCase()) + first.length;
    const between = quote.slice(from, lower.indexOf(second.toLowerCase(), from)).trim();
    const words = between.split(/\s+/).filter(Boolean);
    // A relation phrase a reader would accept: 1–3 words, not ending on an article or preposition.
    const last = (words[words.length - 1] ?? '').toLowerCase();
    if (words.length === 0 || words.length > 3 || /[.;:!?,]/.test(between) || DANGLING.has(last)) continue;
    out.push({ subject: first, predicate: between.replace(/[,]+$/, ''), object: second, claimIndex });
  }
  return out;
}
