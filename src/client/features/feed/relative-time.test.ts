import { describe, expect, it } from 'vitest';
import { exactTime, relativeTime } from './relative-time.ts';

const now = Date.parse('2026-03-20T12:00:00Z');
const clock = { now };
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime', () => {
  it('reads like the feed of SPEC §2 in Spanish', () => {
    expect(relativeTime(ago(10_000), clock)).toBe('ahora');
    expect(relativeTime(ago(5 * 60_000), clock)).toBe('hace 5 min');
    expect(relativeTime(ago(59 * 60_000 + 59_000), clock)).toBe('hace 59 min');
    expect(relativeTime(ago(2 * 3600_000), clock)).toBe('hace 2 h');
    expect(relativeTime(ago(26 * 3600_000), clock)).toBe('ayer');
    expect(relativeTime(ago(3 * 86_400_000), clock)).toBe('hace 3 d');
  });

  it('says every step of the first week as Intl.RelativeTimeFormat does in Spanish', () => {
    const intl = new Intl.RelativeTimeFormat('es', { numeric: 'auto', style: 'short' });
    const steps: [number, Intl.RelativeTimeFormatUnit, number][] = [
      ...Array.from({ length: 59 }, (_, i): [number, Intl.RelativeTimeFormatUnit, number] => [i + 1, 'minute', 60_000]),
      ...Array.from({ length: 23 }, (_, i): [number, Intl.RelativeTimeFormatUnit, number] => [i + 1, 'hour', 3600_000]),
      ...Array.from({ length: 6 }, (_, i): [number, Intl.RelativeTimeFormatUnit, number] => [i + 1, 'day', 86_400_000]),
    ];
    for (const [count, unit, size] of steps) expect(relativeTime(ago(count * size + 1_000), clock), `${count} ${unit}`).toBe(intl.format(-count, unit));
  });

  it('treats a time slightly in the future as now', () => {
    expect(relativeTime(new Date(now + 5_000).toISOString(), clock)).toBe('ahora');
  });

  it('shows the date for posts older than a week, with the year only when it differs', () => {
    expect(relativeTime('2026-02-01T12:00:00Z', clock)).toBe('1 feb');
    expect(relativeTime('2025-12-24T12:00:00Z', clock)).toBe('24 dic 2025');
  });

  it('names every month as Intl.DateTimeFormat does in Spanish', () => {
    const intl = new Intl.DateTimeFormat('es', { day: 'numeric', month: 'short', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++) {
      const time = Date.UTC(2025, month, 15, 12);
      expect(relativeTime(new Date(time).toISOString(), { now, utc: true })).toBe(`${intl.format(time)} 2025`);
    }
  });

  it('tells a drawn date in UTC, and the device its own zone', () => {
    const zone = process.env.TZ;
    process.env.TZ = 'Asia/Tokyo';
    try {
      // 23:30 UTC on the 1st is 08:30 on the 2nd in Tokyo.
      const iso = '2026-02-01T23:30:00Z';
      expect(relativeTime(iso, { now, utc: true })).toBe('1 feb');
      expect(relativeTime(iso, clock)).toBe('2 feb');
      expect(exactTime(iso)).toMatch(/^2 de febrero de 2026\D+8:30$/);
    } finally {
      process.env.TZ = zone;
    }
  });
});
