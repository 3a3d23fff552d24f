// The demo book's servings (issue 16): every recipe says how many it feeds, within the editor's limits, and
// every quantity it writes scales into a clean Spanish quantity for any number of portions.
import { describe, expect, it } from 'vitest';
import { recipeInputSchema } from '#shared/contract/recipe-input.ts';
import { scaleQuantity, servingsFactor, servingsLimits } from '#shared/domain/servings.ts';
import { demoRecipes } from './recipes.ts';

describe('demo servings', () => {
  it('every demo recipe is for a realistic number of portions, not all the default', () => {
    for (const recipe of demoRecipes) {
      expect(recipe.servings, recipe.name).toBeGreaterThanOrEqual(servingsLimits.min);
      expect(recipe.servings, recipe.name).toBeLessThanOrEqual(24);
      expect(recipeInputSchema.shape.servings.safeParse(recipe.servings).success).toBe(true);
    }
    expect(new Set(demoRecipes.map((r) => r.servings)).size).toBeGreaterThan(3);
  });

  it('scales every demo quantity to 1, 3, 7 and 20 portions without stray decimals', () => {
    for (const recipe of demoRecipes) {
      for (const portions of [1, 3, 7, 20]) {
        for (const { quantity } of recipe.ingredients) {
          const scaled = scaleQuantity(quantity, servingsFactor(recipe.servings, portions));
          expect(scaled, `${recipe.name}: ${quantity} → ${portions}`).not.toMatch(/\.\d|,\d{3}|NaN|Infinity|undefined/);
          expect(scaled.length, quantity).toBeGreaterThan(0);
        }
      }
    }
  });
});
