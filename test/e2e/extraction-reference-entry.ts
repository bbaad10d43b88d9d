/** Browser bundle for the fast-path spec: extractArticle and the whole-clone reference it must agree with. */
import { extractArticle } from '../../lib/extraction';
import { referenceArticleText } from '../unit/extraction/reference-extraction';

export { extractArticle, referenceArticleText };
