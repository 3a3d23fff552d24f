// 'hace 5 min' style times in Spanish; older posts show their date. The phrases and month names are the feed's
// own texts, not Intl's: on a first visit, building an Intl formatter loads its locale data (8–40 ms of main
// thread on a fast machine in the middle of the feed's first screen), and a feed the server draws must read
// the same in Node as in the browser that takes it over, whatever ICU data each carries.
import { feed } from '#shared/i18n/feed.ts';

/** What times are told against. */
export interface Clock {
  now: number;
  /** Dates in UTC instead of this device's time zone: on a screen the server draws, which knows no cook's zone. */
  utc?: boolean;
}

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;
const { ago } = feed;

function calendarDate(time: number, utc: boolean) {
  const date = new Date(time);
  return utc
    ? { day: date.getUTCDate(), month: date.getUTCMonth(), year: date.getUTCFullYear() }
    : { day: date.getDate(), month: date.getMonth(), year: date.getFullYear() };
}

export function relativeTime(iso: string, { now, utc = false }: Clock): string {
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
  const date = calendarDate(then, utc);
  const dayAndMonth = `${date.day} ${ago.months[date.month]}`;
  return date.year === calendarDate(now, utc).year ? dayAndMonth : `${dayAndMonth} ${date.year}`;
}

let exactTimeFormat: Intl.DateTimeFormat | undefined;

/** The exact moment, in this device's zone. */
export function exactTime(iso: string): string {
  exactTimeFormat ??= new Intl.DateTimeFormat('es', { dateStyle: 'long', timeStyle: 'short' });
  return exactTimeFormat.format(new Date(iso));
}
