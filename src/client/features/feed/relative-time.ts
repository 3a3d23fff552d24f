// 'hace 5 min' style times in Spanish; older posts show their date. The phrases are the feed's own texts,
// not Intl.RelativeTimeFormat's: on a first visit, building that formatter loads its locale data, 8–40 ms
// of main thread on a fast machine in the middle of the feed's first screen.
import { feed } from '#shared/i18n/feed.ts';

const dateThisYear = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short' });
const dateWithYear = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', year: 'numeric' });
const fullDate = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeStyle: 'short' });

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const { ago } = feed;

export function relativeTime(iso: string, now: number): string {
  const then = Date.parse(iso);
  // A clock a little ahead of ours still reads as "just now".
  const elapsed = Math.max(0, now - then);
  if (elapsed < minute) return ago.now;
  if (elapsed < hour) return ago.minutes(Math.floor(elapsed / minute));
  if (elapsed < day) return ago.hours(Math.floor(elapsed / hour));
  const days = Math.floor(elapsed / day);
  if (days === 1) return ago.yesterday;
  if (days === 2) return ago.dayBeforeYesterday;
  if (days < 7) return ago.days(days);
  const date = new Date(then);
  return (date.getFullYear() === new Date(now).getFullYear() ? dateThisYear : dateWithYear).format(date);
}

/** The exact moment, for a tooltip. */
export const exactTime = (iso: string) => fullDate.format(new Date(iso));
