// Long work split into short tasks, so a slow phone keeps painting and answering taps while it runs
// (and no task is long enough to block it): after each few milliseconds of work, the rest waits for a new task.

/** Work done in one go before giving the main thread back: well below the 50 ms of a long task on a slow phone. */
export const sliceMs = 5;

/** Resolves in a new task, letting the browser paint and handle input meanwhile. */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  // scheduler.yield (Chromium) resumes ahead of other waiting work; elsewhere a plain new task.
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/** items.map(map), giving the main thread back every sliceMs. */
export async function mapInShortTasks<T, R>(items: readonly T[], map: (item: T, index: number) => R): Promise<R[]> {
  const results: R[] = [];
  let sliceStart = performance.now();
  for (const [index, item] of items.entries()) {
    if (performance.now() - sliceStart > sliceMs) {
      await nextTask();
      sliceStart = performance.now();
    }
    results.push(map(item, index));
  }
  return results;
}
