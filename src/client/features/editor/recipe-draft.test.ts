import { describe, expect, it } from 'vitest';
import { recipeInput } from '#shared/contract/recipe-input.test-kit.ts';
import { es } from '#shared/i18n/es.ts';
import {
  addNationality,
  addTool,
  blankStep,
  changeHeatSource,
  changeStepType,
  emptyDraft,
  move,
  nationalityOptions,
  validateDraft,
} from './recipe-draft.ts';

describe('recipe draft', () => {
  it('starts with one blank ingredient and one blank preparar step', () => {
    const draft = emptyDraft();
    expect(draft.ingredients).toHaveLength(1);
    expect(draft.steps).toHaveLength(1);
    expect(draft.steps[0]).toMatchObject({ type: 'preparar', instruction: '', tools: [] });
  });

  it('clears heat source, pot, tools and temperature when the step type changes', () => {
    const step = {
      ...blankStep('hornear'),
      heatSource: 'Horno',
      pot: 'Bandeja para hornear',
      temperature: '180',
      tools: ['X'],
    };
    expect(changeStepType(step, 'cocinar')).toMatchObject({
      type: 'cocinar',
      heatSource: '',
      pot: '',
      temperature: '',
      tools: [],
    });
  });

  it('drops the temperature when the heat source is cleared', () => {
    const step = { ...blankStep('cocinar'), heatSource: 'Cocina', temperature: 'alta' };
    expect(changeHeatSource(step, '').temperature).toBe('');
    expect(changeHeatSource(step, 'Leña').temperature).toBe('alta');
  });

  it('adds tools trimmed and upper-cased, ignores empty ones and refuses duplicates in the step', () => {
    const step = blankStep();
    const added = addTool(step, '  tabla de picar ');
    expect(added).toMatchObject({ status: 'added', tool: 'TABLA DE PICAR' });
    if (added.status !== 'added') throw new Error('expected added');
    expect(addTool(step, '   ')).toEqual({ status: 'ignored' });
    expect(addTool(added.step, 'Tabla De Picar')).toEqual({
      status: 'duplicate',
      message: es.editor.steps.toolDuplicate,
    });
  });

  it('moves steps up and down and ignores moves past the ends', () => {
    expect(move(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(move(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(move(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(move(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });

  it('adds a nationality only when it is new and not empty, and keeps the list sorted', () => {
    const options = nationalityOptions('Internacional', ['Argentina']);
    expect(options).toContain('Argentina');
    expect(options).toEqual([...options].sort((a, b) => a.localeCompare(b, 'es')));
    expect(addNationality(options, '  ')).toEqual({ status: 'empty', message: 'El campo está vacío.' });
    expect(addNationality(options, 'mexicana')).toEqual({
      status: 'exists',
      message: 'Esa nacionalidad ya existe.',
    });
    expect(addNationality(options, ' Chilena ')).toEqual({ status: 'added', name: 'Chilena' });
    expect(nationalityOptions('Cubana', [])).toContain('Cubana');
  });

  it('validates with the server schema and reports each field by its path', () => {
    const result = validateDraft(emptyDraft());
    expect(result.ok).toBe(false);
    if (result.ok) throw new Error('expected errors');
    expect(result.errors).toMatchObject({
      name: es.editor.validation.nameRequired,
      description: es.editor.validation.descriptionRequired,
      mealType: es.editor.validation.mealType,
      totalTime: es.editor.validation.totalTimeRequired,
      'ingredients.0.name': es.editor.validation.ingredientNameRequired,
      'steps.0.instruction': es.editor.validation.instructionRequired,
    });
    const draft = emptyDraft();
    const { name, description, mealType, totalTime, ingredients, steps } = recipeInput({
      name: 'Tequeños',
      description: 'Palitos de queso.',
      mealType: 'Snack',
      totalTime: '40 min',
      ingredients: [{ quantity: '', name: 'Queso blanco' }],
      steps: ['Envuelve el queso.'],
    });
    // The draft's own ingredient and step (with their uids), filled in.
    const filled = {
      ...draft,
      name,
      description,
      mealType,
      totalTime,
      ingredients: [{ ...draft.ingredients[0]!, ...ingredients[0]! }],
      steps: [{ ...draft.steps[0]!, ...steps[0]! }],
    };
    const ok = validateDraft(filled);
    expect(ok.ok).toBe(true);
    if (ok.ok) expect(ok.input.ingredients[0]).not.toHaveProperty('uid');
  });
});
