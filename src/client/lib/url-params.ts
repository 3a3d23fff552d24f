// Changes to the page's query string that never undo each other.
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * `update({ key: value })` sets (or, with '', removes) query parameters. The router commits a navigation
 * later than it is asked for, and its own `current` is the last committed URL: a search typed just before
 * a filter click would bring the old filter back. Every change here starts from the newest URL asked for.
 * `push` adds a history entry (marked as opened from this page); otherwise the entry is replaced.
 */
export function useUrlParams() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  const newest = useRef(searchParams);
  useEffect(() => {
    newest.current = searchParams;
  }, [searchParams]);
  const update = useCallback(
    (changes: Record<string, string>, push = false) => {
      const next = new URLSearchParams(newest.current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      newest.current = next;
      void setSearchParams(next, push ? { state: { openedFromBook: true } } : { replace: true, state: location.state });
    },
    [setSearchParams, location.state],
  );
  return { searchParams, update };
}
