/** Word lists (English, German, French) for the no-model heuristics: one place, easy to extend. */

/** Builds a case-insensitive regex that matches any phrase on word boundaries (Unicode aware). */
export function cueRegex(phrases: readonly string[]): RegExp {
  const body = phrases.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+')).join('|');
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${body})(?![\\p{L}\\p{N}])`, 'iu');
}

export const COMPARISON = cueRegex([
  'more than', 'less than', 'fewer than', 'higher than', 'lower than', 'larger than', 'smaller than', 'compared to',
  'compared with', 'twice', 'doubled', 'tripled', 'halved', 'increase', 'increased', 'decrease', 'decreased', 'rose',
  'fell', 'rise', 'drop', 'dropped', 'grew', 'declined', 'record', 'highest', 'lowest', 'largest', 'most', 'least',
  'mehr als', 'weniger als', 'höher als', 'niedriger als', 'verdoppelt', 'gestiegen', 'gesunken', 'stieg', 'sank',
  'Anstieg', 'Rückgang', 'höchste', 'niedrigste', 'plus que', 'moins que', 'plus de', 'moins de', 'doublé',
  'hausse', 'baisse', 'augmenté', 'diminué', 'record',
]);

export const ATTRIBUTION = cueRegex([
  'said', 'says', 'according to', 'reported', 'reports', 'announced', 'stated', 'claimed', 'claims', 'told',
  'confirmed', 'found', 'shows', 'showed', 'published', 'estimates', 'estimated', 'laut', 'sagte', 'sagt',
  'erklärte', 'berichtete', 'teilte mit', 'zufolge', 'nach Angaben', 'selon', 'a déclaré', 'a dit', 'affirme',
  'a annoncé', "d'après",
]);

export const CAUSAL = cueRegex([
  'causes', 'caused', 'cause', 'leads to', 'led to', 'results in', 'resulted in', 'because of', 'due to',
  'linked to', 'responsible for', 'prevents', 'prevented', 'reduces', 'reduced', 'increases the risk',
  'führt zu', 'führte zu', 'verursacht', 'wegen', 'aufgrund', 'verhindert', 'senkt', 'provoque', 'entraîne',
  'à cause de', 'en raison de', 'réduit', 'empêche',
]);

export const HEDGES = cueRegex([
  'may', 'might', 'could', 'possibly', 'perhaps', 'likely', 'unlikely', 'reportedly', 'allegedly', 'seems',
  'appears', 'suggests', 'probably', 'vielleicht', 'möglicherweise', 'könnte', 'könnten', 'wohl', 'angeblich',
  'peut-être', 'pourrait', 'pourraient', 'probablement', 'semble',
]);

export const OPINION = cueRegex([
  'i think', 'i believe', 'we believe', 'in my view', 'in my opinion', 'should', 'must', 'ought to', 'we need',
  'it is time', 'shameful', 'disgrace', 'wonderful', 'terrible', 'beautiful', 'awful', 'best', 'worst',
  'ich finde', 'meiner Meinung nach', 'sollte', 'sollten', 'müssen', 'muss', 'skandalös', 'à mon avis',
  'je pense', 'devrait', 'devraient', 'il faut', 'honteux',
]);

export const PREDICTION = cueRegex([
  'will', 'is expected to', 'are expected to', 'forecast', 'projected', 'by 2030', 'by 2035', 'by 2040', 'by 2050',
  'wird', 'werden', 'voraussichtlich', 'prognostiziert', 'va', 'vont', 'devrait atteindre', 'prévu',
]);

export const REFUTATION = cueRegex([
  'false', 'not true', 'untrue', 'no evidence', 'debunked', 'misleading', 'incorrect', 'inaccurate', 'myth',
  'fabricated', 'refuted', 'denied', 'contrary to', 'wrong', 'hoax', 'falsch', 'widerlegt', 'kein Beleg',
  'keine Belege', 'irreführend', 'stimmt nicht', 'faux', 'démenti', 'aucune preuve', 'trompeur', 'inexact',
]);

export const NEGATION = cueRegex([
  'not', 'no', 'never', 'none', "n't", 'did not', 'does not', "doesn't", "didn't", 'nicht', 'kein', 'keine',
  'nie', 'niemals', 'pas', 'jamais', 'aucun', 'aucune',
]);

export const CONFIRMATION = cueRegex([
  'confirmed', 'confirms', 'true', 'accurate', 'correct', 'verified', 'consistent with', 'shows', 'showed',
  'found', 'bestätigt', 'richtig', 'zutreffend', 'confirmé', 'exact', 'vrai',
]);

export const INJECTION = cueRegex([
  'ignore previous instructions', 'ignore all previous instructions', 'ignore the previous instructions',
  'ignore prior instructions', 'disregard previous instructions', 'disregard all prior', 'ignore your instructions',
  'new instructions', 'you are now', 'as an ai', 'rate every claim', 'mark this claim', 'mark every claim',
  'system prompt', 'assistant:', 'system:', 'developer mode', 'jailbreak', 'vorherigen Anweisungen',
  'ignoriere', 'instructions précédentes', 'ignorez',
]);

const STOPWORDS_LIST =
  `a an the and or but if then of in on at to for from by with without about as is are was were be been being it its
  this that these those there their they them he she his her we our you your i me my not no yes do does did done has
  have had having than so such very more most less also just only into over under after before between during while
  which who whom whose what when where why how all any some each other can could would should may might must will shall
  said says according per new one two according der die das den dem des ein eine einer eines einem und oder aber nicht
  ist sind war waren wird werden wurde wurden hat haben hatte mit von vom zu zum zur im in am an auf aus bei für über
  unter nach vor als auch noch nur sich es er sie wir ihr ich dass daß wie so laut le la les un une des du de et ou
  mais est sont était été a ont avec pour par sur dans en au aux ce cette ces qui que quoi il elle ils elles nous vous
  plus selon pas ne um bis seit gegen durch ohne sowie vers chez sans`;
export const STOPWORDS = new Set(STOPWORDS_LIST.split(/\s+/).filter(Boolean));
