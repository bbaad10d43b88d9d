/** Article extraction over any DOM Document (the browser's in the content script, linkedom's in Node). */
export { extractArticle } from './extract-article';
export { removeHiddenElements } from './hidden-text';
