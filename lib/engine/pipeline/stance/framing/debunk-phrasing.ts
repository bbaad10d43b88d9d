/**
 * Debunk phrasing: a fact-check's verdict opener ("No, …", "Nein, …", "Falso: …") and "not backed by" / "no evidence
 * that" / "unfounded" predicates, in the supported languages (en, de, fr, es, ru, zh, ja, ko). Read in a sentence
 * about the claim, they refute what the sentence repeats, whatever its other words agree with.
 */
import { cueRegex } from '../../text/cue-words';

/** A verdict that opens the sentence: the word, then a comma, colon, dash or full stop. */
const OPENER_WORDS =
  'no|nope|false|wrong|incorrect|not true|untrue|fake|fake news|misleading|myth|bogus|' +
  'nein|falsch|stimmt nicht|irreführend|mythos|' +
  'non|faux|intox|trompeur|mythe|' +
  'falso|falsa|bulo|engañoso|no es cierto|mito|' +
  'нет|неправда|ложь|фейк|не так|миф';
/** A fact-check's label before its verdict ("FACT CHECK: No, …", "Verdict: False: …", "Faktencheck: Nein, …"). */
const VERDICT_LABEL =
  'fact[- ]?check|verdict|our verdict|rating|our rating|claim|' +
  'faktencheck|faktenfuchs|urteil|fazit|bewertung|behauptung|' +
  'vérification|notre verdict|intox ou info|' +
  'veredicto|verificación|calificación|' +
  'вердикт|проверка фактов';
const VERDICT_OPENER = new RegExp(
  String.raw`^[\s"'“”„«»‘’(\[]*(?:(?:${VERDICT_LABEL})\s*[:：]\s*[\s"'“”„«»‘’]*)?(?:${OPENER_WORDS})(?:\s*[,:;!]|\.(?!\s*\d)|\s+[—–-]\s)`,
  'iu',
);
/** Openers in scripts without spaces (Chinese 不/错误/谣言, Japanese いいえ/誤り, Korean 아니요/거짓), then a comma or colon. */
const UNSPACED_OPENER =
  /^[\s"'“”「『(]*(?:不是|不|否|错误|錯誤|谣言|謠言|假的|いいえ|誤り|デマ|아니요|아니오|아닙니다|거짓|사실이 아닙니다)\s*[，,、：:。！!—-]/u;

/** Predicates that say a claim lacks support: the sentence that repeats the claim says it is unfounded. */
const DEBUNK_PREDICATE = cueRegex([
  // en
  'not backed by',
  'not supported by',
  'not borne out by',
  'unsupported by',
  'no scientific evidence',
  'no credible evidence',
  'no clinical evidence',
  'no reliable evidence',
  'no good evidence',
  'no proof',
  'little evidence',
  'lacks evidence',
  'lack evidence',
  'lacks scientific',
  'lack scientific',
  'unfounded',
  'baseless',
  'unsubstantiated',
  'without evidence',
  'without scientific basis',
  'no scientific basis',
  'no basis in fact',
  'has been debunked',
  'no grounding in',
  'not grounded in',
  'failed to find',
  'fail to find',
  'found no link',
  'no link between',
  'does not hold up',
  'do not hold up',
  'reject the claim',
  'rejects the claim',
  'rejected the claim',
  'conspiracy theory',
  'has been retracted',
  'was retracted',
  'pants on fire',
  // de
  'nicht belegt',
  'unbelegt',
  'keine Beweise',
  'keinen Beweis',
  'keine wissenschaftlichen Belege',
  'keine wissenschaftliche Grundlage',
  'wissenschaftlich nicht haltbar',
  'haltlos',
  'entbehrt jeder Grundlage',
  'nicht gedeckt',
  'nicht bestätigt',
  'Mythos',
  'Verschwörungstheorie',
  'kein Zusammenhang',
  'keinen Beleg',
  'keine Belege',
  'keinerlei Belege',
  'keinen Nachweis',
  'keinen Zusammenhang',
  // fr
  'pas de preuve',
  'aucune preuve scientifique',
  'infondé',
  'infondée',
  'infondés',
  'infondées',
  'sans fondement',
  'non étayé',
  'non étayée',
  'pas étayé',
  'rien ne prouve',
  'aucun fondement',
  'mythe',
  'aucun lien',
  'aucune preuve',
  'pas la moindre preuve',
  'théorie du complot',
  // es
  'no hay evidencia',
  'no hay pruebas',
  'no existe evidencia',
  'sin pruebas',
  'sin evidencia',
  'sin fundamento',
  'infundado',
  'infundada',
  'carece de fundamento',
  'carecen de fundamento',
  'no está respaldado',
  'no está respaldada',
  'no están respaldados',
  'no están respaldadas',
  'mito',
  'no hay relación',
  'ninguna prueba',
  'ninguna evidencia',
  'nessuna prova',
  'nessuna evidenza',
  'nenhuma prova',
  'nenhuma evidência',
  'não há provas',
  'geen bewijs',
  'teoría de la conspiración',
  // ru
  'не подтверждается',
  'не подтверждаются',
  'не подтверждено',
  'нет доказательств',
  'нет научных доказательств',
  'необоснованно',
  'необоснованы',
  'беспочвенн',
  'миф',
  'теория заговора',
  // zh, ja, ko (matched inside words)
  '没有科学依据',
  '沒有科學依據',
  '没有证据',
  '沒有證據',
  '缺乏证据',
  '缺乏證據',
  '毫无根据',
  '毫無根據',
  '没有根据',
  '沒有根據',
  '根拠がない',
  '根拠はありません',
  '根拠がありません',
  '証拠はない',
  '証拠はありません',
  '裏付けられていない',
  '근거가 없',
  '근거 없는',
  '증거가 없',
  '사실무근',
  '입증되지 않',
]);

/** The debunk cue of a sentence (its verdict opener or unsupported-predicate), or undefined. */
export function debunkCue(sentence: string): string | undefined {
  const opener = VERDICT_OPENER.exec(sentence) ?? UNSPACED_OPENER.exec(sentence);
  if (opener) return opener[0].replace(/^[\s"'“”„«»‘’「『(\[]+/u, '').trim();
  return DEBUNK_PREDICATE.exec(sentence)?.[0];
}
