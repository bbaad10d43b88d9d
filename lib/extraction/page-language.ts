/** Page language: `<html lang>`, then the content-language meta, then og:locale, as a BCP 47 tag (`und` if unknown). */

/** `en_us` → `en-US`, `DE` → `de`, `zh-hant-tw` → `zh-Hant-TW`; null when it is not a language tag. */
export function normalizeLanguageTag(value: string | null | undefined): string | null {
  if (!value) return null;
  const first = value.split(/[,;]/)[0]?.trim().replace(/_/g, '-') ?? '';
  if (!/^[a-z]{2,3}(-[a-z0-9]{2,8})*$/i.test(first)) return null;
  const [lang, ...rest] = first.split('-');
  if (!lang || lang.toLowerCase() === 'und' || lang.toLowerCase() === 'xx') return null;
  const subtags = rest.map((tag) => {
    if (tag.length === 2 || /^\d{3}$/.test(tag)) return tag.toUpperCase(); // region
    if (tag.length === 4) return tag[0]!.toUpperCase() + tag.slice(1).toLowerCase(); // script
    return tag.toLowerCase();
  });
  return [lang.toLowerCase(), ...subtags].join('-');
}

/** The page's language as a BCP 47 tag, `und` when the page does not say. */
export function findPageLanguage(doc: Document): string {
  const root = doc.documentElement;
  const candidates = [
    root?.getAttribute('lang'),
    root?.getAttribute('xml:lang'),
    doc.querySelector('meta[http-equiv="content-language" i]')?.getAttribute('content'),
    doc.querySelector('meta[name="content-language" i]')?.getAttribute('content'),
    doc.querySelector('meta[name="language" i]')?.getAttribute('content'),
    doc.querySelector('meta[property="og:locale"]')?.getAttribute('content'),
  ];
  for (const candidate of candidates) {
    const tag = normalizeLanguageTag(candidate);
    if (tag) return tag;
  }
  return 'und';
}
