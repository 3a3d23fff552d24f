// A small per-process cache of search answers. Many cooks ask the same things («pollo», «arroz, huevo,
// cebolla»); one database query answers all of them for a few seconds, and cooks asking at the same moment
// share one query. An answer older than `freshMs` is still served once while a new one is computed in the
// background, so a popular search never waits; no answer older than twice `freshMs` is ever served.
// The database stays the only source of truth.

interface Entry<T> {
  value: Promise<T>;
  storedAt: number;
  refreshing: boolean;
}

export class SearchCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly maxEntries: number,
    private readonly freshMs: number,
  ) {}

  get(key: string, compute: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key);
    const age = hit ? Date.now() - hit.storedAt : Infinity;
    if (hit && age < 2 * this.freshMs) {
      // Re-inserted last: the Map's order is the order of use, oldest first.
      this.entries.delete(key);
      this.entries.set(key, hit);
      if (age >= this.freshMs && !hit.refreshing) {
        hit.refreshing = true;
        this.store(key, compute()).catch(() => {
          hit.refreshing = false;
        });
      }
      return hit.value;
    }
    return this.store(key, compute());
  }

  private store(key: string, value: Promise<T>): Promise<T> {
    const entry: Entry<T> = { value, storedAt: Date.now(), refreshing: false };
    const current = this.entries.get(key);
    // While refreshing, the old answer keeps serving until the new one has arrived.
    if (current?.refreshing) {
      void value.then(() => this.replace(key, current, entry)).catch(() => undefined);
    } else {
      this.replace(key, current, entry);
    }
    // A failure is not remembered.
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  private replace(key: string, current: Entry<T> | undefined, entry: Entry<T>) {
    if (this.entries.get(key) !== current) return;
    this.entries.delete(key);
    this.entries.set(key, entry);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= this.maxEntries) break;
      this.entries.delete(oldest);
    }
  }
}
