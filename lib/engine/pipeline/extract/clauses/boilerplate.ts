/** Page furniture that is not a claim: bylines, datelines, headings, captions, photo credits, share/subscribe lines. */

type BoilerplateKind = 'byline' | 'date' | 'caption' | 'credit' | 'share';

const NAME = String.raw`\p{Lu}[\p{L}\p{M}.'’-]*`;
const BY = String.raw`(?:[Bb]y|BY|[Vv]on|[Pp]ar|[Pp]or|[Dd]i|[Dd]oor|[Aa]v|[Aa]f|[Tt]exte?:?|[Tt]ext:|[Ww]ritten by|[Rr]eporting by|[Aa]dditional reporting by|[Ee]diting by|[Rr]eported by)`;
/** "By Priya Raman · 12 April 2026", "Von Anna Schmidt | dpa", "Reporting by Jane Doe; Editing by John Roe". */
const BYLINE = new RegExp(
  String.raw`^${BY}\s+${NAME}(?:\s+(?:${NAME}|de|van|von|der|da|di|le|la|bin|al|el))*\s*(?:$|[,·|•–—;/&(]|\s(?:and|und|et|y|e|en|och|og)\s|\s\d)`,
  'u',
);

const MONTHS =
  'jan|january|feb|february|mar|march|apr|april|may|jun|june|jul|july|aug|august|sep|sept|september|oct|october|nov|november|dec|december|januar|februar|märz|mai|juni|juli|oktober|dezember|janvier|février|mars|avril|juin|juillet|août|septembre|octobre|novembre|décembre|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre';
const DATE_WORDS = new RegExp(
  String.raw`^(?:${MONTHS}|mon|monday|tue|tuesday|wed|wednesday|thu|thursday|fri|friday|sat|saturday|sun|sunday|published|updated|last|modified|posted|on|at|am|pm|gmt|bst|utc|cet|cest|est|edt|pst|min|mins|minutes|read|veröffentlicht|aktualisiert|stand|uhr|publié|mis|à|jour|le|de|del|publicado|actualizado|the|of|et|und|and|h)$`,
  'iu',
);

/** Lines that are only a date, a time or "5 min read" ("Updated 12 April 2026, 14:05 BST"). */
function isDateLine(text: string): boolean {
  const words = text.split(/[\s,·|•/–—:()]+/u).filter(Boolean);
  if (words.length === 0 || words.length > 10) return false;
  const dated =
    words.some((w) => /\d/.test(w)) || words.some((w) => new RegExp(`^(?:${MONTHS})\\.?$`, 'iu').test(w));
  return dated && words.every((w) => /^[\d.:apmh]+$/iu.test(w) || DATE_WORDS.test(w.replace(/\.$/, '')));
}

/**
 * Photo credits and caption markers: a credit label anywhere ("Photograph: Simon Maina/AFP"), an agency credit
 * closing the text ("… in Nairobi. Simon Maina/AFP via Getty Images"), or a caption's lead ("Clockwise from top:",
 * "Left to right:", "Pictured:"). "the AP/NORC poll" stays running text.
 */
export const CREDIT =
  /(?:^|[\s(])(?:Photo(?:graph)?s?|Image|Picture|Illustration|Video|Credit|Foto|Bild|Crédits?|Imagen|Fotografía)\s*(?:by|von|de|:)|\/\s*(?:Getty|AFP|Reuters|AP|EPA|Shutterstock|Alamy|dpa|PA|Bloomberg|Xinhua|ANP|ZUMA|Sipa)(?:\s*\/\s*[\p{L} ]+|\s+via\s+[\p{L} ]+)*\)?\.?\s*$|(?:Getty Images|Shutterstock)\)?\.?\s*$|©|\(c\)\s*\d{4}|^(?:Pictured|Above|Below|Top|Bottom|Left|Right|Inset|Main (?:image|picture|photo)|File photo|Clockwise from (?:the )?(?:top|bottom|left|right)(?: (?:left|right))?|(?:From left|Left) to right|\(?L-R\)?|(?:Top|Bottom) row)\s*:/u;

/** Share, subscribe and navigation lines, in the forms sites print them ("Share this article", "Read more:"). */
const SHARE =
  /^(?:share this|share on|share:|share$|subscribe\b|sign up\b|follow us\b|read more\b|read next\b|related:|recommended:|advertisement$|click here\b|listen to this\b|watch:|newsletter:|copyright (?:©|\(c\)|\d{4})|teilen$|jetzt abonnieren|abonnieren sie|lesen sie auch|mehr zum thema|anzeige$|partager|abonnez-vous|lire aussi|à lire aussi|publicité$|compartir$|suscríbete|leer más|lee también|publicidad$)|sign up (?:for|to) (?:our|the)|subscribe to (?:our|the)|(?:share|post) (?:on|to) (?:facebook|twitter|x|whatsapp|linkedin|email)|follow us on|all rights reserved|alle rechte vorbehalten|tous droits réservés/iu;

/** What kind of furniture a sentence (or short paragraph) is, or null for running text. */
export function boilerplateKind(sentence: string): BoilerplateKind | null {
  const text = sentence.trim();
  if (!text) return null;
  const words = text.split(/\s+/u).length;
  if (BYLINE.test(text) && words <= 16) return 'byline';
  if (isDateLine(text)) return 'date';
  if (words <= 40 && CREDIT.test(text))
    return /^\(?(?:Photo|Image|Credit|Foto|Bild|Crédit)/iu.test(text) ? 'credit' : 'caption';
  if (words <= 25 && SHARE.test(text)) return 'share';
  return null;
}

/** A heading: a short line standing alone (its own paragraph or line) that does not end like a sentence. */
export function isHeading(line: string): boolean {
  const text = line.trim();
  return text.split(/\s+/u).length <= 14 && /[\p{L}\p{N}\p{M})]$/u.test(text);
}

/**
 * Length of a leading news dateline ("LONDON, 12 April (Reuters) – ", "WASHINGTON (AP) — ", "BERLIN (dpa) - "),
 * or 0. The rest of the sentence is the claim.
 */
export function datelineLength(sentence: string): number {
  const agency = String.raw`\((?:Reuters|AP|AFP|dpa|DPA|Xinhua|Bloomberg|CNN|UPI|PA|ANSA|EFE|KNA|epd|AA|IANS|PTI|Yonhap|Kyodo)[^)]{0,20}\)`;
  const place = String.raw`\p{Lu}[\p{Lu}\p{M} .'’-]{1,30}\p{Lu}`;
  const when = String.raw`(?:,\s*[\p{L}\p{N} .]{1,24})?`;
  const withAgency = new RegExp(
    String.raw`^(?:${place}|\p{Lu}[\p{L} .'’-]{1,30})${when}\s*${agency}\s*[–—-]{1,2}\s*`,
    'u',
  );
  const capsOnly = new RegExp(String.raw`^${place}${when}\s*[–—-]{1,2}\s+`, 'u');
  // A dated lead: "Feb. 23, 2015 -- ", "April 17, 2015 – ", "23 février 2015 — ".
  const dated =
    /^(?:\p{Lu}\p{Ll}{2,8}\.?\s+\d{1,2},\s+\d{4}|\d{1,2}\.?\s+\p{L}{3,9}\.?\s+\d{4})\s*[–—-]{1,2}\s+/u;
  const m = withAgency.exec(sentence) ?? capsOnly.exec(sentence) ?? dated.exec(sentence);
  return m ? m[0].length : 0;
}
