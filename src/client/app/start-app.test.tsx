// @vitest-environment jsdom
// The app's first render waits for the answer to who is signed in, a second at most (app/start-app.tsx): an
// answer arriving in the middle of that render made React draw the screen again in one long task.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { es } from '#shared/i18n/es.ts';
import { stubFetch } from '../test/render.tsx';
import { firstReadsId } from './drawn-screen.ts';
import { renderFirstScreen } from './server-render.tsx';
import { sessionWaitMs, startApp } from './start-app.tsx';

const htmlLoadingScreen = 'La pantalla de carga del HTML';
let root: HTMLElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  window.history.replaceState(null, '', '/login');
  sessionStorage.setItem('sazon:intro-seen', '1');
  vi.stubGlobal('matchMedia', () => ({ matches: false }));
  root = document.createElement('div');
  root.innerHTML = `<p>${htmlLoadingScreen}</p>`;
  document.body.append(root);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  root.remove();
  document.getElementById(firstReadsId)?.remove();
});

/** The session's request, answered when the test says so. */
function stallSession() {
  let answer: (session: unknown) => void = () => {};
  stubFetch({ 'GET /api/auth/get-session': new Promise((resolve) => (answer = resolve)) });
  return (session: unknown) => answer(session);
}

it('draws nothing until the session has answered, then the screen', async () => {
  const answerSession = stallSession();
  let started = false;
  void startApp(root).then(() => (started = true));

  await vi.advanceTimersByTimeAsync(sessionWaitMs - 100);
  expect(started).toBe(false);
  expect(root.textContent).toBe(htmlLoadingScreen);

  answerSession(null);
  await vi.waitFor(() => expect(started).toBe(true));
  await vi.waitFor(() => expect(root.querySelector('button[type=submit]')?.textContent).toBe('Entrar'));
});

it('draws the app after a second when the session does not answer, the session still awaited', async () => {
  stallSession();
  let started = false;
  void startApp(root).then(() => (started = true));

  await vi.advanceTimersByTimeAsync(sessionWaitMs - 100);
  expect(started).toBe(false);
  await vi.advanceTimersByTimeAsync(200);
  await vi.waitFor(() => expect(started).toBe(true));
  // The app's own loading screen, until the session answers.
  await vi.waitFor(() => expect(root.textContent).not.toContain(htmlLoadingScreen));
  expect(root.textContent).toContain(es.app.verifyingSession);
});

it('takes over a screen the server drew as it is, its nodes kept, without waiting for who is signed in', async () => {
  const drawn = await renderFirstScreen('/login', { '/api/auth/get-session': null, '/api/auth-providers': { google: false, facebook: false } });
  root.innerHTML = drawn!.html;
  root.insertAdjacentHTML('afterend', drawn!.readsScript);
  const drawnButton = root.querySelector<HTMLButtonElement>('button[type=submit]')!;
  // Drawn disabled: before the app runs, the browser would send the form its own way.
  expect(drawnButton.matches(':disabled')).toBe(true);
  stallSession();
  const errors = vi.spyOn(console, 'error');

  // The session came with the page: startApp ends while the browser's own question is still unanswered.
  let started = false;
  void startApp(root).then(() => (started = true));
  await vi.waitFor(() => expect(started).toBe(true));
  const takenOver = () => Object.keys(drawnButton).some((key) => key.startsWith('__reactFiber'));
  await vi.waitFor(() => expect(takenOver()).toBe(true));
  expect(root.querySelector('button[type=submit]')).toBe(drawnButton);
  expect(drawnButton.textContent).toBe(es.login.signIn);
  await vi.waitFor(() => expect(drawnButton.matches(':disabled')).toBe(false));
  expect(root.querySelector('input[type=password]')!.matches(':disabled')).toBe(false);
  expect(errors).not.toHaveBeenCalled();
});
