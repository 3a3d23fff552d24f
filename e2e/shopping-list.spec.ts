// The shopping list (issue 16): what the pre-cooking check still has «Pendiente» goes to the list scaled to
// the portions chosen and merged by ingredient («Papas» and «Patatas» are one line); the list opens and
// works offline (ticks and new items survive an offline reload) and reaches the server when back online.
import { expect, test, type Page } from '@playwright/test';
import { recipeInput } from '../src/shared/contract/recipe-input.test-kit.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { serviceWorkerInControl } from './fixtures/service-worker.ts';
import { signUp } from './fixtures/session.ts';
import { dismissToast } from './fixtures/toast.ts';

const shot = (page: Page, name: string) => page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });

test('missing ingredients go to the list merged and scaled; the list works offline and syncs when back', async ({ page, browser, context, baseURL }) => {
  test.setTimeout(90_000);
  // Another cook's recipe (one's own first recipe would bring the «Primera receta» celebration up).
  const author = await browser.newContext();
  await signUp(author, baseURL!, 'Abuela');
  const published = await author.request.post('/api/recipes', {
    headers: { origin: baseURL! },
    data: recipeInput({
      name: `Papas guisadas ${Date.now().toString(36)}`,
      servings: 2,
      ingredients: [
        { name: 'Papas', quantity: '500 g' },
        { name: 'Patatas', quantity: '250 g' },
        { name: 'Cebolla', quantity: '1' },
        { name: 'Sal', quantity: 'al gusto' },
      ],
    }),
  });
  expect(published.ok()).toBe(true);
  const { id } = (await published.json()) as { id: string };
  await author.close();

  await signUp(context, baseURL!, 'Marta Compras');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/pre-cooking/${id}?porciones=4`);
  await page.getByRole('button', { name: /^Sal/ }).click();
  await shot(page, 'pre-cooking-390x844');
  await page.getByRole('button', { name: 'Añadir lo que falta a la lista' }).click();
  await dismissToast(page, 'Se añadieron 3 ingredientes a tu lista de compras.', 'success');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'pre-cooking-1280x800');

  // From the menu, where the list is always open.
  await page.goto('/menu');
  await serviceWorkerInControl(page);
  await page.getByRole('link', { name: /Lista de compras/ }).click();
  const status = page.getByTestId('shopping-sync');
  await expect(status).toHaveText('Sincronizada con tus dispositivos');
  const items = page.getByTestId('shopping-item');
  await expect(items).toHaveCount(2);
  await expect(page.getByRole('textbox', { name: 'Cantidad de Papas' })).toHaveValue('1,5 kg');
  await expect(page.getByRole('textbox', { name: 'Cantidad de Cebolla' })).toHaveValue('2');

  await context.setOffline(true);
  await expect(status).toHaveText('Sin conexión: se sincroniza al volver');
  await page.getByRole('button', { name: 'Marcar Cebolla' }).click();
  await page.getByRole('textbox', { name: 'Qué comprar' }).fill('Leche');
  await page.getByRole('textbox', { name: 'Cantidad', exact: true }).fill('1 l');
  await page.getByRole('button', { name: 'Añadir', exact: true }).click();
  await expect(items).toHaveCount(3);

  await page.reload();
  await expect(status).toHaveText('Sin conexión: se sincroniza al volver');
  await expect(page.getByRole('heading', { name: 'Por comprar (2)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'En el carrito (1)' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Desmarcar Cebolla' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('textbox', { name: 'Cantidad de Leche' })).toHaveValue('1 l');

  await context.setOffline(false);
  await expect(status).toHaveText('Sincronizada con tus dispositivos');
  const server = (await (await page.request.get('/api/me/shopping-list')).json()) as {
    items: { name: string; quantity: string; checked: boolean }[];
  };
  expect(server.items.map(({ name, quantity, checked }) => ({ name, quantity, checked }))).toEqual([
    { name: 'Papas', quantity: '1,5 kg', checked: false },
    { name: 'Cebolla', quantity: '2', checked: true },
    { name: 'Leche', quantity: '1 l', checked: false },
  ]);

  await shot(page, 'shopping-list-1280x800');
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await shot(page, 'shopping-list-390x844');
  await expectNoAxeViolations(page);
});
