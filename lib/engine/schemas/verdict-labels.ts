/** The verdict labels as plain data (no zod), for readers that need the list without the schemas (content script). */
export const VERDICT_LABELS = [
  'supported',
  'likely_true',
  'contested',
  'likely_false',
  'refuted',
  'unverified',
  'not_checkable',
] as const;
