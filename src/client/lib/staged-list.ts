// A page of cards drawn in steps: the first few at once, the rest a few more at a time, each step in a
// transition just after the last. Drawing a whole page in one go (render, commit and layout of 10–12 cards)
// was one long task on a slow phone, holding the first screen's paint and the cook's first tap; even the rest
// in one go, rendered in slices, was committed and laid out in one long task. Step by step the main thread
// is free in between.
import type { InfiniteData } from '@tanstack/react-query';
import { startTransition, useDeferredValue, useEffect, useRef, useState } from 'react';

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

/** What useStagedPages reads of an infinite query (TanStack's useInfiniteQuery result). */
interface PagedQuery<Page> {
  data: InfiniteData<Page> | undefined;
  isPending: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * An infinite query's pages as a screen of cards draws them (the book, the feed). They are drawn from
 * useDeferredValue, so React builds a new answer in a background render that yields to the browser every few
 * milliseconds (`building` meanwhile), not in one long task when it arrives; then step by step
 * (useStagedList). The element given `sentinel` asks for the next page as it comes into view, once all the
 * query has read is drawn: while the cards shown lag behind, it would still be in view and ask again at once.
 */
export function useStagedPages<Page extends { items: readonly unknown[] }>(query: PagedQuery<Page>, step: number) {
  const { data, isPending, hasNextPage, isFetchingNextPage, fetchNextPage } = query;
  const drawnData = useDeferredValue(data);
  const items = (drawnData?.pages.flatMap((page) => page.items) ?? []) as Page['items'][number][];
  const staged = useStagedList(items, step);
  const caughtUp = drawnData === data && staged.complete;

  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = sentinel.current;
    if (!element || !caughtUp || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [caughtUp, hasNextPage, isFetchingNextPage, fetchNextPage]);

  return {
    /** The pages drawn (behind `query.data` while a new answer is built). */
    pages: drawnData?.pages ?? [],
    /** Every item of those pages. */
    items,
    /** The items to draw now. */
    shown: staged.shown,
    /**
     * Whether everything the query has read is drawn. A «Cargar más» waits for it: on a screen the server drew,
     * the cards drawn after the takeover would push a button already on screen (and the cook's tap) down.
     */
    allDrawn: caughtUp,
    building: isPending || (drawnData === undefined && data !== undefined),
    sentinel,
  };
}
