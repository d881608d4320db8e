/**
 * Rendered card answers (the JSON text), each stored with the version of the data it was
 * rendered from: the revisions of the cards in it (store/migrations/0003-card-revisions.ts),
 * read in the request's one query. A stored answer is used only while its version is still
 * the store's, so it is never stale, whichever instance changed the card.
 */
export type RenderedCache = {
  get(key: string, version: string): string | undefined;
  set(key: string, version: string, body: string): void;
};

/** Least recently used answers go first; a customer's few answers are small. */
export function renderedCache(capacity = 2000): RenderedCache {
  const entries = new Map<string, { readonly version: string; readonly body: string }>();
  return {
    get(key, version) {
      const entry = entries.get(key);
      if (entry === undefined || entry.version !== version) return undefined;
      entries.delete(key);
      entries.set(key, entry);
      return entry.body;
    },
    set(key, version, body) {
      entries.delete(key);
      entries.set(key, { version, body });
      if (entries.size > capacity) entries.delete(entries.keys().next().value!);
    },
  };
}
