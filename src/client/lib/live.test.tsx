// @vitest-environment jsdom
// The browser's EventSource is replaced by a stand-in that records what the client opens.
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { useLive } from './live.ts';

class StandInEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: StandInEventSource[] = [];
  readyState = StandInEventSource.CONNECTING;
  onerror: (() => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;
  private readonly named = new Map<string, (event: MessageEvent<string>) => void>();

  constructor(readonly url: string) {
    StandInEventSource.opened.push(this);
  }

  addEventListener(name: string, listener: (event: MessageEvent<string>) => void) {
    this.named.set(name, listener);
  }

  close() {
    this.readyState = StandInEventSource.CLOSED;
  }

  ready(id: number) {
    this.readyState = StandInEventSource.OPEN;
    this.named.get('ready')?.(
      new MessageEvent('ready', { data: JSON.stringify({ resumed: true }), lastEventId: String(id) }),
    );
  }

  fail(readyState: number) {
    this.readyState = readyState;
    this.onerror?.();
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('EventSource', StandInEventSource);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function Listener() {
  useLive(['feed'], () => {});
  return null;
}

test('a refused stream is reopened after a pause from the newest event id; a dropped one is left to the browser', async () => {
  render(<Listener />);
  await vi.advanceTimersByTimeAsync(5_000);
  expect(StandInEventSource.opened.map((source) => source.url)).toEqual(['/api/live?topics=feed']);
  const first = StandInEventSource.opened[0]!;
  first.ready(42);

  // The browser reconnects by itself (with Last-Event-ID) while it says CONNECTING.
  first.fail(StandInEventSource.CONNECTING);
  await vi.advanceTimersByTimeAsync(120_000);
  expect(StandInEventSource.opened).toHaveLength(1);

  // A 429 or 503 closes it for good: the client opens a new one, resuming from the newest id.
  first.fail(StandInEventSource.CLOSED);
  await vi.advanceTimersByTimeAsync(5_000);
  expect(StandInEventSource.opened.map((source) => source.url)).toEqual([
    '/api/live?topics=feed',
    '/api/live?topics=feed&lastEventId=42',
  ]);
  // Refused again: the pause grows (5 s, then up to 10 s).
  StandInEventSource.opened[1]!.fail(StandInEventSource.CLOSED);
  await vi.advanceTimersByTimeAsync(4_000);
  expect(StandInEventSource.opened).toHaveLength(2);
  await vi.advanceTimersByTimeAsync(6_000);
  expect(StandInEventSource.opened).toHaveLength(3);
});
