import { describe, expect, it } from 'vitest';
import {
  createTimer,
  formatClock,
  isFinished,
  parseStepTime,
  pauseTimer,
  remainingSeconds,
  resetTimer,
  startTimer,
  validateTimerInput,
} from './step-time.ts';

describe('parseStepTime', () => {
  it('reads minutes', () => {
    expect(parseStepTime('5 min')).toBe(300);
    expect(parseStepTime('10 minutos')).toBe(600);
    expect(parseStepTime('3min')).toBe(180);
  });
  it('reads seconds', () => {
    expect(parseStepTime('30 seg')).toBe(30);
    expect(parseStepTime('45 segundos')).toBe(45);
  });
  it('ignores case and leading spaces', () => {
    expect(parseStepTime('  2 MIN')).toBe(120);
    expect(parseStepTime('15 Seg.')).toBe(15);
  });
  it('gives 0 for anything else', () => {
    expect(parseStepTime('')).toBe(0);
    expect(parseStepTime('1 hora')).toBe(0);
    expect(parseStepTime('min 5')).toBe(0);
    expect(parseStepTime('unos 5 min')).toBe(0);
    expect(parseStepTime('al gusto')).toBe(0);
  });
  it('takes whole numbers only', () => {
    expect(parseStepTime('1.5 min')).toBe(0);
    expect(parseStepTime('1,5 min')).toBe(0);
  });
});

describe('timer', () => {
  const t0 = 1_000_000;

  it('starts idle with its whole length', () => {
    const timer = createTimer(90);
    expect(timer.status).toBe('idle');
    expect(remainingSeconds(timer, t0)).toBe(90);
    expect(isFinished(timer, t0)).toBe(false);
  });

  it('refuses a negative or fractional length', () => {
    expect(() => createTimer(-1)).toThrow(RangeError);
    expect(() => createTimer(1.5)).toThrow(RangeError);
  });

  it('counts down from an absolute end time while running', () => {
    const running = startTimer(createTimer(90), t0);
    expect(running).toEqual({ status: 'running', totalSeconds: 90, endsAtMs: t0 + 90_000 });
    expect(remainingSeconds(running, t0 + 30_000)).toBe(60);
    // A tab asleep for an hour still sees the right time: over.
    expect(remainingSeconds(running, t0 + 3_600_000)).toBe(0);
  });

  it('rounds partial seconds up', () => {
    const running = startTimer(createTimer(10), t0);
    expect(remainingSeconds(running, t0 + 9_001)).toBe(1);
    expect(remainingSeconds(running, t0 + 10_000)).toBe(0);
  });

  it('keeps the time left while paused and resumes from it', () => {
    const paused = pauseTimer(startTimer(createTimer(60), t0), t0 + 20_000);
    expect(paused.status).toBe('paused');
    expect(remainingSeconds(paused, t0 + 500_000)).toBe(40);
    const resumed = startTimer(paused, t0 + 500_000);
    expect(remainingSeconds(resumed, t0 + 510_000)).toBe(30);
  });

  it('ignores a start while running and a pause while stopped', () => {
    const running = startTimer(createTimer(60), t0);
    expect(startTimer(running, t0 + 5_000)).toBe(running);
    const idle = createTimer(60);
    expect(pauseTimer(idle, t0)).toBe(idle);
  });

  it('finishes at zero and stays finished when paused there', () => {
    const running = startTimer(createTimer(5), t0);
    expect(isFinished(running, t0 + 4_999)).toBe(false);
    expect(isFinished(running, t0 + 5_000)).toBe(true);
    const stopped = pauseTimer(running, t0 + 6_000);
    expect(remainingSeconds(stopped, t0 + 6_000)).toBe(0);
    expect(isFinished(stopped, t0 + 6_000)).toBe(true);
    expect(startTimer(stopped, t0 + 7_000)).toBe(stopped);
  });

  it('never starts or finishes a timer of length 0', () => {
    const empty = createTimer(0);
    expect(startTimer(empty, t0)).toBe(empty);
    expect(isFinished(empty, t0)).toBe(false);
  });

  it('resets to its length, or to a new one', () => {
    const running = startTimer(createTimer(120), t0);
    expect(resetTimer(running)).toEqual(createTimer(120));
    expect(resetTimer(running, 30)).toEqual(createTimer(30));
  });
});

describe('validateTimerInput', () => {
  it('accepts whole minutes from 0 and seconds 0 to 59', () => {
    expect(validateTimerInput(0, 0)).toBeNull();
    expect(validateTimerInput(0, 59)).toBeNull();
    expect(validateTimerInput(120, 30)).toBeNull();
  });
  it('rejects negative or fractional minutes', () => {
    expect(validateTimerInput(-1, 0)).toBe('Los minutos deben ser 0 o más.');
    expect(validateTimerInput(1.5, 0)).toBe('Los minutos deben ser 0 o más.');
    expect(validateTimerInput(Number.NaN, 0)).toBe('Los minutos deben ser 0 o más.');
  });
  it('rejects seconds outside 0 to 59 or fractional', () => {
    expect(validateTimerInput(1, 60)).toBe('Los segundos deben estar entre 0 y 59.');
    expect(validateTimerInput(1, -1)).toBe('Los segundos deben estar entre 0 y 59.');
    expect(validateTimerInput(1, 0.5)).toBe('Los segundos deben estar entre 0 y 59.');
  });
});

describe('formatClock', () => {
  it('pads minutes and seconds to two digits', () => {
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(5)).toBe('00:05');
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(3599)).toBe('59:59');
  });
  it('lets minutes grow past 99', () => {
    expect(formatClock(6000)).toBe('100:00');
  });
  it('shows 00:00 for negative time', () => {
    expect(formatClock(-3)).toBe('00:00');
  });
});
