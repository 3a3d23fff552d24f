// The recipe editor end to end: create with photos and every step type, find it in the book, edit it,
// delete it; nobody else can edit it; the catalogue is live; the screens pass axe at phone and desktop size.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import sharp from 'sharp';
import { recipeInput } from '../src/shared/contract/recipe-input.test-kit.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { closeCelebration } from './fixtures/celebration.ts';
import { signUp } from './fixtures/session.ts';
import { dismissToast } from './fixtures/toast.ts';
import { skipRecipesTutorial } from './fixtures/intro.ts';

const images: Record<'main' | 'other' | 'ingredient' | 'step' | 'notImage', string> = {
  main: '',
  other: '',
  ingredient: '',
  step: '',
  notImage: '',
};

test.beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'sazon-editor-e2e-'));
  const make = async (name: string, colour: string, width: number, height: number) => {
    const path = join(dir, name);
    await sharp({ create: { width, height, channels: 3, background: colour } })
      .jpeg({ quality: 85 })
      .toFile(path);
    return path;
  };
  images.main = await make('arepa.jpg', '#f59e0b', 1600, 1200);
  images.other = await make('otra-foto.jpg', '#15803d', 900, 700);
  images.ingredient = await make('queso.jpg', '#fde68a', 300, 300);
  images.step = await make('paso.jpg', '#be123c', 640, 480);
  images.notImage = join(dir, 'notas.jpg');
  writeFileSync(images.notImage, 'esto no es una imagen');
});

const uniqueName = (base: string) => `${base} ${Date.now().toString(36)}`;

// The book opens its tutorial on a device's first visit; these cooks have seen it already.
test.beforeEach(async ({ context }) => {
  await skipRecipesTutorial(context);
});
const newContext = async (browser: Browser, options: Parameters<Browser['newContext']>[0] = {}) => {
  const context = await browser.newContext(options);
  await skipRecipesTutorial(context);
  return context;
};

/** Chooses a photo through the image source dialog ('Galería') and waits for its preview. */
async function pickImage(page: Page, label: string, file: string) {
  await page.getByRole('button', { name: new RegExp(`^(Elegir|Cambiar) foto: ${label}$`) }).click();
  const source = page.getByRole('dialog', { name: '¿De dónde sale la foto?' });
  await expect(source.getByRole('button', { name: 'Tomar foto' })).toBeVisible();
  const chooser = page.waitForEvent('filechooser');
  await source.getByRole('button', { name: 'Galería' }).click();
  await (await chooser).setFiles(file);
  await expect(page.getByRole('img', { name: `Vista previa: ${label}` })).toBeVisible({ timeout: 20_000 });
}

const stepCard = (page: Page, n: number) => page.getByRole('listitem', { name: `Paso ${n}`, exact: true });
const ingredientRow = (page: Page, n: number) =>
  page.getByRole('listitem', { name: `Ingrediente ${n}`, exact: true });

async function fillStep(step: Locator, type: string, instruction: string) {
  await step.getByLabel('Tipo de paso').selectOption(type);
  await step.getByLabel('Instrucción').fill(instruction);
}

/** Fills every required field, so a submit of the recipe form would save it. */
async function fillCompleteDraft(page: Page, name: string) {
  await page.getByLabel('Nombre de la receta').fill(name);
  await page.getByLabel('Descripción').fill('Una sopa.');
  await page.getByLabel('Tipo de comida').selectOption('Cena');
  await page.getByLabel('Tiempo total').fill('30 min');
  await ingredientRow(page, 1).getByLabel('Ingrediente', { exact: true }).fill('Agua');
  await stepCard(page, 1).getByLabel('Instrucción').fill('Hierve el agua.');
}

async function myRecipeNames(request: APIRequestContext): Promise<string[]> {
  const response = await request.get('/api/recipes?filter=mine');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: { name: string }[] }).items.map((item) => item.name);
}

async function recipeIdByName(request: APIRequestContext, name: string): Promise<string> {
  const response = await request.get('/api/recipes?filter=mine');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: { id: string; name: string }[] };
  const found = items.find((item) => item.name === name);
  expect(found, `recipe ${name} in the book`).toBeDefined();
  return found!.id;
}

const apiRecipe = (name: string) =>
  recipeInput({
    name,
    description: 'Receta creada por la API para la prueba.',
    mealType: 'Cena',
    totalTime: '25 min',
    nationality: 'Colombiana',
    difficulty: 'medio',
    ingredients: ['Plátano maduro'],
    steps: [{ type: 'cocinar', instruction: 'Fríe el plátano.', heatSource: 'Cocina', pot: 'Sartén' }],
  });

async function createByApi(context: BrowserContext, baseURL: string, name: string): Promise<string> {
  const response = await context.request.post('/api/recipes', {
    headers: { origin: baseURL },
    data: apiRecipe(name),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

test('create a recipe with photos and every step type, find it in the book, edit it and delete it', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(150_000);
  await signUp(context, baseURL!, 'Chef Editora');
  const name = uniqueName('Arepas 🫓 de la abuela');

  await page.goto('/recipe-editor');
  await expect(page.getByRole('heading', { level: 1, name: 'Crear Receta' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Volver' })).toBeVisible();
  // A new recipe starts with one blank ingredient and one blank step of type preparar.
  await expect(page.getByRole('listitem', { name: /^Ingrediente \d+$/ })).toHaveCount(1);
  await expect(page.getByRole('listitem', { name: /^Paso \d+$/ })).toHaveCount(1);
  await expect(stepCard(page, 1).getByLabel('Tipo de paso')).toHaveValue('preparar');
  await expect(page.getByRole('button', { name: 'Eliminar Receta' })).toHaveCount(0);

  await page.getByLabel('Nombre de la receta').fill(name);
  await page.getByLabel('Descripción').fill('<b>Crujientes</b> por fuera <script>alert(1)</script>');
  await page.getByLabel('Tipo de comida').selectOption('Desayuno');
  await page.getByLabel('Tiempo total').fill('45 min');
  await page.getByLabel('Dificultad').selectOption('facil');

  // Nationality: add-new is local, refuses empty and duplicates, and lands sorted and selected.
  await page.getByRole('button', { name: 'Nueva nacionalidad' }).click();
  await page.getByRole('button', { name: 'Añadir', exact: true }).click();
  await dismissToast(page, 'El campo está vacío.', 'error');
  await page.getByLabel('Nombre de la nacionalidad').fill('mexicana');
  await page.getByRole('button', { name: 'Añadir', exact: true }).click();
  await dismissToast(page, 'Esa nacionalidad ya existe.', 'info');
  await page.getByLabel('Nombre de la nacionalidad').fill('Andina');
  await page.getByRole('button', { name: 'Añadir', exact: true }).click();
  await expect(page.getByLabel('Nacionalidad', { exact: true })).toHaveValue('Andina');
  const options = await page.getByLabel('Nacionalidad', { exact: true }).locator('option').allTextContents();
  expect(options).toEqual([...options].sort((a, b) => a.localeCompare(b, 'es')));
  expect(options).toHaveLength(10);

  await pickImage(page, 'Foto principal', images.main);

  await ingredientRow(page, 1).getByLabel('Cantidad').fill('2 tazas');
  await ingredientRow(page, 1).getByLabel('Ingrediente', { exact: true }).fill('Harina de maíz');
  await page.getByRole('button', { name: 'Añadir ingrediente' }).click();
  await ingredientRow(page, 2).getByLabel('Cantidad').fill('200 g');
  await ingredientRow(page, 2).getByLabel('Ingrediente', { exact: true }).fill('Queso llanero');
  await pickImage(page, 'Foto del ingrediente 2', images.ingredient);
  await page.getByRole('button', { name: 'Añadir ingrediente' }).click();
  await ingredientRow(page, 3).getByLabel('Ingrediente', { exact: true }).fill('Sobra');
  await page.getByRole('button', { name: 'Quitar ingrediente 3' }).click();
  await expect(page.getByRole('listitem', { name: /^Ingrediente \d+$/ })).toHaveCount(2);

  // Step 1, preparar: tools are trimmed, upper-cased, empty ignored, duplicates refused.
  const first = stepCard(page, 1);
  await first.getByLabel('Instrucción').fill('Corta el queso en bastones.');
  await first.getByLabel('Tiempo', { exact: true }).fill('5 min');
  const toolInput = first.getByPlaceholder('Escribe una herramienta');
  await toolInput.fill('  rallador grande ');
  await toolInput.press('Enter');
  await expect(first.getByRole('listitem').filter({ hasText: 'RALLADOR GRANDE' })).toBeVisible();
  await toolInput.fill('   ');
  await first.getByRole('button', { name: 'Añadir herramienta' }).click();
  await toolInput.fill('Rallador Grande');
  await first.getByRole('button', { name: 'Añadir herramienta' }).click();
  await dismissToast(page, 'Esa herramienta ya está en la lista para este paso.', 'info');
  await toolInput.fill('cuchillo');
  await toolInput.press('Enter');
  await first.getByRole('button', { name: 'Quitar CUCHILLO' }).click();
  await expect(first.getByRole('listitem').filter({ hasText: /^CUCHILLO/ })).toHaveCount(0);

  const types = ['mezclar', 'cocinar', 'hornear', 'reposar', 'servir', 'otro'];
  for (const [index, type] of types.entries()) {
    await page.getByRole('button', { name: 'Añadir paso' }).click();
    await fillStep(stepCard(page, index + 2), type, `Instrucción del paso de ${type}.`);
  }
  // Step 3, cocinar: heat source and pot; temperature only once a heat source is chosen.
  const cook = stepCard(page, 3);
  await expect(cook.getByLabel('Fuente de calor')).toBeVisible();
  await expect(cook.getByLabel('Temperatura')).toHaveCount(0);
  await expect(cook.getByPlaceholder('Escribe una herramienta')).toHaveCount(0);
  await cook.getByLabel('Fuente de calor').selectOption('Cocina');
  await cook.getByLabel('Recipiente').selectOption('Sartén');
  await cook.getByLabel('Temperatura').fill('Fuego medio');
  // Changing the type clears heat source, pot and temperature.
  await cook.getByLabel('Tipo de paso').selectOption('preparar');
  await expect(stepCard(page, 3).getByPlaceholder('Escribe una herramienta')).toBeVisible();
  await stepCard(page, 3).getByLabel('Tipo de paso').selectOption('cocinar');
  await expect(stepCard(page, 3).getByLabel('Fuente de calor')).toHaveValue('');
  await expect(stepCard(page, 3).getByLabel('Temperatura')).toHaveCount(0);
  await stepCard(page, 3).getByLabel('Fuente de calor').selectOption('Cocina');
  await stepCard(page, 3).getByLabel('Temperatura').fill('Fuego medio');
  const bake = stepCard(page, 4);
  await bake.getByLabel('Fuente de calor').selectOption('Horno');
  await bake.getByLabel('Recipiente').selectOption('Bandeja para hornear');
  await bake.getByLabel('Temperatura').fill('180 °C');
  await bake.getByLabel('Tiempo', { exact: true }).fill('20 min');
  await pickImage(page, 'Foto del paso 6', images.step);

  // Reorder: the last step (otro) goes up one place, then back down.
  await page.getByRole('button', { name: 'Subir paso 7' }).click();
  await expect(stepCard(page, 6).getByLabel('Tipo de paso')).toHaveValue('otro');
  await page.getByRole('button', { name: 'Bajar paso 6' }).click();
  await expect(stepCard(page, 7).getByLabel('Tipo de paso')).toHaveValue('otro');
  await expect(page.getByRole('button', { name: 'Subir paso 1' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Bajar paso 7' })).toBeDisabled();

  let releaseSave: () => void = () => {};
  await page.route('**/api/recipes', async (route) => {
    if (route.request().method() === 'POST') await new Promise<void>((resolve) => (releaseSave = resolve));
    await route.continue();
  });
  await page.getByRole('button', { name: 'Crear Receta' }).click();
  await expect(page.getByRole('button', { name: 'Guardando...' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Añadir paso' })).toBeDisabled();
  releaseSave();
  // The cook's first recipe: its medal is celebrated over the book (and over the toast, until closed).
  await closeCelebration(page, 'Primera receta');
  await dismissToast(page, 'Receta creada con éxito!', 'success');
  await expect(page).toHaveURL(/\/recipes$/);
  await page.unroute('**/api/recipes');

  // In the book.
  await expect(page.getByText(name).first()).toBeVisible();
  const id = await recipeIdByName(context.request, name);
  const saved = (await (await context.request.get(`/api/recipes/${id}`)).json()) as {
    imageUrl: string;
    description: string;
    nationality: string;
    difficulty: string;
    ingredients: { image: string | null }[];
    steps: {
      type: string;
      heatSource: string;
      pot: string;
      temperature: string;
      tools: string[];
      image: string | null;
    }[];
  };
  expect(saved.steps.map((s) => s.type)).toEqual(['preparar', ...types]);
  expect(saved.steps[0]!.tools).toEqual(['RALLADOR GRANDE']);
  expect(saved.steps[2]).toMatchObject({
    heatSource: 'Cocina',
    pot: '',
    temperature: 'Fuego medio',
    tools: [],
  });
  expect(saved.steps[3]).toMatchObject({
    heatSource: 'Horno',
    pot: 'Bandeja para hornear',
    temperature: '180 °C',
  });
  expect(saved).toMatchObject({
    nationality: 'Andina',
    difficulty: 'facil',
    description: '<b>Crujientes</b> por fuera <script>alert(1)</script>',
  });
  expect(saved.imageUrl).toMatch(
    /^\/api\/files\/recipe_images\/resized-\d+-[0-9a-f]{24}-arepas-de-la-abuela-[a-z0-9]+\.webp$/,
  );
  expect(saved.ingredients[1]!.image).toMatch(/^\/api\/files\/ingredient_images\//);
  expect(saved.steps[5]!.image).toMatch(/^\/api\/files\/step_images\//);
  const mainImage = await context.request.get(saved.imageUrl);
  expect(mainImage.headers()['content-type']).toBe('image/webp');
  expect(mainImage.headers()['x-content-type-options']).toBe('nosniff');
  const { width } = await sharp(await mainImage.body()).metadata();
  expect(width).toBeLessThanOrEqual(1280);
  // The new tool is now in the shared catalogue.
  const catalogue = (await (await context.request.get('/api/catalog/utensils')).json()) as {
    tools: string[];
  };
  expect(catalogue.tools).toContain('RALLADOR GRANDE');

  // Edit: the form comes back filled; the replaced photo is deleted from storage.
  await page.goto(`/recipe-editor/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Editar Receta' })).toBeVisible();
  await expect(page.getByLabel('Nombre de la receta')).toHaveValue(name);
  await expect(page.getByLabel('Descripción')).toHaveValue(
    '<b>Crujientes</b> por fuera <script>alert(1)</script>',
  );
  await expect(page.getByLabel('Nacionalidad', { exact: true })).toHaveValue('Andina');
  await expect(page.getByRole('listitem', { name: /^Paso \d+$/ })).toHaveCount(7);
  await expect(stepCard(page, 4).getByLabel('Temperatura')).toHaveValue('180 °C');
  const renamed = `${name} reina pepiada`;
  await page.getByLabel('Nombre de la receta').fill(renamed);
  await pickImage(page, 'Foto principal', images.other);
  await page.getByRole('button', { name: 'Actualizar Receta' }).click();
  await dismissToast(page, 'Receta actualizada con éxito!', 'success');
  await expect(page).toHaveURL(/\/recipes$/);
  await expect(page.getByText(renamed).first()).toBeVisible();
  expect((await context.request.get(saved.imageUrl)).status()).toBe(404);
  const edited = (await (await context.request.get(`/api/recipes/${id}`)).json()) as {
    name: string;
    imageUrl: string;
    ingredients: { image: string | null }[];
    steps: { image: string | null }[];
  };
  expect(edited.name).toBe(renamed);
  expect(edited.imageUrl).not.toBe(saved.imageUrl);

  // Delete, with the confirmation; every photo of the recipe goes with it.
  await page.goto(`/recipe-editor/${id}`);
  await page.getByRole('button', { name: 'Eliminar Receta' }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar Acción' });
  await expect(confirm).toContainText('¿Estás seguro de que quieres eliminar esta receta permanentemente?');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Eliminar Receta' }).click();
  await page
    .getByRole('dialog', { name: 'Confirmar Acción' })
    .getByRole('button', { name: 'Confirmar' })
    .click();
  await dismissToast(page, 'Receta eliminada con éxito', 'success');
  await expect(page).toHaveURL(/\/recipes$/);
  expect((await context.request.get(`/api/recipes/${id}`)).status()).toBe(404);
  for (const url of [edited.imageUrl, edited.ingredients[1]!.image!, edited.steps[5]!.image!]) {
    expect((await context.request.get(url)).status(), url).toBe(404);
  }
});

test('a second cook cannot edit or delete the recipe', async ({ browser, baseURL }) => {
  const authorContext = await newContext(browser);
  await signUp(authorContext, baseURL!, 'Autora');
  const id = await createByApi(authorContext, baseURL!, uniqueName('Patacones'));
  await authorContext.close();

  const strangerContext = await newContext(browser);
  await signUp(strangerContext, baseURL!, 'Curiosa');
  const page = await strangerContext.newPage();
  await page.goto(`/recipe-editor/${id}`);
  await dismissToast(page, 'Solo el autor puede editar esta receta.', 'error');
  await expect(page).toHaveURL(/\/recipes$/);
  const put = await strangerContext.request.put(`/api/recipes/${id}`, {
    headers: { origin: baseURL! },
    data: apiRecipe('Robada'),
  });
  expect(put.status()).toBe(403);
  const del = await strangerContext.request.delete(`/api/recipes/${id}`, { headers: { origin: baseURL! } });
  expect(del.status()).toBe(403);
  expect(
    ((await (await strangerContext.request.get(`/api/recipes/${id}`)).json()) as { name: string }).name,
  ).toMatch(/^Patacones/);
  await strangerContext.close();
});

test("editing a missing recipe says 'Receta no encontrada.' and goes to the book", async ({
  page,
  context,
  baseURL,
}) => {
  await signUp(context, baseURL!, 'Perdida');
  await page.goto('/recipe-editor/00000000-0000-4000-8000-000000000000');
  await dismissToast(page, 'Receta no encontrada.', 'error');
  await expect(page).toHaveURL(/\/recipes$/);
});

test('bad input is shown at the field and nothing is saved; a broken file gets the image message', async ({
  page,
  context,
  baseURL,
}) => {
  await signUp(context, baseURL!, 'Apurada');
  await page.goto('/recipe-editor');
  await page.getByRole('button', { name: 'Crear Receta' }).click();
  await expect(page.getByText('El nombre es obligatorio.')).toBeVisible();
  await expect(page.getByText('La descripción es obligatoria.')).toBeVisible();
  await expect(page.getByText('Elige un tipo de comida.')).toBeVisible();
  await expect(page.getByText('El tiempo total es obligatorio.')).toBeVisible();
  await expect(page.getByText('Escribe el nombre del ingrediente.')).toBeVisible();
  await expect(page.getByText('Escribe la instrucción del paso.')).toBeVisible();
  await expect(page.getByLabel('Nombre de la receta')).toBeFocused();
  await expect(page.getByLabel('Nombre de la receta')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Nombre de la receta').fill('x'.repeat(130));
  await expect(page.getByText('El nombre es demasiado largo (máximo 120 caracteres).')).toBeVisible();
  await page.getByLabel('Tiempo total').fill('-10 min');
  await expect(page.getByText('El tiempo no puede ser negativo.')).toBeVisible();
  await page.getByLabel('Tiempo total').fill('99999 min');
  await expect(page.getByText('El tiempo total no puede superar 7 días.')).toBeVisible();
  const mine = await context.request.get('/api/recipes?filter=mine');
  expect(((await mine.json()) as { items: unknown[] }).items).toEqual([]);

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Elegir foto: Foto principal' }).click();
  await page
    .getByRole('dialog', { name: '¿De dónde sale la foto?' })
    .getByRole('button', { name: 'Galería' })
    .click();
  await (await chooser).setFiles(images.notImage);
  await dismissToast(page, 'Error al procesar la imagen.', 'error');
  await expect(page.getByLabel('Tomar foto: Foto principal')).toHaveAttribute('accept', 'image/*');
  await expect(page.getByLabel('Tomar foto: Foto principal')).toHaveAttribute('capture', 'environment');
});

test("an expired session on save gets 'Tu sesión no es válida. Por favor, recarga la página.'", async ({
  page,
  context,
  baseURL,
}) => {
  await signUp(context, baseURL!, 'Caducada');
  await page.goto('/recipe-editor');
  await fillCompleteDraft(page, 'Sopa de la sesión');
  const cookies = await context.cookies();
  await context.clearCookies();
  await context.addCookies(
    cookies.map((cookie) =>
      cookie.name.includes('session_token') ? { ...cookie, value: 'caducada.firma-falsa' } : cookie,
    ),
  );
  await page.getByRole('button', { name: 'Crear Receta' }).click();
  await dismissToast(page, 'Tu sesión no es válida. Por favor, recarga la página.', 'error');
  await expect(page).toHaveURL(/\/recipe-editor$/);
});

test('a utensil added in one browser appears live in another; duplicates and empty names get their messages', async ({
  browser,
  baseURL,
}) => {
  const first = await newContext(browser);
  const second = await newContext(browser);
  await signUp(first, baseURL!, 'Olla');
  await signUp(second, baseURL!, 'Sartén');
  const pageA = await first.newPage();
  const pageB = await second.newPage();
  // The second browser is listening before the first one adds the utensil: its stream of the catalogue
  // topic has answered (the server subscribes in the same step that sends the headers).
  const listening = pageB.waitForResponse((response) => response.url().includes('/api/live') && response.url().includes('catalog'));
  for (const page of [pageA, pageB]) {
    await page.goto('/recipe-editor');
    await stepCard(page, 1).getByLabel('Tipo de paso').selectOption('cocinar');
  }
  await listening;
  const utensil = `WOK ${Date.now().toString(36).toUpperCase()}`;

  await stepCard(pageA, 1).getByRole('button', { name: 'Nuevo utensilio' }).click();
  let dialog = pageA.getByRole('dialog', { name: 'Añadir nuevo utensilio' });
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('El nombre del utensilio no puede estar vacío.')).toBeVisible();
  await dialog.getByLabel('Tipo de utensilio').selectOption('pots');
  await dialog.getByLabel('Nombre del utensilio').fill(`  ${utensil.toLowerCase()} `);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await dismissToast(pageA, `Utensilio "${utensil}" añadido.`, 'success');
  await expect(stepCard(pageA, 1).getByLabel('Recipiente')).toHaveValue(utensil);

  await expect(
    stepCard(pageB, 1).getByLabel('Recipiente').locator('option', { hasText: utensil }),
  ).toHaveCount(1, { timeout: 15_000 });

  await stepCard(pageB, 1).getByRole('button', { name: 'Nuevo utensilio' }).click();
  dialog = pageB.getByRole('dialog', { name: 'Añadir nuevo utensilio' });
  await dialog.getByLabel('Tipo de utensilio').selectOption('pots');
  await dialog.getByLabel('Nombre del utensilio').fill('olla con tapa');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await dismissToast(pageB, 'Este utensilio ya existe en la lista.', 'info');
  await first.close();
  await second.close();
});

test('the «Nuevo utensilio» dialog never saves the recipe it was opened from', async ({
  page,
  context,
  baseURL,
}) => {
  await signUp(context, baseURL!, 'Completa');
  await page.goto('/recipe-editor');
  const name = uniqueName('Sopa del utensilio');
  await fillCompleteDraft(page, name);
  await stepCard(page, 1).getByLabel('Tipo de paso').selectOption('cocinar');
  await stepCard(page, 1).getByLabel('Fuente de calor').selectOption('Cocina');

  await stepCard(page, 1).getByRole('button', { name: 'Nuevo utensilio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir nuevo utensilio' });
  await expect(dialog.getByLabel('Tipo de utensilio')).toHaveValue('pots');
  // An empty name: the dialog's own message, and the recipe stays a draft.
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByText('El nombre del utensilio no puede estar vacío.')).toBeVisible();
  await expect(dialog.getByLabel('Nombre del utensilio')).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/recipe-editor$/);
  expect(await myRecipeNames(context.request)).toEqual([]);

  // A valid one, sent with Enter: it lands in the step, and the recipe is still not saved.
  const utensil = `CAZUELA ${Date.now().toString(36).toUpperCase()}`;
  await dialog.getByLabel('Nombre del utensilio').fill(utensil.toLowerCase());
  await dialog.getByLabel('Nombre del utensilio').press('Enter');
  await dismissToast(page, `Utensilio "${utensil}" añadido.`, 'success');
  await expect(dialog).toBeHidden();
  await expect(stepCard(page, 1).getByLabel('Recipiente')).toHaveValue(utensil);
  await expect(page).toHaveURL(/\/recipe-editor$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Crear Receta' })).toBeVisible();
  await expect(page.getByLabel('Nombre de la receta')).toHaveValue(name);
  expect(await myRecipeNames(context.request)).toEqual([]);

  // Only the recipe's own button saves it, with the new utensil.
  await page.getByRole('button', { name: 'Crear Receta' }).click();
  await closeCelebration(page, 'Primera receta');
  await dismissToast(page, 'Receta creada con éxito!', 'success');
  await expect(page).toHaveURL(/\/recipes$/);
  const saved = (await (
    await context.request.get(`/api/recipes/${await recipeIdByName(context.request, name)}`)
  ).json()) as { steps: { pot: string }[] };
  expect(saved.steps[0]!.pot).toBe(utensil);
});

test('«Revisa los campos marcados en rojo.» shows only after a failed save and goes once the fields are fixed', async ({
  page,
  context,
  baseURL,
}) => {
  await signUp(context, baseURL!, 'Correctora');
  await page.goto('/recipe-editor');
  const banner = page.getByText('Revisa los campos marcados en rojo.');

  // A utensil saved from an unfinished draft is not a failed save of the recipe.
  await stepCard(page, 1).getByLabel('Tipo de paso').selectOption('cocinar');
  await stepCard(page, 1).getByRole('button', { name: 'Nuevo utensilio' }).click();
  const dialog = page.getByRole('dialog', { name: 'Añadir nuevo utensilio' });
  const heat = `FOGÓN ${Date.now().toString(36).toUpperCase()}`;
  await dialog.getByLabel('Nombre del utensilio').fill(heat);
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await dismissToast(page, `Utensilio "${heat}" añadido.`, 'success');
  await expect(stepCard(page, 1).getByLabel('Fuente de calor')).toHaveValue(heat);
  await expect(banner).toHaveCount(0);
  await expect(page.getByText('El nombre es obligatorio.')).toHaveCount(0);

  await page.getByRole('button', { name: 'Crear Receta' }).click();
  await expect(banner).toBeVisible();
  await page.getByLabel('Nombre de la receta').fill('Sopa corregida');
  await page.getByLabel('Descripción').fill('Una sopa.');
  await page.getByLabel('Tipo de comida').selectOption('Cena');
  await page.getByLabel('Tiempo total').fill('30 min');
  await ingredientRow(page, 1).getByLabel('Ingrediente', { exact: true }).fill('Agua');
  // One field still wrong: the banner stays.
  await expect(banner).toBeVisible();
  await stepCard(page, 1).getByLabel('Instrucción').fill('Hierve el agua.');
  await expect(banner).toHaveCount(0);
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await myRecipeNames(context.request)).toEqual([]);
});

for (const [size, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`the editor screens pass axe and are screenshotted at ${size} size`, async ({
    browser,
    baseURL,
  }, testInfo) => {
    // Two pages and four axe runs: more than the default budget on a busy 2-core machine.
    test.setTimeout(90_000);
    const context = await newContext(browser, { viewport });
    await signUp(context, baseURL!, 'Mirada');
    const id = await createByApi(context, baseURL!, uniqueName('Bandeja paisa'));
    const page = await context.newPage();
    await page.goto('/recipe-editor');
    // The recipe made above, with no page open, is the cook's first: its medal waits for this visit.
    await closeCelebration(page, 'Primera receta');
    await expect(page.getByRole('heading', { level: 1, name: 'Crear Receta' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`editor-create-${size}.png`), fullPage: true });
    await page.getByRole('button', { name: 'Crear Receta' }).click();
    await expect(page.getByText('El nombre es obligatorio.')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.goto(`/recipe-editor/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Editar Receta' })).toBeVisible();
    await expect(page.getByLabel('Fuente de calor')).toHaveValue('Cocina');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`editor-edit-${size}.png`), fullPage: true });
    // No horizontal scrolling at this size.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      viewport.width,
    );
    await page.getByRole('button', { name: 'Elegir foto: Foto principal' }).click();
    const source = page.getByRole('dialog', { name: '¿De dónde sale la foto?' });
    await expect(source).toBeVisible();
    await expectNoAxeViolations(page);
    await source.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: 'Nuevo utensilio' }).click();
    const utensil = page.getByRole('dialog', { name: 'Añadir nuevo utensilio' });
    await utensil.getByRole('button', { name: 'Guardar' }).click();
    await expect(utensil.getByText('El nombre del utensilio no puede estar vacío.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`editor-utensil-${size}.png`) });
    await context.close();
  });
}
