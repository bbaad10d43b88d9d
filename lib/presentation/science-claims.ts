/** Whether a claim is about science or health, by its words (English, French, German, Spanish, Italian, Portuguese). */

/** Word stems that mark a science or health claim; each must start a word. */
const SCIENCE_STEMS = [
  // research itself
  'study', 'studies', 'research', 'scientist', 'scientific', 'peer-review', 'journal', 'trial', 'meta-analys',
  'étude', 'recherche', 'scientifique', 'studie', 'forsch', 'wissenschaft', 'estudio', 'investigaci', 'científic',
  'studio', 'ricerca', 'scienziat', 'pesquisa', 'cientista',
  // health and medicine
  'vaccin', 'vakzin', 'impf', 'vacuna', 'virus', 'viral', 'infect', 'cancer', 'krebs', 'cáncer', 'tumor', 'tumour',
  'disease', 'maladie', 'krankheit', 'enfermedad', 'malattia', 'doença', 'patient', 'clinical', 'clinique', 'klinisch',
  'clínic', 'medic', 'médic', 'drug', 'médicament', 'medikament', 'fármaco', 'farmac', 'dose', 'symptom',
  'diabet', 'obes', 'cardio', 'heart attack', 'stroke', 'dementia', 'alzheimer', 'autism', 'covid', 'sars-cov',
  'pandemi', 'epidemi', 'antibiot', 'mortality', 'mortalité', 'sterblichkeit', 'mortalidad', 'nutrition', 'diet',
  'calorie', 'cholesterol', 'blood pressure', 'immun', 'gene', 'genetic', 'dna', 'protein', 'hormone', 'cell',
  // climate and the natural world
  'climat', 'klima', 'clima', 'global warming', 'emission', 'carbon', 'co2', 'greenhouse', 'species', 'extinct',
  'temperature', 'température', 'sea level', 'glacier', 'ozone', 'radiation', 'nuclear',
];

const PATTERN = new RegExp(
  `(?:^|[^\\p{L}\\p{N}])(?:${SCIENCE_STEMS.map((stem) => stem.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')).join('|')})`,
  'iu',
);

/** True when the text names research, health, medicine or climate. */
export function isScienceClaim(text: string): boolean {
  return PATTERN.test(text.normalize('NFKC'));
}
