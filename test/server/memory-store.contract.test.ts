import { createMemoryStore } from '../../src/server/memory-store.js';
import { storeContract } from './store-contract.js';

storeContract('memory', { makeStore: async () => createMemoryStore() });
