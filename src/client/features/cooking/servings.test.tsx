// @vitest-environment jsdom
// Servings on the cooking screens (issue 16): the pre-cooking check takes the portions chosen on the detail
// from its query string, scales the quantities, keeps a change in the URL and carries the choice into cook
// mode, where the ingredients open scaled and can be changed again.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import type { CookModeState } from '#shared/contract/navigation.ts';
import { es } from '#shared/i18n/es.ts';
import { wholeRecipe } from '../../lib/offline-catalogue.test-kit.ts';
import { renderInApp, stubFetch } from '../../test/render.tsx';
import { loadCook } from './cook-state.ts';
import { PreCookingPage } from './pre-cooking-page.tsx';
import { RealCookModePage } from './real-cook-mode-page.tsx';

const texts = es.servings;
const recipe = wholeRecipe(1, {
  name: 'Arroz con pollo',
  servings: 4,
  ingredients: [
    { quantity: '2 tazas', name: 'Arroz' },
    { quantity: '500 g', name: 'Pollo' },
    { quantity: 'una pizca', name: 'Sal' },
  ],
});

const rows = () => screen.getAllByTestId('ingredient-check').map((row) => row.textContent);

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

it('scales the checklist to ?porciones=, keeps a change in the URL and carries it into cook mode', async () => {
  stubFetch({ 'GET /api/auth/get-session': null, [`GET /api/recipes/${recipe.id}`]: recipe });
  const { router } = renderInApp(<PreCookingPage />, {
    path: '/pre-cooking/:recipeId',
    at: `/pre-cooking/${recipe.id}?porciones=8`,
  });
  await screen.findByText('Arroz');
  expect(screen.getByTestId('servings-value').textContent).toBe('8');
  expect(rows().join('|')).toMatch(/Arroz4 tazas.*\|Pollo1 kg.*\|Saluna pizca/);
  expect(screen.getByText(`Receta para 4 porciones`)).toBeTruthy();

  fireEvent.click(screen.getByRole('button', { name: texts.decrease }));
  fireEvent.click(screen.getByRole('button', { name: texts.decrease }));
  await waitFor(() => expect(router.state.location.search).toBe('?porciones=6'));
  expect(rows().join('|')).toMatch(/Arroz3 tazas.*\|Pollo750 g/);

  fireEvent.change(screen.getByRole('combobox', { name: texts.measures }), { target: { value: 'metric' } });
  await waitFor(() => expect(router.state.location.search).toBe('?porciones=6&medidas=metric'));
  expect(rows()[0]).toMatch(/720 ml/);

  fireEvent.click(screen.getByRole('button', { name: es.cooking.preCooking.verifyAll }));
  fireEvent.click(screen.getByRole('button', { name: es.cooking.preCooking.start }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/real-cook-mode'));
  expect(router.state.location.state).toMatchObject({ servings: 6, measures: 'metric' });
});

it('refuses nonsense in the URL: 0 or 1000 portions show the recipe as written', async () => {
  stubFetch({ 'GET /api/auth/get-session': null, [`GET /api/recipes/${recipe.id}`]: recipe });
  renderInApp(<PreCookingPage />, { path: '/pre-cooking/:recipeId', at: `/pre-cooking/${recipe.id}?porciones=1000` });
  await screen.findByText('Arroz');
  expect(screen.getByTestId('servings-value').textContent).toBe('4');
  expect(rows()[0]).toMatch(/2 tazas/);
});

it('opens cook mode ingredients scaled, stops the stepper at 1 and keeps a change for a reload', async () => {
  stubFetch({ 'GET /api/auth/get-session': null });
  const state: CookModeState = { recipe, servings: 2, measures: 'original' };
  renderInApp(<RealCookModePage />, { path: '/real-cook-mode', state });
  fireEvent.click(await screen.findByRole('button', { name: `${texts.showIngredients} (2 porciones)` }));
  const dialog = await screen.findByRole('dialog', { name: texts.ingredients });
  const list = () => within(dialog).getByTestId('cook-ingredients').textContent;
  expect(list()).toMatch(/Arroz1 taza.*Pollo250 g.*Saluna pizca/);

  fireEvent.click(within(dialog).getByRole('button', { name: texts.decrease }));
  expect(list()).toMatch(/Arroz½ taza.*Pollo125 g/);
  expect((within(dialog).getByRole('button', { name: texts.decrease }) as HTMLButtonElement).disabled).toBe(true);
  await waitFor(() => expect(loadCook()?.cook).toMatchObject({ servings: 1, measures: 'original' }));
});
