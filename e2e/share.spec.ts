// «Compartir» in a recipe's detail and the public page it shares: the device's share sheet gets the recipe's
// /r/<id> address (navigator.share, the outside world, recorded by a stub); a browser without one copies
// the link with the toast «Enlace copiado»; the page opens with no cookie, readable with its call to join,
// passes axe and is screenshotted at phone and desktop size.
import { expect, test } from '@playwright/test';
import { recipeInput } from '../src/shared/contract/recipe-input.test-kit.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { signUp } from './fixtures/session.ts';
import { dismissToast } from './fixtures/toast.ts';
import { skipRecipesTutorial } from './fixtures/intro.ts';

test('«Compartir» shares the public page, or copies its link, which opens without an account', async ({ browser, baseURL }, testInfo) => {
  test.setTimeout(90_000);
  const name = `Arepas para compartir ${Date.now().toString(36)}`;
  const context = await browser.newContext();
  await skipRecipesTutorial(context);
  await signUp(context, baseURL!, 'Compartidora');
  const created = await context.request.post('/api/recipes', {
    headers: { origin: baseURL! },
    data: recipeInput({ name }),
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const publicUrl = `${baseURL}/r/${id}`;

  // A phone's share sheet: the stub records what it was given.
  const page = await context.newPage();
  await page.addInitScript(() => {
    const shared: ShareData[] = [];
    Object.assign(window, { sharedData: shared });
    Object.defineProperty(navigator, 'share', { configurable: true, value: async (data: ShareData) => void shared.push(data) });
    Object.defineProperty(navigator, 'canShare', { configurable: true, value: () => true });
  });
  await page.goto(`/recipes?receta=${id}`);
  const detail = page.getByRole('dialog', { name });
  const share = detail.getByRole('button', { name: `Compartir la receta ${name}` });
  await expect(share).toBeVisible();
  await share.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { sharedData: ShareData[] }).sharedData)).toEqual([
    { title: name, text: `Mira esta receta en Sazón: ${name}`, url: publicUrl },
  ]);
  // Shared through the sheet: no toast.
  await expect(page.locator('[data-toast-type]')).toHaveCount(0);
  await page.close();

  // A desktop browser without a share sheet: the link is copied.
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL! });
  const desktop = await context.newPage();
  await desktop.addInitScript(() => Object.defineProperty(navigator, 'share', { configurable: true, value: undefined }));
  await desktop.goto(`/recipes?receta=${id}`);
  await desktop.getByRole('dialog', { name }).getByRole('button', { name: `Compartir la receta ${name}` }).click();
  await dismissToast(desktop, 'Enlace copiado', 'success');
  expect(await desktop.evaluate(() => navigator.clipboard.readText())).toBe(publicUrl);
  await context.close();

  // The shared link, opened by someone without an account.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const visit = await visitor.newPage();
  const response = await visit.goto(`/r/${id}`);
  expect(response?.status()).toBe(200);
  await expect(visit.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(visit.getByText('por Compartidora')).toBeVisible();
  await expect(visit.getByRole('listitem').filter({ hasText: 'Harina de maíz' })).toBeVisible();
  await expect(visit.getByText('Asar las arepas.')).toBeVisible();
  await expect(visit.getByRole('heading', { level: 2, name: 'Únete a Sazón para cocinarla paso a paso' })).toBeVisible();
  await expect(visit.getByRole('link', { name: 'Únete gratis' }).last()).toHaveAttribute('href', '/login');
  await expect(visit.locator('meta[property="og:url"]')).toHaveAttribute('content', publicUrl);
  for (const [label, viewport] of [
    ['390x844', { width: 390, height: 844 }],
    ['1280x800', { width: 1280, height: 800 }],
  ] as const) {
    await visit.setViewportSize(viewport);
    await visit.screenshot({ path: testInfo.outputPath(`public-recipe-${label}.png`), fullPage: true });
  }
  await visitor.close();

  // axe runs in the page, so it is checked with JavaScript on (the page itself has none of its own).
  const reader = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const read = await reader.newPage();
  await read.goto(`/r/${id}`);
  await expect(read.getByRole('heading', { level: 1, name })).toBeVisible();
  await expectNoAxeViolations(read, 'public recipe page');
  await reader.close();
});
