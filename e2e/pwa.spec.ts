// The installable app with a real service worker (issue 12): manifest and icons, installability as
// Chromium judges it, offline reloads of the cooking screens, the offline menu, and the update prompt.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium, expect, test, type Page } from '@playwright/test';
import { e2eClientDir } from '../playwright.config.ts';
import { skipIntro } from './fixtures/intro.ts';
import { signUp } from './fixtures/session.ts';

test.beforeEach(({ context }) => skipIntro(context));

const run = promisify(execFile);

/** Waits until the service worker is active and controls the page, so the next loads can come from it. */
async function serviceWorkerInControl(page: Page) {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
    return registration.active?.scriptURL;
  });
}

const pngSize = (bytes: Buffer) => ({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) });

test('the manifest makes the app installable: Spanish names, standalone, /menu, icons of 192, 512 and maskable', async ({ request, baseURL }) => {
  const response = await request.get('/manifest.webmanifest');
  expect(response.ok()).toBe(true);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  const manifest = (await response.json()) as {
    name: string;
    short_name: string;
    display: string;
    start_url: string;
    lang: string;
    theme_color: string;
    background_color: string;
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ name: 'Sazón: tu cocina, tu aventura', short_name: 'Sazón', display: 'standalone', start_url: '/menu', lang: 'es' });
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/);
  const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
  for (const [sizes, purpose] of [
    ['192x192', 'any'],
    ['512x512', 'any'],
    ['512x512', 'maskable'],
  ] as const) {
    const icon = pngs.find((i) => i.sizes === sizes && i.purpose === purpose);
    expect(icon, `${sizes} ${purpose}`).toBeDefined();
    const image = await request.get(icon!.src);
    expect(image.headers()['content-type']).toBe('image/png');
    const [width, height] = sizes.split('x').map(Number);
    expect(pngSize(await image.body())).toEqual({ width, height });
  }

  // Chromium never offers to install from an incognito window, which every test context is: this
  // check runs in a real profile, as a cook's browser would.
  const profile = await mkdtemp(join(tmpdir(), 'sazon-install-'));
  const browser = await chromium.launchPersistentContext(profile, { ...test.info().project.use.launchOptions, baseURL });
  try {
    const page = await browser.newPage();
    await page.goto('/login');
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
    const cdp = await browser.newCDPSession(page);
    await expect
      .poll(async () => ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors.map((e) => e.errorId))
      .toEqual([]);
  } finally {
    await browser.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('the service worker is registered on load, precaches the app and serves the cooking screens offline', async ({ page, context, baseURL }) => {
  await signUp(context, baseURL!);
  await page.goto('/menu');
  await serviceWorkerInControl(page);
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope);
  expect(scope).toBe(`${baseURL}/`);

  await context.setOffline(true);
  for (const [path, heading] of [
    ['/cook-mode-hub', 'Modo Cocina'],
    ['/what-i-have', 'Tengo a la mano'],
    ['/surprise-me', 'Sorpréndeme'],
    ['/craving', 'Qué te provoca'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByText('¡Ups!')).toHaveCount(0);
  }
  await context.setOffline(false);
});

test('going offline on the menu leaves only Cocinar; coming back says so and opens everything again', async ({ page, context, baseURL }) => {
  const cook = await signUp(context, baseURL!, 'Rosa Offline');
  await page.goto('/menu');
  await serviceWorkerInControl(page);
  const pill = page.getByTestId('status-pill');
  await expect(pill).toContainText('Conectado');
  await expect(pill).toContainText(cook.name);

  await context.setOffline(true);
  await expect(pill).toContainText('Modo Offline');
  await expect(page.getByRole('status').filter({ hasText: 'Sin conexión' })).toBeVisible();
  await expect(page.getByText('No disponible offline')).toHaveCount(3);
  await expect(page.getByRole('link', { name: /Recetario/ })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /Cocinar/ })).toBeVisible();

  // A reload with no network still opens the menu, in offline mode, never the browser's error page.
  await page.reload();
  await expect(pill).toContainText('Modo Offline');
  await expect(page.getByRole('link', { name: /Cocinar/ })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('status').filter({ hasText: '¡Conexión recuperada!' })).toBeVisible();
  await expect(pill).toContainText('Conectado');
  await expect(pill).toContainText(cook.name);
  await expect(page.getByRole('link', { name: /Recetario/ })).toBeVisible();
});

test('a new version waiting asks whether to reload, and reloading runs the new version', async ({ page }) => {
  test.setTimeout(180_000);
  await page.goto('/login');
  await serviceWorkerInControl(page);
  const firstBuild = await page.locator('meta[name="sazon-build"]').getAttribute('content');

  const secondBuild = `segunda-${Date.now()}`;
  await run('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', e2eClientDir, '--emptyOutDir'], {
    env: { ...process.env, SAZON_BUILD_ID: secondBuild },
  });
  // The browser looks for a new service worker on navigations; a tab left open asks when it is shown again.
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());

  const prompt = page.getByRole('alertdialog', { name: 'Nueva versión disponible' });
  await expect(prompt).toBeVisible({ timeout: 60_000 });
  await expect(prompt).toContainText('¿Quieres recargar la página para usarla?');
  expect(await page.locator('meta[name="sazon-build"]').getAttribute('content')).toBe(firstBuild);

  await prompt.getByRole('button', { name: 'Recargar' }).click();
  await expect(page.locator('meta[name="sazon-build"]')).toHaveAttribute('content', secondBuild);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});

test('a push reaching the service worker shows a notification, a timer as an alarm, and a click opens the app', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['notifications'], { origin: baseURL });
  await page.goto('/login');
  await serviceWorkerInControl(page);
  const cdp = await context.newCDPSession(page);
  await cdp.send('ServiceWorker.enable');
  const registrationId = await new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: { registrationId: string; scopeURL: string }[] }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/`);
      if (ours) resolve(ours.registrationId);
    });
  });

  const deliver = (payload: object) => cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId, data: JSON.stringify(payload) });
  await deliver({ title: '¡Tiempo!', body: 'Paso 2: hervir la pasta', url: '/real-cook-mode', tag: 'timer-abc' });
  await deliver({ title: 'Nuevo seguidor', body: 'Ana ahora te sigue', url: '/profile', tag: 'follow' });

  const shown = () =>
    page.evaluate(async () =>
      (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, tag: n.tag, interaction: n.requireInteraction, url: (n.data as { url: string }).url })),
    );
  await expect.poll(shown).toEqual(
    expect.arrayContaining([
      { title: '¡Tiempo!', body: 'Paso 2: hervir la pasta', tag: 'timer-abc', interaction: true, url: '/real-cook-mode' },
      { title: 'Nuevo seguidor', body: 'Ana ahora te sigue', tag: 'follow', interaction: false, url: '/profile' },
    ]),
  );
});

/** How many recipes the device keeps for offline cooking (the app's own IndexedDB, read as it is). */
const savedRecipes = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('sazon-offline');
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('recipes')) return resolve(0);
          const count = db.transaction('recipes').objectStore('recipes').count();
          count.onsuccess = () => resolve(count.result);
        };
        open.onerror = () => resolve(0);
      }),
  );

test('a whole cook offline, from «Tengo a la mano» to the finished screen; the session is sent once when back online', async ({ page, context, baseURL }) => {
  test.setTimeout(120_000);
  await signUp(context, baseURL!, 'Lucía Sin Red');
  await page.goto('/menu');
  await serviceWorkerInControl(page);
  // While online the device keeps the recipes the cook is likely to cook (the demo book, here).
  await expect.poll(() => savedRecipes(page), { timeout: 30_000 }).toBeGreaterThan(10);

  const sessionCalls: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && r.url().includes('/api/cook-sessions')) sessionCalls.push(new URL(r.url()).pathname);
  });

  await context.setOffline(true);
  await page.goto('/what-i-have');
  await expect(page.getByText(/^Sin conexión: buscando en las \d+ recetas guardadas en este dispositivo\.$/)).toBeVisible();
  const input = page.getByRole('combobox', { name: 'Añade un ingrediente' });
  for (const name of ['Papas', 'huevo', 'cebolla', 'aceite de oliva', 'sal']) {
    await input.fill(name);
    await input.press('Enter');
  }
  await page.getByRole('button', { name: 'Buscar recetas' }).click();
  const first = page.getByTestId('cooking-recipe-card').first();
  await expect(first.getByRole('heading', { name: 'Tortilla de patatas' })).toBeVisible();
  await expect(first.getByText('¡Tienes todo!')).toBeVisible();
  await first.getByRole('link', { name: /Cocinar/ }).click();

  await expect(page.getByTestId('ingredient-check')).toHaveCount(5);
  for (const check of await page.getByTestId('ingredient-check').all()) await check.getByRole('button', { name: /Pendiente/ }).click();
  await page.getByRole('button', { name: 'Empezar a cocinar' }).click();
  await expect(page).toHaveURL(/\/real-cook-mode$/);

  const next = page.getByRole('button', { name: 'Siguiente' });
  const done = page.getByRole('button', { name: 'Paso completado' });
  for (let step = 1; step <= 7; step++) {
    await expect(page.getByText(`Paso ${step} de 8`)).toBeVisible();
    await done.click();
    await next.click();
  }
  await done.click();
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByRole('heading', { name: '¡Receta terminada!' })).toBeVisible();
  expect(sessionCalls).toEqual([]);

  // Back online the finished cook reaches the server once: one session opened, one finished.
  const finished = page.waitForResponse((r) => r.request().method() === 'POST' && /\/api\/cook-sessions\/[^/]+\/finish$/.test(r.url()));
  await context.setOffline(false);
  expect((await finished).ok()).toBe(true);
  await expect(page.getByRole('heading', { name: '¡Receta terminada!' })).toBeVisible();
  await expect
    .poll(async () => ((await (await page.request.get('/api/me')).json()) as { pantryMasterAchieved: boolean }).pantryMasterAchieved)
    .toBe(true);
  // Another reconnection sends nothing again.
  await context.setOffline(true);
  await context.setOffline(false);
  await page.goto('/menu');
  await expect(page.getByTestId('status-pill')).toContainText('Conectado');
  expect(sessionCalls.filter((path) => path.endsWith('/finish'))).toHaveLength(1);
  expect(sessionCalls.filter((path) => path === '/api/cook-sessions')).toHaveLength(1);
});
