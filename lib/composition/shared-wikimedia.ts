/** The Wikimedia access a long-lived host shares across its engines (the extension's background: one budget for every check). */
import type { IdentityHeader } from '../engine/adapters/http/client-identity';
import { createWikimediaAccess, type WikimediaAccess } from '../engine/adapters/http/wikimedia-access';
import { ENGINE_CONFIG } from '../engine/config';
import type { Clock } from '../engine/ports';

const shared = new Map<IdentityHeader, { clock: Clock; access: WikimediaAccess }>();

/** One access per identity header for this process (made on first use with `clock`, the default config's budget). */
export function sharedWikimediaAccess(clock: Clock, header: IdentityHeader): WikimediaAccess {
  const found = shared.get(header);
  if (found?.clock === clock) return found.access;
  const access = createWikimediaAccess({ clock, header, config: ENGINE_CONFIG.search.wikimedia });
  shared.set(header, { clock, access });
  return access;
}
