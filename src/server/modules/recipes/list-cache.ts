// A per-process cache of the list pages that are the same for everyone (Todas and Destacados, with any
// search, filter or cursor), kept as the JSON text sent. Every change to the recipes table announces
// itself on the live topic 'recipes' (a trigger, migration 0002) and empties the cache in every
// process. A page read while a change was committing is not kept, concurrent identical misses share
// one query, and entries expire after a few seconds in case a notice was lost on a reconnect.
export class ListCache {
  private readonly entries = new Map<string, { body: string; expires: number }>();
  private readonly loading = new Map<string, Promise<string>>();
  private generation = 0;

  constructor(
    private readonly ttlMs = 10_000,
    private readonly maxEntries = 1_000,
  ) {}

  clear(): void {
    this.generation += 1;
    this.entries.clear();
    this.loading.clear();
  }

  async get(key: string, load: () => Promise<string>): Promise<string> {
    const hit = this.entries.get(key);
    if (hit && hit.expires > Date.now()) return hit.body;
    const pending = this.loading.get(key);
    if (pending) return pending;
    const generation = this.generation;
    const promise = load()
      .then((body) => {
        if (generation === this.generation) this.keep(key, body);
        return body;
      })
      .finally(() => {
        if (this.loading.get(key) === promise) this.loading.delete(key);
      });
    this.loading.set(key, promise);
    return promise;
  }

  private keep(key: string, body: string) {
    this.entries.delete(key);
    // Oldest first in a Map's order: dropping the first entry bounds the memory.
    if (this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { body, expires: Date.now() + this.ttlMs });
  }
}
