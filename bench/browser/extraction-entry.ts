/** Browser bundle for the extraction benchmark: the content script's extraction and its parts, on `window.CartoBench`. */
import { isProbablyReaderable, Readability } from '@mozilla/readability';
import { servedHtmlBytes } from '../../lib/content/served-html-bytes';
import { ENGINE_CONFIG } from '../../lib/engine/config';
import { extractArticle, removeHiddenElements } from '../../lib/extraction';
import { gatePage } from '../../lib/extraction/page-gate';
import { cloneWithinBudget } from '../../lib/extraction/budget-clone';
import { cutAfterText } from '../../lib/extraction/text-budget';

/** Characters of text the extraction's copy keeps (as `readArticle` cuts it). */
const textBudget = ENGINE_CONFIG.extraction.maxTextChars * ENGINE_CONFIG.extraction.readTextFactor;
const maxHtmlBytes = ENGINE_CONFIG.extraction.maxHtmlBytes;
/** The extraction config the content script is given by its entrypoint. */
const extraction = ENGINE_CONFIG.extraction;

export {
  extractArticle,
  removeHiddenElements,
  isProbablyReaderable,
  Readability,
  cutAfterText,
  cloneWithinBudget,
  gatePage,
  textBudget,
  maxHtmlBytes,
  extraction,
  servedHtmlBytes,
};
