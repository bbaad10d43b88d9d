/**
 * A line that orders a search instead of stating something: it carries a search operator or a URL, or it is a
 * "label: keywords" line with no sentence in it ("Search for: … site:…", "Tafuta: …", "Szukaj: …"), in any language.
 * Such a line is never a claim, so no word of it may reach the model's claims or queries.
 */
const OPERATOR =
  /(?<![\p{L}\p{N}])-?(?:site|inurl|allinurl|intitle|allintitle|intext|allintext|inanchor|filetype|ext|link|related|cache|source|domain|host|before|after|daterange)\s*:\s*[^\s:]/iu;
const URL = /\b(?:https?|ftp):\/\/\S|\bwww\.\S/iu;
/** A short label then a colon (the Latin or full-width one), then the rest of the line. */
const LABELLED = /^\s*[^\s:：.!?。！？]+(?:\s+[^\s:：.!?。！？]+){0,3}\s*[:：]\s*(\S.*)$/su;
/** How a statement ends, in the scripts the engine reads. */
const SENTENCE_END = /[.!?。！？؟।]["'”’»)\]]*\s*$/u;
/** A host name ("evil.example", "who.int"). */
const HOST = /(?<![\p{L}\p{N}.@])(?:[\p{L}\p{N}-]+\.)+\p{L}{2,24}(?![\p{L}\p{N}])/u;

/** Whether `sentence` is a search order rather than a statement (see the module comment). */
export function isSearchOrder(sentence: string): boolean {
  const text = sentence.normalize('NFKC').trim();
  if (!text) return false;
  if (OPERATOR.test(text) || URL.test(text)) return true;
  const labelled = LABELLED.exec(text);
  // "Label: keyword list" — no statement after the colon ends like one.
  if (labelled && !SENTENCE_END.test(labelled[1] ?? '')) return true;
  // A host named in a line that does not end like a statement ("Search vaccine truth on evil.example").
  return HOST.test(text) && !SENTENCE_END.test(text);
}
