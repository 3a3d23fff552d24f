// A per-process cache of the list pages that are the same for everyone (Todas and Destacados, with any
// search, filter or cursor), kept as the JSON text sent. Every change to the recipes table announces
// itself on the live topic 'recipes' (a trigger, migration 0002) and empties the cache in every
// process. A page read while a change was committing is not kept, concurrent identical misses share
// one query, and entries expire after a few seconds in case a notice was lost on a reconnect.
import type { FastifyReply } from 'fastify';
import { LRUCache } from 'lru-cache';

type LoadPage = () => Promise<string>;

export class ListCache {
  private readonly pages: LRUCache<string, string, LoadPage>;

  constructor(
    private readonly ttlMs = 10_000,
    maxEntries = 1_000,
  ) {
    this.pages = new LRUCache<string, string, LoadPage>({
      max: maxEntries,
      ttl: ttlMs,
      // clear() aborts the loads in flight: their readers still get the page, the cache does not keep it.
      ignoreFetchAbort: true,
      fetchMethod: (_key, _stale, { context: load }) => load(),
    });
  }

  clear(): void {
    this.pages.clear();
  }

  async get(key: string, load: LoadPage): Promise<string> {
    // A ttl of 0 (ANSWER_CACHES=off) means no page is served twice: nothing to keep, share or abort.
    if (this.ttlMs === 0) return load();
    const page = await this.pages.fetch(key, { context: load });
    // fetch() answers undefined only when the load does, and a page is always text.
    return page!;
  }
}

/** Sends a cached answer's JSON text as it is: Fastify does not run a string through the route's serializer. */
export const sendJsonText = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);
