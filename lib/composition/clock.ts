/** The real clock and random ids, re-exported for hosts (background, CLI) that may not import adapters directly. */
export { randomIds, systemClock } from '../engine/adapters/memory/system-clock';
