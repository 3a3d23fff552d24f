// The game's numbers in the running app: the menu's progress strip, the league reached from it and from
// the profile, moving live when the cook or one they follow earns XP, without axe violations at phone size.
import { expect, test, type BrowserContext } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { signUp } from './fixtures/session.ts';

/** A recipe as the editor sends it; `name` tells them apart. */
const recipe = (name: string) => ({
  name,
  description: 'Receta de la liga.',
  mealType: 'Almuerzo',
  totalTime: '30 min',
  nationality: 'Peruana',
  difficulty: 'facil',
  imageUrl: null,
  ingredients: [{ quantity: '2', name: 'Papa' }],
  steps: [{ type: 'preparar', instruction: 'Hervir las papas.', time: '10 min', tools: [] }],
});

async function post(context: BrowserContext, baseURL: string, url: string, data?: unknown) {
  const response = await context.request.fetch(url, { method: url.endsWith('/follow') ? 'PUT' : 'POST', headers: { origin: baseURL }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return response.status() === 204 ? null : response.json();
}

test.use({ viewport: { width: 390, height: 844 } });

test('the menu shows level, streak and challenge; the league ranks the cooks I follow and moves live', async ({ browser, baseURL }) => {
  const friend = await browser.newContext({ baseURL });
  await signUp(friend, baseURL!, 'Bea Liga');
  const friendId = ((await (await friend.request.get('/api/me')).json()) as { id: string }).id;
  await post(friend, baseURL!, '/api/recipes', recipe('Causa de la liga'));

  const context = await browser.newContext({ baseURL, locale: 'es-ES' });
  await signUp(context, baseURL!, 'Ana Liga');
  await post(context, baseURL!, `/api/users/${friendId}/follow`);
  const page = await context.newPage();
  await page.goto('/menu');
  const strip = page.getByRole('region', { name: 'Tu progreso' });
  await expect(strip.getByText('Nivel 1 · Pinche')).toBeVisible();
  await expect(strip.getByText('0 sem.')).toBeVisible();
  await expect(strip.getByText('pendiente', { exact: true })).toBeVisible();
  await expect(strip.getByRole('progressbar', { name: '0 de 100 XP para el nivel 2' })).toBeVisible();
  // The strip leaves the first tile in view on a phone.
  await expect(page.getByRole('link', { name: /Cocinar/ })).toBeInViewport();

  await strip.getByRole('link', { name: 'Liga semanal' }).click();
  await expect(page).toHaveURL(/\/league$/);
  const rows = page.getByRole('list', { name: 'Liga semanal' }).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('Bea Liga');
  await expect(rows.nth(0)).toContainText('50 XP');
  await expect(rows.nth(1)).toContainText('Ana Liga');
  await expect(rows.nth(1)).toHaveAttribute('aria-current', 'true');
  await expectNoAxeViolations(page, 'league');

  // Ana cooks two recipes of the book, every ingredient verified (30 XP each): she overtakes Bea live.
  const book = (await (await context.request.get('/api/recipes')).json()) as { items: { id: string }[] };
  for (const { id } of book.items.slice(0, 2)) {
    const session = (await post(context, baseURL!, '/api/cook-sessions', { recipeId: id, ingredientsVerified: true })) as { id: string };
    await post(context, baseURL!, `/api/cook-sessions/${session.id}/finish`, {});
  }
  await expect(rows.nth(0)).toContainText('Ana Liga');
  await expect(rows.nth(0)).toContainText('60 XP');

  // Bea publishes another recipe while Ana watches: back on top with 100 XP, without a reload.
  await post(friend, baseURL!, '/api/recipes', recipe('Ají de gallina de la liga'));
  await expect(rows.nth(0)).toContainText('Bea Liga');
  await expect(rows.nth(0)).toContainText('100 XP');

  // The profile leads to the league as well.
  await page.goto('/profile');
  const card = page.getByRole('region', { name: 'Tu progreso' });
  await expect(card.getByText('Racha de 1 semana')).toBeVisible();
  await expect(card.getByText('¡Esta semana ya cuenta!', { exact: true })).toBeVisible();
  await card.getByRole('link', { name: 'Liga semanal' }).click();
  await expect(page).toHaveURL(/\/league$/);
  await context.close();
  await friend.close();
});
