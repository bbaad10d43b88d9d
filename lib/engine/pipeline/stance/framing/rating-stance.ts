/** A professional fact-check's rating in words ("Pants on Fire", "Mostly true", "Falsch", "Engañoso") as a stance. */
import type { Stance } from '../../../schemas/index';
import { cueRegex } from '../../text/cue-words';

const FALSE = cueRegex([
  ...['false', 'pants on fire', 'incorrect', 'wrong', 'fake', 'fabricated', 'debunked', 'not true', 'untrue'],
  ...[
    'mostly false',
    'misleading',
    'no evidence',
    'unsupported',
    'baseless',
    'four pinocchios',
    'scam',
    'hoax',
  ],
  ...[
    'falsch',
    'irreführend',
    'frei erfunden',
    'unbelegt',
    'faux',
    'trompeur',
    'infondé',
    'inexact',
    'intox',
  ],
  ...[
    'falso',
    'falsa',
    'engañoso',
    'engañosa',
    'bulo',
    'fuorviante',
    'enganoso',
    'enganosa',
    'onwaar',
    'misleidend',
  ],
  ...[
    'ложь',
    'фейк',
    'неправда',
    'не соответствует действительности',
    '虚假',
    '错误',
    '謠言',
    '誤り',
    '虚偽',
    '거짓',
  ],
  // Arabic and Hindi fact-checkers' ratings (AFP عربي, Misbar, Fatabyyano; AFP हिंदी, Vishvas News).
  ...['خطأ', 'خاطئ', 'زائف', 'كاذب', 'مفبرك', 'غير صحيح', 'गलत', 'फर्जी', 'झूठ', 'असत्य', 'भ्रामक'],
]);
const TRUE = cueRegex([
  ...[
    'true',
    'correct',
    'accurate',
    'mostly true',
    'verified',
    'richtig',
    'zutreffend',
    'stimmt',
    'vrai',
    'exact',
  ],
  ...[
    'verdadero',
    'verdadera',
    'cierto',
    'vero',
    'verdadeiro',
    'verdadeira',
    'waar',
    'juist',
    'правда',
    '属实',
    '正確',
    '사실',
  ],
  ...['صحيح', 'सही', 'सच'],
]);
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
  ...[
    'teilweise',
    'en partie',
    'à nuancer',
    'parcialmente',
    'en parte',
    'in parte',
    'gedeeltelijk',
    'частично',
  ],
]);
const SOFT_FALSE = cueRegex([
  ...['mostly false', 'misleading', 'missing context', 'irreführend', 'trompeur', 'engañoso', 'engañosa'],
  ...['fuorviante', 'enganoso', 'enganosa', 'misleidend', 'مضلل', 'भ्रामक'],
]);
const NOT_FALSE = cueRegex(['not false', 'nicht falsch', 'pas faux', 'no es falso']);

/** Stance a rating expresses about the claim it reviews, or null when the words are not a verdict. */
export function ratingStance(rating: string | null | undefined): { stance: Stance; strength: number } | null {
  if (!rating) return null;
  if (MIXED.test(rating)) return { stance: 'mixed', strength: 0.6 };
  if (SOFT_FALSE.test(rating)) return { stance: 'refutes', strength: 0.7 };
  if (FALSE.test(rating) && !NOT_FALSE.test(rating)) return { stance: 'refutes', strength: 0.9 };
  if (/\bmostly true\b/i.test(rating)) return { stance: 'supports', strength: 0.7 };
  if (TRUE.test(rating)) return { stance: 'supports', strength: 0.9 };
  return null;
}
