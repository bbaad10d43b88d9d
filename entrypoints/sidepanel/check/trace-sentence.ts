/** One trace entry as a sentence a reader can follow: no raw JSON, no internal ids. */
import type { TraceEntry } from '@/lib/engine';
import { siteOf } from '@/lib/engine';
import { plainReason } from '../components/plain-words';

const INTENT_WORDS: Readonly<Record<string, string>> = {
  neutral: 'Searched',
  counter: 'Searched for counter-evidence',
  followup: 'Searched again',
};

const MODEL_WORDS: readonly [RegExp, (m: RegExpMatchArray) => string][] = [
  [/^extract claims$/, () => 'Asked the model to find the claims in the article'],
  [/^stance for .* \((\d+) passages?\)$/, (m) => `Asked the model what ${m[1]} passages say about the claim`],
  [/^sufficiency for /, () => 'Asked the model whether the evidence is enough'],
  [/^counter-argument for /, () => 'Asked the model for the strongest case against the verdict'],
  [/^write summary$/, () => 'Asked the model to write the summary'],
];

function looksLikeData(text: string): boolean {
  const t = text.trim();
  return t.startsWith('{') || t.startsWith('[');
}

/** Internal ids (claim ids, long hex or hash-like tokens) taken out of a text. */
function withoutIds(text: string, claimId: string | null): string {
  let out = text;
  if (claimId) out = out.split(` for ${claimId}`).join('').split(claimId).join('this claim');
  return out
    .replace(/\b(?=[a-z0-9-]*\d)[a-z0-9]{12,}\b/gi, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

export function traceSentence(entry: TraceEntry): string {
  const detail = looksLikeData(entry.detail) ? '' : plainReason(withoutIds(entry.detail, entry.claimId));
  const failed = entry.outcome === 'error';
  const tail =
    entry.outcome === 'cached'
      ? ' (reused from an earlier check)'
      : entry.outcome === 'skipped'
        ? ' (skipped)'
        : '';
  switch (entry.kind) {
    case 'search': {
      const m = /^(\w+) query(?: \(hop (\d+)\))?: (.*)$/.exec(entry.purpose);
      const verb = m ? (INTENT_WORDS[m[1] ?? ''] ?? 'Searched') : 'Searched';
      const what = m ? `“${m[3]}”` : withoutIds(entry.purpose, entry.claimId);
      const hop = m?.[2] ? ` (look ${m[2]})` : '';
      if (failed) return `Search for ${what} failed${detail ? `: ${detail}` : ''}.`;
      return `${verb} for ${what}${hop}${detail ? `: ${detail}` : ''}${tail}.`;
    }
    case 'fetch':
      if (failed) return `Could not read a source${detail ? `: ${detail}` : ''}.`;
      return `Read ${detail ? siteOf(entry.detail) || entry.detail : 'a source'}${tail}.`;
    case 'model': {
      const purpose = entry.purpose;
      const known = MODEL_WORDS.map(([re, words]) => {
        const m = re.exec(purpose);
        return m ? words(m) : null;
      }).find((x) => x !== null);
      const asked = known ?? `Asked the model to ${withoutIds(purpose, entry.claimId)}`;
      if (failed) return `${asked}, but it failed${detail ? `: ${detail}` : ''}.`;
      return `${asked}${detail ? `: ${detail}` : ''}${tail}.`;
    }
    case 'checkpoint':
      return `Progress saved: ${withoutIds(entry.purpose, entry.claimId)}.`;
    case 'decision': {
      const what = capitalise(withoutIds(entry.purpose, entry.claimId));
      return `${what}${detail ? ` (${detail})` : ''}.`;
    }
  }
}
