// Celebration where it happens (issue 13): a medal unlocked by any request is celebrated on whatever
// screen the cook is on, and one unlocked while they were away is celebrated once at their next visit.
import { expect, test, type APIRequestContext } from '@playwright/test';
import { recipeInput } from '../src/shared/contract/recipe-input.test-kit.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { celebrationDialog as celebration, closeCelebration } from './fixtures/celebration.ts';
import { signUp } from './fixtures/session.ts';
import { skipRecipesTutorial } from './fixtures/intro.ts';

const shots = '/tmp/helper-a-shots';

// The book opens its tutorial on a device's first visit; these cooks have seen it already.
test.beforeEach(async ({ context }) => {
  await skipRecipesTutorial(context);
});

async function createRecipeByApi(request: APIRequestContext, baseURL: string, name: string): Promise<string> {
  const response = await request.post('/api/recipes', {
    headers: { origin: baseURL },
    data: recipeInput({ name, description: 'Una receta de prueba para celebrar.', mealType: 'Cena', totalTime: '20 min', ingredients: ['Harina de maíz'], steps: ['Mezclar todo.'] }),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('a first recipe made in the editor is celebrated on the screen the editor leads to, with a way to the medals', async ({ page, context, baseURL }) => {
  await signUp(context, baseURL!, 'Estrenada');
  await page.goto('/recipe-editor');
  await expect(page.getByRole('heading', { level: 1, name: 'Crear Receta' })).toBeVisible();
  await page.getByLabel('Nombre de la receta').fill(`Sopa de estreno ${Date.now().toString(36)}`);
  await page.getByLabel('Descripción').fill('Mi primera sopa.');
  await page.getByLabel('Tipo de comida').selectOption('Cena');
  await page.getByLabel('Tiempo total').fill('30 min');
  await page.getByRole('listitem', { name: 'Ingrediente 1', exact: true }).getByLabel('Ingrediente', { exact: true }).fill('Agua');
  await page.getByRole('listitem', { name: 'Paso 1', exact: true }).getByLabel('Instrucción').fill('Hierve el agua.');
  await page.getByRole('button', { name: 'Crear Receta' }).click();
  // The confetti falls with the dialog's first frame (and is gone 3.5 s later).
  await expect(page.getByTestId('celebration').locator('.celebration-piece').first()).toBeAttached();

  await expect(page).toHaveURL(/\/recipes$/);
  const dialog = celebration(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Primera receta');
  await expect(dialog).toContainText('Publica tu primera receta.');
  await expect(dialog.getByTestId('unlock-medal')).toHaveText('🍳');

  await dialog.getByRole('link', { name: 'Ver mis logros' }).click();
  await expect(page).toHaveURL(/\/achievements$/);
  await expect(celebration(page)).toBeHidden();
  await expect(page.locator('[data-achievement="first_recipe"]')).toHaveAttribute('data-unlocked', 'true');
});

test('medals unlocked while the cook was away are celebrated once at their next visit, one after another', async ({ page, context, browser, baseURL }) => {
  // With the cook's page closed: their own recipe, and another cook's 3 stars on it.
  await signUp(context, baseURL!, 'Ausente');
  const recipeId = await createRecipeByApi(context.request, baseURL!, `Arepa viajera ${Date.now().toString(36)}`);
  const critic = await browser.newContext();
  await signUp(critic, baseURL!, 'Crítica');
  const rating = await critic.request.put(`/api/recipes/${recipeId}/rating`, { headers: { origin: baseURL! }, data: { stars: 3 } });
  expect(rating.status(), await rating.text()).toBe(200);
  await critic.close();

  await page.setViewportSize({ width: 390, height: 844 });
  const lastSeen = page.waitForResponse((response) => response.url().endsWith('/api/achievements/seen') && response.request().postData()?.includes('taste_approved') === true);
  await page.goto('/menu');
  const dialog = celebration(page);
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Medalla 1 de 2');
  await expect(dialog).toContainText('Primera receta');
  await page.screenshot({ path: `${shots}/celebration-390.png` });
  await expectNoAxeViolations(page, 'celebration at 390×844');

  await closeCelebration(page, 'Primera receta');
  await expect(dialog).toContainText('Medalla 2 de 2');
  await expect(dialog).toContainText('Sabor aprobado');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.screenshot({ path: `${shots}/celebration-1280.png` });
  await closeCelebration(page, 'Sabor aprobado');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Sazón' })).toBeVisible();

  // Both were marked seen as they showed: a reload celebrates nothing.
  expect((await lastSeen).status()).toBe(204);
  const unseen = page.waitForResponse((response) => response.url().endsWith('/api/achievements/unseen'));
  await page.reload();
  expect(await (await unseen).json()).toEqual({ items: [] });
  await expect(page.getByRole('heading', { level: 1, name: 'Sazón' })).toBeVisible();
  await expect(celebration(page)).toHaveCount(0);
});
