/** Query templates: one neutral query and adversarial counter-queries, in the claim's language plus English. */
import { keyTerms, numbersIn } from './key-terms';

export interface PlannedQuery {
  text: string;
  intent: 'neutral' | 'counter';
  lang: string;
  reason: string;
}

interface Templates {
  falseQ: (t: string) => string;
  factCheck: (t: string) => string;
  debunked: (t: string) => string;
  criticism: (t: string) => string;
  noEvidence: (t: string) => string;
}

const TEMPLATES: Record<string, Templates> = {
  en: {
    falseQ: (t) => `${t} false`,
    factCheck: (t) => `fact check ${t}`,
    debunked: (t) => `${t} debunked`,
    criticism: (t) => `criticism of ${t}`,
    noEvidence: (t) => `no evidence ${t}`,
  },
  de: {
    falseQ: (t) => `${t} falsch`,
    factCheck: (t) => `Faktencheck ${t}`,
    debunked: (t) => `${t} widerlegt`,
    criticism: (t) => `Kritik an ${t}`,
    noEvidence: (t) => `kein Beleg ${t}`,
  },
  fr: {
    falseQ: (t) => `${t} faux`,
    factCheck: (t) => `vérification ${t}`,
    debunked: (t) => `${t} démenti`,
    criticism: (t) => `critique de ${t}`,
    noEvidence: (t) => `aucune preuve ${t}`,
  },
};

/** Primary language subtag ("de-CH" → "de"); "und"/empty → "en". */
export function primaryLang(lang: string | undefined): string {
  const primary = (lang ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
  return primary && primary !== 'und' ? primary : 'en';
}

/** The neutral query: the claim's key terms. */
export function neutralQuery(claim: { text: string; lang?: string }): PlannedQuery {
  return {
    text: keyTerms(claim.text, 8).join(' '),
    intent: 'neutral',
    lang: primaryLang(claim.lang),
    reason: 'neutral: key terms of the claim',
  };
}

/** Counter-queries (negation, opposing number, fact check, debunked, criticism) in the claim's language and English. */
export function counterQueries(claim: { text: string; lang?: string }, max = 6): PlannedQuery[] {
  const lang = primaryLang(claim.lang);
  const terms = keyTerms(claim.text, 6).join(' ');
  if (!terms) return [];
  const withoutNumbers = keyTerms(claim.text.replace(/\d+(?:[.,]\d+)*\s*%?/g, ' '), 6).join(' ');
  const out: PlannedQuery[] = [];
  const own = TEMPLATES[lang];
  const en = TEMPLATES.en!;
  if (own) {
    out.push({ text: own.falseQ(terms), intent: 'counter', lang, reason: 'counter: negation ("false")' });
    out.push({
      text: own.factCheck(terms),
      intent: 'counter',
      lang,
      reason: 'counter: existing fact-checks',
    });
  }
  if (lang !== 'en') {
    out.push({
      text: en.factCheck(terms),
      intent: 'counter',
      lang: 'en',
      reason: 'counter: existing fact-checks (English)',
    });
    out.push({
      text: en.falseQ(terms),
      intent: 'counter',
      lang: 'en',
      reason: 'counter: negation (English)',
    });
  }
  const numbers = numbersIn(claim.text).filter((n) => !/^(?:19|20)\d\d$/.test(n));
  if (numbers.length > 0 && withoutNumbers) {
    const t = TEMPLATES[lang] ?? TEMPLATES.en!;
    out.push({
      text: t.noEvidence(withoutNumbers),
      intent: 'counter',
      lang,
      reason: `counter: opposing number (not ${numbers[0]})`,
    });
  }
  const t = TEMPLATES[lang] ?? TEMPLATES.en!;
  out.push({ text: t.debunked(terms), intent: 'counter', lang, reason: 'counter: debunked' });
  out.push({
    text: t.criticism(keyTerms(claim.text, 4).join(' ')),
    intent: 'counter',
    lang,
    reason: 'counter: criticism',
  });
  return dedupeQueries(out).slice(0, max);
}

/** Drops queries whose normalised text was seen already (case, spacing, word order). */
export function dedupeQueries<T extends { text: string }>(queries: T[], seen: Set<string> = new Set()): T[] {
  const out: T[] = [];
  for (const q of queries) {
    const key = queryKey(q.text);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push(q);
  }
  return out;
}

/** Order-insensitive key of a query text. */
export function queryKey(text: string): string {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .sort()
    .join(' ');
}
