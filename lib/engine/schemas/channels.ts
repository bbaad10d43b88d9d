/** The one list of verdict channels (R danger, G veracity, B honesty, A explainability): schema, scoring, words and colours derive from it. */

/** The channels in the order shown, by their RGBA letter. Adding a channel is one entry here plus its words and colour. */
export const CHANNEL_KEYS = ['r', 'g', 'b', 'a'] as const;
export type Channel = (typeof CHANNEL_KEYS)[number];

/** What each channel reads when nothing was weighed: no danger, an even chance of truth and honesty, nothing explained. */
export const CHANNEL_NEUTRAL: Record<Channel, number> = { r: 0, g: 0.5, b: 0.5, a: 0 };

/** A record with one value per channel, each made by `make`. */
export function perChannel<T>(make: (channel: Channel) => T): Record<Channel, T> {
  return Object.fromEntries(CHANNEL_KEYS.map((channel) => [channel, make(channel)])) as Record<Channel, T>;
}
