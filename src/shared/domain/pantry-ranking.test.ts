// «Tengo a la mano»'s order: one function, called by the server on its candidates and by the device on
// the recipes it keeps, so both rank the same recipes the same way.
import { describe, expect, it } from 'vitest';
import { matchPantry, rankPantryMatches } from './ingredients.ts';

const found = (id: string, ingredients: string[], selected: string[]) => ({
  recipe: { id },
  ...matchPantry(ingredients, selected),
});

describe('rankPantryMatches', () => {
  const selected = ['arroz', 'leche', 'cebolla'];
  const recipes = [
    found('c', ['Arroz', 'Pollo', 'Cebolla', 'Ajo'], selected), // 2 of 4
    found('a', ['Arroz', 'Leche'], selected), // 2 of 2
    found('d', ['Harina', 'Huevo'], selected), // none
    found('b', ['Cebolla', 'Tomate'], selected), // 1 of 2
    found('e', ['Leche', 'Cacao'], selected), // 1 of 2
  ];

  it('puts the largest share of the recipe first, then the most ingredients at hand, then the id', () => {
    expect(rankPantryMatches(recipes).map((r) => r.recipe.id)).toEqual(['a', 'c', 'b', 'e']);
  });

  it('leaves out recipes with none of the selected ingredients, and keeps the best `limit`', () => {
    expect(rankPantryMatches(recipes).some((r) => r.recipe.id === 'd')).toBe(false);
    expect(rankPantryMatches(recipes, 2).map((r) => r.recipe.id)).toEqual(['a', 'c']);
  });

  it('does not depend on the order it is given', () => {
    expect(rankPantryMatches([...recipes].reverse())).toEqual(rankPantryMatches(recipes));
  });
});
