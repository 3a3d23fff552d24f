// When a post or comment was written ('hace 5 min'), with the exact moment as its tooltip.
import { useState } from 'react';
import { exactTime, relativeTime, type Clock } from './relative-time.ts';

/**
 * The tooltip is worked out when a pointer first rests on the time, not with the feed: building the date
 * formatter loads the locale's data, ~20 ms of the feed's first screen on a fast machine (Lighthouse ×12:
 * a quarter of a second), for a tooltip few ever see (touch screens show none).
 */
export function PostTime({ iso, clock, className }: { iso: string; clock: Clock; className: string }) {
  const [exact, setExact] = useState<string>();
  return (
    <time dateTime={iso} title={exact} onPointerEnter={() => setExact(exactTime(iso))} className={className}>
      {relativeTime(iso, clock)}
    </time>
  );
}
