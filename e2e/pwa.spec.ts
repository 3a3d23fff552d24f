// The installable app with a real service worker (issue 12): manifest and icons, installability as
// Chromium judges it, offline reloads of the cooking screens, the offline menu, and the update prompt.
import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { chromium, expect, test, type CDPSession, type Page } from '@playwright/test';
import { e2eClientDir } from '../playwright.config.ts';
import { startFakePushService } from '../src/server/modules/push/push-service.test-kit.ts';
import { closeCelebration } from './fixtures/celebration.ts';
import { skipIntro } from './fixtures/intro.ts';
import { serviceWorkerInControl } from './fixtures/service-worker.ts';
import { signUp } from './fixtures/session.ts';

test.beforeEach(({ context }) => skipIntro(context));

const run = promisify(execFile);

/** Our service worker's registration id, as CDP names it (to deliver a push to it). */
async function serviceWorkerRegistrationId(cdp: CDPSession, baseURL: string) {
  await cdp.send('ServiceWorker.enable');
  return new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }: { registrations: { registrationId: string; scopeURL: string }[] }) => {
      const ours = registrations.find((r) => r.scopeURL === `${baseURL}/`);
      if (ours) resolve(ours.registrationId);
    });
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
  const registrationId = await serviceWorkerRegistrationId(cdp, baseURL!);

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

test('push end to end: «Activar» subscribes through our service worker, the server encrypts a follower and a timer to the push service, the phone shows them', async ({ page, context, browser, baseURL }) => {
  test.setTimeout(90_000);
  // The one part of the outside world faked: the browser vendor's push service (headless Chromium has none,
  // and this machine reaches no Google). It is a real Web Push peer on loopback that decrypts with the
  // device's keys; the browser's PushManager hands out its endpoint and keys, as Chromium would hand out FCM's.
  const pushService = await startFakePushService();
  const device = pushService.device();
  try {
    await signUp(context, baseURL!, 'Rosa Avisos');
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await page.addInitScript((subscription) => {
      const key = 'e2e-push-subscribed';
      const held = () =>
        localStorage.getItem(key) ? { ...subscription, toJSON: () => subscription, unsubscribe: async () => (localStorage.removeItem(key), true) } : null;
      PushManager.prototype.getSubscription = async () => held() as unknown as PushSubscription;
      PushManager.prototype.subscribe = async function (this: PushManager) {
        localStorage.setItem(key, '1');
        return held() as unknown as PushSubscription;
      };
    }, device.subscription);
    await page.goto('/profile');
    await serviceWorkerInControl(page);
    const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/push/subscriptions'));
    await page.getByRole('button', { name: 'Activar', exact: true }).click();
    expect((await saved).status()).toBe(201);
    await expect(page.getByRole('button', { name: 'Desactivar' })).toBeVisible();

    // Another cook follows Rosa: the server pushes from its outbox, encrypted for this device only.
    const { user } = (await (await page.request.get('/api/auth/get-session')).json()) as { user: { id: string } };
    const other = await browser.newContext({ baseURL });
    try {
      await signUp(other, baseURL!, 'Tomás Seguidor');
      expect((await other.request.put(`/api/users/${user.id}/follow`, { headers: { origin: baseURL! } })).status()).toBe(200);
    } finally {
      await other.close();
    }
    const followed = await device.next();
    expect(followed.message).toMatchObject({ title: 'Nuevo seguidor', body: 'Tomás Seguidor ahora te sigue.', url: '/profile' });
    expect(followed.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(followed.headers.ttl)).toBeGreaterThan(0);
    const { publicKey } = (await (await page.request.get('/api/push/public-key')).json()) as { publicKey: string };
    expect(followed.vapid).toEqual({ key: publicKey, valid: true });

    // A cook timer Rosa starts rings at its end through the same push, even with every tab closed.
    const endsAt = new Date(Date.now() + 2_000);
    const timer = await page.request.post('/api/cook-timers', { headers: { origin: baseURL! }, data: { endsAt: endsAt.toISOString(), label: 'Arroz: reposar' } });
    expect(timer.status()).toBe(201);
    await page.close();
    const rang = await device.next();
    expect(rang.message).toMatchObject({ title: '¡Tiempo!', body: 'Arroz: reposar' });
    expect(rang.receivedAt).toBeGreaterThanOrEqual(endsAt.getTime());

    // What the push service received, handed to our service worker as the phone would: two notifications.
    const phone = await context.newPage();
    await phone.goto('/profile');
    const cdp = await context.newCDPSession(phone);
    const registrationId = await serviceWorkerRegistrationId(cdp, baseURL!);
    for (const push of [followed, rang]) {
      await cdp.send('ServiceWorker.deliverPushMessage', { origin: baseURL!, registrationId, data: JSON.stringify(push.message) });
    }
    const shown = () =>
      phone.evaluate(async () =>
        (await (await navigator.serviceWorker.ready).getNotifications()).map((n) => ({ title: n.title, body: n.body, alarm: n.requireInteraction })),
      );
    await expect.poll(shown).toEqual(
      expect.arrayContaining([
        { title: 'Nuevo seguidor', body: 'Tomás Seguidor ahora te sigue.', alarm: false },
        { title: '¡Tiempo!', body: 'Arroz: reposar', alarm: true },
      ]),
    );
  } finally {
    await pushService.close();
  }
});

/** How many recipes the device keeps for offline cooking (the app's own IndexedDB, read as it is). */
const savedRecipes = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('sazon-offline');
        // Never create the app's database from here, nor keep it open: either would hold back the app's
        // own opening (Dexie's upgrade waits for every other connection to close).
        open.onupgradeneeded = () => open.transaction?.abort();
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('recipes')) {
            db.close();
            return resolve(0);
          }
          const count = db.transaction('recipes').objectStore('recipes').count();
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
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
  // Cooked with only what she had at hand: once the server counts it, the medal is celebrated here.
  await closeCelebration(page, 'Maestro de la despensa');
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
