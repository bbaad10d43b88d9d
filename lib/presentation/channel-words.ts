/** Words and colours of the verdict channels, one entry per channel of the engine's one list (`schemas/channels.ts`). */
import { CHANNEL_KEYS, type Channel } from '../engine/schemas';

/** Each channel's name and what it means, in plain words. */
export const CHANNEL_WORDS: Record<Channel, { name: string; meaning: string }> = {
  r: { name: 'Danger', meaning: 'harm if it were false (not a sign that it is false)' },
  g: { name: 'Veracity', meaning: 'how well the evidence supports it' },
  b: { name: 'Honesty', meaning: 'how fairly it is framed (low means misleading)' },
  a: { name: 'Explainability', meaning: 'how much quoted, independent evidence backs the verdict' },
};

/** Each channel's colour: a CSS custom property the panel's stylesheet sets for the light and the dark theme. */
export const CHANNEL_COLOURS: Record<Channel, string> = {
  r: 'var(--r)',
  g: 'var(--g)',
  b: 'var(--b)',
  a: 'var(--a)',
};

/** The channels in the order shown, with their words and colour. */
export const CHANNELS: readonly { key: Channel; name: string; meaning: string; colour: string }[] =
  CHANNEL_KEYS.map((key) => ({ key, ...CHANNEL_WORDS[key], colour: CHANNEL_COLOURS[key] }));
