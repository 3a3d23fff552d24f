import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Heartbeat } from './heartbeat.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const target = () => ({ pings: 0, write(chunk: string) { expect(chunk).toBe(': ping\n\n'); this.pings += 1; } });

describe('the shared heartbeat', () => {
  it('pings every stream once per interval from one timer, a slice of the streams at a time', () => {
    const heartbeat = new Heartbeat(1000);
    const streams = Array.from({ length: 25 }, target);
    const stops = streams.map((stream) => heartbeat.add(stream));
    expect(vi.getTimerCount()).toBe(1);

    vi.advanceTimersByTime(100);
    const firstTick = streams.filter((stream) => stream.pings === 1).length;
    expect(firstTick).toBeGreaterThan(0);
    expect(firstTick).toBeLessThan(streams.length / 2);

    vi.advanceTimersByTime(900);
    expect(streams.map((stream) => stream.pings)).toEqual(streams.map(() => 1));
    vi.advanceTimersByTime(3000);
    expect(streams.map((stream) => stream.pings)).toEqual(streams.map(() => 4));

    // A closed stream is not written to again; once none is left, no timer runs.
    stops[0]!();
    stops[0]!();
    vi.advanceTimersByTime(1000);
    expect(streams[0]!.pings).toBe(4);
    expect(streams[1]!.pings).toBe(5);
    for (const stop of stops) stop();
    expect(vi.getTimerCount()).toBe(0);

    // And it starts again with the next stream.
    const late = target();
    heartbeat.add(late);
    vi.advanceTimersByTime(1000);
    expect(late.pings).toBe(1);
  });
});
