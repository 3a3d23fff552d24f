// @vitest-environment jsdom
// The confetti of a freshly unlocked achievement: hidden from assistive technology, ended once per burst
// after its time, started over by a new burst, and cut short for people who ask for reduced motion.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { Celebration } from './celebration.tsx';

const burstMs = 3500;
const here = dirname(fileURLToPath(import.meta.url));

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

test('the confetti is hidden from screen readers and takes no pointer events', () => {
  render(<Celebration burst={1} onDone={() => {}} />);
  const confetti = screen.getByTestId('celebration');
  expect(confetti.getAttribute('aria-hidden')).toBe('true');
  expect(confetti.className).toContain('pointer-events-none');
  expect(confetti.children.length).toBeGreaterThan(0);
  // Nothing of it reaches the accessibility tree.
  expect(screen.queryAllByRole('img')).toHaveLength(0);
  expect(screen.queryAllByRole('presentation')).toHaveLength(0);
});

test('a burst ends once, after its time', () => {
  const onDone = vi.fn();
  render(<Celebration burst={1} onDone={onDone} />);
  advance(burstMs - 1);
  expect(onDone).not.toHaveBeenCalled();
  advance(1);
  expect(onDone).toHaveBeenCalledOnce();
  advance(60_000);
  expect(onDone).toHaveBeenCalledOnce();
});

test('a re-render of the same burst does not postpone its end', () => {
  const onDone = vi.fn();
  const { rerender } = render(<Celebration burst={1} onDone={onDone} />);
  advance(2_000);
  rerender(<Celebration burst={1} onDone={onDone} />);
  advance(burstMs - 2_000);
  expect(onDone).toHaveBeenCalledOnce();
});

test('a new burst starts the confetti over and ends its full time after the new burst', () => {
  const onDone = vi.fn();
  const { rerender } = render(<Celebration burst={1} onDone={onDone} />);
  const first = screen.getByTestId('celebration');
  advance(3_000);

  rerender(<Celebration burst={2} onDone={onDone} />);
  const second = screen.getByTestId('celebration');
  // A fresh element, so the CSS animation of every piece runs again from the top.
  expect(second).not.toBe(first);
  expect(first.isConnected).toBe(false);

  advance(burstMs - 1);
  expect(onDone).not.toHaveBeenCalled();
  advance(1);
  expect(onDone).toHaveBeenCalledOnce();
});

test('confetti taken off the screen early never reports an end', () => {
  const onDone = vi.fn();
  const { unmount } = render(<Celebration burst={1} onDone={onDone} />);
  advance(1_000);
  unmount();
  advance(burstMs * 2);
  expect(onDone).not.toHaveBeenCalled();
});

test('with reduced motion the confetti animation is cut to nothing by the global rule', () => {
  // celebration.css has no rule of its own: the pieces fall by a CSS animation, which the app-wide
  // prefers-reduced-motion rule of styles.css shortens to almost nothing (they end invisible, opacity 0).
  const celebrationCss = readFileSync(join(here, 'celebration.css'), 'utf8');
  const appCss = readFileSync(join(here, '../../styles.css'), 'utf8');
  expect(celebrationCss).toMatch(/\.celebration-piece\s*\{[^}]*animation:[^;]*celebration-fall[^;]*forwards/);
  expect(celebrationCss).toMatch(/100%\s*\{[^}]*opacity:\s*0/);
  const reduced = /@media\s*\(prefers-reduced-motion:\s*reduce\)\s*\{([^{}]*\{[^}]*\})/.exec(appCss)?.[1] ?? '';
  expect(reduced).toMatch(/^\s*\*\s*,/);
  expect(reduced).toMatch(/animation-duration:\s*0\.01ms\s*!important/);
});
