// The recipe book's journeys: search and filter, detail, rating, live comments, favourites, the
// author's edit button, the tutorial, and the screens checked by axe at phone and desktop size.
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { recipeInput } from '../src/shared/contract/recipe-input.test-kit.ts';
import type { RatingState, RecipeSummary } from '../src/shared/contract/recipes.ts';
import { formatRating } from '../src/shared/domain/ratings.ts';
import { es } from '../src/shared/i18n/es.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { closeCelebration } from './fixtures/celebration.ts';
import { signUp, type Cook } from './fixtures/session.ts';
import { dismissToast } from './fixtures/toast.ts';
import { skipRecipesTutorial } from './fixtures/intro.ts';

let counter = 0;
const unique = (name: string) => `${name} ${Date.now().toString(36)}${(counter += 1)}`;

/** The tutorial opens by itself the first time; most journeys start with it already seen. */
async function skipTutorial(context: BrowserContext) {
  await skipRecipesTutorial(context);
}

async function cookIn(browser: Browser, baseURL: string, name: string): Promise<{ context: BrowserContext; page: Page; cook: Cook }> {
  const context = await browser.newContext();
  await skipTutorial(context);
  const cook = await signUp(context, baseURL, name);
  return { context, page: await context.newPage(), cook };
}

/** Publishes a recipe through the editor's API as the cook of this context. */
async function publishRecipe(context: BrowserContext, baseURL: string, name: string): Promise<string> {
  const response = await context.request.post('/api/recipes', {
    headers: { origin: baseURL },
    data: recipeInput({
      name,
      description: 'Tostones crujientes con ajo y sal.',
      mealType: 'Snack',
      totalTime: '25 min',
      nationality: 'Venezolana',
      difficulty: 'facil',
      ingredients: [
        { quantity: '2', name: 'Plátano verde' },
        { quantity: '1 diente', name: 'Ajo' },
      ],
      steps: [
        { type: 'preparar', instruction: 'Pelar y cortar el plátano.', time: '5 min', tools: ['Cuchillo'] },
        { type: 'cocinar', instruction: 'Freír, aplastar y volver a freír.', time: '10 min', temperature: 'Alta', heatSource: 'Cocina', pot: 'Sartén' },
      ],
    }),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const cards = (page: Page) => page.getByTestId('recipe-card');

test('the tutorial opens the first time, walks through 9 steps and reopens from the ? button', async ({ page, context, baseURL }) => {
  await signUp(context, baseURL!);
  await page.goto('/recipes');
  const tutorial = page.getByRole('dialog', { name: 'Tutorial del Recetario' });
  await expect(tutorial).toBeVisible();
  await expect(tutorial.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  const titles = ['Busca recetas', 'Filtra a tu gusto', 'Abre el detalle', 'Valora con estrellas', 'Comenta', 'Guarda tus favoritas', 'Cocina paso a paso', 'Crea tus recetas', 'Gana logros'];
  for (const [i, title] of titles.entries()) {
    await expect(tutorial.getByRole('heading', { name: title })).toBeVisible();
    await expect(tutorial).toContainText(`Paso ${i + 1} de 9`);
    if (i < titles.length - 1) await tutorial.getByRole('button', { name: 'Siguiente' }).click();
  }
  await expect(tutorial.getByRole('button', { name: 'Siguiente' })).toHaveCount(0);
  await tutorial.getByRole('button', { name: 'Anterior' }).click();
  await expect(tutorial.getByRole('heading', { name: 'Crea tus recetas' })).toBeVisible();
  await tutorial.getByRole('button', { name: 'Cerrar' }).click();
  await expect(tutorial).toBeHidden();

  await page.reload();
  await expect(cards(page).first()).toBeVisible();
  await expect(tutorial).toBeHidden();
  await page.getByRole('button', { name: 'Ver tutorial del recetario' }).click();
  await expect(tutorial.getByRole('heading', { name: 'Busca recetas' })).toBeVisible();
  await expect(tutorial.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(tutorial).toBeHidden();
  await expect(page.getByRole('link', { name: 'Menú' })).toHaveAttribute('href', '/menu');
});

test('search by name or author and filter by menu, difficulty and nationality', async ({ page, context, baseURL }) => {
  await skipTutorial(context);
  await signUp(context, baseURL!);
  await page.goto('/recipes');
  await expect(cards(page)).toHaveCount(12);
  // More pages arrive as the grid scrolls (or with «Cargar más»).
  await cards(page).nth(11).scrollIntoViewIfNeeded();
  await expect(cards(page)).toHaveCount(24);

  const search = page.getByRole('searchbox', { name: 'Buscar por nombre o autor' });
  await search.fill('TIRAMISU');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first().getByRole('heading')).toHaveText('Tiramisú');
  await expect(page).toHaveURL(/q=TIRAMISU/);

  // A word that names nothing is read as the nearest one, and the book says what it searched for.
  await search.fill('arros con poyo');
  await expect(page.getByText('Resultados para «arroz con pollo»')).toBeVisible();
  await expect(cards(page).first().getByRole('heading')).toHaveText('Arroz con pollo norteño');

  await search.fill('ximena');
  await expect(cards(page).first()).toContainText('por Ximena Cruz');
  for (const card of await cards(page).all()) await expect(card).toContainText('por Ximena Cruz');
  await page.getByRole('button', { name: 'Borrar búsqueda' }).click();
  await expect(search).toHaveValue('');

  await page.getByLabel('Nacionalidad').selectOption('Japonesa');
  await expect(page).toHaveURL(/nacionalidad=Japonesa/);
  await expect(cards(page).first()).toContainText('Japonesa');
  for (const card of await cards(page).all()) await expect(card).toContainText('Japonesa');
  await page.getByLabel('Dificultad').selectOption('facil');
  await expect(page).toHaveURL(/dificultad=facil/);
  for (const card of await cards(page).all()) await expect(card).toContainText('Fácil');
  await page.getByLabel('Nacionalidad').selectOption('Internacional');
  await page.getByLabel('Dificultad').selectOption('');
  await expect(page).not.toHaveURL(/nacionalidad|dificultad/);
  await expect(cards(page).filter({ hasNotText: 'Japonesa' }).first()).toBeVisible();

  // Destacados puts the most rated first: the demo book comes rated, and one more rating keeps its most
  // rated recipe on top; the cards below follow by number of ratings.
  const { items } = (await (await context.request.get('/api/recipes?filter=featured&limit=1')).json()) as { items: RecipeSummary[] };
  const top = items[0]!;
  expect(top.ratingCount).toBeGreaterThan(0);
  const rating = await context.request.put(`/api/recipes/${top.id}/rating`, { headers: { origin: baseURL! }, data: { stars: 5 } });
  expect(rating.status()).toBe(200);
  const rated = (await rating.json()) as RatingState;
  expect(rated.ratingCount).toBe(top.ratingCount + 1);
  await page.getByRole('button', { name: 'Destacados', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Destacados', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(cards(page).first().getByRole('heading')).toHaveText(top.name);
  await expect(cards(page).first().getByTestId('card-rating')).toHaveText(es.recipes.card.rating(formatRating(rated.averageRating), rated.ratingCount));
  const counts = await cards(page).getByTestId('card-rating').allTextContents();
  const countOf = (text: string) => Number(/\((\d+) valoraci/.exec(text)?.[1] ?? 0);
  expect(counts.map(countOf)).toEqual(counts.map(countOf).sort((a, b) => b - a));

  await search.fill('langosta');
  await expect(page.getByText('No se encontraron recetas. ¡Sé el primero en subir una!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Crear una receta' })).toHaveAttribute('href', '/recipe-editor');
});

test('the detail shows the whole recipe, survives a reload and leads to cooking', async ({ page, context, baseURL }) => {
  await skipTutorial(context);
  await signUp(context, baseURL!);
  await page.goto('/recipes?q=tacos%20al%20pastor');
  // Opening the detail is what the app reports for «Explorador culinario»; reading the recipe counts nothing.
  const viewed = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/recipes\/[^/]+\/views$/.test(r.url()));
  await page.getByRole('button', { name: 'Ver receta: Tacos al pastor' }).click();
  const detail = page.getByRole('dialog', { name: 'Tacos al pastor' });
  await expect(detail).toBeVisible();
  await expect(page).toHaveURL(/receta=[0-9a-f-]{36}/);
  const id = new URL(page.url()).searchParams.get('receta')!;
  expect((await viewed).status()).toBe(204);
  expect(((await (await context.request.get('/api/me')).json()) as { recipesExplored: number }).recipesExplored).toBe(1);
  for (const heading of ['Valoración', 'Ingredientes', 'Pasos', 'Comentarios']) {
    await expect(detail.getByRole('heading', { name: heading })).toBeVisible();
  }
  await expect(detail).toContainText('por Ximena Cruz');
  await expect(detail.getByRole('button', { name: 'Editar' })).toHaveCount(0);

  await page.reload();
  await expect(detail).toBeVisible();
  await detail.getByRole('button', { name: 'Cerrar receta' }).click();
  await expect(detail).toBeHidden();
  await expect(page).not.toHaveURL(/receta=/);

  await page.goto(`/recipes?receta=${id}`);
  await page.getByRole('dialog', { name: 'Tacos al pastor' }).getByRole('button', { name: '¡A cocinar!' }).click();
  await expect(page).toHaveURL(new RegExp(`/pre-cooking/${id}$`));

  // An address with a recipe that does not exist explains itself and shows the book.
  await page.goto('/recipes?receta=3f1d7c1e-0d7a-4c55-9a51-1a2b3c4d5e6f');
  await dismissToast(page, 'Receta no encontrada.', 'error');
  await expect(page).not.toHaveURL(/receta=/);
});

test('rating with stars, and clicking the same star clears it', async ({ browser, baseURL }) => {
  const author = await cookIn(browser, baseURL!, 'Autora Tostones');
  const name = unique('Tostones');
  const id = await publishRecipe(author.context, baseURL!, name);
  const { page, context } = await cookIn(browser, baseURL!, 'Catadora');
  await page.goto(`/recipes?receta=${id}`);
  const detail = page.getByRole('dialog', { name });
  await expect(detail.getByTestId('rating-summary')).toHaveText('Aún no tiene valoraciones.');

  const four = detail.getByRole('button', { name: 'Valorar con 4 estrellas' });
  await four.click();
  await dismissToast(page, '¡Gracias por tu valoración!', 'success');
  await expect(four).toHaveAttribute('aria-pressed', 'true');
  await expect(detail.getByTestId('rating-summary')).toHaveText('4,0 de 5 · 1 valoración');

  await detail.getByRole('button', { name: 'Valorar con 2 estrellas' }).click();
  await dismissToast(page, '¡Gracias por tu valoración!', 'success');
  await expect(detail.getByTestId('rating-summary')).toHaveText('2,0 de 5 · 1 valoración');

  await detail.getByRole('button', { name: 'Valorar con 2 estrellas' }).click();
  await dismissToast(page, 'Has quitado tu valoración.', 'info');
  await expect(detail.getByRole('button', { name: 'Valorar con 2 estrellas' })).toHaveAttribute('aria-pressed', 'false');
  await expect(detail.getByTestId('rating-summary')).toHaveText('Aún no tiene valoraciones.');

  // A failure on the server shows the SPEC message.
  await page.route(`**/api/recipes/${id}/rating`, (route) => route.fulfill({ status: 500, body: '{}' }));
  await detail.getByRole('button', { name: 'Valorar con 3 estrellas' }).click();
  await dismissToast(page, 'Error al valorar la receta. Inténtalo de nuevo.', 'error');
  await Promise.all([context.close(), author.context.close()]);
});

test('a comment appears live in another browser showing the recipe', async ({ browser, baseURL }) => {
  const author = await cookIn(browser, baseURL!, 'Autora Viva');
  const name = unique('Tostones en vivo');
  const id = await publishRecipe(author.context, baseURL!, name);
  const writer = await cookIn(browser, baseURL!, 'Comentarista');
  const reader = await cookIn(browser, baseURL!, 'Lectora');
  await reader.page.goto(`/recipes?receta=${id}`);
  const readerDetail = reader.page.getByRole('dialog', { name });
  await expect(readerDetail).toContainText('Aún no hay comentarios.');
  await reader.page.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));

  await writer.page.goto(`/recipes?receta=${id}`);
  const writerDetail = writer.page.getByRole('dialog', { name });
  await writerDetail.getByRole('button', { name: 'Comentar' }).click();
  await dismissToast(writer.page, 'El comentario no puede estar vacío.', 'error');
  await writerDetail.getByLabel('Tu comentario').fill('   Les puse queso rallado encima.  ');
  await writerDetail.getByRole('button', { name: 'Comentar' }).click();
  await expect(writerDetail.getByTestId('comment-list')).toContainText('Les puse queso rallado encima.');
  await expect(writerDetail.getByLabel('Tu comentario')).toHaveValue('');

  await expect(readerDetail.getByTestId('comment-list')).toContainText('Comentarista');
  await expect(readerDetail.getByTestId('comment-list')).toContainText('Les puse queso rallado encima.');
  expect(await reader.page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);

  // A second comment lands after the first one (oldest first).
  await readerDetail.getByLabel('Tu comentario').fill('¡Qué buena idea!');
  await readerDetail.getByRole('button', { name: 'Comentar' }).click();
  await expect(writerDetail.getByTestId('comment-list').getByRole('listitem')).toHaveCount(2);
  await expect(writerDetail.getByTestId('comment-list').getByRole('listitem').last()).toContainText('¡Qué buena idea!');
  await Promise.all([author.context.close(), writer.context.close(), reader.context.close()]);
});

test('saving a favourite, then finding it under Favoritos', async ({ browser, baseURL }) => {
  const author = await cookIn(browser, baseURL!, 'Autora Favorita');
  const name = unique('Tostones favoritos');
  await publishRecipe(author.context, baseURL!, name);
  const { page, context } = await cookIn(browser, baseURL!, 'Fan');
  await page.goto('/recipes');
  await page.getByRole('button', { name: 'Favoritos', exact: true }).click();
  await expect(page.getByText('No se encontraron recetas. ¡Sé el primero en subir una!')).toBeVisible();
  await page.getByRole('button', { name: 'Todas', exact: true }).click();
  await page.getByRole('searchbox', { name: 'Buscar por nombre o autor' }).fill(name);
  await page.getByRole('button', { name: `Ver receta: ${name}` }).click();
  const detail = page.getByRole('dialog', { name });
  await detail.getByRole('button', { name: /Guardar en favoritos/ }).click();
  const saved = detail.getByRole('button', { name: /Quitar de favoritos/ });
  await expect(saved).toHaveAttribute('aria-pressed', 'true');
  await expect(detail.getByTestId('favorites-count')).toHaveText('1 favorito');
  await detail.getByRole('button', { name: 'Cerrar receta' }).click();

  await page.getByRole('searchbox', { name: 'Buscar por nombre o autor' }).fill('');
  await page.getByRole('button', { name: 'Favoritos', exact: true }).click();
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first().getByRole('heading')).toHaveText(name);

  // Removing it empties the filter again.
  await cards(page).first().getByRole('button').click();
  await page.getByRole('dialog', { name }).getByRole('button', { name: /Quitar de favoritos/ }).click();
  await expect(page.getByRole('dialog', { name }).getByTestId('favorites-count')).toHaveText('0 favoritos');
  await page.getByRole('dialog', { name }).getByRole('button', { name: 'Cerrar receta' }).click();
  await expect(page.getByText('No se encontraron recetas. ¡Sé el primero en subir una!')).toBeVisible();
  await Promise.all([context.close(), author.context.close()]);
});

test('only the author sees Editar, and nobody can rate their own recipe', async ({ browser, baseURL }) => {
  const author = await cookIn(browser, baseURL!, 'Autora Editora');
  const name = unique('Tostones propios');
  const id = await publishRecipe(author.context, baseURL!, name);

  await author.page.goto('/recipes');
  // Her first recipe, published with no page open: its medal is celebrated at this visit.
  await closeCelebration(author.page, 'Primera receta');
  await author.page.getByRole('button', { name: 'Mis Recetas', exact: true }).click();
  await expect(cards(author.page)).toHaveCount(1);
  await author.page.getByRole('button', { name: `Ver receta: ${name}` }).click();
  const mine = author.page.getByRole('dialog', { name });
  await expect(mine.getByText('Es tu receta: las valoraciones son para las recetas de otros cocineros')).toBeVisible();
  for (let n = 1; n <= 5; n += 1) await expect(mine.getByRole('button', { name: new RegExp(`Valorar con ${n} estrella`) })).toBeDisabled();
  await mine.getByRole('button', { name: 'Editar' }).click();
  await expect(author.page).toHaveURL(new RegExp(`/recipe-editor/${id}$`));

  const other = await cookIn(browser, baseURL!, 'Vecina');
  await other.page.goto(`/recipes?receta=${id}`);
  const theirs = other.page.getByRole('dialog', { name });
  await expect(theirs.getByRole('button', { name: '¡A cocinar!' })).toBeVisible();
  await expect(theirs.getByRole('button', { name: 'Editar' })).toHaveCount(0);
  await expect(theirs.getByRole('button', { name: 'Valorar con 5 estrellas' })).toBeEnabled();
  await Promise.all([author.context.close(), other.context.close()]);
});

for (const [label, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`screens at ${label} size have no axe violations`, async ({ browser, baseURL }, testInfo) => {
    // Four screens, each screenshotted and checked by axe: more than the default budget on a busy 2-core machine.
    test.setTimeout(90_000);
    const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
    await signUp(context, baseURL!, 'Cocinera Mirona');
    const page = await context.newPage();
    const check = async (name: string) => {
      await page.screenshot({ path: testInfo.outputPath(`${name}-${label}.png`) });
      await expectNoAxeViolations(page, name);
    };
    await page.goto('/recipes');
    await expect(page.getByRole('dialog', { name: 'Tutorial del Recetario' })).toBeVisible();
    await check('tutorial');
    await page.getByRole('button', { name: 'Cerrar' }).click();
    await expect(cards(page)).toHaveCount(12);
    await check('recipes');
    // Headings go down one level at a time (Lighthouse's heading-order): the page's h1, the results, the cards.
    await expect(page.getByRole('heading', { level: 2, name: 'Recetas' })).toBeAttached();
    await page.getByRole('button', { name: /^Ver receta:/ }).first().click();
    await expect(page.getByRole('dialog').getByRole('heading', { name: 'Ingredientes' })).toBeVisible();
    await check('detail');
    await page.keyboard.press('Escape');
    await page.getByRole('searchbox', { name: 'Buscar por nombre o autor' }).fill('langosta');
    await expect(page.getByText('No se encontraron recetas. ¡Sé el primero en subir una!')).toBeVisible();
    await check('empty');
    await context.close();
  });
}
