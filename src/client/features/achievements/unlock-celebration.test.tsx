// @vitest-environment jsdom
// The celebration of unlocked medals on any screen: told by the live stream, by a request's answer
// (announceUnlocks) or by the unseen list at mount; each medal once, one after another, marked seen
// when shown, with confetti unless the cook asked for reduced motion. The live stream's EventSource
// and fetch are the outside world, replaced by stand-ins.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import type { UnseenAchievement } from '#shared/contract/achievements.ts';
import { userTopic } from '#shared/contract/live.ts';
import { achievements } from '#shared/domain/achievements.ts';
import { announceUnlocks } from '../../lib/unlocks.ts';
import { renderInApp, stubFetch } from '../../test/render.tsx';
import { CelebrationHost } from './unlock-celebration.tsx';

/** The browser's EventSource: records what the client opens and lets a test push a message down it. */
class StandInEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static opened: StandInEventSource[] = [];
  static lastEventId = 0;
  readyState = StandInEventSource.OPEN;
  onerror: (() => void) | null = null;
  onmessage: ((event: MessageEvent<string>) => void) | null = null;

  constructor(readonly url: string) {
    StandInEventSource.opened.push(this);
  }

  addEventListener() {}

  close() {
    this.readyState = StandInEventSource.CLOSED;
  }

  send(message: object) {
    StandInEventSource.lastEventId += 1;
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message), lastEventId: String(StandInEventSource.lastEventId) }));
  }
}

let reducedMotion = false;
let cook = 0;
beforeEach(() => {
  vi.stubGlobal('EventSource', StandInEventSource);
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reducedMotion && query === '(prefers-reduced-motion: reduce)' }));
  reducedMotion = false;
  cook += 1;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const medal = (id: string): UnseenAchievement => {
  const { title, description, icon } = achievements.find((a) => a.id === id)!;
  return { id, title, description, icon };
};

/** Mounts the host for a fresh cook, answering the unseen list with these medals; resolves once its live stream is open. */
async function mountHost(unseen: UnseenAchievement[] = []) {
  const userId = `cocinera-${cook}`;
  const fetches = stubFetch({ 'GET /api/achievements/unseen': { items: unseen }, 'POST /api/achievements/seen': null });
  const view = renderInApp(<CelebrationHost userId={userId} />);
  // The stream opens once the page has settled (page-settled.ts waits for a quiet moment).
  const stream = await vi.waitFor(
    () => {
      const source = StandInEventSource.opened.at(-1);
      expect(source?.url).toContain(encodeURIComponent(userTopic(userId)));
      return source!;
    },
    { timeout: 5_000 },
  );
  const live = (message: object) => act(() => stream.send({ topic: userTopic(userId), ...message }));
  /** The ids of every POST /api/achievements/seen, in order. */
  const seenPosts = () =>
    fetches.spy.mock.calls
      .filter(([url, init]) => url === '/api/achievements/seen' && init?.method === 'POST')
      .map(([, init]) => (JSON.parse(String(init?.body)) as { ids: string[] }).ids);
  return { ...view, fetches, live, seenPosts };
}

const celebration = () => screen.findByRole('dialog', { name: '¡Logro desbloqueado!' });

test('a live unlock shows the medal’s picture and name at once, marks it seen, and closes with «Seguir cocinando»', async () => {
  const host = await mountHost();
  expect(screen.queryByRole('dialog')).toBeNull();

  host.live({ type: 'achievements.unlocked', ids: ['first_recipe'] });
  const dialog = await celebration();
  expect(within(dialog).getByText('Primera receta')).toBeTruthy();
  expect(within(dialog).getByText('Publica tu primera receta.')).toBeTruthy();
  expect(within(dialog).getByTestId('unlock-medal').textContent).toBe('🍳');
  expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
  expect(within(dialog).getByRole('link', { name: 'Ver mis logros' }).getAttribute('href')).toBe('/achievements');
  expect(screen.getByTestId('celebration').children.length).toBeGreaterThan(0);
  await waitFor(() => expect(host.seenPosts()).toEqual([['first_recipe']]));
  expect(host.fetches.unexpected).toEqual([]);

  fireEvent.click(within(dialog).getByRole('button', { name: 'Seguir cocinando' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('an unlock told by a request’s answer and again by the live stream is celebrated once', async () => {
  const host = await mountHost();
  act(() => announceUnlocks(['gourmet_follower']));
  const dialog = await celebration();
  expect(within(dialog).getByText('Seguidor gourmet')).toBeTruthy();

  host.live({ type: 'achievements.unlocked', ids: ['gourmet_follower'] });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Seguir cocinando' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(host.seenPosts()).toEqual([['gourmet_follower']]);
});

test('unlocks made while the cook was away are shown at mount, one after another, each marked seen when shown', async () => {
  const host = await mountHost([medal('picture_perfect'), medal('first_recipe')]);
  let dialog = await celebration();
  expect(within(dialog).getByText('Medalla 1 de 2')).toBeTruthy();
  expect(within(dialog).getByText('Un plato de foto')).toBeTruthy();
  await waitFor(() => expect(host.seenPosts()).toEqual([['picture_perfect']]));

  fireEvent.click(within(dialog).getByRole('button', { name: 'Seguir cocinando' }));
  dialog = await celebration();
  await waitFor(() => expect(within(dialog).getByText('Primera receta')).toBeTruthy());
  expect(within(dialog).getByText('Medalla 2 de 2')).toBeTruthy();
  await waitFor(() => expect(host.seenPosts()).toEqual([['picture_perfect'], ['first_recipe']]));

  // «Ver mis logros» goes to /achievements and ends the celebration.
  fireEvent.click(within(dialog).getByRole('link', { name: 'Ver mis logros' }));
  expect(host.router.state.location.pathname).toBe('/achievements');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('a stream that could not resume asks the server for unseen unlocks again', async () => {
  const host = await mountHost();
  const unseenAsks = () => host.fetches.requests.filter((request) => request === 'GET /api/achievements/unseen').length;
  const before = unseenAsks();
  host.live({ type: 'live.resync' });
  await waitFor(() => expect(unseenAsks()).toBe(before + 1));
});

test('with reduced motion the medal is celebrated without falling confetti', async () => {
  reducedMotion = true;
  const host = await mountHost();
  host.live({ type: 'achievements.unlocked', ids: ['taste_approved'] });
  const dialog = await celebration();
  expect(within(dialog).getByText('Sabor aprobado')).toBeTruthy();
  expect(screen.queryByTestId('celebration')).toBeNull();
  expect(document.querySelectorAll('.celebration-piece')).toHaveLength(0);
});
