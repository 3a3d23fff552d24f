// @vitest-environment jsdom
// What a signed-in app does for offline cooking in the background: the recipes kept on the device are
// brought up to date, and cooks finished offline reach the server exactly once when the connection returns.
import 'fake-indexeddb/auto';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { finishCooking } from '../features/cooking/cook-finish.ts';
import * as store from '../lib/offline-catalogue.ts';
import { catalogueAnswers, wholeRecipe } from '../lib/offline-catalogue.test-kit.ts';
import { offlineCook } from '../lib/offline-cook.ts';
import { restoreBrowser, stubBrowser } from '../test/browser-stubs.ts';
import { renderInApp, stubFetch, type FetchAnswers } from '../test/render.tsx';
import { useOfflineUpkeep } from './offline-upkeep.ts';
import { useSessionOnReconnect } from './session.tsx';

const recipes = [
  wholeRecipe(1, { name: 'Guacamole', ingredients: ['Aguacate', 'Tomate'] }),
  wholeRecipe(2, { name: 'Arepas' }),
];
const signedIn = { user: { id: 'ana', email: 'ana@example.com', name: 'Ana' } };
const sessionAnswers: FetchAnswers = {
  'POST /api/cook-sessions': { id: 'sesion-1' },
  'POST /api/cook-sessions/sesion-1/finish': { id: 'sesion-1', usedOnlyPantry: true, unlocked: [] },
};
/** The upkeep runs after a session request and a lazy import: on a loaded CI machine that takes seconds. */
const settled = { timeout: 10_000 };
const writes = (requests: string[]) => requests.filter((request) => request.startsWith('POST'));

let online = true;
beforeEach(() => {
  online = true;
  stubBrowser(navigator, 'onLine', () => online);
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  restoreBrowser();
});

/** As the app mounts them: the shell asks again on reconnection, a guard keeps the device up to date. */
function Upkeep() {
  useSessionOnReconnect();
  useOfflineUpkeep();
  return <p>app</p>;
}

function goOnline() {
  online = true;
  window.dispatchEvent(new Event('online'));
}

/** Resolves once every send of the queue already asked for has finished (they take turns). */
const sendsSettled = () => store.sendQueuedCooks('nadie');

describe('useOfflineUpkeep', () => {
  it('keeps the signed-in cook’s recipes on the device when the app starts online', async () => {
    const network = stubFetch({ 'GET /api/auth/get-session': signedIn, ...catalogueAnswers(recipes) });
    renderInApp(<Upkeep />);
    await expect.poll(() => store.savedRecipeCount(), settled).toBe(2);
    expect(network.requests).toContain('GET /api/offline-catalogue');
    expect(offlineCook()).toBe('ana');
  });

  it('sends a cook finished offline once when the connection returns, even if «online» fires twice', async () => {
    online = false;
    const network = stubFetch({
      'GET /api/auth/get-session': signedIn,
      ...catalogueAnswers(recipes),
      ...sessionAnswers,
    });
    renderInApp(<Upkeep />);
    await screen.findByText('app');
    await waitFor(() => expect(network.requests).toContain('GET /api/auth/get-session'));
    // Started offline (no session from the server) from «Tengo a la mano».
    await finishCooking({ recipe: recipes[0]!, fromPantry: { selected: ['aguacate', 'tomate'] } }, 'ana');
    expect(await store.queuedCooks('ana')).toHaveLength(1);
    expect(writes(network.requests)).toEqual([]);

    act(() => {
      goOnline();
      goOnline();
    });
    await expect.poll(() => store.queuedCooks('ana'), settled).toEqual([]);
    await sendsSettled();
    expect(writes(network.requests)).toEqual([
      'POST /api/cook-sessions',
      'POST /api/cook-sessions/sesion-1/finish',
    ]);
    const start = network.spy.mock.calls.find(([url]) => url === '/api/cook-sessions')!;
    expect(JSON.parse(String(start[1]!.body))).toMatchObject({
      recipeId: recipes[0]!.id,
      fromPantry: { selected: ['aguacate', 'tomate'] },
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('sends the cooks a signed-in cook left queued when the app starts again online', async () => {
    await store.queueFinishedCook({
      clientId: '0c7e5a1b-2d3f-4a5b-8c6d-7e8f9a0b1c2d',
      userId: 'ana',
      recipeId: recipes[1]!.id,
      cookSessionId: 'sesion-1',
      finishedAt: 1,
    });
    const network = stubFetch({
      'GET /api/auth/get-session': signedIn,
      ...catalogueAnswers(recipes),
      ...sessionAnswers,
    });
    renderInApp(<Upkeep />);
    await expect.poll(() => store.queuedCooks('ana'), settled).toEqual([]);
    expect(writes(network.requests)).toEqual(['POST /api/cook-sessions/sesion-1/finish']);
  });

  it('keeps the cook of a tab reloaded offline (session unknown) for the cook who last used the device', async () => {
    stubFetch({ 'GET /api/auth/get-session': signedIn, ...catalogueAnswers(recipes) });
    renderInApp(<Upkeep />);
    await waitFor(() => expect(offlineCook()).toBe('ana'));
    cleanup();
    online = false;
    await finishCooking({ recipe: recipes[1]! }, null);
    expect(await store.queuedCooks('ana')).toEqual([
      expect.objectContaining({ userId: 'ana', recipeId: recipes[1]!.id }),
    ]);
    // Sent later by that cook's next upkeep; cleared here for the next test.
    online = true;
    stubFetch(sessionAnswers);
    await store.sendQueuedCooks('ana');
  });

  it('opened offline (who is signed in unknown), asks again when the connection returns and sends the queue', async () => {
    online = false;
    await store.queueFinishedCook({
      clientId: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
      userId: 'ana',
      recipeId: recipes[0]!.id,
      finishedAt: 1,
    });
    const network = stubFetch({
      'GET /api/auth/get-session': signedIn,
      ...catalogueAnswers(recipes),
      ...sessionAnswers,
    });
    network.spy.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    renderInApp(<Upkeep />);
    await waitFor(() => expect(network.spy).toHaveBeenCalledOnce());
    expect(await store.queuedCooks('ana')).toHaveLength(1);
    act(goOnline);
    await expect.poll(() => store.queuedCooks('ana'), settled).toEqual([]);
    expect(writes(network.requests)).toEqual([
      'POST /api/cook-sessions',
      'POST /api/cook-sessions/sesion-1/finish',
    ]);
  });

  it('forgets the device’s cook on a confirmed sign-out, and then queues nothing for them', async () => {
    localStorage.setItem('sazon-offline-cook', 'ana');
    const network = stubFetch({ 'GET /api/auth/get-session': null });
    renderInApp(<Upkeep />);
    await waitFor(() => expect(offlineCook()).toBeNull());
    online = false;
    await finishCooking({ recipe: recipes[1]! }, null);
    expect(await store.queuedCooks('ana')).toEqual([]);
    expect(network.requests).toEqual(['GET /api/auth/get-session']);
  });
});

describe('useOfflineUpkeep with module workers', () => {
  /** A worker as the page sees one: told the cook's id, it answers the images to keep, or fails to start. */
  function stubWorkers(behaviour: 'answers' | 'fails') {
    const started: { url: string; type: string | undefined; posted: unknown[]; terminated: boolean }[] = [];
    class FakeWorker {
      onmessage: ((event: MessageEvent<string[]>) => void) | null = null;
      onerror: ((event: ErrorEvent) => void) | null = null;
      private readonly record;
      constructor(url: URL | string, options?: WorkerOptions) {
        this.record = { url: String(url), type: options?.type, posted: [] as unknown[], terminated: false };
        started.push(this.record);
      }
      postMessage(data: unknown) {
        this.record.posted.push(data);
        queueMicrotask(() => {
          if (behaviour === 'answers') this.onmessage?.({ data: ['/api/files/recipe_images/a.webp'] } as MessageEvent<string[]>);
          else this.onerror?.({ message: 'SyntaxError', preventDefault: () => undefined } as unknown as ErrorEvent);
        });
      }
      terminate() {
        this.record.terminated = true;
      }
    }
    stubBrowser(globalThis, 'Worker', () => FakeWorker);
    return started;
  }

  it('hands the upkeep to a module worker, then has the page ask for the images it answers', async () => {
    const started = stubWorkers('answers');
    stubBrowser(navigator, 'serviceWorker', () => ({ controller: {} }));
    const network = stubFetch({ 'GET /api/auth/get-session': signedIn });
    renderInApp(<Upkeep />);
    await expect.poll(() => network.requests, settled).toContain('GET /api/files/recipe_images/a.webp');
    expect(started).toEqual([{ url: expect.stringContaining('offline-upkeep.worker'), type: 'module', posted: ['ana'], terminated: true }]);
    // The catalogue is the worker's to read: the page did not.
    expect(network.requests).not.toContain('GET /api/offline-catalogue');
  });

  it('runs the upkeep in the page when the worker cannot start', async () => {
    const started = stubWorkers('fails');
    // Another cook than the earlier tests': the catalogue on the device is not theirs, so it is read again.
    const three = [...recipes, wholeRecipe(3, { name: 'Ceviche' })];
    stubFetch({ 'GET /api/auth/get-session': { user: { id: 'bea', email: 'bea@example.com', name: 'Bea' } }, ...catalogueAnswers(three) });
    renderInApp(<Upkeep />);
    await expect.poll(() => store.savedRecipeCount(), settled).toBe(3);
    expect(started).toMatchObject([{ posted: ['bea'], terminated: true }]);
  });
});
