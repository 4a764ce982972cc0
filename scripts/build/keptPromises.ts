import { LRUCache } from 'lru-cache';

/**
 * Work done once per key and kept for the `max` keys used last: `kept(key, make)` answers the promise made for
 * `key` before, else makes it. A promise that rejects is forgotten, so the next call tries again.
 */
export function createKeptPromises<V>(max: number) {
  const cache = new LRUCache<string, Promise<V>>({ max });
  return function kept(key: string, make: () => Promise<V>): Promise<V> {
    const known = cache.get(key);
    if (known) return known;
    const made = make();
    made.catch(() => {
      if (cache.peek(key) === made) cache.delete(key);
    });
    cache.set(key, made);
    return made;
  };
}
