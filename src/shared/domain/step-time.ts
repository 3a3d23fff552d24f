import { cooking } from '../i18n/cooking.ts';

/**
 * Seconds of a step's time text (SPEC §9): '{n} min…' is n minutes, '{n} seg…' is n seconds, anything else 0.
 * n is a whole number at the start; '1.5 min' is not a step time.
 */
export function parseStepTime(text: string): number {
  const match = /^\s*(\d+)\s*(min|seg)/i.exec(text);
  if (!match) return 0;
  const n = Number(match[1]);
  return match[2]!.toLowerCase() === 'min' ? n * 60 : n;
}

/**
 * A step timer. A running timer keeps the absolute time it ends, not a count of ticks,
 * so it stays right when the tab sleeps or the device is busy.
 */
export type TimerState =
  | { readonly status: 'idle' | 'paused'; readonly totalSeconds: number; readonly remainingMs: number }
  | { readonly status: 'running'; readonly totalSeconds: number; readonly endsAtMs: number };

export function createTimer(totalSeconds: number): TimerState {
  if (!Number.isInteger(totalSeconds) || totalSeconds < 0) {
    throw new RangeError(`Invalid timer length: ${totalSeconds}`);
  }
  return { status: 'idle', totalSeconds, remainingMs: totalSeconds * 1000 };
}

function remainingMs(state: TimerState, nowMs: number): number {
  return state.status === 'running' ? Math.max(0, state.endsAtMs - nowMs) : state.remainingMs;
}

/** Runs the timer from where it is; a timer with no time left does not start. */
export function startTimer(state: TimerState, nowMs: number): TimerState {
  const left = remainingMs(state, nowMs);
  if (state.status === 'running' || left === 0) return state;
  return { status: 'running', totalSeconds: state.totalSeconds, endsAtMs: nowMs + left };
}

export function pauseTimer(state: TimerState, nowMs: number): TimerState {
  if (state.status !== 'running') return state;
  return { status: 'paused', totalSeconds: state.totalSeconds, remainingMs: remainingMs(state, nowMs) };
}

/** Whole seconds left, rounded up so the clock shows 00:00 only when the time is really over. */
export function remainingSeconds(state: TimerState, nowMs: number): number {
  return Math.ceil(remainingMs(state, nowMs) / 1000);
}

/** True once a started timer has reached zero (a timer never started, or of length 0, never finishes). */
export function isFinished(state: TimerState, nowMs: number): boolean {
  return state.status !== 'idle' && remainingMs(state, nowMs) === 0;
}

/** Back to the start, stopped: for a step change, or with a new length from the timer dialog. */
export function resetTimer(state: TimerState, totalSeconds = state.totalSeconds): TimerState {
  return createTimer(totalSeconds);
}

/** The timer dialog's check (SPEC §5): whole minutes from 0, whole seconds from 0 to 59. */
export function validateTimerInput(minutes: number, seconds: number): string | null {
  if (!Number.isInteger(minutes) || minutes < 0) return cooking.timer.minutesInvalid;
  if (!Number.isInteger(seconds) || seconds < 0 || seconds > 59) return cooking.timer.secondsInvalid;
  return null;
}

/** 'mm:ss'; minutes grow past 99 rather than wrap. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const mm = String(Math.floor(whole / 60)).padStart(2, '0');
  const ss = String(whole % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
