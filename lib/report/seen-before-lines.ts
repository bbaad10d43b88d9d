/** The report's seen-before line: when a claim was checked before, what that check found, and what this run did. */
import type { SeenBefore } from '../engine/schemas';
import { seenBeforeDecision, seenBeforeLead, seenBeforeLine } from '../presentation/seen-before-words';
import { md, mdCode, mdLink } from './markdown-escape';

/**
 * "You checked this on 12 Nov: refuted (fullfact.org) in [the article](<url>), run `r-1`. Its evidence from then is
 * reused: …": the panel's words, the newest earlier check linked by its article and named by its run id.
 */
export function seenBeforeMarkdown(seen: SeenBefore): string {
  const newest = seen.earlier[0]!;
  const line = seenBeforeLine(seen);
  const where = mdLink(newest.site || newest.url, newest.url);
  return `${seenBeforeLead(seen)} ${md(line.date)}${md(line.rest)} — ${where}, run ${mdCode(newest.runId)}. ${md(seenBeforeDecision(seen))}`;
}
