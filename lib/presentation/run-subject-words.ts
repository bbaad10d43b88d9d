/** What a run checked, in words: an article, or one challenged statement (never "the article" for a statement). */
import type { Run } from '../engine/schemas';

type RunKind = Run['kind'];

/** "the article" or "the statement". */
function runSubject(kind: RunKind): string {
  return kind === 'challenge' ? 'the statement' : 'the article';
}

/** The heading of the whole run's verdict: "Article verdict" or "Statement verdict". */
export function verdictHeading(kind: RunKind): string {
  return kind === 'challenge' ? 'Statement verdict' : 'Article verdict';
}

/** Said where figures would be when no claim has counted evidence. */
export function noFiguresSentence(kind: RunKind): string {
  return kind === 'challenge'
    ? 'No evidence counted yet, so the statement has no figures.'
    : `No claim is decided yet, so ${runSubject(kind)} has no figures.`;
}
