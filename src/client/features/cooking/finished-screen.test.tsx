// @vitest-environment jsdom
// The finished screen shows the game (issue 13): what a finish earned as the server counted it (XP, level,
// weekly streak, weekly challenge, unlocked medals, handed to the app's celebration too), that it is
// being counted, that it will count once the connection is back, or nothing for an anonymous cook.
// Only fetch, navigator.onLine and the offline mode are replaced; IndexedDB is fake-indexeddb.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CookSessionFinished } from '#shared/contract/cooking.ts';
import type { CookModeState } from '#shared/contract/navigation.ts';
import type { Progress } from '#shared/contract/progress.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';
import { sessionQuery } from '../../app/session.tsx';
import { chooseOfflineMode } from '../../lib/offline.ts';
import * as store from '../../lib/offline-catalogue.ts';
import { wholeRecipe } from '../../lib/offline-catalogue.test-kit.ts';
import { onUnlocks } from '../../lib/unlocks.ts';
import { restoreBrowser, stubBrowser } from '../../test/browser-stubs.ts';
import { renderInApp, stubFetch, type FetchAnswers } from '../../test/render.tsx';
import { RealCookModePage } from './real-cook-mode-page.tsx';

const texts = es.cooking.finished;
const card = es.progress.card;
const recipe = wholeRecipe(1, { name: 'Arepas', steps: ['Amasa y asa las arepas.'] });
const signedIn = { user: { id: 'ana', email: 'ana@example.com', name: 'Ana' } };

const progress: Progress = {
  xp: 330,
  level: 3,
  levelTitle: 'Cocinero',
  levelXp: 30,
  nextLevelXp: 400,
  weekXp: 60,
  weekStreak: 3,
  streakFreezes: 0,
  thisWeek: 'cooked',
  timeZone: 'Europe/Madrid',
  weeklyChallenge: {
    id: 'breakfasts',
    title: 'Cocina 3 recetas de desayuno',
    progress: 1,
    goal: 3,
    endsAt: '2025-03-03T00:00:00.000Z',
    completed: false,
    bonusXp: 100,
  },
};
const finished = (changes: Partial<CookSessionFinished> = {}): CookSessionFinished => ({
  id: 'sesion-1',
  usedOnlyPantry: false,
  unlocked: [],
  xpEarned: 30,
  progress,
  ...changes,
});

let online = true;
let announced: string[][] = [];
let stopListening = () => {};
beforeEach(() => {
  online = true;
  stubBrowser(navigator, 'onLine', () => online);
  sessionStorage.clear();
  localStorage.clear();
  announced = [];
  stopListening = onUnlocks((ids) => void announced.push([...ids]));
});
afterEach(() => {
  stopListening();
  cleanup();
  vi.restoreAllMocks();
  restoreBrowser();
});

/** Cook mode on its last step, once the session is known; `answers` are the server's other answers. */
async function cookToTheEnd(
  state: CookModeState,
  answers: FetchAnswers,
  session: typeof signedIn | null = signedIn,
) {
  const network = stubFetch({ 'GET /api/auth/get-session': session, ...answers });
  const { queryClient } = renderInApp(<RealCookModePage />, { path: '/real-cook-mode', state });
  await waitFor(() => expect(queryClient.getQueryState(sessionQuery.queryKey)?.status).toBe('success'));
  fireEvent.click(screen.getByRole('button', { name: es.cooking.cookMode.completed }));
  fireEvent.click(screen.getByRole('button', { name: es.cooking.cookMode.finish }));
  return network;
}

const rewards = () => screen.getByRole('region', { name: texts.rewards });

describe('the finished screen', () => {
  it('says the XP, level, streak, challenge and medals the server counted, and announces the medals', async () => {
    const network = await cookToTheEnd(
      { recipe, cookSessionId: 'sesion-1' },
      {
        'POST /api/cook-sessions/sesion-1/finish': finished({ unlocked: ['pantry_master', 'first_recipe'] }),
      },
    );
    // Until the server answers, the screen says it is counting.
    expect(screen.getByRole('heading', { name: texts.title })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe(texts.counting);

    expect(await screen.findByText('+30 XP')).toBeTruthy();
    const region = rewards();
    expect(within(region).getByText(fill(card.streak, { weeks: 3 }))).toBeTruthy();
    expect(within(region).getByText(card.weekCooked)).toBeTruthy();
    expect(within(region).getByText(fill(card.level, { level: 3, title: 'Cocinero' }))).toBeTruthy();
    const bar = within(region).getByRole('progressbar', {
      name: fill(card.toNext, { levelXp: 30, nextLevelXp: 400, next: 4 }),
    });
    expect([bar.getAttribute('aria-valuenow'), bar.getAttribute('aria-valuemax')]).toEqual(['30', '400']);
    expect(within(region).queryByText(texts.levelUp)).toBeNull();
    expect(region.textContent).toContain(
      `${card.challenge}: Cocina 3 recetas de desayuno ${fill(card.challengeProgress, { progress: 1, goal: 3 })}`,
    );
    // The medals, in the achievements' own order, with their icon and title.
    const medals = within(within(region).getByRole('list')).getAllByRole('listitem');
    expect(medals.map((medal) => medal.textContent)).toEqual([
      '🍳Primera receta',
      '🧺Maestro de la despensa',
    ]);
    expect(screen.queryByRole('status')).toBeNull();
    expect(announced).toEqual([['pantry_master', 'first_recipe']]);
    expect(network.requests).toContain('POST /api/cook-sessions/sesion-1/finish');
    expect(network.unexpected).toEqual([]);
  });

  it('a second cook of the recipe today earns no XP and says so kindly; the rest still shows', async () => {
    await cookToTheEnd(
      { recipe, cookSessionId: 'sesion-1' },
      { 'POST /api/cook-sessions/sesion-1/finish': finished({ xpEarned: 0 }) },
    );
    expect(await screen.findByText(texts.xpAlreadyToday)).toBeTruthy();
    expect(screen.queryByText(/^\+\d+ XP$/)).toBeNull();
    expect(within(rewards()).getByText(fill(card.streak, { weeks: 3 }))).toBeTruthy();
    expect(announced).toEqual([]);
  });

  it('says a new level was reached, a one-week streak and a completed challenge', async () => {
    const weekly = { ...progress.weeklyChallenge, progress: 3, completed: true };
    await cookToTheEnd(
      { recipe, cookSessionId: 'sesion-1' },
      {
        'POST /api/cook-sessions/sesion-1/finish': finished({
          xpEarned: 130,
          progress: { ...progress, levelXp: 100, weekStreak: 1, weeklyChallenge: weekly },
        }),
      },
    );
    expect(await screen.findByText('+130 XP')).toBeTruthy();
    const region = rewards();
    expect(within(region).getByText(texts.levelUp)).toBeTruthy();
    expect(within(region).getByText(card.streakOne)).toBeTruthy();
    expect(within(region).getByText(fill(card.challengeDone, { bonus: 100 }))).toBeTruthy();
  });

  it('a cook started offline and finished online is opened with its clientId, then counted', async () => {
    const network = await cookToTheEnd(
      { recipe },
      {
        'POST /api/cook-sessions': { id: 'sesion-2' },
        'POST /api/cook-sessions/sesion-2/finish': finished({ id: 'sesion-2' }),
      },
    );
    expect(await screen.findByText('+30 XP')).toBeTruthy();
    const start = network.spy.mock.calls.find(([url]) => url === '/api/cook-sessions')!;
    expect(JSON.parse(String(start[1]!.body))).toEqual({
      recipeId: recipe.id,
      clientId: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
    expect(await store.queuedCooks('ana')).toEqual([]);
  });

  it('a finish that cannot reach the server waits on the device and says it will count later', async () => {
    const network = stubFetch({ 'GET /api/auth/get-session': signedIn });
    network.spy.mockImplementation(async (input) => {
      if (String(input) === '/api/auth/get-session') return Response.json(signedIn);
      throw new TypeError('Failed to fetch');
    });
    const { queryClient } = renderInApp(<RealCookModePage />, {
      path: '/real-cook-mode',
      state: { recipe, cookSessionId: 'sesion-3' },
    });
    await waitFor(() => expect(queryClient.getQueryState(sessionQuery.queryKey)?.status).toBe('success'));
    fireEvent.click(screen.getByRole('button', { name: es.cooking.cookMode.completed }));
    fireEvent.click(screen.getByRole('button', { name: es.cooking.cookMode.finish }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe(texts.queued));
    expect(await store.queuedCooks('ana')).toEqual([
      expect.objectContaining({ recipeId: recipe.id, cookSessionId: 'sesion-3' }),
    ]);
    expect(screen.queryByRole('region', { name: texts.rewards })).toBeNull();
    expect(announced).toEqual([]);
    // Sent for the next tests' sake.
    stubFetch({ 'POST /api/cook-sessions/sesion-3/finish': finished({ id: 'sesion-3' }) });
    await store.sendQueuedCooks('ana');
  });

  it('a session the server refuses shows nothing of the game (and is logged)', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const network = await cookToTheEnd({ recipe, cookSessionId: 'sesion-4' }, {});
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(network.unexpected).toEqual(['POST /api/cook-sessions/sesion-4/finish']);
    expect(screen.getByRole('heading', { name: texts.title })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('region', { name: texts.rewards })).toBeNull();
  });

  it('an anonymous cook in the offline mode sees nothing of the game and writes nothing', async () => {
    // The flag lives in sessionStorage, which every test starts without.
    chooseOfflineMode(true);
    const network = await cookToTheEnd({ recipe }, {}, null);
    expect(screen.getByRole('heading', { name: texts.title })).toBeTruthy();
    expect(screen.queryByText(texts.counting)).toBeNull();
    expect(screen.queryByRole('region', { name: texts.rewards })).toBeNull();
    expect(network.requests.filter((request) => request.startsWith('POST'))).toEqual([]);
    expect(await store.queuedCooks('ana')).toEqual([]);
  });
});
