// Servings (issue 16): the portions chosen on a recipe's detail scale its quantities there, on the
// pre-cooking check and in cook mode, with kitchen fractions and units, and carry from one screen to the next.
import { expect, test } from '@playwright/test';
import { es } from '../src/shared/i18n/es.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { recipeId } from './fixtures/seeded-recipe.ts';
import { signUp } from './fixtures/session.ts';
import { skipRecipesTutorial } from './fixtures/intro.ts';

const texts = es.servings;

test.beforeEach(async ({ context, baseURL }) => {
  await skipRecipesTutorial(context);
  await signUp(context, baseURL!, 'Porciones');
});

// Tortilla de patatas is written for 6: 700 g patatas, 1 cebolla, 6 huevos, 300 ml aceite, sal al gusto.
test('servings chosen on the detail scale the quantities there, on the check and in cook mode', async ({ page }) => {
  const id = await recipeId(page, 'Tortilla de patatas');
  await page.goto(`/recipes?receta=${id}`);
  const detail = page.getByRole('dialog', { name: 'Tortilla de patatas' });
  const ingredients = detail.getByTestId('recipe-ingredients');
  await expect(detail.getByTestId('servings-value')).toHaveText('6');
  await expect(ingredients).toContainText('700 g');
  await expect(ingredients).toContainText('300 ml');

  for (let i = 0; i < 3; i++) await detail.getByRole('button', { name: texts.decrease }).click();
  await expect(detail.getByTestId('servings-value')).toHaveText('3');
  await expect(detail.getByText('Receta para 6 porciones')).toBeVisible();
  await expect(ingredients.getByRole('listitem')).toHaveText([
    /patatas\s*350 g$/,
    /cebolla\s*½$/,
    /huevos\s*3$/,
    /aceite de oliva\s*150 ml$/,
    /sal\s*al gusto$/,
  ]);
  await expectNoAxeViolations(page, 'detalle con porciones');

  await detail.getByRole('button', { name: '¡A cocinar!' }).click();
  await expect(page).toHaveURL(new RegExp(`/pre-cooking/${id}\\?porciones=3$`));
  const checks = page.getByTestId('ingredient-check');
  await expect(page.getByTestId('servings-value')).toHaveText('3');
  await expect(checks.filter({ hasText: 'patatas' })).toContainText('350 g');

  // Cups and spoons: the oil's millilitres become a cup measure; grams of potatoes stay grams.
  await page.getByRole('combobox', { name: texts.measures }).selectOption({ label: texts.measureOptions.cups });
  await expect(page).toHaveURL(/porciones=3&medidas=cups$/);
  await expect(checks.filter({ hasText: 'aceite de oliva' })).toContainText('⅔ taza');
  await expect(checks.filter({ hasText: 'patatas' })).toContainText('350 g');
  // A reload keeps the choice (it lives in the address).
  await page.reload();
  await expect(page.getByTestId('servings-value')).toHaveText('3');
  await page.getByRole('button', { name: texts.increase }).click();
  await expect(page).toHaveURL(/porciones=4&medidas=cups$/);
  await expect(checks.filter({ hasText: 'patatas' })).toContainText('467 g');
  await expect(checks.filter({ hasText: 'huevos' })).toContainText('4');
  await expectNoAxeViolations(page, 'verificación con porciones');

  await page.getByRole('button', { name: 'Marcar todos' }).click();
  await page.getByRole('button', { name: 'Empezar a cocinar' }).click();
  await expect(page).toHaveURL(/\/real-cook-mode$/);
  await page.getByRole('button', { name: `${texts.showIngredients} (4 porciones)` }).click();
  const dialog = page.getByRole('dialog', { name: texts.ingredients });
  const list = dialog.getByTestId('cook-ingredients');
  await expect(list).toContainText('467 g');
  await expect(list).toContainText('¾ taza');
  await expectNoAxeViolations(page, 'modo cocina: ingredientes');

  // Changed while cooking, and kept through a reload of cook mode.
  await dialog.getByRole('button', { name: texts.increase }).click();
  await dialog.getByRole('button', { name: texts.increase }).click();
  await expect(list).toContainText('700 g');
  await expect(list).toContainText('1 ¼ tazas');
  await dialog.getByRole('button', { name: texts.closeIngredients }).click();
  await page.reload();
  await page.getByRole('button', { name: `${texts.showIngredients} (6 porciones)` }).click();
  await expect(page.getByTestId('cook-ingredients')).toContainText('1 ¼ tazas');
});

test('servings stop at 1 and 50 on a phone, and the stepper is big enough to tap', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const id = await recipeId(page, 'Tortilla de patatas');
  await page.goto(`/pre-cooking/${id}?porciones=2`);
  const decrease = page.getByRole('button', { name: texts.decrease });
  await decrease.click();
  await expect(page.getByTestId('servings-value')).toHaveText('1');
  await expect(decrease).toBeDisabled();
  const box = (await decrease.boundingBox())!;
  expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44);
  await page.goto(`/pre-cooking/${id}?porciones=50`);
  await expect(page.getByRole('button', { name: texts.increase })).toBeDisabled();
  await expect(page.getByTestId('ingredient-check').filter({ hasText: 'patatas' })).toContainText('5,83 kg');
  // 1000 in the address is not a number of portions: the recipe shows as written.
  await page.goto(`/pre-cooking/${id}?porciones=1000`);
  await expect(page.getByTestId('servings-value')).toHaveText('6');
  await expect(page.getByTestId('ingredient-check').filter({ hasText: 'patatas' })).toContainText('700 g');
  await expectNoAxeViolations(page, 'verificación en el teléfono');
});
