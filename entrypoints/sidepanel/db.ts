/** The side panel's one Dexie instance: read only (the background is the only writer). */
import { CartographerDb } from '@/lib/db/cartographer-db';

export const db = new CartographerDb();
