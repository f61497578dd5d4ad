import { createMemoryStore } from '../../../src/server/store/memory-store.js';
import { namespacedStore, storeNamespaceOf } from '../../../src/server/store/namespaced-store.js';
import { storeContract } from './store-contract.js';

storeContract('memory', { makeStore: async () => createMemoryStore() });
// What the proxy actually uses: the store seen through its merchant's namespace.
storeContract('memory, namespaced', { makeStore: async () => namespacedStore(createMemoryStore(), storeNamespaceOf('M10001', 'S-1')) });
