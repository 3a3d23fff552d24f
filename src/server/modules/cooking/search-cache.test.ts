import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchCache } from './search-cache.ts';

describe('SearchCache', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const counter = () => {
    let n = 0;
    return vi.fn(async () => (n += 1));
  };

  it('answers a repeated key from memory while the answer is fresh', async () => {
    const cache = new SearchCache<number>(10, 1000);
    const compute = counter();
    expect(await cache.get('pollo', compute)).toBe(1);
    vi.advanceTimersByTime(999);
    expect(await cache.get('pollo', compute)).toBe(1);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('serves an old answer once while computing the new one in the background', async () => {
    const cache = new SearchCache<number>(10, 1000);
    const compute = counter();
    await cache.get('pollo', compute);
    vi.advanceTimersByTime(1500);
    expect(await cache.get('pollo', compute)).toBe(1);
    expect(await cache.get('pollo', compute)).toBe(2);
    expect(compute).toHaveBeenCalledTimes(2);
  });

  it('never serves an answer older than twice the fresh time', async () => {
    const cache = new SearchCache<number>(10, 1000);
    const compute = counter();
    await cache.get('pollo', compute);
    vi.advanceTimersByTime(2000);
    expect(await cache.get('pollo', compute)).toBe(2);
  });

  it('lets concurrent askers of one key share one computation', async () => {
    const cache = new SearchCache<string>(10, 1000);
    let release: (value: string) => void = () => {};
    const compute = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const first = cache.get('arroz', compute);
    const second = cache.get('arroz', compute);
    release('listo');
    expect(await Promise.all([first, second])).toEqual(['listo', 'listo']);
    expect(compute).toHaveBeenCalledTimes(1);
  });

  it('does not remember failures, and keeps the old answer when a refresh fails', async () => {
    const cache = new SearchCache<string>(10, 1000);
    await expect(cache.get('sopa', () => Promise.reject(new Error('caída')))).rejects.toThrow('caída');
    expect(await cache.get('sopa', async () => 'bien')).toBe('bien');
    vi.advanceTimersByTime(1500);
    expect(await cache.get('sopa', () => Promise.reject(new Error('caída')))).toBe('bien');
    await Promise.resolve();
    expect(await cache.get('sopa', async () => 'nueva')).toBe('bien');
    expect(await cache.get('sopa', async () => 'otra')).toBe('nueva');
  });

  it('forgets the least recently used key beyond its size', async () => {
    const cache = new SearchCache<string>(2, 60_000);
    await cache.get('a', async () => 'a1');
    await cache.get('b', async () => 'b1');
    await cache.get('a', async () => 'a2');
    await cache.get('c', async () => 'c1');
    expect(await cache.get('a', async () => 'a3')).toBe('a1');
    expect(await cache.get('b', async () => 'b2')).toBe('b2');
  });
});
