// @vitest-environment jsdom
// The kitchen's senses against fakes of the browser's own devices: the Screen Wake Lock (which the
// browser releases whenever the page is hidden), the vibration motor and the Web Audio output.
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { restoreBrowser, stubBrowser } from '../../test/browser-stubs.ts';
import { alarmMaxMs, primeSound, ringCycleMs, ringVibration, startAlarm, useWakeLock } from './kitchen.ts';

afterEach(() => {
  cleanup();
  restoreBrowser();
  vi.useRealTimers();
});

/** navigator.wakeLock as a browser gives it: each request answers a sentinel the browser may release. */
function fakeWakeLock() {
  const sentinels: (EventTarget & { released: boolean; release: () => Promise<void> })[] = [];
  let answer: (() => void) | null = null;
  const wakeLock = {
    /** When true, requests wait for `answerRequest()` (a slow browser). */
    slow: false,
    request: vi.fn(async (type: string) => {
      expect(type).toBe('screen');
      if (wakeLock.slow) await new Promise<void>((resolve) => (answer = resolve));
      const sentinel = Object.assign(new EventTarget(), {
        released: false,
        release: async () => {
          if (sentinel.released) return;
          sentinel.released = true;
          sentinel.dispatchEvent(new Event('release'));
        },
      });
      sentinels.push(sentinel);
      return sentinel;
    }),
    answerRequest: () => answer?.(),
    sentinels,
  };
  stubBrowser(navigator, 'wakeLock', () => wakeLock);
  return wakeLock;
}

let visibility: DocumentVisibilityState = 'visible';
function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}
beforeEach(() => {
  visibility = 'visible';
  stubBrowser(document, 'visibilityState', () => visibility);
});

describe('useWakeLock', () => {
  test('takes the lock on mount, takes it again when the page shows after the browser released it, lets go on unmount', async () => {
    const wakeLock = fakeWakeLock();
    const { result, unmount } = renderHook(() => useWakeLock());
    await vi.waitFor(() => expect(result.current).toBe(true));
    expect(wakeLock.request).toHaveBeenCalledTimes(1);

    // Hiding the page: the browser releases the lock by itself and the page says so.
    setVisibility('hidden');
    await act(() => wakeLock.sentinels[0]!.release());
    expect(result.current).toBe(false);
    expect(wakeLock.request).toHaveBeenCalledTimes(1);

    setVisibility('visible');
    await vi.waitFor(() => expect(result.current).toBe(true));
    expect(wakeLock.request).toHaveBeenCalledTimes(2);
    expect(wakeLock.sentinels[1]!.released).toBe(false);

    // Showing again while the lock is still held asks for nothing.
    setVisibility('visible');
    expect(wakeLock.request).toHaveBeenCalledTimes(2);

    unmount();
    expect(wakeLock.sentinels[1]!.released).toBe(true);
  });

  test('a show while the browser is still answering does not ask for a second lock', async () => {
    const wakeLock = fakeWakeLock();
    wakeLock.slow = true;
    const { result } = renderHook(() => useWakeLock());
    expect(wakeLock.request).toHaveBeenCalledTimes(1);
    setVisibility('visible');
    setVisibility('visible');
    expect(wakeLock.request).toHaveBeenCalledTimes(1);
    await act(async () => wakeLock.answerRequest());
    await vi.waitFor(() => expect(result.current).toBe(true));
    expect(wakeLock.sentinels).toHaveLength(1);
  });

  test('a lock granted after the cook left is given back at once', async () => {
    const wakeLock = fakeWakeLock();
    wakeLock.slow = true;
    const { unmount } = renderHook(() => useWakeLock());
    unmount();
    wakeLock.answerRequest();
    await vi.waitFor(() => expect(wakeLock.sentinels[0]?.released).toBe(true));
  });
});

/** Web Audio's AudioContext, counting the beeps made and whether the alarm's output is still connected. */
class FakeAudioContext {
  static beeps = 0;
  static connectedOutputs = 0;
  currentTime = 0;
  destination = {};
  resume = () => Promise.resolve();
  createOscillator() {
    FakeAudioContext.beeps += 1;
    return { type: '', frequency: { value: 0 }, connect: (node: unknown) => node, start: () => {}, stop: () => {} };
  }
  createGain() {
    let toSpeakers = false;
    return {
      gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
      connect: (node: unknown) => {
        if (node === this.destination && !toSpeakers) {
          toSpeakers = true;
          FakeAudioContext.connectedOutputs += 1;
        }
        return node;
      },
      disconnect: () => {
        if (toSpeakers) FakeAudioContext.connectedOutputs -= 1;
        toSpeakers = false;
      },
    };
  }
}

describe('startAlarm', () => {
  let vibrate: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    vi.useFakeTimers();
    vibrate = vi.fn(() => true);
    stubBrowser(navigator, 'vibrate', () => vibrate);
  });

  test('rings and vibrates ring after ring until stopped; stopping silences the sound and the motor', () => {
    const beepsPerRing = 8;
    FakeAudioContext.beeps = 0;
    stubBrowser(window, 'AudioContext', () => FakeAudioContext);
    primeSound();

    const stop = startAlarm();
    expect(vibrate.mock.calls).toEqual([[ringVibration]]);
    expect(FakeAudioContext.beeps).toBe(beepsPerRing);
    expect(FakeAudioContext.connectedOutputs).toBe(1);

    vi.advanceTimersByTime(ringCycleMs * 3);
    expect(vibrate).toHaveBeenCalledTimes(4);
    expect(FakeAudioContext.beeps).toBe(beepsPerRing * 4);

    stop();
    expect(vibrate).toHaveBeenLastCalledWith(0);
    expect(FakeAudioContext.connectedOutputs).toBe(0);
    vi.advanceTimersByTime(ringCycleMs * 10);
    expect(vibrate).toHaveBeenCalledTimes(5);
    expect(FakeAudioContext.beeps).toBe(beepsPerRing * 4);
  });

  test('an alarm nobody stops falls silent after a minute', () => {
    startAlarm();
    vi.advanceTimersByTime(alarmMaxMs - 1);
    expect(vibrate).not.toHaveBeenCalledWith(0);
    vi.advanceTimersByTime(1);
    expect(vibrate).toHaveBeenLastCalledWith(0);
    const calls = vibrate.mock.calls.length;
    vi.advanceTimersByTime(alarmMaxMs);
    expect(vibrate).toHaveBeenCalledTimes(calls);
  });
});
