// @vitest-environment jsdom
// The menu's background music (SPEC §2): one Web Audio context, volume 0.3, the tune kept one bar ahead
// while it plays, nothing scheduled once stopped. The browser's AudioContext is a recording stand-in.
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import { isMusicPlaying, startMusic, stopMusic } from './music.ts';

const notesPerBar = 16 + 4; // melody + bass

class StandInParam {
  value = 0;
  setValueAtTime() {}
  exponentialRampToValueAtTime() {}
}
class StandInNode {
  connected = true;
  connect<T>(target: T): T {
    return target;
  }
  disconnect() {
    this.connected = false;
  }
}
class StandInGain extends StandInNode {
  gain = new StandInParam();
}
class StandInOscillator extends StandInNode {
  type = 'sine';
  frequency = new StandInParam();
  startedAt = -1;
  start(at: number) {
    this.startedAt = at;
  }
  stop() {}
}
class StandInAudioContext {
  static made: StandInAudioContext[] = [];
  currentTime = 0;
  destination = new StandInNode();
  gains: StandInGain[] = [];
  oscillators: StandInOscillator[] = [];
  constructor() {
    StandInAudioContext.made.push(this);
  }
  async resume() {}
  createGain() {
    const gain = new StandInGain();
    this.gains.push(gain);
    return gain;
  }
  createOscillator() {
    const oscillator = new StandInOscillator();
    this.oscillators.push(oscillator);
    return oscillator;
  }
}
beforeAll(() => {
  vi.useFakeTimers();
  vi.stubGlobal('AudioContext', StandInAudioContext);
});
afterAll(() => {
  stopMusic();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

test('plays at volume 0.3, keeps one bar ahead, starts once, and schedules nothing after stopping', async () => {
  expect(isMusicPlaying()).toBe(false);
  await startMusic();
  expect(isMusicPlaying()).toBe(true);
  const ctx = StandInAudioContext.made[0]!;
  const master = ctx.gains[0]!;
  expect(master.gain.value).toBe(0.3);
  expect(ctx.oscillators).toHaveLength(notesPerBar);

  // Nothing new while the scheduled bar still covers the next bar's length.
  vi.advanceTimersByTime(500);
  expect(ctx.oscillators).toHaveLength(notesPerBar);
  // Time moves on: the next bar is scheduled right after the first, without a gap.
  ctx.currentTime = 1;
  vi.advanceTimersByTime(500);
  expect(ctx.oscillators).toHaveLength(2 * notesPerBar);
  const starts = ctx.oscillators.map((o) => o.startedAt);
  expect(Math.min(...starts.slice(notesPerBar))).toBeCloseTo(Math.max(...starts.slice(0, 16)) + 0.28);

  // A second start while playing changes nothing.
  await startMusic();
  expect(StandInAudioContext.made).toHaveLength(1);
  expect(ctx.gains.filter((g) => g.gain.value === 0.3)).toHaveLength(1);

  stopMusic();
  expect(isMusicPlaying()).toBe(false);
  expect(master.connected).toBe(false);
  ctx.currentTime = 60;
  vi.advanceTimersByTime(5_000);
  expect(ctx.oscillators).toHaveLength(2 * notesPerBar);

  // Playing again reuses the same audio context.
  await startMusic();
  expect(isMusicPlaying()).toBe(true);
  expect(StandInAudioContext.made).toHaveLength(1);
});
