/** Browser bundle for the fast-path spec: extractArticle and the whole-clone reference it must agree with. */
import { ENGINE_CONFIG } from '../../lib/engine/config';
import { extractArticle } from '../../lib/extraction';
import { referenceArticleText } from '../unit/extraction/reference-extraction';

const extraction = ENGINE_CONFIG.extraction;

export { extraction, extractArticle, referenceArticleText };
