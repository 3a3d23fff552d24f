// A page of cards drawn in steps: the first few at once, the rest a few more at a time, each step in a
// transition just after the last. Drawing a whole page in one go (render, commit and layout of 10–12 cards)
// was one long task on a slow phone, holding the first screen's paint and the cook's first tap; even the rest
// in one go, rendered in slices, was committed and laid out in one long task. Step by step the main thread
// is free in between.
import { startTransition, useEffect, useState } from 'react';

/**
 * The items to draw now, and whether that is all of them yet (an infinite-scroll sentinel waits for it: below
 * the first few it would be in view and ask for the next page at once). Each step draws `step` items more.
 * Once complete it stays complete, so later pages and live changes are drawn whole.
 */
export function useStagedList<T>(items: readonly T[], step: number): { shown: readonly T[]; complete: boolean } {
  // How many are drawn: `step` at first, Infinity once the list was drawn whole after being staged.
  const [limit, setLimit] = useState(step);
  const whole = items.length <= limit;
  useEffect(() => {
    if (!whole) startTransition(() => setLimit((drawn) => drawn + step));
    else if (limit > step && limit !== Infinity) setLimit(Infinity);
  }, [whole, limit, step]);
  return { shown: whole ? items : items.slice(0, limit), complete: whole };
}
