/** Browser bundle for the extraction benchmark: the content script's extraction and its parts, on `window.CartoBench`. */
import { isProbablyReaderable, Readability } from '@mozilla/readability';
import { extractArticle, removeHiddenElements } from '../../lib/extraction';

export { extractArticle, removeHiddenElements, isProbablyReaderable, Readability };
