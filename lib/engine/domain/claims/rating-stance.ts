/**
 * A professional fact-check's rating as a stance and strength: the words of ClaimReview `reviewRating.alternateName`
 * in their many wordings and languages ("Pants on Fire", "Faux", "Irreführend", "Fuera de contexto"), or else its
 * numeric `ratingValue` on the `worstRating`..`bestRating` scale; null when the rating says nothing about truth.
 */
import type { Stance } from '../../schemas/index';
import { cueRegex } from '../text/cue-regex';

/** What a rating says of the claim it reviews. */
interface RatingReading {
  stance: Stance;
  strength: number;
}

/** A ClaimReview `reviewRating` as feeds carry it: numbers may come as text. */
interface ClaimReviewRating {
  alternateName?: string | null;
  ratingValue?: number | string | null;
  bestRating?: number | string | null;
  worstRating?: number | string | null;
}

/** Labels about something other than the claim's truth: satire, opinion, a flip-flop, work in progress. */
const NO_VERDICT = cueRegex([
  ...['satire', 'satirical', 'labeled satire', 'originated as satire', 'parody', 'opinion', 'explainer'],
  ...[
    'analysis',
    'not rated',
    'unrated',
    'no rating',
    'research in progress',
    'legend',
    'full flop',
    'half flip',
  ],
  ...['no flip', 'flip-flop', 'satira', 'satírico', 'sátira', 'satirique', 'parodie', 'parodia', 'meinung'],
  ...['tribune', 'opinión', 'opinião', 'analyse', 'análisis', 'análise', 'analisi', 'تحليل', 'विश्लेषण'],
]);
/** "Not false": a denial of falsehood, never read as "false". */
const NOT_FALSE = cueRegex([
  'not false',
  'nicht falsch',
  'pas faux',
  'no es falso',
  'non è falso',
  'não é falso',
]);
/** Half true, or true with something missing. */
const MIXED = cueRegex([
  ...[
    'half true',
    'half-true',
    'mixed',
    'mixture',
    'partly',
    'partially',
    'missing context',
    'needs context',
  ],
  ...['lacks context', 'outdated', 'two pinocchios', 'teilweise', 'halb wahr', 'halbwahr', 'veraltet'],
  ...[
    'en partie',
    'à nuancer',
    'plus compliqué',
    'manque de contexte',
    'parcialmente',
    'en parte',
    'a medias',
  ],
  ...['medio verdadero', 'falta contexto', 'falta de contexto', 'in parte', 'parzialmente', 'manca contesto'],
  ...['em parte', 'gedeeltelijk', 'half waar', 'частично', 'неоднозначно'],
]);
/** Real material shown out of its context: the claim made with it misleads. */
const OUT_OF_CONTEXT = cueRegex([
  ...[
    'out of context',
    'fuera de contexto',
    'sacado de contexto',
    'descontextualizado',
    'descontextualizada',
  ],
  ...['hors contexte', 'sorti de son contexte', 'sorti du contexte', 'aus dem zusammenhang', 'ohne kontext'],
  ...['fora de contexto', 'fuori contesto', 'decontestualizzato', 'decontestualizzata', 'uit de context'],
  ...['uit context', 'exaggerated', 'exaggeration', 'übertrieben', 'exagéré', 'exagerado', 'exagerada'],
  ...['esagerato', 'overdreven'],
]);
/** No evidence for the claim: a weak refutation, not a finding that it is false. */
const UNPROVEN = cueRegex([
  ...[
    'unproven',
    'unverified',
    'unsubstantiated',
    'no evidence',
    'unsupported',
    'lacks evidence',
    'not proven',
  ],
  ...['unbelegt', 'nicht belegt', 'unbewiesen', 'sans preuve', 'non prouvé', 'non étayé', 'sin evidencia'],
  ...['sin evidencias', 'sin pruebas', 'no probado', 'sin fundamento', 'non provato', 'senza prove'],
  ...['sem provas', 'sem evidências', 'não comprovado', 'niet bewezen', 'onbewezen', 'bewijs ontbreekt'],
  ...['не доказано', 'غير مثبت'],
]);
/** Mostly false, misleading, misattributed. */
const SOFT_FALSE = cueRegex([
  ...['mostly false', 'largely false', 'misleading', 'misattributed', 'three pinocchios', 'imprecise'],
  ...['irreführend', 'größtenteils falsch', 'grösstenteils falsch', 'überwiegend falsch', 'trompeur'],
  ...['trompeuse', 'plutôt faux', 'engañoso', 'engañosa', 'mayormente falso', 'en gran parte falso'],
  ...['impreciso', 'imprecisa', 'fuorviante', 'prevalentemente falso', 'enganoso', 'enganosa'],
  ...[
    'distorted',
    'distorcido',
    'distorcida',
    'distorsionado',
    'distorsionada',
    'verzerrt',
    'déformé',
    'distorto',
  ],
  ...['misleidend', 'grotendeels onwaar', 'مضلل', 'भ्रामक', 'вводит в заблуждение', '误导'],
]);
const MISATTRIBUTED = cueRegex([
  'misattributed',
  'fausse attribution',
  'falsamente atribuido',
  'falsch zugeschrieben',
]);
/** False, fabricated, altered media, scams. */
const FALSE = cueRegex([
  ...['false', 'pants on fire', 'incorrect', 'wrong', 'fake', 'fabricated', 'debunked', 'not true', 'untrue'],
  ...['baseless', 'four pinocchios', 'scam', 'hoax', 'altered', 'doctored', 'manipulated', 'edited'],
  ...[
    'falsch',
    'frei erfunden',
    'erfunden',
    'manipuliert',
    'fälschung',
    'betrug',
    'nicht wahr',
    'faux',
    'fausse',
  ],
  ...['infondé', 'inexact', 'intox', 'arnaque', 'manipulé', 'montage', 'canular', 'falso', 'falsa', 'bulo'],
  ...['engaño', 'estafa', 'incorrecto', 'incorrecta', 'manipulado', 'manipulada', 'trucado', 'trucada'],
  ...['bufala', 'sbagliato', 'truffa', 'manipolato', 'manipolata', 'errado', 'errada', 'incorreto', 'golpe'],
  ...['onwaar', 'niet waar', 'nep', 'gemanipuleerd', 'ложь', 'фейк', 'неправда'],
  ...['не соответствует действительности', '虚假', '错误', '謠言', '誤り', '虚偽', '거짓'],
  // Arabic and Hindi fact-checkers' ratings (AFP عربي, Misbar, Fatabyyano; AFP हिंदी, Vishvas News).
  ...['خطأ', 'خاطئ', 'زائف', 'كاذب', 'مفبرك', 'غير صحيح', 'गलत', 'फर्जी', 'झूठ', 'असत्य'],
]);
/** Mostly true. */
const MOSTLY_TRUE = cueRegex([
  ...['mostly true', 'largely true', 'mostly accurate', 'mostly correct', 'one pinocchio', 'plutôt vrai'],
  ...['größtenteils richtig', 'grösstenteils richtig', 'weitgehend richtig', 'überwiegend richtig'],
  ...['mayormente verdadero', 'mayormente cierto', 'en gran parte cierto', 'prevalentemente vero'],
  ...['praticamente verdadeiro', 'grotendeels waar'],
]);
/** True, correct, correctly attributed, confirmed. */
const TRUE = cueRegex([
  ...[
    'true',
    'correct',
    'accurate',
    'verified',
    'confirmed',
    'legit',
    'correct attribution',
    'geppetto checkmark',
  ],
  ...['richtig', 'zutreffend', 'stimmt', 'wahr', 'bestätigt', 'vrai', 'vraie', 'exact', 'confirmé'],
  ...['verdadero', 'verdadera', 'cierto', 'cierta', 'correcto', 'correcta', 'confirmado', 'vero', 'corretto'],
  ...['verdadeiro', 'verdadeira', 'correto', 'correta', 'waar', 'juist', 'klopt', 'правда', 'верно'],
  ...['属实', '正確', '사실', 'صحيح', 'सही', 'सच'],
]);

/** The reading of a rating's words: a verdict, 'none' when they are about something else, null when unknown. */
function readWords(rating: string): RatingReading | 'none' | null {
  if (NO_VERDICT.test(rating)) return 'none';
  if (MIXED.test(rating)) return { stance: 'mixed', strength: 0.6 };
  if (OUT_OF_CONTEXT.test(rating)) return { stance: 'refutes', strength: 0.6 };
  if (UNPROVEN.test(rating)) return { stance: 'refutes', strength: 0.5 };
  if (MISATTRIBUTED.test(rating)) return { stance: 'refutes', strength: 0.8 };
  if (SOFT_FALSE.test(rating)) return { stance: 'refutes', strength: 0.7 };
  if (FALSE.test(rating) && !NOT_FALSE.test(rating)) return { stance: 'refutes', strength: 0.9 };
  if (MOSTLY_TRUE.test(rating)) return { stance: 'supports', strength: 0.7 };
  if (TRUE.test(rating)) return { stance: 'supports', strength: 0.9 };
  return null;
}

/** Stance a rating in words expresses about the claim it reviews, or null when the words are not a verdict. */
export function ratingStance(rating: string | null | undefined): RatingReading | null {
  if (!rating) return null;
  const read = readWords(rating);
  return read === 'none' ? null : read;
}

/**
 * A ClaimReview rating read: its words first; when they are missing or unknown, its number on the scale from
 * `worstRating` (false) to `bestRating` (true), 1 to 5 when not given (schema.org's defaults). A number outside its
 * scale (feeds write -1 for "no number") and a label about something else than truth give null.
 */
export function normaliseRating(rating: ClaimReviewRating): RatingReading | null {
  const words = rating.alternateName?.trim();
  if (words) {
    const read = readWords(words);
    if (read === 'none') return null;
    if (read) return read;
  }
  const value = numberOf(rating.ratingValue);
  const best = numberOf(rating.bestRating) ?? 5;
  const worst = numberOf(rating.worstRating) ?? 1;
  if (value === null || !(best > worst) || value < worst || value > best) return null;
  const position = (value - worst) / (best - worst);
  if (position <= 0.125) return { stance: 'refutes', strength: 0.9 };
  if (position < 0.375) return { stance: 'refutes', strength: 0.7 };
  if (position <= 0.625) return { stance: 'mixed', strength: 0.6 };
  if (position < 0.875) return { stance: 'supports', strength: 0.7 };
  return { stance: 'supports', strength: 0.9 };
}

function numberOf(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const n = typeof value === 'number' ? value : Number(String(value).trim().replace(',', '.'));
  return Number.isFinite(n) ? n : null;
}
