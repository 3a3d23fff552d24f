// @vitest-environment jsdom
// Background work waits for the page to settle and a few seconds more, and each piece of it runs in a task of
// its own (lib/page-settled.ts): together they made one long task on a slow phone.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { whenBackgroundTime } from './page-settled.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

it('resumes nobody before the page has had a few seconds to itself, then each caller in a task of its own', async () => {
  const log: string[] = [];
  // A microtask queued by the first caller runs before the second caller only if the second resumes in a
  // later task: in the same task, the second caller's continuation would already be queued ahead of it.
  void whenBackgroundTime().then(() => {
    log.push('time zone');
    queueMicrotask(() => log.push('time zone, its microtask'));
  });
  void whenBackgroundTime().then(() => log.push('toasts'));

  await vi.advanceTimersByTimeAsync(2000);
  expect(log).toEqual([]);
  await vi.advanceTimersByTimeAsync(10_000);
  expect(log).toEqual(['time zone', 'time zone, its microtask', 'toasts']);
});
