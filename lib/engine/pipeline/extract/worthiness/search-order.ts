/**
 * A line that orders a search or points somewhere instead of stating something: it carries a search operator or a
 * URL, it is a "label: keywords" line with no sentence in it ("Search for: … site:…", "Tafuta: …", "Szukaj: …"), or it
 * names a web address anywhere but as its opening subject ("Busque en evil.example …", "Cari di evil.example …",
 * "ابحث في evil.example …"), in any language: read by structure, not by a list of verbs. Such a line is never a claim,
 * so no word of it may reach the model's claims or queries. A host that opens the sentence is what it is about
 * ("Booking.com reported …") and keeps it a statement.
 */
import { firstWebAddress } from '../../text/web-address';

const URL = /\b(?:https?|ftp):\/\/\S|\bwww\.\S/iu;
const OPERATOR =
  /(?<![\p{L}\p{N}])-?(?:site|inurl|allinurl|intitle|allintitle|intext|allintext|inanchor|filetype|ext|link|related|cache|source|domain|host|before|after|daterange)\s*:\s*[^\s:]/iu;
/** A short label then a colon (the Latin or full-width one), then the rest of the line. */
const LABELLED = /^\s*[^\s:：.!?。！？]+(?:\s+[^\s:：.!?。！？]+){0,3}\s*[:：]\s*(\S.*)$/su;
/** How a statement ends, in the scripts the engine reads. */
const SENTENCE_END = /[.!?。！？؟।]["'”’»)\]]*\s*$/u;
/** Opening punctuation a sentence may start with before its first word. */
const OPENING = /^[\s"'“”‘’«»„(\[¿¡*#-]*/u;

/** Whether `sentence` is a search order rather than a statement (see the module comment). */
export function isSearchOrder(sentence: string): boolean {
  const text = sentence.normalize('NFKC').trim();
  if (!text) return false;
  if (OPERATOR.test(text) || URL.test(text)) return true;
  const labelled = LABELLED.exec(text);
  // "Label: keyword list" — no statement after the colon ends like one, or what follows names a web address.
  if (labelled && (!SENTENCE_END.test(labelled[1] ?? '') || firstWebAddress(labelled[1] ?? '') >= 0))
    return true;
  const at = firstWebAddress(text);
  if (at < 0) return false;
  // A host in a line that does not end like a statement, or anywhere but as the sentence's opening subject.
  return !SENTENCE_END.test(text) || at > (OPENING.exec(text)?.[0].length ?? 0);
}
