/** Why evidence was set aside (typed facts from the engine) in plain words: the one wording the panel and reports use. */
import type { SetAsideFact } from '../engine/schemas';

const ONE_VOTE = 'one vote per independent source';

/** How a page copies a counted source, before "… (the counted page)". */
const COPY_HOW: Readonly<
  Record<Extract<SetAsideFact, { kind: 'copy-of' }>['how'], (site: string) => string>
> = {
  'same-site': (site) => `Another page of ${site}, a site already counted`,
  text: () => 'Shares its text with a source already counted',
  'first-appearance': () => 'Published the same day with shared text as a source already counted',
  template: () => 'Shares its page template and text with a source already counted',
};

/**
 * One set-aside reason in plain words. Adding a kind fails to typecheck here until it has its words. `showUrl` writes
 * the counted page's address of a copy (a report links it instead of writing it as text).
 */
export function setAsideWords(fact: SetAsideFact, showUrl: (url: string) => string = (url) => url): string {
  switch (fact.kind) {
    case 'own-site':
      return `On the article's own site (${fact.site}): the article speaking again, not another source.`;
    case 'article-copy':
      return "A copy of the article's own text: the article speaking again, not another source.";
    case 'quote-not-found':
      return `Its quote was not found in its source (${fact.site}): counted as background only, not as evidence.`;
    case 'irrelevant':
      return 'Irrelevant to the claim.';
    case 'background':
      return 'Background only: takes no side.';
    case 'copy-of':
      return `${COPY_HOW[fact.how](fact.site)} (${showUrl(fact.of)}): ${ONE_VOTE}.`;
    case 'instructions':
      return 'It carries instructions aimed at AI tools: never counted, whatever it says.';
    case 'weak-rule':
      return `Read only by a built-in rule that is not sure enough (strength ${fact.strength.toFixed(2)}, ${fact.min.toFixed(2)} needed) to count.`;
    case 'legacy':
      return fact.text;
  }
}
