// The shared recipe builder stays valid, so every test that uses it starts from a recipe the editor accepts.
import { describe, expect, it } from 'vitest';
import { recipeInputSchema } from './recipe-input.ts';
import { ingredientInput, recipeInput, stepInput } from './recipe-input.test-kit.ts';

describe('recipeInput', () => {
  it('builds a recipe that passes the editor schema', () => {
    expect(recipeInputSchema.safeParse(recipeInput()).success).toBe(true);
  });

  it('changes only the given fields and fills short ingredients and steps', () => {
    const input = recipeInput({
      name: 'Arroz con pollo',
      mealType: 'Cena',
      ingredients: ['Arroz', { quantity: '2 presas', name: 'Pollo' }],
      steps: ['Lava el arroz.', { type: 'cocinar', instruction: 'Cocina.', heatSource: 'Cocina' }],
    });
    expect(input).toMatchObject({ name: 'Arroz con pollo', mealType: 'Cena', totalTime: '45 min', nationality: 'Venezolana' });
    expect(input.ingredients).toEqual([
      { quantity: '1', name: 'Arroz', image: null },
      { quantity: '2 presas', name: 'Pollo', image: null },
    ]);
    expect(input.steps).toEqual([stepInput({ type: 'preparar', instruction: 'Lava el arroz.' }), stepInput({ type: 'cocinar', instruction: 'Cocina.', heatSource: 'Cocina' })]);
    expect(input.steps[1]).toMatchObject({ time: '', utensil: '', temperature: '', image: null, pot: '', tools: [] });
    expect(recipeInputSchema.safeParse(input).success).toBe(true);
  });

  it('gives each call its own arrays', () => {
    const first = recipeInput();
    first.ingredients.push(ingredientInput('Sal'));
    first.steps[0]!.tools.push('CUCHARA');
    expect(recipeInput().ingredients).toHaveLength(2);
    expect(recipeInput().steps[0]!.tools).toEqual(['Bowl']);
  });
});
