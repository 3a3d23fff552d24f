// @vitest-environment jsdom
// Starting to cook from the pre-cooking check (SPEC §4): the start is offered only once every ingredient
// is checked off, and the session it opens tells the server so (a finish then earns more XP, issue 13).
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { es } from '#shared/i18n/es.ts';
import { sessionQuery } from '../../app/session.tsx';
import { wholeRecipe } from '../../lib/offline-catalogue.test-kit.ts';
import { renderInApp, stubFetch } from '../../test/render.tsx';
import { PreCookingPage } from './pre-cooking-page.tsx';

const texts = es.cooking.preCooking;
const recipe = wholeRecipe(1, { name: 'Arepas', ingredients: ['Harina de maíz', 'Sal'] });

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('opens the cook session saying every ingredient was verified, then goes to cook mode', async () => {
  const network = stubFetch({
    'GET /api/auth/get-session': { user: { id: 'ana', email: 'ana@example.com', name: 'Ana' } },
    [`GET /api/recipes/${recipe.id}`]: recipe,
    'POST /api/cook-sessions': { id: 'sesion-1' },
  });
  const { router, queryClient } = renderInApp(<PreCookingPage />, {
    path: '/pre-cooking/:recipeId',
    at: `/pre-cooking/${recipe.id}`,
  });
  const start = await screen.findByRole('button', { name: texts.start });
  await waitFor(() => expect(queryClient.getQueryState(sessionQuery.queryKey)?.status).toBe('success'));
  expect((start as HTMLButtonElement).disabled).toBe(true);
  fireEvent.click(screen.getByRole('button', { name: texts.verifyAll }));
  fireEvent.click(start);

  await waitFor(() => expect(router.state.location.pathname).toBe('/real-cook-mode'));
  const sent = network.spy.mock.calls.find(([url]) => url === '/api/cook-sessions')!;
  expect(JSON.parse(String(sent[1]!.body))).toEqual({ recipeId: recipe.id, ingredientsVerified: true });
  expect(router.state.location.state).toMatchObject({ cookSessionId: 'sesion-1' });
  expect(network.unexpected).toEqual([]);
});
