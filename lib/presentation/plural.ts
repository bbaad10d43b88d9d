/** Counted nouns and language names in plain English: Intl.PluralRules and Intl.DisplayNames, never raw codes. */

const PLURAL = new Intl.PluralRules('en');

/** The noun alone in the form `n` calls for ("claim" for 1, "claims" otherwise). */
export function noun(n: number, singular: string, plural = `${singular}s`): string {
  return PLURAL.select(n) === 'one' ? singular : plural;
}

/** "1 claim", "6 claims", "0 sources". */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n.toLocaleString('en')} ${noun(n, singular, plural)}`;
}

const LANGUAGES = (() => {
  try {
    return new Intl.DisplayNames(['en'], { type: 'language', fallback: 'none' });
  } catch {
    return null;
  }
})();

/** "English", "German", "Portuguese (Brazil)"; null when the code is unknown or undetermined ("und"). */
export function languageName(code: string | null | undefined): string | null {
  const tag = code?.trim();
  if (!tag || /^(und|zxx|mul|mis)\b/i.test(tag) || !LANGUAGES) return null;
  try {
    const name = LANGUAGES.of(tag);
    return name && name.toLowerCase() !== tag.toLowerCase() ? name : null;
  } catch {
    return null;
  }
}
