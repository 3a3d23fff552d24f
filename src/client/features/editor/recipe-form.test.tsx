// @vitest-environment jsdom
// The recipe editor's form rules as a cook meets them: a bad submit shows the Spanish message under each
// field, focuses the first one and sends nothing; fixing a field clears its message. The only request
// the form may make on its own is the utensil catalogue, answered here by a stubbed fetch.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import type { Utensils } from '#shared/contract/editor.ts';
import { recipeInput } from '#shared/contract/recipe-input.test-kit.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';
import { renderInApp, stubFetch } from '../../test/render.tsx';
import { emptyDraft } from './recipe-draft.ts';
import { RecipeForm } from './recipe-form.tsx';

const t = es.editor;
const v = t.validation;
const utensils: Utensils = { heatSources: ['Cocina', 'Horno'], pots: ['Olla'], tools: ['CUCHILLO'] };
const catalogue = 'GET /api/catalog/utensils';

// jsdom has no layout: the form scrolls the first wrong field into view, which jsdom does not implement.
const hadScrollIntoView = 'scrollIntoView' in Element.prototype;
beforeAll(() => {
  if (!hadScrollIntoView) Element.prototype.scrollIntoView = () => {};
});
afterAll(() => {
  if (!hadScrollIntoView) delete (Element.prototype as Partial<Element>).scrollIntoView;
});

let network: ReturnType<typeof stubFetch>;
beforeEach(() => {
  network = stubFetch({ [catalogue]: utensils, 'POST /api/recipes': { id: 'nueva' } });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function renderForm() {
  return renderInApp(<RecipeForm initial={emptyDraft()} />, { path: '/recipe-editor' });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: t.submitCreate }));
const type = (field: HTMLElement, value: string) => fireEvent.change(field, { target: { value } });

/** The message shown under a field and tied to it with aria-describedby, or null when it has none. */
function messageOf(field: HTMLElement): string | null {
  if (field.getAttribute('aria-invalid') !== 'true') return null;
  const id = field.getAttribute('aria-describedby');
  return id ? (document.getElementById(id)?.textContent ?? null) : null;
}

const fields = () => {
  const ingredient = screen.getByRole('listitem', { name: t.ingredients.title(1) });
  const step = screen.getByRole('listitem', { name: t.steps.title(1) });
  return {
    name: screen.getByLabelText(t.fields.name),
    description: screen.getByLabelText(t.fields.description),
    mealType: screen.getByLabelText(t.fields.mealType),
    totalTime: screen.getByLabelText(t.fields.totalTime),
    ingredientName: within(ingredient).getByLabelText(t.ingredients.name),
    quantity: within(ingredient).getByLabelText(t.ingredients.quantity),
    instruction: within(step).getByLabelText(t.steps.instruction),
    stepTime: within(step).getByLabelText(t.steps.time),
  };
};

/** The good values fillValid types into the form's one ingredient and one step. */
const valid = recipeInput({
  name: 'Arepas de queso',
  description: 'Crujientes por fuera.',
  mealType: 'Desayuno',
  totalTime: '30 min',
  ingredients: [{ quantity: '2 tazas', name: 'Harina de maíz' }],
  steps: [{ type: 'preparar', instruction: 'Amasa la harina con agua.', time: '5 min' }],
});
const [validIngredient] = valid.ingredients;
const [validStep] = valid.steps;

/** Fills every required field with a good value (the name with spaces around it, to be trimmed). */
function fillValid() {
  const f = fields();
  type(f.name, `  ${valid.name}  `);
  type(f.description, valid.description);
  type(f.mealType, valid.mealType);
  type(f.totalTime, valid.totalTime);
  type(f.quantity, validIngredient!.quantity);
  type(f.ingredientName, validIngredient!.name);
  type(f.instruction, validStep!.instruction);
  type(f.stepTime, validStep!.time);
}

const sentRecipes = () => network.requests.filter((request) => request !== catalogue);

test('an empty form shows each required message at its field, focuses the first and sends nothing', async () => {
  renderForm();
  // No message before the first submit.
  expect(screen.queryAllByRole('alert')).toHaveLength(0);

  submit();

  const f = fields();
  expect(messageOf(f.name)).toBe(v.nameRequired);
  expect(messageOf(f.description)).toBe(v.descriptionRequired);
  expect(messageOf(f.mealType)).toBe(v.mealType);
  expect(messageOf(f.totalTime)).toBe(v.totalTimeRequired);
  expect(messageOf(f.ingredientName)).toBe(v.ingredientNameRequired);
  expect(messageOf(f.instruction)).toBe(v.instructionRequired);
  // Optional fields stay quiet.
  expect(messageOf(f.quantity)).toBeNull();
  expect(messageOf(f.stepTime)).toBeNull();
  expect(screen.getByText(t.fixErrors).getAttribute('role')).toBe('alert');

  await waitFor(() => expect(document.activeElement).toBe(f.name));
  expect(sentRecipes()).toEqual([]);
  expect(network.unexpected).toEqual([]);
});

test('fixing a field after a failed submit clears its message and only its message', () => {
  renderForm();
  submit();
  const f = fields();

  type(f.name, 'Arepas');
  expect(messageOf(f.name)).toBeNull();
  expect(f.name.getAttribute('aria-invalid')).toBeNull();
  expect(messageOf(f.description)).toBe(v.descriptionRequired);

  type(f.instruction, 'Amasa.');
  expect(messageOf(f.instruction)).toBeNull();
  expect(messageOf(f.ingredientName)).toBe(v.ingredientNameRequired);

  // Emptying it again (spaces count as empty) brings the message back.
  type(f.name, '   ');
  expect(messageOf(f.name)).toBe(v.nameRequired);

  fillValid();
  expect(screen.queryAllByRole('alert')).toHaveLength(0);
  expect(screen.queryByText(t.fixErrors)).toBeNull();
  expect(sentRecipes()).toEqual([]);
});

test('times that make no sense are refused with their own message', () => {
  renderForm();
  fillValid();
  const f = fields();
  const cases: [HTMLElement, string, string][] = [
    [f.totalTime, '0 min', v.totalTimeZero],
    [f.totalTime, '-20 min', v.negativeTime],
    [f.totalTime, '8 días', v.totalTimeAbsurd],
    [f.stepTime, '25 h', v.stepTimeAbsurd],
    [f.stepTime, '-5 min', v.negativeTime],
  ];
  for (const [field, value, message] of cases) {
    type(f.totalTime, '30 min');
    type(f.stepTime, '5 min');
    type(field, value);
    submit();
    expect(messageOf(field)).toBe(message);
  }
  expect(sentRecipes()).toEqual([]);

  type(f.stepTime, '10-15 min');
  expect(messageOf(f.stepTime)).toBeNull();
});

test('texts past their length are refused at their field', () => {
  renderForm();
  fillValid();
  const f = fields();
  type(f.name, 'a'.repeat(121));
  type(f.ingredientName, 'b'.repeat(121));
  submit();
  expect(messageOf(f.name)).toBe(v.nameTooLong);
  expect(messageOf(f.ingredientName)).toBe(v.ingredientNameTooLong);
  expect(sentRecipes()).toEqual([]);

  type(f.name, 'a'.repeat(120));
  expect(messageOf(f.name)).toBeNull();
});

test('a message follows its step when the steps are reordered', () => {
  renderForm();
  fillValid();
  fireEvent.click(screen.getByRole('button', { name: t.steps.add }));
  submit();
  const second = () => screen.getByRole('listitem', { name: t.steps.title(2) });
  const first = () => screen.getByRole('listitem', { name: t.steps.title(1) });
  expect(messageOf(within(second()).getByLabelText(t.steps.instruction))).toBe(v.instructionRequired);
  expect(messageOf(within(first()).getByLabelText(t.steps.instruction))).toBeNull();

  fireEvent.click(screen.getByRole('button', { name: t.steps.moveUp(2) }));
  expect(messageOf(within(first()).getByLabelText(t.steps.instruction))).toBe(v.instructionRequired);
  expect(messageOf(within(second()).getByLabelText(t.steps.instruction))).toBeNull();
  expect(sentRecipes()).toEqual([]);
});

test('a valid form is sent once, trimmed, and the cook goes back to the book', async () => {
  const { router } = renderForm();
  fillValid();
  submit();
  await screen.findByText(t.created);
  expect(sentRecipes()).toEqual(['POST /api/recipes']);
  const [, init] = network.spy.mock.calls.find(([, options]) => options?.method === 'POST')!;
  expect(JSON.parse(String(init?.body))).toMatchObject({
    name: 'Arepas de queso',
    mealType: 'Desayuno',
    totalTime: '30 min',
    ingredients: [{ quantity: '2 tazas', name: 'Harina de maíz', image: null }],
    steps: [{ type: 'preparar', instruction: 'Amasa la harina con agua.', time: '5 min' }],
  });
  expect(router.state.location.pathname).toBe('/recipes');
  expect(network.unexpected).toEqual([]);
});

test('«Porciones» starts at 4, is sent as a number, and 0, 1000, 2.5 or empty are refused in Spanish', async () => {
  renderForm();
  const servings = screen.getByLabelText(es.servings.label) as HTMLInputElement;
  expect(servings.value).toBe('4');
  fillValid();
  const sv = es.servings.validation;
  for (const [value, message] of [
    ['0', sv.tooFew],
    ['1000', fill(sv.tooMany, { max: 50 })],
    ['2.5', sv.notWhole],
    ['', sv.required],
  ] as const) {
    type(servings, value);
    submit();
    await waitFor(() => expect(messageOf(servings)).toBe(message));
    expect(sentRecipes()).toEqual([]);
  }
  type(servings, '6');
  submit();
  await screen.findByText(t.created);
  const [, init] = network.spy.mock.calls.find(([, options]) => options?.method === 'POST')!;
  expect(JSON.parse(String(init?.body))).toMatchObject({ servings: 6 });
});
