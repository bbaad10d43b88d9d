/** The real clock and random ids, re-exported for hosts (background, CLI) that may not import adapters. */
export { systemClock, randomIds } from '../engine/adapters/memory/system-clock';
