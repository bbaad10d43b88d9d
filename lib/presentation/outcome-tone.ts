/** The one scale of tones every outcome is painted in: the check's status line, the article card and the badge. */
type OutcomeTone = 'busy' | 'good' | 'mixed' | 'warn' | 'bad' | 'none';

/** The tones an article's verdicts can take (a finished reading: never busy, never a warning about the check). */
export type ArticleTone = Extract<OutcomeTone, 'bad' | 'mixed' | 'good' | 'none'>;

/** The tones a check's end can take (how it ran, not what it found). */
export type CheckTone = Extract<OutcomeTone, 'busy' | 'good' | 'warn' | 'bad' | 'none'>;
