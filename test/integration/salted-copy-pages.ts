/**
 * Salted copies for the reader-view attack tests: one story copied word for word onto N fresh domains, each copy
 * "salted" differently so it no longer looks like the others to a machine (Cyrillic look-alikes of Latin letters,
 * zero-width spaces and joiners, soft hyphens, word joiners inside words) while a reader sees the same text. Each copy
 * is on its own site, by its own byline, months from the others: only its text can tell it is a copy.
 */
import type { SandboxEvidencePage } from '../sandbox/corpus';
import type { Story } from './copy-network-pages';

/** Latin letters and the Cyrillic letters drawn the same. */
const LOOKALIKES: Record<string, string> = { a: 'а', c: 'с', e: 'е', i: 'і', o: 'о', p: 'р', x: 'х', y: 'у' };
/** Zero-width space, zero-width non-joiner, soft hyphen, word joiner, zero-width joiner. */
const INVISIBLE = ['\u200b', '\u200c', '\u00ad', '\u2060', '\u200d'];

/**
 * Copy `k`'s salt: in every other word (which ones depends on k) the look-alike letters `k` picks are Cyrillic; with
 * `invisible`, one invisible character inside every third word of four letters or more.
 */
export function salt(text: string, k: number, options: { invisible: boolean }): string {
  const letters = Object.keys(LOOKALIKES).filter((_, i) => (i + k) % 3 !== 0);
  let word = 0;
  return text.replace(/[A-Za-z]+/g, (w) => {
    word += 1;
    let out =
      (word + k) % 2 === 0 ? [...w].map((ch) => (letters.includes(ch) ? LOOKALIKES[ch] : ch)).join('') : w;
    if (options.invisible && w.length >= 4 && (word + k) % 3 === 0) {
      const at = 1 + ((word + k) % (w.length - 2));
      out = `${[...out].slice(0, at).join('')}${INVISIBLE[(word + k) % INVISIBLE.length]}${[...out].slice(at).join('')}`;
    }
    return out;
  });
}

/** Fresh sites no tier list knows, each with its own name and byline. */
const SITES: [host: string, name: string, author: string][] = [
  ['www.morningledger-news.com', 'The Morning Ledger', 'Dana Whitfield'],
  ['www.coastalvoice.net', 'Coastal Voice', 'Sam Okafor'],
  ['www.heartlandherald.org', 'Heartland Herald', 'Ruth Calloway'],
  ['www.riverbendpost.info', 'Riverbend Post', 'Miguel Ortega'],
  ['www.summitobserver.com', 'Summit Observer', 'Priya Raman'],
  ['www.valleygazette.net', 'Valley Gazette', 'Tom Brennan'],
];

/**
 * `n` word-for-word copies of `story` (at most 6), salted unless `salted` is false. The claim sentence carries look-
 * alike letters only, or with `plainClaim` no salt at all (what a network that wants its claim found and read would
 * do); the page's stance annotation names that sentence as the page shows it. The rest also carries invisible
 * characters. Published months apart, so no copy joins another for appearing at the same time.
 */
export function saltedCopies(
  story: Story,
  n: number,
  options: { salted?: boolean; plainClaim?: boolean } = {},
): SandboxEvidencePage[] {
  const salted = options.salted ?? true;
  return SITES.slice(0, n).map(([host, siteName, author], k) => {
    const dress = (text: string, invisible: boolean) => (salted ? salt(text, k, { invisible }) : text);
    const claimSentence = options.plainClaim ? story.claimSentence : dress(story.claimSentence, false);
    const [first, second, ...rest] = story.sentences.map((s) => dress(s, true));
    const path = `/${2023 + (k % 2)}/${String(1 + 2 * k).padStart(2, '0')}/story-${k + 1}.html`;
    return {
      id: `salted-${story.claimId}-${k + 1}`,
      host,
      path,
      url: `http://${host}${path}`,
      // The title stays plain: the sandbox's search (like a real one) would not find a salted title for the claim.
      title: story.title,
      siteName,
      lang: story.lang,
      author,
      publishedAt: `${2023 + (k % 2)}-${String(1 + 2 * k).padStart(2, '0')}-${String(5 + 3 * k).padStart(2, '0')}T10:00:00Z`,
      kind: 'blog',
      paragraphs: [[first, claimSentence, second].join(' '), rest.join(' ')],
      stances: [{ claimId: story.claimId, stance: 'supports', sentence: claimSentence, strength: 0.8 }],
    };
  });
}
