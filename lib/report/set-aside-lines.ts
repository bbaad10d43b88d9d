/** The report's "Set aside:" lines: each item names its source (linked) and why it was set aside. */
import type { Evidence, SetAsideItem } from '../engine/schemas';
import { setAsideWords } from '../presentation/set-aside-words';
import { md, mdAutolink, mdLink } from './markdown-escape';

/** Stands for a copy's counted page while its words are escaped; never in engine words (a private-use character). */
const LINK_MARK = '\uE000';

/**
 * "[reuters.com](<https://www.reuters.com/…>) — Irrelevant to the claim." per item: the source by its evidence
 * (its domain, linked), else the site the fact names; a copy's counted page as an autolink, never as escaped text.
 */
export function setAsideMarkdownLines(
  items: readonly SetAsideItem[],
  evidence: readonly Evidence[],
): string[] {
  const byId = new Map(evidence.map((e) => [e.id, e]));
  return items.map((item) => {
    const e = byId.get(item.evidenceId);
    const site = 'site' in item.fact ? item.fact.site : '';
    const source = e ? mdLink(e.domain || e.url, e.url) : site ? md(site) : 'A source no longer stored';
    return `${source} — ${reasonMarkdown(item)}`;
  });
}

/** The panel's words for the reason, escaped, with a copy's counted page linked (the one wording of issue 21). */
function reasonMarkdown(item: SetAsideItem): string {
  const { fact } = item;
  const words = setAsideWords(fact, () => LINK_MARK);
  if (fact.kind !== 'copy-of') return md(words);
  return words
    .split(LINK_MARK)
    .map((part) => md(part))
    .join(mdAutolink(fact.of));
}
