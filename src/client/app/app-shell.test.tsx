// @vitest-environment jsdom
// The app shell celebrates unlocked medals for a signed-in cook only: nothing while signed out, the
// unseen ones once a cook signs in, and nothing more once they sign out. Only fetch is replaced.
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { announceUnlocks } from '../lib/unlocks.ts';
import { renderInApp, stubFetch } from '../test/render.tsx';
import { AppShell } from './app-shell.tsx';
import { sessionQuery } from './session.tsx';

beforeEach(() => {
  // The reduced-motion answer also skips the intro video of the first load.
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)' }));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const signedIn = { user: { id: 'ana', email: 'ana@example.com', name: 'Ana' } };
const celebration = () => screen.queryByRole('dialog', { name: '¡Logro desbloqueado!' });

test('medals are celebrated only while a cook is signed in', async () => {
  const fetches = stubFetch({
    'GET /api/auth/get-session': null,
    'GET /api/achievements/unseen': { items: [{ id: 'first_recipe', title: 'Primera receta', description: 'Publica tu primera receta.', icon: '🍳' }] },
    'POST /api/achievements/seen': null,
  });
  const { queryClient } = renderInApp(<AppShell />);
  await waitFor(() => expect(queryClient.getQueryState(sessionQuery.queryKey)?.status).toBe('success'));

  // Signed out: an announced unlock is not celebrated, and nobody asks for unseen medals.
  act(() => announceUnlocks(['gourmet_follower']));
  expect(celebration()).toBeNull();
  expect(fetches.requests).not.toContain('GET /api/achievements/unseen');

  // A cook signs in: their unseen medal is celebrated.
  act(() => queryClient.setQueryData(sessionQuery.queryKey, signedIn));
  expect(await screen.findByRole('dialog', { name: '¡Logro desbloqueado!' }, { timeout: 5_000 })).toBeTruthy();
  expect(screen.getByText('Primera receta')).toBeTruthy();

  // They sign out: the celebration goes, and a later unlock is not celebrated.
  act(() => queryClient.setQueryData(sessionQuery.queryKey, null));
  await waitFor(() => expect(celebration()).toBeNull());
  act(() => announceUnlocks(['gourmet_follower']));
  expect(celebration()).toBeNull();
});
