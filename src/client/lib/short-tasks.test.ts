// Long work in short tasks: the same results as a plain map, with the main thread given back between slices.
import { afterEach, expect, test, vi } from 'vitest';
import { mapInShortTasks, sliceMs } from './short-tasks.ts';

afterEach(() => vi.restoreAllMocks());

/** Keeps the main thread busy for ms, as a heavy item would. */
function busyFor(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    /* working */
  }
}

test('maps every item in order, with its index', async () => {
  expect(await mapInShortTasks(['a', 'b', 'c'], (item, index) => `${index}:${item}`)).toEqual(['0:a', '1:b', '2:c']);
});

test('quick work runs in one task; work longer than a slice waits for a new task before going on', async () => {
  const newTasks = vi.spyOn(globalThis, 'setTimeout');
  await mapInShortTasks([1, 2, 3], (n) => n * 2);
  expect(newTasks).not.toHaveBeenCalled();

  const slices: number[] = [];
  let current = 0;
  newTasks.mockImplementation(((resolve: () => void) => {
    current += 1;
    resolve();
    return 0 as unknown as NodeJS.Timeout;
  }) as typeof setTimeout);
  await mapInShortTasks([1, 2, 3, 4], (n) => {
    busyFor(sliceMs + 1);
    slices.push(current);
    return n;
  });
  // Each item outlasts a slice, so each after the first starts in a task of its own.
  expect(slices).toEqual([0, 1, 2, 3]);
});
