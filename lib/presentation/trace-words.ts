/** One trace entry (its typed fact, outcome and detail) as a sentence a newcomer can follow: no JSON, no jargon. */
import type { Decision, TraceEntry, TraceFact } from '../engine/schemas';
import { siteOf } from '../engine/domain/url';
import { count, noun } from './plural';
import { searchFailureWords, type ProviderNames } from './search-failure-words';

/** Each decision the engine records, in plain words. A new decision fails to typecheck here until it has its words. */
const DECISION_WORDS: Readonly<Record<Decision, string>> = {
  'model server': 'Noted how the model server answers',
  'model stopped': 'Stopped asking the model after repeated failures',
  'model not usable for this article': 'Did not ask the model: it cannot read this article here',
  'search provider stopped': 'Stopped using a search service after repeated failures',
  'follow-up sources read by rules': 'Read the follow-up sources with the built-in rules',
  "model readings' failure rate": 'Counted how often the model misread its sources',
  "rules' reading used instead of the model's": "Used the built-in rules' reading instead of the model's",
  'summary written from the verdicts': 'Wrote the summary from the verdicts, without the model',
  'fit the model context window': "Shortened the text to fit the model's memory",
  'extract claims (heuristic)': 'Found the claims with the built-in rules',
  'claim dropped: quote not in article': 'Left out a claim whose quote is not in the article',
  'claim dropped: quote is an instruction to AI tools':
    'Left out a "claim" that is an instruction to AI tools',
  'claim text replaced by its quote': "Used the article's own words for a claim",
  'article stance': 'Read whether the article makes this claim its own, reports it or rebuts it',
  'claim checked as it displays':
    'Checked a sentence as its reader sees it: it hides characters that change what it says',
  'model queries checked': "Checked the model's search suggestions",
  'relations dropped': 'Left out links between claims that could not be confirmed',
  'claim failed': 'Could not fully check this claim',
  'follow-up query rejected': 'Did not run a suggested follow-up search',
  'search results not fetched': 'Did not read some search results',
  'stance answer for unknown passage ids': 'The model answered about passages it was not given',
  'citation-integrity failure': "The model's quote is not in the source, so that reading did not count",
  'stance quote is an instruction':
    'The model quoted an instruction, not a statement, so that reading did not count',
  'stance quote not about the claim':
    "The model's quote is not about the claim, so that reading did not count",
  'model stance contradicted by the rules':
    "The built-in rules contradict the model's reading, so it did not count",
  'stance quote not asserted by its source':
    'The model called support a sentence its source quotes, attributes or labels without asserting it, so it did not count',
  'second look': "A model's reading was read again on its quoted sentence alone",
  'source carries instructions': 'A source contains instructions aimed at AI tools; those sentences were cut',
  'queries left out for the search budget':
    'Some planned searches were not run, to keep within the search budget (the searches for evidence against the claim were kept first)',
  'counter-arguer not asked':
    'Did not ask the model to argue the other side: one side of the disagreement was read only by the built-in rules, and the next round searches both sides',
  'summary sentence cut': "Cut a sentence of the model's summary that the verdicts do not bear out",
  'seen before': 'Found this claim in an earlier check in History',
};

const HOP_WORDS = {
  ENOUGH: 'enough evidence to stop searching',
  NEED_FOLLOWUP: 'more searching needed',
  STOP: 'searching stopped',
} as const;

/** "Searched for evidence against the claim: “…”" and the like: what the call set out to do. */
function what(fact: TraceFact): string {
  switch (fact.kind) {
    case 'extract-claims':
      return 'Asked the model to find the claims in the article';
    case 'search': {
      const text = `“${fact.text}”`;
      if (fact.intent === 'followup') return `Follow-up search for ${text}`;
      const again = fact.hop > 0 ? ' again' : '';
      return fact.intent === 'counter'
        ? `Searched${again} for evidence against the claim: ${text}`
        : `Searched${again} for ${text}`;
    }
    case 'fetch-evidence':
      return 'Read a source';
    case 'stance':
      if (fact.secondLook)
        return `Asked the model to read again ${count(fact.passages, 'quoted sentence')} on ${noun(fact.passages, 'its', 'their')} own`;
      return `Asked the model what ${count(fact.passages, 'passage')}${fact.oneSource ? ' of one source' : ''} ${noun(fact.passages, 'says', 'say')} about the claim`;
    case 'counter-argument':
      return 'Asked the model for the strongest case against the verdict';
    case 'write-summary':
      return 'Asked the model to write the summary';
    case 'progress':
      if (fact.step === 'extract') return 'Progress saved: claims found';
      if (fact.step === 'reading') return "Progress saved: the model's reading of a source";
      if (fact.step === 'stance')
        return `Progress saved: evidence weighed${fact.hop > 0 ? ' after a follow-up search' : ''}`;
      return `Progress saved: ${fact.decision ? HOP_WORDS[fact.decision] : 'search round decided'}`;
    case 'decision':
      return DECISION_WORDS[fact.decision];
    case 'legacy':
      return fact.text.charAt(0).toUpperCase() + fact.text.slice(1);
  }
}

/** Details that are data (JSON) are not for reading. */
function readable(detail: string): string {
  const t = detail.trim();
  return t.startsWith('{') || t.startsWith('[') ? '' : t;
}

/** The entry as one sentence, failures said as failures. */
export function traceWords(
  entry: Pick<TraceEntry, 'kind' | 'fact' | 'outcome' | 'detail' | 'requestFailures'>,
  /** Search providers' names by id (the panel's registry labels); ids are shown without it. */
  names: ProviderNames = (id) => id,
): string {
  const { fact } = entry;
  const detail = readable(entry.detail);
  const failed = entry.outcome === 'error';
  const tail =
    entry.outcome === 'cached'
      ? ' (reused from an earlier check)'
      : entry.outcome === 'skipped'
        ? ' (skipped)'
        : '';
  if (fact.kind === 'search' && failed && entry.requestFailures?.length)
    return `Search for “${fact.text}” failed: ${searchFailureWords({ facts: entry.requestFailures, text: detail }, names)}.`;
  // An entry saved before searches carried facts: its recorded text, as written.
  if (fact.kind === 'search' && failed)
    return `Search for “${fact.text}” failed${detail ? `: ${detail}` : ''}.`;
  if (fact.kind === 'fetch-evidence') {
    if (failed) return `Could not read a source${detail ? `: ${detail}` : ''}.`;
    return `Read ${detail ? siteOf(detail) || detail : 'a source'}${tail}.`;
  }
  if (failed) return `${what(fact)}, but it failed${detail ? `: ${detail}` : ''}.`;
  if (entry.kind === 'decision' || entry.kind === 'checkpoint')
    return `${what(fact)}${detail ? ` (${detail})` : ''}.`;
  return `${what(fact)}${detail ? `: ${detail}` : ''}${tail}.`;
}
