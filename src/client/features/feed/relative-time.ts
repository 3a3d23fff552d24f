// 'hace 5 min' style times in Spanish (Intl.RelativeTimeFormat('es')); older posts show their date.
const relative = new Intl.RelativeTimeFormat('es', { numeric: 'auto', style: 'short' });
const dateThisYear = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short' });
const dateWithYear = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', year: 'numeric' });
const fullDate = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeStyle: 'short' });

const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

export function relativeTime(iso: string, now: number): string {
  const then = Date.parse(iso);
  // A clock a little ahead of ours still reads as "just now".
  const elapsed = Math.max(0, now - then);
  if (elapsed < minute) return relative.format(0, 'second');
  if (elapsed < hour) return relative.format(-Math.floor(elapsed / minute), 'minute');
  if (elapsed < day) return relative.format(-Math.floor(elapsed / hour), 'hour');
  if (elapsed < 7 * day) return relative.format(-Math.floor(elapsed / day), 'day');
  const date = new Date(then);
  return (date.getFullYear() === new Date(now).getFullYear() ? dateThisYear : dateWithYear).format(date);
}

/** The exact moment, for a tooltip. */
export const exactTime = (iso: string) => fullDate.format(new Date(iso));
