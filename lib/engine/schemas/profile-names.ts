/** The check profiles as plain data (no zod), for the message protocol's small validators. */
export const PROFILE_NAMES = ['quick', 'deep'] as const;
