/** The real news pages of the check-worthiness ranking eval: which pages, their language, tuned-on or held out. */
import { join } from 'node:path';

export const PAGES_DIR = join(import.meta.dirname, '../../bench/data/worthiness-pages');

export interface WorthinessPage {
  /** The page's folder in mozilla/readability's test/test-pages (and its file name here). */
  name: string;
  lang: string;
  /** `tune`: the rules were changed while reading these; `heldout`: read only to label, never to tune. */
  split: 'tune' | 'heldout';
  /** The page's address (the reader needs one; the saved page is read, never this address). */
  url: string;
}

const page = (name: string, lang: string, split: WorthinessPage['split']): WorthinessPage => ({
  name,
  lang,
  split,
  url: `https://readability.test/${name}`,
});

export const WORTHINESS_PAGES: readonly WorthinessPage[] = [
  page('bbc-1', 'en', 'tune'),
  page('cnn', 'en', 'tune'),
  page('nytimes-1', 'en', 'tune'),
  page('nytimes-4', 'en', 'tune'),
  page('wapo-1', 'en', 'tune'),
  page('telegraph', 'en', 'tune'),
  page('buzzfeed-1', 'en', 'tune'),
  page('webmd-1', 'en', 'tune'),
  page('lemonde-1', 'fr', 'tune'),
  page('heise', 'de', 'tune'),
  page('qq', 'zh', 'tune'),
  page('guardian-1', 'en', 'tune'),
  page('nytimes-3', 'en', 'tune'),
  page('wapo-2', 'en', 'tune'),
  page('webmd-2', 'en', 'tune'),
  page('medicalnewstoday', 'en', 'heldout'),
  page('seattletimes-1', 'en', 'heldout'),
  page('cnet', 'en', 'heldout'),
  page('msn', 'en', 'heldout'),
  page('liberation-1', 'fr', 'heldout'),
  page('la-nacion', 'es', 'heldout'),
  page('folha', 'pt', 'heldout'),
  page('aktualne', 'cs', 'heldout'),
  page('gmw', 'zh', 'heldout'),
  page('yahoo-4', 'ja', 'heldout'),
  // Labelled after the rules were frozen (sentences listed without scores), never seen ranked before the figures.
  page('yahoo-2', 'en', 'heldout'),
  page('herald-sun-1', 'en', 'heldout'),
  page('ars-1', 'en', 'heldout'),
  page('nytimes-2', 'en', 'heldout'),
  page('youth', 'zh', 'heldout'),
];
