// @vitest-environment jsdom
// The app's first render waits for the answer to who is signed in, a second at most (app/start-app.tsx): an
// answer arriving in the middle of that render made React draw the screen again in one long task.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { es } from '#shared/i18n/es.ts';
import { stubFetch } from '../test/render.tsx';
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
