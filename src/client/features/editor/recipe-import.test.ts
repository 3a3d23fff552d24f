// The editor's side of an import: a draft filled with what was found (the rest as an empty form has it), the
// notes the cook reads, and a pasted JSON-LD read in the browser without its photo.
import { describe, expect, it } from 'vitest';
import type { RecipeImportResult } from '#shared/contract/recipe-import.ts';
import { es } from '#shared/i18n/es.ts';
import { emptyDraft, validateDraft } from './recipe-draft.ts';
import { draftFromImport, importFromJsonText, importNotices } from './recipe-import.ts';

const t = es.recipeImport;

const result: RecipeImportResult = {
  recipe: {
    name: 'Tarta de manzana',
    description: 'La de la abuela.',
    mealType: 'Postre',
    nationality: null,
    totalTime: '1 h 15 min',
    servings: 8,
    imageUrl: '/api/files/recipe_images/tarta.webp',
    ingredients: [{ quantity: '3', name: 'manzanas' }],
    steps: [{ type: 'hornear', instruction: 'Hornea la tarta.', time: '45 min', tools: [] }],
  },
  notes: { ingredientsFound: 1, ingredientsKept: 1, stepsFound: 1, stepsKept: 1, textsShortened: false, imageMissed: false },
};

describe('draftFromImport', () => {
  it('fills the fields found and keeps the empty form’s values for the others', () => {
    const draft = draftFromImport(result.recipe);
    const fresh = emptyDraft();
    expect(draft).toMatchObject({
      name: 'Tarta de manzana',
      mealType: 'Postre',
      nationality: fresh.nationality,
      difficulty: fresh.difficulty,
      totalTime: '1 h 15 min',
      imageUrl: '/api/files/recipe_images/tarta.webp',
      ingredients: [{ quantity: '3', name: 'manzanas', image: null }],
      steps: [{ type: 'hornear', instruction: 'Hornea la tarta.', time: '45 min', tools: [], heatSource: '', pot: '' }],
    });
    expect(validateDraft(draft).ok).toBe(true);
    expect(draft.servings).toBe(8);
    expect(draftFromImport({ ...result.recipe, servings: null }).servings).toBe(fresh.servings);
    expect(draftFromImport({ ...result.recipe, mealType: null, ingredients: [], steps: [] })).toMatchObject({
      mealType: '',
      ingredients: [{ quantity: '', name: '' }],
      steps: [{ type: 'preparar', instruction: '' }],
    });
  });
});

describe('importNotices', () => {
  it('says what was cut and that the photo is missing', () => {
    expect(importNotices(result)).toEqual([]);
    const capped = { ...result, notes: { ingredientsFound: 10_000, ingredientsKept: 100, stepsFound: 80, stepsKept: 60, textsShortened: true, imageMissed: true } };
    expect(importNotices(capped)).toEqual([
      'Solo se importaron 100 de 10000 ingredientes (el máximo es 100).',
      'Solo se importaron 60 de 80 pasos (el máximo es 60).',
      t.capped.texts,
      t.imageMissed,
    ]);
    expect(importNotices(capped, { fromFile: true }).at(-1)).toBe(t.imageNotFromFile);
  });
});

describe('importFromJsonText', () => {
  it('reads a pasted JSON-LD without its photo, and refuses what is no recipe', () => {
    const read = importFromJsonText(JSON.stringify({ '@type': 'Recipe', name: 'Arepas', image: 'https://blog.ejemplo/a.jpg', recipeIngredient: ['2 tazas de harina'] }));
    expect('result' in read && read.result.recipe).toMatchObject({ name: 'Arepas', imageUrl: null, ingredients: [{ quantity: '2 tazas', name: 'harina' }] });
    expect('result' in read && read.result.notes.imageMissed).toBe(true);
    expect(importFromJsonText('  ')).toEqual({ error: t.errors.pasteEmpty });
    expect(importFromJsonText('no es json')).toEqual({ error: t.errors.notJson });
    expect(importFromJsonText('{"@type":"Article"}')).toEqual({ error: t.errors.noRecipeInJson });
  });
});
