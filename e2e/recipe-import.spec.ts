// Importing a recipe into the editor end to end: a blog page served on loopback by this test (JSON-LD and a
// photo), imported from its link, reviewed and saved with the editor's own button; a pasted JSON-LD; a page
// without a recipe; the dialog passes axe and is screenshotted at phone and desktop size.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { signUp } from './fixtures/session.ts';
import { dismissToast } from './fixtures/toast.ts';
import { skipRecipesTutorial } from './fixtures/intro.ts';

let blog: Server;
let blogUrl: string;

const recipeName = `Tarta de manzana ${Date.now().toString(36)}`;
const jsonLd = {
  '@context': 'https://schema.org',
  '@graph': [
    { '@type': 'WebPage', name: 'Blog de la abuela' },
    {
      '@type': ['Recipe', 'NewsArticle'],
      name: recipeName,
      description: 'La tarta de la abuela, con <b>canela</b> &amp; mucho cariño.',
      image: { '@type': 'ImageObject', url: '/foto.jpg' },
      recipeCategory: 'Dessert',
      recipeCuisine: 'Spanish',
      recipeYield: 8,
      totalTime: 'PT1H15M',
      recipeIngredient: ['3 manzanas', '200 g de harina', '1 cucharadita de canela'],
      recipeInstructions: [
        { '@type': 'HowToSection', name: 'La masa', itemListElement: [{ '@type': 'HowToStep', text: 'Mezcla la harina con la mantequilla.' }] },
        { '@type': 'HowToSection', name: 'El horno', itemListElement: [{ '@type': 'HowToStep', text: 'Hornea la tarta.', performTime: 'PT45M' }] },
      ],
    },
  ],
};

test.beforeAll(async () => {
  const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#d97706' } }).jpeg().toBuffer();
  blog = createServer((request, response) => {
    if (request.url === '/tarta') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return response.end(`<!doctype html><html><head><title>Tarta</title><script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head><body><h1>Tarta</h1></body></html>`);
    }
    if (request.url === '/foto.jpg') {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      return response.end(photo);
    }
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html><body><p>Solo noticias.</p></body></html>');
  });
  await new Promise<void>((resolve) => blog.listen(0, '127.0.0.1', resolve));
  blogUrl = `http://127.0.0.1:${(blog.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  blog.closeAllConnections();
  await new Promise((resolve) => blog.close(resolve));
});

test.beforeEach(async ({ context }) => {
  await skipRecipesTutorial(context);
});

async function openImport(page: Page) {
  await page.goto('/recipe-editor');
  await expect(page.getByRole('heading', { level: 1, name: 'Crear Receta' })).toBeVisible();
  await page.getByRole('button', { name: 'Importar desde un enlace' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar una receta' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function myRecipes(context: BrowserContext) {
  const response = await context.request.get('/api/recipes?filter=mine');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { items: { id: string; name: string }[] }).items;
}

test('a recipe imported from a link is reviewed and saved with the editor', async ({ context, page, baseURL }) => {
  await signUp(context, baseURL!, 'Importadora');
  const dialog = await openImport(page);
  await dialog.getByLabel('Enlace de la receta').fill(`${blogUrl}/tarta`);
  await dialog.getByRole('button', { name: 'Importar enlace' }).click();
  await expect(dialog).toBeHidden();
  await dismissToast(page, 'Receta importada: revisa los campos y pulsa «Crear Receta» para guardarla.', 'success');

  // The draft is in the form, nothing is saved yet.
  await expect(page.getByLabel('Nombre de la receta')).toHaveValue(recipeName);
  await expect(page.getByLabel('Descripción')).toHaveValue('La tarta de la abuela, con canela & mucho cariño.');
  await expect(page.getByLabel('Tipo de comida')).toHaveValue('Postre');
  await expect(page.getByLabel('Tiempo total')).toHaveValue('1 h 15 min');
  await expect(page.getByLabel('Nacionalidad', { exact: true })).toHaveValue('Española');
  await expect(page.getByLabel('Porciones')).toHaveValue('8');
  await expect(page.getByRole('img', { name: 'Vista previa: Foto principal' })).toBeVisible();
  const ingredient = (n: number) => page.getByRole('listitem', { name: `Ingrediente ${n}`, exact: true });
  await expect(ingredient(2).getByLabel('Cantidad')).toHaveValue('200 g');
  await expect(ingredient(2).getByLabel('Ingrediente', { exact: true })).toHaveValue('harina');
  const step = (n: number) => page.getByRole('listitem', { name: `Paso ${n}`, exact: true });
  await expect(step(1).getByLabel('Tipo de paso')).toHaveValue('mezclar');
  await expect(step(2).getByLabel('Instrucción')).toHaveValue('Hornea la tarta.');
  await expect(step(2).getByLabel('Tiempo')).toHaveValue('45 min');
  expect(await myRecipes(context)).toEqual([]);

  // The cook reviews, changes what they like and saves.
  await page.getByLabel('Dificultad').selectOption('facil');
  await page.getByRole('button', { name: 'Crear Receta' }).click();
  await expect(page).toHaveURL(/\/recipes$/);
  await dismissToast(page, 'Receta creada con éxito!', 'success');
  const [saved] = await myRecipes(context);
  expect(saved?.name).toBe(recipeName);
  const detail = (await (await context.request.get(`/api/recipes/${saved!.id}`)).json()) as Record<string, unknown>;
  expect(detail).toMatchObject({ mealType: 'Postre', nationality: 'Española', totalTime: '1 h 15 min', difficulty: 'facil', servings: 8 });
  expect(String(detail.imageUrl)).toMatch(/^\/api\/files\/recipe_images\//);

  // Its export imports back through the paste box as the same recipe.
  const exported = await context.request.get(`/api/recipes/${saved!.id}/export`);
  expect(exported.headers()['content-type']).toMatch(/^application\/ld\+json/);
  const again = await openImport(page);
  await again.getByLabel('Pega el JSON-LD de la receta').fill(await exported.text());
  await again.getByRole('button', { name: 'Importar texto pegado' }).click();
  await expect(again).toBeHidden();
  await dismissToast(page, 'La foto no se importa desde un archivo o texto pegado: puedes subirla tú.', 'info');
  await expect(page.getByLabel('Nombre de la receta')).toHaveValue(recipeName);
  await expect(page.getByLabel('Tiempo total')).toHaveValue('1 h 15 min');
  await expect(ingredient(3).getByLabel('Ingrediente', { exact: true })).toHaveValue('canela');

  // And so does the same export picked as a .json file.
  await page.getByLabel('Nombre de la receta').fill('Otra cosa');
  const fromFile = await openImport(page);
  await fromFile.getByLabel('Elige un archivo .json').setInputFiles({ name: 'tarta.json', mimeType: 'application/ld+json', buffer: Buffer.from(await exported.text()) });
  await expect(fromFile).toBeHidden();
  await expect(page.getByLabel('Nombre de la receta')).toHaveValue(recipeName);
  await expect(step(2).getByLabel('Tiempo')).toHaveValue('45 min');
  expect(await myRecipes(context)).toHaveLength(1);
});

test('a page without a recipe, a private address and a bad paste are told in Spanish, and nothing is filled', async ({ context, page, baseURL }) => {
  await signUp(context, baseURL!, 'Curiosa');
  const dialog = await openImport(page);
  const link = dialog.getByLabel('Enlace de la receta');
  await link.fill(`${blogUrl}/noticias`);
  await dialog.getByRole('button', { name: 'Importar enlace' }).click();
  await expect(dialog.getByText('No encontramos ninguna receta en esa página. Prueba con otro enlace o pega el JSON-LD de la receta.')).toBeVisible();
  await link.fill('http://192.168.1.10/receta');
  await dialog.getByRole('button', { name: 'Importar enlace' }).click();
  await expect(dialog.getByText(/Ese enlace apunta a una dirección privada/)).toBeVisible();
  await dialog.getByLabel('Pega el JSON-LD de la receta').fill('{"@type": "Article"}');
  await dialog.getByRole('button', { name: 'Importar texto pegado' }).click();
  await expect(dialog.getByText('Ese JSON no contiene ninguna receta (un objeto con "@type": "Recipe").')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Nombre de la receta')).toHaveValue('');
});

for (const [size, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`the import dialog passes axe and is screenshotted at ${size} size`, async ({ browser, baseURL }, testInfo) => {
    const context = await browser.newContext({ viewport });
    await skipRecipesTutorial(context);
    await signUp(context, baseURL!, 'Mirada');
    const page = await context.newPage();
    await page.goto('/recipe-editor');
    await expect(page.getByRole('button', { name: 'Importar desde un enlace' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`import-editor-${size}.png`) });
    const dialog = await openImport(page);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`import-dialog-${size}.png`) });
    await dialog.getByRole('button', { name: 'Importar enlace' }).click();
    await expect(dialog.getByText('Escribe el enlace de la receta.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.screenshot({ path: testInfo.outputPath(`import-dialog-error-${size}.png`) });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await context.close();
  });
}
