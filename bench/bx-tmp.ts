import { benchExtraction } from './extraction-bench';
const samples = await benchExtraction(5);
for (const s of samples) console.log('BX', s.page, 'median', s.medianMs, 'clone+hidden', s.cloneAndHiddenMs, 'words', s.words);
