// @vitest-environment jsdom
// The step timer's arithmetic as a cook sees it: the clock counts towards an absolute end time, so
// pausing, resuming, a sleeping tab and a reload all show the true time left. Time is faked.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CookModeState } from '#shared/contract/navigation.ts';
import type { Recipe } from '#shared/contract/recipes.ts';
import { recipeInput } from '#shared/contract/recipe-input.test-kit.ts';
import { createTimer, parseStepTime, validateTimerInput } from '#shared/domain/step-time.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/cooking.ts';
import { renderInApp, stubFetch } from '../../test/render.tsx';
import { RealCookModePage } from './real-cook-mode-page.tsx';
import { StepTimer } from './step-timer.tsx';

const t = es.cooking.timer;
const start = new Date('2025-03-01T12:00:00Z').getTime();

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(start);
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStorage.clear();
});

/** Holds the timer the way the cook screen does: the component only reports changes. */
function Harness({ stepTime, onRing, onStart }: { stepTime: string; onRing: () => void; onStart: () => void }) {
  const [timer, setTimer] = useState(() => createTimer(parseStepTime(stepTime)));
  return <StepTimer timer={timer} onChange={setTimer} onRing={onRing} onStart={onStart} />;
}

function renderTimer(stepTime: string) {
  const onRing = vi.fn();
  const onStart = vi.fn();
  render(<Harness stepTime={stepTime} onRing={onRing} onStart={onStart} />);
  return { onRing, onStart };
}

/** The clock shows `mm:ss` and says it in its accessible name. */
function expectClock(shown: string) {
  const clock = screen.getByRole('timer');
  expect(clock.textContent).toBe(shown);
  expect(clock.getAttribute('aria-label')).toBe(`${t.title}: ${shown}`);
}

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
const press = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
/** A tab that slept: the system clock moves on but no timer callback ran; then the page shows again. */
function sleepFor(ms: number) {
  vi.setSystemTime(Date.now() + ms);
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}

describe('StepTimer', () => {
  test('shows the step time before starting, and counts down once started', () => {
    const { onStart, onRing } = renderTimer('5 min');
    expectClock('05:00');
    expect(screen.queryByText(t.noTime)).toBeNull();

    advance(3_000);
    expectClock('05:00');

    press(t.start);
    expect(onStart).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: t.pause })).toBeTruthy();
    advance(1_000);
    expectClock('04:59');
    advance(61_000);
    expectClock('03:58');
    expect(onRing).not.toHaveBeenCalled();
  });

  test('pausing stops the clock and resuming carries on from the same fraction of a second', () => {
    renderTimer('5 min');
    press(t.start);
    advance(10_500);
    // 289.5 s left: the clock rounds up, so it reads 04:50 until the time is really gone.
    expectClock('04:50');

    press(t.pause);
    expect(screen.getByRole('button', { name: t.resume })).toBeTruthy();
    advance(60_000);
    expectClock('04:50');

    press(t.resume);
    expect(screen.getByRole('button', { name: t.pause })).toBeTruthy();
    advance(499);
    expectClock('04:50');
    advance(1);
    expectClock('04:49');
  });

  test('at zero it stops, rings once and cannot be started again until reset', () => {
    const { onRing } = renderTimer('3 seg');
    press(t.start);
    advance(2_999);
    expectClock('00:01');
    expect(onRing).not.toHaveBeenCalled();

    advance(1);
    expectClock('00:00');
    expect(onRing).toHaveBeenCalledOnce();
    const startButton = screen.getByRole('button', { name: t.start }) as HTMLButtonElement;
    expect(startButton.disabled).toBe(true);

    advance(10_000);
    expectClock('00:00');
    expect(onRing).toHaveBeenCalledOnce();

    press(t.reset);
    expectClock('00:03');
    expect((screen.getByRole('button', { name: t.start }) as HTMLButtonElement).disabled).toBe(false);
  });

  test('a tab that slept shows the real time left when it wakes, not a count of missed ticks', () => {
    renderTimer('10 min');
    press(t.start);
    advance(1_000);
    expectClock('09:59');

    sleepFor(4 * 60_000);
    expectClock('05:59');

    // Asleep past the end: the clock never shows a negative or stale time.
    sleepFor(8 * 60_000);
    expectClock('00:00');
  });

  test('a paused timer is not moved by a sleeping tab', () => {
    renderTimer('2 min');
    press(t.start);
    advance(30_000);
    press(t.pause);
    sleepFor(60 * 60_000);
    expectClock('01:30');
    expect(screen.getByRole('button', { name: t.resume })).toBeTruthy();
  });

  test('a step whose time cannot be read gets no countdown: 00:00, the hint, and no start', () => {
    for (const unreadable of ['al gusto', '1.5 min', 'unos 5 min', '']) {
      const { onStart } = renderTimer(unreadable);
      expectClock('00:00');
      expect(screen.getByText(t.noTime)).toBeTruthy();
      const startButton = screen.getByRole('button', { name: t.start }) as HTMLButtonElement;
      expect(startButton.disabled).toBe(true);
      fireEvent.click(startButton);
      expect(onStart).not.toHaveBeenCalled();
      cleanup();
    }
  });

  test('the edit dialog refuses bad minutes or seconds, and a fixed value sets the clock', () => {
    renderTimer('1 min');
    press(t.edit);
    const dialog = screen.getByRole('dialog', { name: t.dialogTitle });
    const minutes = within(dialog).getByLabelText(t.minutes);
    const seconds = within(dialog).getByLabelText(t.seconds);

    fireEvent.change(seconds, { target: { value: '75' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(within(dialog).getByRole('alert').textContent).toBe(validateTimerInput(1, 75));
    expectClock('01:00');

    fireEvent.change(seconds, { target: { value: '45' } });
    fireEvent.change(minutes, { target: { value: '1.5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(within(dialog).getByRole('alert').textContent).toBe(validateTimerInput(1.5, 45));

    fireEvent.change(minutes, { target: { value: '-2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(within(dialog).getByRole('alert').textContent).toBe(validateTimerInput(-2, 45));
    expectClock('01:00');

    fireEvent.change(minutes, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: t.save }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expectClock('02:45');
  });
});

const step = (time: string, instruction: string) => ({ type: 'cocinar' as const, instruction, time });

/** The recipe as the API answers it: the editor's fields from the shared builder, plus what the server adds. */
const recipe: Recipe = {
  ...recipeInput({
    name: 'Arroz con pollo',
    description: 'Un clásico.',
    totalTime: '40 min',
    mealType: 'Almuerzo',
    nationality: 'Colombiana',
    difficulty: 'medio',
    ingredients: [{ quantity: '1 taza', name: 'Arroz' }],
    steps: [step('1 min', 'Sofríe la cebolla.'), step('al gusto', 'Sirve caliente.')],
  }),
  id: 'r1',
  author: 'Ana',
  authorId: 'u1',
  averageRating: 0,
  ratingCount: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
  totalRatingSum: 0,
  favoritesCount: 0,
  commentsCount: 0,
  updatedAt: '2025-01-01T00:00:00.000Z',
  myRating: 0,
  isFavorite: false,
};

function renderCookMode() {
  stubFetch({ 'GET /api/auth/get-session': null });
  const state: CookModeState = { recipe };
  return renderInApp(<RealCookModePage />, { path: '/real-cook-mode', state });
}

describe('cook mode timer', () => {
  test('reaching zero shows the time-up message of SPEC §5', async () => {
    renderCookMode();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expectClock('01:00');

    press(t.start);
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.queryByText(t.timeUp)).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1_000));

    const notice = screen.getByRole('dialog', { name: es.notice.success });
    expect(within(notice).getByText(t.timeUp)).toBeTruthy();
    expectClock('00:00');
  });

  test('the next step starts its own timer; a step time that cannot be read shows the hint', async () => {
    renderCookMode();
    await act(() => vi.advanceTimersByTimeAsync(0));
    press(t.start);
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expectClock('00:40');

    press(es.cooking.cookMode.completed);
    press(es.cooking.cookMode.next);
    expect(screen.getByText(fill(es.cooking.cookMode.stepOf, { n: 2, total: 2 }))).toBeTruthy();
    expectClock('00:00');
    expect(screen.getByText(t.noTime)).toBeTruthy();
    expect((screen.getByRole('button', { name: t.start }) as HTMLButtonElement).disabled).toBe(true);
    // The first step's timer no longer runs: it does not ring on this step.
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.queryByText(t.timeUp)).toBeNull();
  });

  test('a reload while the timer runs shows the time really left', async () => {
    renderCookMode();
    await act(() => vi.advanceTimersByTimeAsync(0));
    press(t.start);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    expectClock('00:50');

    cleanup();
    vi.setSystemTime(Date.now() + 20_000);
    renderCookMode();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expectClock('00:30');
    expect(screen.getByRole('button', { name: t.pause })).toBeTruthy();
  });
});
