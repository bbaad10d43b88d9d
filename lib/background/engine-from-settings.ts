/** The background's engine: the user's Settings, as stored, handed to the composition root with the browser's fetch and clock. */
import { createEngineDeps } from '../composition/create-engine-deps';
import { systemClock, randomIds } from '../engine';
import { sharedWikimediaAccess } from '../composition/shared-wikimedia';
import type { EngineDeps, RunProgress } from '../engine/pipeline';
import type { ResearchStore, SeenBeforeLookup } from '../engine/ports';
import type { FactCheckLookup } from '../composition';
import type { Settings } from '../settings/settings';

export function engineFromSettings(
  settings: Settings,
  store: ResearchStore,
  onProgress?: (event: RunProgress) => void,
  /** The downloaded fact-check index; absent or null before one is downloaded. */
  factCheckIndex?: FactCheckLookup | null,
  /** History's seen-before index: claims checked before are shown at once and may reuse their evidence. */
  seenBefore?: SeenBeforeLookup,
): EngineDeps {
  return createEngineDeps(settings, {
    fetch: (input, init) => fetch(input, init),
    store,
    clock: systemClock,
    ids: randomIds,
    // The browser's one Wikimedia budget: every check of this background (several tabs at once) counts against the
    // same per-minute limit, identified by `Api-User-Agent` (a browser forbids setting User-Agent).
    wikimedia: sharedWikimediaAccess(systemClock, 'api-user-agent'),
    ...(factCheckIndex ? { factCheckIndex } : {}),
    ...(seenBefore ? { seenBefore } : {}),
    ...(onProgress ? { onProgress } : {}),
  });
}
