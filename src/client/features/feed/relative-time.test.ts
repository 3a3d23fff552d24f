import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time.ts';

const now = Date.parse('2026-03-20T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime', () => {
  it('reads like the feed of SPEC §2 in Spanish', () => {
    expect(relativeTime(ago(10_000), now)).toBe('ahora');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('hace 5 min');
    expect(relativeTime(ago(59 * 60_000 + 59_000), now)).toBe('hace 59 min');
    expect(relativeTime(ago(2 * 3600_000), now)).toBe('hace 2 h');
    expect(relativeTime(ago(26 * 3600_000), now)).toBe('ayer');
    expect(relativeTime(ago(3 * 86_400_000), now)).toBe('hace 3 d');
  });

  it('says every step of the first week as Intl.RelativeTimeFormat does in Spanish', () => {
    const intl = new Intl.RelativeTimeFormat('es', { numeric: 'auto', style: 'short' });
    const steps: [number, Intl.RelativeTimeFormatUnit, number][] = [
      ...Array.from({ length: 59 }, (_, i): [number, Intl.RelativeTimeFormatUnit, number] => [i + 1, 'minute', 60_000]),
      ...Array.from({ length: 23 }, (_, i): [number, Intl.RelativeTimeFormatUnit, number] => [i + 1, 'hour', 3600_000]),
      ...Array.from({ length: 6 }, (_, i): [number, Intl.RelativeTimeFormatUnit, number] => [i + 1, 'day', 86_400_000]),
    ];
    for (const [count, unit, size] of steps) expect(relativeTime(ago(count * size + 1_000), now), `${count} ${unit}`).toBe(intl.format(-count, unit));
  });

  it('treats a time slightly in the future as now', () => {
    expect(relativeTime(new Date(now + 5_000).toISOString(), now)).toBe('ahora');
  });

  it('shows the date for posts older than a week, with the year only when it differs', () => {
    expect(relativeTime('2026-02-01T12:00:00Z', now)).toBe('1 feb');
    expect(relativeTime('2025-12-24T12:00:00Z', now)).toBe('24 dic 2025');
  });
});
