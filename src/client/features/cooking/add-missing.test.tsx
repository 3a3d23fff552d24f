// @vitest-environment jsdom
// «Añadir lo que falta a la lista» on «Tengo a la mano»: the missing lines go to the list on the device
// (fake-indexeddb) with the recipe's quantities, merged by ingredient, and a toast says how many.
import 'fake-indexeddb/auto';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { IngredientMatch } from '#shared/contract/cooking.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';
import { wholeRecipe } from '../../lib/offline-catalogue.test-kit.ts';
import { renderInApp, stubFetch } from '../../test/render.tsx';
import { WhatIHavePage } from './what-i-have-page.tsx';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const recipe = wholeRecipe(1, {
  name: 'Causa limeña',
  ingredients: [
    { quantity: '1 kg', name: 'Papas' },
    { quantity: '500 g', name: 'Patatas amarillas' },
    { quantity: '2', name: 'Ají amarillo' },
    { quantity: '1', name: 'Limón' },
  ],
});
const { id, name, description, author, authorId, imageUrl, totalTime, mealType, nationality, difficulty, averageRating, ratingCount, createdAt } = recipe;
const found: IngredientMatch = {
  recipe: { id, name, description, author, authorId, imageUrl, totalTime, mealType, nationality, difficulty, averageRating, ratingCount, createdAt },
  have: ['Limón'],
  missing: ['Papas', 'Patatas amarillas', 'Ají amarillo'],
  ratio: 0.25,
};

it('adds what a found recipe lacks, with its quantities and «Papas» and «Patatas» as one line', async () => {
  stubFetch({
    'GET /api/ingredients': { items: [] },
    'GET /api/search/ingredients?have=lim%C3%B3n': { items: [found], nextCursor: null },
    [`GET /api/recipes/${recipe.id}`]: recipe,
  });
  renderInApp(<WhatIHavePage />, { path: '/what-i-have', at: '/what-i-have?have=limón' });
  const card = (await screen.findByRole('heading', { name: 'Causa limeña' })).closest('article') ?? document.body;
  fireEvent.click(within(card as HTMLElement).getByRole('button', { name: `${es.shoppingList.addMissing}: Causa limeña` }));
  await screen.findByText(fill(es.shoppingList.addedMany, { count: 3 }));
  const { default: Dexie } = await import('dexie');
  const db = new Dexie('sazon-shopping-list');
  await db.open();
  const items = (await db.table('items').toArray()) as { name: string; quantity: string; position: number }[];
  db.close();
  expect(items.sort((a, b) => a.position - b.position).map((i) => [i.name, i.quantity])).toEqual([
    ['Papas', '1,5 kg'],
    ['Ají amarillo', '2'],
  ]);
});
