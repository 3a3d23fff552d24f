// Work that can wait for the screen: it starts once the page has finished loading (no resource finished
// for a moment), so the screen's own code and data come first on a slow phone (the intro's video, the
// book's tutorial). Work nobody looks at yet (the live stream, the offline catalogue, the medals'
// celebration) waits further, for an idle moment a few seconds after that (whenBackgroundTime), so it
// never competes with the first taps. Work that only has to wait for the screen's first frame (the
// intro's focus) uses afterNextPaint.
import { useEffect, useState } from 'react';
import { nextTask } from './short-tasks.ts';

const quietMs = 600;
const longestWaitMs = 4000;

let settled: Promise<void> | null = null;

/** Resolves once the page has settled (or after longestWaitMs at most); the same promise for the whole tab. */
export function whenPageSettles(): Promise<void> {
  settled ??= new Promise((resolve) => {
    const started = performance.now();
    let lastActivity = started;
    const observer = typeof PerformanceObserver === 'undefined' ? null : new PerformanceObserver(() => (lastActivity = performance.now()));
    observer?.observe({ type: 'resource' });
    const check = () => {
      const now = performance.now();
      const quiet = document.readyState === 'complete' && now - lastActivity >= quietMs;
      if (quiet || now - started >= longestWaitMs) {
        observer?.disconnect();
        resolve();
      } else setTimeout(check, 100);
    };
    check();
  });
  return settled;
}

/** How long the settled screen has the phone to itself (its first taps, its images) before background work. */
const screenFirstMs = 3000;
const idleWaitMs = 2000;
let background: Promise<void> | null = null;

/**
 * Resolves at an idle moment a few seconds after the page has settled (within idleWaitMs of that); once per tab.
 * Each caller resumes in a task of its own: on one promise, the time-zone check, the toasts' code, the live
 * stream and the offline upkeep all ran in one task (~20 ms here, a long task on a slow phone).
 */
export function whenBackgroundTime(): Promise<void> {
  background ??= whenPageSettles().then(
    () =>
      new Promise((resolve) => {
        setTimeout(() => {
          if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: idleWaitMs });
          else resolve();
        }, screenFirstMs);
      }),
  );
  return background.then(nextTask);
}

/**
 * Resolves once the browser has painted the frame being prepared now (the next animation frame, then a task
 * after it): what runs then is not part of the render that shows the screen, nor forces its layout early.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const afterFrame = () => setTimeout(resolve, 0);
    if (typeof requestAnimationFrame === 'function' && document.visibilityState === 'visible') requestAnimationFrame(afterFrame);
    else afterFrame(); // a hidden tab paints no frames: there is nothing to wait for
  });
}

/** Becomes true once `wait` has resolved, waited for while `enabled`; a component gone by then is left alone. */
function useWaited(wait: () => Promise<void>, enabled: boolean): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    let mounted = true;
    void wait().then(() => mounted && setDone(true));
    return () => {
      mounted = false;
    };
  }, [wait, enabled]);
  return done;
}

/** True once the page has settled (whenPageSettles). */
export const usePageSettled = (): boolean => useWaited(whenPageSettles, true);

/** True once background work may start (whenBackgroundTime). */
export const useBackgroundTime = (): boolean => useWaited(whenBackgroundTime, true);

/** True once the frame after `enabled` turned true has been painted (afterNextPaint). */
export const useAfterNextPaint = (enabled: boolean): boolean => useWaited(afterNextPaint, enabled);
