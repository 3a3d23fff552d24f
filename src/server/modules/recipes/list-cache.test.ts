import { describe, expect, it } from 'vitest';
import { ListCache } from './list-cache.ts';

const deferred = () => {
  let resolve!: (body: string) => void;
  const promise = new Promise<string>((r) => (resolve = r));
  return { promise, resolve };
};

describe('ListCache', () => {
  it('answers a kept page without loading it again, until cleared', async () => {
    const cache = new ListCache();
    let loads = 0;
    const load = async () => `page ${(loads += 1)}`;
    expect(await cache.get('a', load)).toBe('page 1');
    expect(await cache.get('a', load)).toBe('page 1');
    cache.clear();
    expect(await cache.get('a', load)).toBe('page 2');
  });

  it('shares one load between concurrent requests for the same page', async () => {
    const cache = new ListCache();
    const slow = deferred();
    let loads = 0;
    const load = () => ((loads += 1), slow.promise);
    const both = Promise.all([cache.get('a', load), cache.get('a', load)]);
    slow.resolve('page');
    expect(await both).toEqual(['page', 'page']);
    expect(loads).toBe(1);
  });

  it('does not keep a page that was being read while a change arrived', async () => {
    const cache = new ListCache();
    const slow = deferred();
    const reading = cache.get('a', () => slow.promise);
    cache.clear();
    slow.resolve('stale page');
    expect(await reading).toBe('stale page');
    expect(await cache.get('a', async () => 'fresh page')).toBe('fresh page');
  });

  it('forgets failures, keeps nothing with a ttl of 0 (ANSWER_CACHES=off) and drops the oldest when full', async () => {
    const cache = new ListCache(60_000, 2);
    await expect(cache.get('bad', () => Promise.reject(new Error('roto')))).rejects.toThrow('roto');
    expect(await cache.get('bad', async () => 'ok')).toBe('ok');
    expect(await cache.get('bad', async () => 'not read: kept')).toBe('ok');

    const off = new ListCache(0, 2);
    expect(await off.get('page', async () => 'first')).toBe('first');
    expect(await off.get('page', async () => 'read again')).toBe('read again');

    const small = new ListCache(60_000, 2);
    await small.get('a', async () => 'a1');
    await small.get('b', async () => 'b1');
    await small.get('c', async () => 'c1');
    expect(await small.get('a', async () => 'a2')).toBe('a2');
    expect(await small.get('c', async () => 'c2')).toBe('c1');
  });
});
