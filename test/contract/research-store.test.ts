/** Runs the ResearchStore contract on the in-memory store and on the Dexie store (fake-indexeddb). */
import { CartographerDb } from '../../lib/db/cartographer-db';
import { DexieResearchStore } from '../../lib/db/dexie-research-store';
import { InMemoryResearchStore } from '../../lib/engine/adapters/memory/research-store';
import { describeResearchStoreContract } from './research-store.contract';

let dbCount = 0;

describeResearchStoreContract('InMemoryResearchStore', async () => new InMemoryResearchStore());
describeResearchStoreContract(
  'DexieResearchStore',
  async () => new DexieResearchStore(new CartographerDb(`cartographer-contract-${++dbCount}`)),
);
