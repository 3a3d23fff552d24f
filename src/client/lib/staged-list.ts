// A page of cards drawn in two steps: the first few at once, the rest in a transition just after. Drawing a
// whole page in one go (render, commit and layout of 10–12 cards) was one long task on a slow phone, holding
// the first screen's paint and the cook's first tap; in two steps the main thread is free in between.
import { startTransition, useEffect, useState } from 'react';

/**
 * The items to draw now, and whether that is all of them yet (an infinite-scroll sentinel waits for it: below
 * the first few it would be in view and ask for the next page at once). Once complete it stays complete, so
 * later pages and live changes are drawn whole.
 */
export function useStagedList<T>(items: readonly T[], first: number): { shown: readonly T[]; complete: boolean } {
  const [complete, setComplete] = useState(false);
  const whole = complete || items.length <= first;
  useEffect(() => {
    if (!whole) startTransition(() => setComplete(true));
  }, [whole]);
  return { shown: whole ? items : items.slice(0, first), complete: whole };
}
