/** Claims whose sentence hides characters from its reader: checked as the sentence displays, marked, and named in a notice. */
import { hiddenKinds, readerView } from '../../domain/text/reader-view';
import type { Claim, HiddenKind } from '../../schemas';
import { addNotice, type RunContext } from '../context/run-context';

/** Each kind in words, for the notice, the panel and the reports. */
const HIDDEN_KIND_WORDS: Record<HiddenKind, string> = {
  'bidi-reordered': 'bidi controls change the order it displays in',
  'invisible-characters': 'invisible characters inside its words',
  'tag-characters': 'invisible Unicode tag characters',
  'look-alike-letters': 'look-alike letters from another script',
};

/** "This sentence hides characters from its reader (…): it is checked as it displays." */
export function hiddenCharactersSentence(kinds: readonly HiddenKind[]): string {
  const what = kinds.map((k) => HIDDEN_KIND_WORDS[k]).join('; ');
  return `This sentence hides characters from its reader (${what}): it is checked as it displays.`;
}

/** The claim's text as its reader sees it, and what its quote hides (absent when nothing). */
export function asDisplayed(quote: string, text: string): { text: string; hiddenCharacters?: HiddenKind[] } {
  const kinds = hiddenKinds(quote);
  return kinds.length ? { text: readerView(text), hiddenCharacters: kinds } : { text: readerView(text) };
}

/** A trace decision and a notice for each claim whose sentence hides characters (never dropped for it). */
export async function reportHiddenClaims(ctx: RunContext, claims: readonly Claim[]): Promise<void> {
  for (const claim of claims) {
    if (!claim.hiddenCharacters?.length) continue;
    const sentence = hiddenCharactersSentence(claim.hiddenCharacters);
    await ctx.tracer.decision(
      'claim checked as it displays',
      claim.id,
      `${sentence} "${claim.text.slice(0, 300)}"`,
    );
    addNotice(ctx, `"${claim.text.slice(0, 200)}" — ${sentence}`);
  }
}
