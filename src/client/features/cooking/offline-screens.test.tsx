// @vitest-environment jsdom
// The cooking screens without a connection: they answer from the recipes kept on the device, with the same
// matching and order as the server (the fixture is the one the server's cooking tests use, and the
// expected orders below are the ones they expect), say that they are offline, and never crash when the
// device keeps nothing (offline-no-storage.test.tsx: when it cannot keep any). Only fetch and navigator.onLine are replaced; IndexedDB is fake-indexeddb.
import 'fake-indexeddb/auto';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cookingFixtures } from '#shared/contract/cooking-fixtures.test-kit.ts';
import type { CookModeState } from '#shared/contract/navigation.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';
import { chooseOfflineMode } from '../../lib/offline.ts';
import * as store from '../../lib/offline-catalogue.ts';
import { catalogueAnswers, wholeRecipe } from '../../lib/offline-catalogue.test-kit.ts';
import { restoreBrowser, stubBrowser } from '../../test/browser-stubs.ts';
import { renderInApp, stubFetch } from '../../test/render.tsx';
import { CravingPage } from './craving-page.tsx';
import { PreCookingPage } from './pre-cooking-page.tsx';
import { RealCookModePage } from './real-cook-mode-page.tsx';
import { SurpriseMePage } from './surprise-me-page.tsx';
import { WhatIHavePage } from './what-i-have-page.tsx';

const texts = es.cooking;
const recipes = cookingFixtures.map((fixture, n) =>
  wholeRecipe(n + 1, { ...fixture, steps: ['Cocinar con cariño.'] }),
);
const idOf = (name: string) => recipes.find((recipe) => recipe.name === name)!.id;
const savedBanner = fill(texts.offline.searchingSaved, { count: recipes.length });

/** The device keeps the fixture recipes, as after a sync. */
async function keepFixtures() {
  const network = stubFetch(catalogueAnswers(recipes, 3));
  await store.syncOfflineCatalogue('ana', { force: true });
  network.spy.mockRestore();
}

let online = true;
beforeAll(async () => {
  await keepFixtures();
  // The screens load the device's answers on first use; loaded once here, no test waits for the compiler.
  await import('./offline-answers.ts');
});
beforeEach(() => {
  online = false;
  stubBrowser(navigator, 'onLine', () => online);
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  restoreBrowser();
});

/** The recipe cards shown, in order. */
const shownNames = () => screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

describe('«Tengo a la mano» offline', () => {
  it('ranks the saved recipes as the server does, says so, and asks nothing of the network', async () => {
    const network = stubFetch();
    renderInApp(<WhatIHavePage />, {
      path: '/what-i-have',
      at: '/what-i-have?have=arroz,leche,azúcar,canela',
    });
    expect(await screen.findByText(savedBanner)).toBeTruthy();
    await waitFor(() => expect(shownNames().slice(0, 2)).toEqual(['Arroz con leche', 'Panqueques']));
    expect(screen.getAllByRole('meter')[0]!.getAttribute('aria-label')).toBe(
      fill(texts.whatIHave.haveCount, { have: 4, total: 4 }),
    );
    expect(screen.getByText(fill(texts.whatIHave.missing, { list: 'Harina, Huevo' }))).toBeTruthy();
    expect(network.requests).toEqual([]);
  });

  it('ranks by fewest missing (staples never missing), then share covered, and reads regional names', async () => {
    stubFetch();
    renderInApp(<WhatIHavePage />, { path: '/what-i-have', at: '/what-i-have?have=cebolla,ajo' });
    // Caraotas negras and Tortilla española (olive oil is a staple) miss two; Arroz con pollo misses three of five.
    await waitFor(() => expect(shownNames().slice(0, 3).sort()).toEqual(['Arroz con pollo', 'Caraotas negras', 'Tortilla española']));
    expect(shownNames()[2]).toBe('Arroz con pollo');
    cleanup();
    renderInApp(<WhatIHavePage />, {
      path: '/what-i-have',
      at: '/what-i-have?have=palta,jitomate,CEBOLLAS,limón,cilantro',
    });
    await waitFor(() => expect(shownNames()[0]).toBe('Guacamole'));
    expect(await screen.findByText(texts.whatIHave.haveAll)).toBeTruthy();
  });

  it('suggests the ingredients of the saved recipes while typing', async () => {
    stubFetch();
    renderInApp(<WhatIHavePage />, { path: '/what-i-have' });
    fireEvent.change(screen.getByLabelText(texts.whatIHave.inputLabel), { target: { value: 'cebo' } });
    const suggestions = screen.getByRole('listbox', { name: texts.whatIHave.suggestions });
    expect(await within(suggestions).findByRole('option', { name: 'Cebolla' })).toBeTruthy();
    // The commonest ingredients of the saved recipes are offered too: cebolla is in five of them.
    expect(
      screen.getByRole('button', { name: fill(texts.whatIHave.addNamed, { name: 'Cebolla' }) }),
    ).toBeTruthy();
  });

  it('online, falls back to the saved recipes when the request cannot reach the server', async () => {
    online = true;
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    renderInApp(<WhatIHavePage />, { path: '/what-i-have', at: '/what-i-have?have=lentejas' });
    await waitFor(() =>
      expect(shownNames()).toEqual(expect.arrayContaining(['Lentejas guisadas', 'Sopa de la abuela'])),
    );
    expect(await screen.findByText(savedBanner)).toBeTruthy();
  });

  it('online, keeps the server’s own error message for a real server error', async () => {
    online = true;
    stubFetch({ 'GET /api/ingredients': { items: [] } });
    renderInApp(<WhatIHavePage />, { path: '/what-i-have', at: '/what-i-have?have=arroz' });
    expect(await screen.findByText(texts.whatIHave.searchError)).toBeTruthy();
    expect(screen.queryByText(savedBanner)).toBeNull();
  });
});

describe('«Sorpréndeme» offline', () => {
  it('draws a saved recipe of the meal type, another one each time', async () => {
    const network = stubFetch();
    renderInApp(<SurpriseMePage />, { path: '/surprise-me' });
    fireEvent.click(screen.getByRole('button', { name: 'Cena' }));
    const cena = ['Guacamole', 'Caraotas negras', 'Tortilla española'];
    await waitFor(() => expect(cena).toContain(shownNames()[0]));
    expect(await screen.findByText(savedBanner)).toBeTruthy();
    for (let i = 0; i < 5; i++) {
      const before = shownNames()[0];
      fireEvent.click(screen.getByRole('button', { name: texts.surprise.another }));
      await waitFor(() => expect(cena.filter((name) => name !== before)).toContain(shownNames()[0]));
    }
    expect(network.requests).toEqual([]);
  });

  it('says so when no saved recipe is of that meal type', async () => {
    stubFetch();
    renderInApp(<SurpriseMePage />, { path: '/surprise-me' });
    fireEvent.click(screen.getByRole('button', { name: 'Snack' }));
    expect(await screen.findByText(fill(texts.surprise.noneFor, { mealType: 'Snack' }))).toBeTruthy();
  });
});

describe('«Qué te provoca» offline', () => {
  const crave = async (q: string) => {
    cleanup();
    renderInApp(<CravingPage />, { path: '/craving', at: `/craving?q=${encodeURIComponent(q)}` });
    await screen.findByText(savedBanner);
  };

  it('finds the saved recipes by name, description and ingredients, ignoring accents and capitals', async () => {
    const network = stubFetch();
    await crave('lentejas');
    await waitFor(() => expect(shownNames()[0]).toBe('Lentejas guisadas'));
    expect(shownNames()).toContain('Sopa de la abuela');
    await crave('algo cremoso');
    await waitFor(() => expect(shownNames()).toEqual(['Arroz con leche']));
    await crave('TORTÍLLA ESPANOLA');
    await waitFor(() => expect(shownNames()[0]).toBe('Tortilla española'));
    await crave('azucar');
    await waitFor(() => expect([...shownNames()].sort()).toEqual(['Arroz con leche', 'Panqueques']));
    expect(network.requests).toEqual([]);
  });

  it('falls back to any of the words, and says when nothing matches', async () => {
    stubFetch();
    await crave('arroz con chocolate');
    await waitFor(() =>
      expect(shownNames()).toEqual(expect.arrayContaining(['Arroz con pollo', 'Arroz con leche'])),
    );
    await crave('xilófono');
    expect(await screen.findByText(fill(texts.craving.none, { query: 'xilófono' }))).toBeTruthy();
  });
});

describe('the recipe to cook offline', () => {
  it('opens a saved recipe in pre-cooking', async () => {
    stubFetch();
    renderInApp(<PreCookingPage />, {
      path: '/pre-cooking/:recipeId',
      at: `/pre-cooking/${idOf('Guacamole')}`,
    });
    expect(await screen.findByRole('heading', { name: 'Guacamole' })).toBeTruthy();
    expect(screen.getAllByTestId('ingredient-check')).toHaveLength(5);
  });

  it('says a recipe is not saved for offline use', async () => {
    stubFetch();
    renderInApp(<PreCookingPage />, {
      path: '/pre-cooking/:recipeId',
      at: '/pre-cooking/7b0c2a4e-8f51-4c9e-9a57-3f8a1e2d4c6b',
    });
    expect((await screen.findByRole('alert')).textContent).toBe(texts.offline.recipeNotSaved);
  });

  it('keeps a cook finished offline for the server, not counting it twice', async () => {
    const network = stubFetch({
      'GET /api/auth/get-session': { user: { id: 'ana', email: 'ana@example.com', name: 'Ana' } },
    });
    const recipe = recipes.find((r) => r.name === 'Guacamole')!;
    const state: CookModeState = { recipe, fromPantry: { selected: ['palta', 'tomate'] } };
    renderInApp(<RealCookModePage />, { path: '/real-cook-mode', state });
    await waitFor(() => expect(network.requests).toContain('GET /api/auth/get-session'));
    fireEvent.click(screen.getByRole('button', { name: texts.cookMode.completed }));
    fireEvent.click(screen.getByRole('button', { name: texts.cookMode.finish }));
    await expect
      .poll(() => store.queuedCooks('ana'))
      .toEqual([
        expect.objectContaining({ recipeId: recipe.id, fromPantry: { selected: ['palta', 'tomate'] } }),
      ]);
    expect(network.requests).toEqual(['GET /api/auth/get-session']);
    // Sent (once) when the connection returns; cleared here for the other tests.
    stubFetch({
      'POST /api/cook-sessions': { id: 's' },
      'POST /api/cook-sessions/s/finish': { id: 's', usedOnlyPantry: false, unlocked: [] },
    });
    online = true;
    await store.sendQueuedCooks('ana');
    expect(await store.queuedCooks('ana')).toEqual([]);
  });
});

describe('a device that has kept no recipes yet', () => {
  it('in the chosen offline mode, before any sync, says there are none yet', async () => {
    online = true;
    chooseOfflineMode(true);
    await act(async () => {
      const network = stubFetch(catalogueAnswers([], 3));
      await store.syncOfflineCatalogue('bea', { force: true });
      network.spy.mockRestore();
    });
    const network = stubFetch();
    renderInApp(<CravingPage />, { path: '/craving', at: '/craving?q=arroz' });
    expect(await screen.findAllByText(texts.offline.noneSaved)).not.toHaveLength(0);
    expect(network.requests).toEqual([]);
    await keepFixtures();
  });
});
