// @vitest-environment jsdom
// «Tengo a la mano» online: the server's pages read as «Puedes cocinar», «Te falta poco» and the rest.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, expect, it, vi } from 'vitest';
import type { IngredientMatch } from '#shared/contract/cooking.ts';
import { es } from '#shared/i18n/es.ts';
import { renderInApp, stubFetch } from '../../test/render.tsx';
import { WhatIHavePage } from './what-i-have-page.tsx';

const texts = es.cooking.whatIHave;

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const match = (name: string, missing: string[]): IngredientMatch => ({
  recipe: {
    id: name,
    name,
    description: '',
    author: 'Ana',
    authorId: 'ana',
    imageUrl: null,
    totalTime: '30 min',
    mealType: 'Cena',
    nationality: 'Peruana',
    difficulty: 'facil',
    averageRating: 0,
    ratingCount: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
  },
  have: ['Papas'],
  missing,
  ratio: 1 / (1 + missing.length),
});

const search = '/api/search/ingredients?have=papas';

it('groups the results by what is missing and loads the next page on demand', async () => {
  const network = stubFetch({
    'GET /api/ingredients': { items: [] },
    [`GET ${search}`]: { items: [match('Papas fritas', []), match('Causa', ['Ají amarillo']), match('Papa a la huancaína', ['Queso', 'Leche'])], nextCursor: 'c2' },
    [`GET ${search}&cursor=c2`]: { items: [match('Carapulcra', ['Cerdo', 'Maní', 'Ají panca'])], nextCursor: null },
  });
  renderInApp(<WhatIHavePage />, { path: '/what-i-have', at: '/what-i-have?have=papas' });

  const canCook = await screen.findByRole('region', { name: texts.canCook });
  expect(within(canCook).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Papas fritas']);
  const almost = screen.getByRole('region', { name: texts.almost });
  expect(within(almost).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Causa', 'Papa a la huancaína']);
  expect(screen.queryByRole('region', { name: texts.moreIdeas })).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: texts.showMore }));
  const more = await screen.findByRole('region', { name: texts.moreIdeas });
  expect(within(more).getByRole('heading', { level: 3 }).textContent).toBe('Carapulcra');
  await waitFor(() => expect(screen.queryByRole('button', { name: texts.showMore })).toBeNull());
  expect(network.unexpected).toEqual([]);
});
