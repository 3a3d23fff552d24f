// A small per-process cache of search answers. Many cooks ask the same things («pollo», «arroz, huevo,
// cebolla»); one database query answers all of them for a few seconds, and cooks asking at the same moment
// share one query. An answer older than `freshMs` is still served once while a new one is computed in the
// background, so a popular search never waits; no answer older than twice `freshMs` is ever served.
// The database stays the only source of truth.
import { LRUCache } from 'lru-cache';

type Compute<T> = () => Promise<T>;

export class SearchCache<T extends object | string | number> {
  private readonly answers: LRUCache<string, T, Compute<T>>;

  constructor(
    maxEntries: number,
    private readonly freshMs: number,
  ) {
    this.answers = new LRUCache<string, T, Compute<T>>({
      max: maxEntries,
      ttl: freshMs,
      // Past `freshMs` the old answer is served while fetch() computes the new one in the background.
      allowStale: true,
      // A failed refresh keeps the old answer (still stale, so the next ask retries); a failed first
      // computation is not remembered.
      noDeleteOnFetchRejection: true,
      fetchMethod: (_key, _stale, { context: compute }) => compute(),
      // Date.now, the clock the rest of the server (and the tests' fake timers) use.
      perf: Date,
    });
  }

  async get(key: string, compute: Compute<T>): Promise<T> {
    // A stale answer is served only while younger than twice `freshMs`; an older one waits for the new answer.
    const tooOld = this.answers.getRemainingTTL(key) <= -this.freshMs;
    const answer = await this.answers.fetch(key, { context: compute, allowStale: !tooOld });
    // fetchMethod never resolves to undefined: a computation either answers or rejects.
    return answer!;
  }
}
