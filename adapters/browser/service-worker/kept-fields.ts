import { isFirstConfig, type FirstConfig } from '../../http/first-calls';
import type { KeptFields } from './calls-ahead';

/** The worker's own cache, which holds nothing but the config's public fields. */
export const WORKER_CACHE = 'dcss-calls-ahead';
const FIELDS_KEY = '/kept-config-fields';

/**
 * The config's fields in the worker's Cache Storage (a worker has no localStorage), and in memory
 * while the worker runs, so that a navigation asks without waiting for storage.
 */
export function keptFields(caches: Pick<CacheStorage, 'open'>): KeptFields {
  let inMemory: FirstConfig | undefined;
  return {
    async read() {
      if (inMemory) return inMemory;
      const stored: unknown = await (
        await caches.open(WORKER_CACHE)
      )
        .match(FIELDS_KEY)
        .then((response) => response?.json());
      inMemory = isFirstConfig(stored) ? stored : undefined;
      return inMemory;
    },
    async write(config) {
      inMemory = config;
      await (
        await caches.open(WORKER_CACHE)
      ).put(FIELDS_KEY, new Response(JSON.stringify(config), { headers: { 'content-type': 'application/json' } }));
    },
  };
}
