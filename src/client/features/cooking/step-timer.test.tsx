// @vitest-environment jsdom
// The step timer's arithmetic as a cook sees it: the clock counts towards an absolute end time, so
// pausing, resuming, a sleeping tab and a reload all show the true time left. In cook mode it rings as
// an alarm and a signed-in cook's running timer is registered with the server, which pushes its end to a
// locked phone. Time, the network and the browser's devices are faked.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import type { CookModeState } from '#shared/contract/navigation.ts';
import type { Recipe } from '#shared/contract/recipes.ts';
import { recipeInput } from '#shared/contract/recipe-input.test-kit.ts';
import { createTimer, parseStepTime, validateTimerInput } from '#shared/domain/step-time.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';
import { chooseOfflineMode } from '../../lib/offline.ts';
import { fakePushBrowser, restoreBrowser, stubBrowser } from '../../test/browser-stubs.ts';
import { renderInApp, stubFetch, type FetchAnswers } from '../../test/render.tsx';
import { shownToasts } from '../../test/toasts.ts';
import { ringCycleMs, ringVibration } from './kitchen.ts';
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
  restoreBrowser();
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
  id: '0b6f3c1e-8a52-4d6e-9c41-6e0f2a7d5b13',
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

const signedIn = { user: { id: 'u1', email: 'ana@example.com', name: 'Ana' } };

/** Cook mode on the recipe, anonymous unless a session is given; `answers` are the other requests it may make. */
function renderCookMode({ session = null, answers = {} }: { session?: typeof signedIn | null; answers?: FetchAnswers } = {}) {
  const network = stubFetch({ 'GET /api/auth/get-session': session, ...answers });
  const state: CookModeState = { recipe };
  return { ...renderInApp(<RealCookModePage />, { path: '/real-cook-mode', state }), network };
}
const settle = () => act(() => vi.advanceTimersByTimeAsync(0));

/** navigator.vibrate, recording each pattern (0 stops the motor). */
function stubVibration() {
  const vibrate = vi.fn((pattern: number | number[]) => Boolean(pattern));
  stubBrowser(navigator, 'vibrate', () => vibrate);
  return vibrate;
}

describe('cook mode timer', () => {
  test('reaching zero rings an alarm (SPEC §5 message) that vibrates until «Detener»', async () => {
    const vibrate = stubVibration();
    renderCookMode();
    await settle();
    expectClock('01:00');

    press(t.start);
    await act(() => vi.advanceTimersByTimeAsync(59_000));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(vibrate).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1_000));

    const alarm = screen.getByRole('alertdialog', { name: t.alarmTitle });
    expect(within(alarm).getByText(fill(t.alarmLabel, { recipe: recipe.name, n: 1 }))).toBeTruthy();
    expect(within(alarm).getByText(t.timeUp)).toBeTruthy();
    expect(alarm.getAttribute('aria-describedby')).toBeTruthy();
    const stop = within(alarm).getByRole('button', { name: t.stopAlarm });
    expect(document.activeElement).toBe(stop);
    expectClock('00:00');
    expect(vibrate.mock.calls).toEqual([[ringVibration]]);
    await act(() => vi.advanceTimersByTimeAsync(ringCycleMs));
    expect(vibrate.mock.calls).toEqual([[ringVibration], [ringVibration]]);

    fireEvent.click(stop);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(vibrate).toHaveBeenLastCalledWith(0);
    await act(() => vi.advanceTimersByTimeAsync(ringCycleMs * 5));
    expect(vibrate).toHaveBeenCalledTimes(3);
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

describe('the server copy of a running timer', () => {
  const timerId = '5d2a9e47-3c1b-4f08-a6d2-7b9e1c0f4a88';
  const answers = { 'POST /api/cook-timers': { id: timerId }, [`DELETE /api/cook-timers/${timerId}`]: null };
  const label = fill(t.alarmLabel, { recipe: recipe.name, n: 1 });

  /** Each request to the cook timers API, with its JSON body. */
  function timerCalls(network: ReturnType<typeof stubFetch>) {
    return network.spy.mock.calls
      .map(([input, init]) => ({ request: `${init?.method ?? 'GET'} ${String(input)}`, body: init?.body ? JSON.parse(String(init.body)) : undefined }))
      .filter(({ request }) => request.includes('/api/cook-timers'));
  }
  const registered = (endsAtMs: number) => ({
    request: 'POST /api/cook-timers',
    body: { endsAt: new Date(endsAtMs).toISOString(), label, recipeId: recipe.id },
  });
  const cancelled = { request: `DELETE /api/cook-timers/${timerId}`, body: undefined };

  test('starting registers its end; pausing cancels it; resuming registers the new end; a reset cancels it', async () => {
    const { network } = renderCookMode({ session: signedIn, answers });
    await settle();
    press(t.start);
    await settle();
    expect(timerCalls(network)).toEqual([registered(start + 60_000)]);

    await act(() => vi.advanceTimersByTimeAsync(20_000));
    press(t.pause);
    await settle();
    expect(timerCalls(network)).toEqual([registered(start + 60_000), cancelled]);

    await act(() => vi.advanceTimersByTimeAsync(5_000));
    press(t.resume);
    await settle();
    press(t.reset);
    await settle();
    expect(timerCalls(network)).toEqual([registered(start + 60_000), cancelled, registered(start + 65_000), cancelled]);
    expect(network.unexpected).toEqual([]);
  });

  test('a pause before the server answered still cancels what it registered', async () => {
    const { network } = renderCookMode({ session: signedIn, answers });
    await settle();
    press(t.start);
    press(t.pause);
    await settle();
    expect(timerCalls(network)).toEqual([registered(start + 60_000), cancelled]);
  });

  test('a timer that rings is left to the server, which pushes it; nothing is cancelled', async () => {
    stubVibration();
    const { network } = renderCookMode({ session: signedIn, answers });
    await settle();
    press(t.start);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('alertdialog', { name: t.alarmTitle })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: t.stopAlarm }));
    press(t.reset);
    await settle();
    expect(timerCalls(network)).toEqual([registered(start + 60_000)]);
  });

  test('after a reload, a pause cancels the registration made before it', async () => {
    renderCookMode({ session: signedIn, answers });
    await settle();
    press(t.start);
    await act(() => vi.advanceTimersByTimeAsync(10_000));
    cleanup();
    vi.restoreAllMocks();

    const { network } = renderCookMode({ session: signedIn, answers });
    await settle();
    press(t.pause);
    await settle();
    expect(timerCalls(network)).toEqual([cancelled]);
  });

  test('nothing is written for an anonymous cook, offline, or in offline mode', async () => {
    const anonymous = renderCookMode({ answers });
    await settle();
    press(t.start);
    await settle();
    expect(timerCalls(anonymous.network)).toEqual([]);
    cleanup();
    sessionStorage.clear();

    stubBrowser(navigator, 'onLine', () => false);
    const offline = renderCookMode({ session: signedIn, answers });
    await settle();
    press(t.start);
    await settle();
    expect(timerCalls(offline.network)).toEqual([]);
    cleanup();
    restoreBrowser();
    sessionStorage.clear();

    chooseOfflineMode(true);
    const offlineMode = renderCookMode({ session: signedIn, answers });
    await settle();
    press(t.start);
    await settle();
    expect(timerCalls(offlineMode.network)).toEqual([]);
  });

  test('a registration the server refuses changes nothing for the cook: the timer runs and rings, no error shows', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubVibration();
    const { network } = renderCookMode({ session: signedIn });
    await settle();
    press(t.start);
    await settle();
    expect(network.unexpected).toEqual(['POST /api/cook-timers']);
    expect(warn).toHaveBeenCalled();
    expect(shownToasts()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('alertdialog', { name: t.alarmTitle })).toBeTruthy();
    expect(shownToasts()).toEqual([]);
  });

  /** Runs the timer to its end while the page is hidden. */
  async function ringHidden() {
    stubBrowser(document, 'visibilityState', () => 'hidden');
    press(t.start);
    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('alertdialog', { name: t.alarmTitle })).toBeTruthy();
  }
  const systemNotice = { title: fill(t.notificationTitle, { recipe: recipe.name }), body: t.timeUp };

  test('hidden and not subscribed to push, the page shows the system notification itself', async () => {
    const browser = fakePushBrowser({ permission: 'granted' });
    renderCookMode({ session: signedIn, answers });
    await settle();
    await ringHidden();
    expect(browser.shown).toEqual([systemNotice]);
  });

  test('hidden and subscribed, the server push is the notification: the page does not show a second one', async () => {
    const browser = fakePushBrowser({ permission: 'granted' });
    await browser.pushManager.subscribe({ userVisibleOnly: true });
    renderCookMode({ session: signedIn, answers });
    await settle();
    await ringHidden();
    expect(browser.shown).toEqual([]);
  });

  test('hidden and subscribed, but the server never took the timer: the page shows the notification', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const browser = fakePushBrowser({ permission: 'granted' });
    await browser.pushManager.subscribe({ userVisibleOnly: true });
    renderCookMode({ session: signedIn });
    await settle();
    await ringHidden();
    expect(browser.shown).toEqual([systemNotice]);
  });
});
