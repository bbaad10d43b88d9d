/** Task (offline): the quote interrogator on generated faithful vs name-substituted quotes — false alarms and misses. */
import { ENGINE_CONFIG } from '../../lib/engine/config';
import { verifyQuote } from '../../lib/engine/domain';
import { num, table } from './format';
import { quoteCases, type QuoteCase } from './quotes-cases';

export interface QuoteOutcome extends QuoteCase {
  found: boolean;
  problems: string[];
}

export interface QuoteRates {
  faithful: number;
  substituted: number;
  /** Faithful quotes refused (should be ≤ 2 %). */
  falseAlarmRate: number;
  /** Name-substituted quotes that still verify (should be 0). */
  substitutionPassRate: number;
}

export interface QuoteEvaluation {
  overall: QuoteRates;
  byLang: Array<{ lang: string } & QuoteRates>;
  outcomes: QuoteOutcome[];
}

export function rates(outcomes: readonly QuoteOutcome[]): QuoteRates {
  const faithful = outcomes.filter((o) => o.kind === 'faithful');
  const substituted = outcomes.filter((o) => o.kind === 'substituted');
  return {
    faithful: faithful.length,
    substituted: substituted.length,
    falseAlarmRate: faithful.filter((o) => !o.found).length / Math.max(1, faithful.length),
    substitutionPassRate: substituted.filter((o) => o.found).length / Math.max(1, substituted.length),
  };
}

export function evaluateQuotes(
  cases: readonly QuoteCase[] = quoteCases(),
  nearSimilarity = ENGINE_CONFIG.quote.nearSimilarity,
): QuoteEvaluation {
  const outcomes = cases.map((c) => {
    const r = verifyQuote(c.quote, c.source, nearSimilarity);
    return { ...c, found: r.found, problems: r.problems ?? [] };
  });
  const langs = [...new Set(outcomes.map((o) => o.lang))];
  return {
    overall: rates(outcomes),
    byLang: langs.map((lang) => ({ lang, ...rates(outcomes.filter((o) => o.lang === lang)) })),
    outcomes,
  };
}

const pct = (x: number): string => `${num(100 * x, 1)} %`;

/** Markdown section for the eval report. */
export function quotesSection(e: QuoteEvaluation): string {
  const misses = e.outcomes.filter((o) => (o.kind === 'faithful' ? !o.found : o.found)).slice(0, 8);
  return [
    '### Quote interrogator: substituted names vs faithful quotes',
    '',
    `Generated set (\`scripts/eval/quotes-cases.ts\`): ${e.overall.faithful} faithful variants (curly/straight quotes, dashes, whitespace, case, ellipses eliding words, [bracketed] insertions, fragments, combinations) and ${e.overall.substituted} variants with one person, organisation or place name swapped (bare or with a typographic change), over ${new Set(e.outcomes.map((o) => o.source)).size} passages in ${e.byLang.length} languages. Goal: substituted names never verify; faithful quotes refused ≤ 2 %.`,
    '',
    table(
      ['language', 'faithful', 'false alarms', 'substituted', 'still verified'],
      [
        [
          'all',
          e.overall.faithful,
          pct(e.overall.falseAlarmRate),
          e.overall.substituted,
          pct(e.overall.substitutionPassRate),
        ],
        ...e.byLang.map((l) => [
          l.lang,
          l.faithful,
          pct(l.falseAlarmRate),
          l.substituted,
          pct(l.substitutionPassRate),
        ]),
      ],
    ),
    '',
    misses.length
      ? `Errors: ${misses.map((m) => `${m.kind} "${m.variant}" (${m.lang})`).join('; ')}.`
      : 'No errors on this set.',
  ].join('\n');
}
