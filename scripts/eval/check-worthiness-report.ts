/**
 * bench/eval-check-worthiness.md: the no-model threshold sweep, the quote interrogator's name test and the ranking on
 * real news pages, for EVAL.md.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENGINE_CONFIG } from '../../lib/engine/config';
import { sweepAll, sweepSection } from './check-worthiness-sweep';
import { REPO_DIR, type Datasets } from './datasets';
import { num } from './format';
import { evaluateQuotes, quotesSection } from './quotes';
import { evaluateWorthinessPages, worthinessSection } from './worthiness';

export const CHECK_WORTHINESS_REPORT = 'bench/eval-check-worthiness.md';

/** Runs both offline tasks, writes their section file (unless `write` is false) and returns a summary line. */
export function noModelExtractionReport(data: Datasets, date: string, write = true): string {
  const choice = sweepAll(data);
  const quotes = evaluateQuotes();
  const configured = ENGINE_CONFIG.claims.heuristicThreshold;
  const body = [
    '## No-model claim extraction and the quote interrogator',
    '',
    sweepSection(choice, configured, date),
    '',
    quotesSection(quotes),
    '',
    worthinessSection(evaluateWorthinessPages(), date),
    '',
  ].join('\n');
  if (write) writeFileSync(join(REPO_DIR, CHECK_WORTHINESS_REPORT), body);
  const at = (i: number) => choice.sweeps[i]?.points.find((p) => p.threshold === configured);
  const own = at(0);
  const fcb = at(1);
  return [
    `no-model check-worthiness at t=${configured} (sweep picks ${choice.chosen}): own set P ${num(own?.precision ?? NaN)} R ${num(own?.recall ?? NaN)} F1 ${num(own?.f1 ?? NaN)}; Factcheck-Bench subtask 1 P ${num(fcb?.precision ?? NaN)} R ${num(fcb?.recall ?? NaN)} F1 ${num(fcb?.f1 ?? NaN)}`,
    `quote interrogator: substituted names still verified ${num(100 * quotes.overall.substitutionPassRate, 1)} % of ${quotes.overall.substituted}, faithful quotes refused ${num(100 * quotes.overall.falseAlarmRate, 1)} % of ${quotes.overall.faithful}`,
  ].join('\n');
}
