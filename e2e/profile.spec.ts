import { expect, test, type APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { recipeInput } from '../src/shared/contract/recipe-input.test-kit.ts';
import type { MealType } from '../src/shared/domain/catalog.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { closeCelebration } from './fixtures/celebration.ts';
import { holdRequests } from './fixtures/hold.ts';
import { signUp } from './fixtures/session.ts';
import { dismissToast } from './fixtures/toast.ts';

const recipe = (name: string, mealType: MealType = 'Cena') =>
  recipeInput({
    name,
    description: 'Una receta de prueba para los logros.',
    mealType,
    totalTime: '20 min',
    nationality: 'Venezolana',
    difficulty: 'facil',
    ingredients: [{ quantity: '2 tazas', name: 'Harina de maíz' }],
    steps: ['Mezclar la harina con agua y sal.'],
  });

async function publishRecipe(request: APIRequestContext, baseURL: string, name: string) {
  const response = await request.post('/api/recipes', { headers: { origin: baseURL }, data: recipe(name) });
  expect(response.status(), await response.text()).toBe(201);
}

test('edit the profile, see it saved after a reload, and get the validation message for an empty name', async ({ page, context, baseURL }) => {
  const cook = await signUp(context, baseURL!, 'Marisol');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi Perfil' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: cook.name })).toBeVisible();
  await expect(page.getByText('¡Un chef en progreso!')).toBeVisible();
  await expect(page.getByText('Variada')).toBeVisible();
  for (const counter of ['Recetas publicadas', 'Recetas exploradas', 'Comentarios', 'Siguiendo']) {
    await expect(page.getByText(counter, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Menú' })).toHaveAttribute('href', '/menu');

  await page.getByRole('button', { name: 'Editar perfil' }).click();
  await page.getByLabel('Nombre de usuario').fill('');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('alert')).toHaveText('El nombre de usuario no puede estar vacío.');

  await page.getByLabel('Nombre de usuario').fill('Chef Marisol');
  await page.getByLabel('Biografía').fill('Hago hallacas en diciembre.');
  await page.getByLabel('Cocina favorita').fill('Venezolana');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await dismissToast(page, 'Perfil actualizado con éxito!', 'success');
  await expect(page.getByRole('heading', { level: 2, name: 'Chef Marisol' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Chef Marisol' })).toBeVisible();
  await expect(page.getByText('Hago hallacas en diciembre.')).toBeVisible();
  await expect(page.getByText('Venezolana')).toBeVisible();
});

test("a server refusal shows 'Error al guardar el perfil.'", async ({ page, context, baseURL }) => {
  await signUp(context, baseURL!, 'Refusada');
  await page.route('**/api/me', (route) => (route.request().method() === 'PATCH' ? route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }) : route.continue()));
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Editar perfil' }).click();
  await page.getByLabel('Biografía').fill('No se guardará');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await dismissToast(page, 'Error al guardar el perfil.', 'error');
});

test("a profile that cannot load shows 'No se pudo cargar tu perfil. Inténtalo de nuevo.'", async ({ page, context, baseURL }) => {
  await signUp(context, baseURL!, 'Sin Carga');
  await page.route('**/api/me', (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }));
  await page.goto('/profile');
  await dismissToast(page, 'No se pudo cargar tu perfil. Inténtalo de nuevo.', 'error');
});

test('change the profile picture through an upload', async ({ page, context, baseURL }) => {
  await signUp(context, baseURL!, 'Fotogénica');
  await page.goto('/profile');
  await expect(page.getByRole('img', { name: 'Foto de perfil de Fotogénica' })).toHaveText('F');
  const png = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#ea580c' } }).png().toBuffer();
  await page.getByLabel('Cambiar foto').setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: png });
  await dismissToast(page, 'Perfil actualizado con éxito!', 'success');
  const picture = page.getByRole('img', { name: 'Foto de perfil de Fotogénica' });
  await expect(picture).toHaveAttribute('src', /^\/api\/files\/profile_pictures\//);
  expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test("a failed upload shows 'Error al subir la foto de perfil.'", async ({ page, context, baseURL }) => {
  await signUp(context, baseURL!, 'Sin Foto');
  await page.route('**/api/uploads', (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }));
  await page.goto('/profile');
  const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#15803d' } }).png().toBuffer();
  await page.getByLabel('Cambiar foto').setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: png });
  await dismissToast(page, 'Error al subir la foto de perfil.', 'error');
});

test('the tab query parameter picks the tab; favorites lists saved posts; Logros opens /achievements', async ({ page, context, baseURL }) => {
  await signUp(context, baseURL!, 'Favorita');
  await page.goto('/profile?tab=favorites');
  await expect(page.getByRole('tab', { name: 'Favoritos' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Aún no tienes publicaciones favoritas...')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'Perfil' }).click();
  await expect(page).toHaveURL(/\/profile\?tab=profile$/);
  await expect(page.getByRole('tab', { name: 'Perfil' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Notificaciones' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A post saved while the tab is open appears live, with its text, author and time.
  await page.getByRole('tab', { name: 'Favoritos' }).click();
  await expect(page).toHaveURL(/tab=favorites/);
  const created = await context.request.post('/api/posts', { headers: { origin: baseURL! }, data: { text: 'Mi arepa reina pepiada' } });
  expect(created.ok(), await created.text()).toBe(true);
  const post = (await created.json()) as { id: string };
  const saved = await context.request.put(`/api/posts/${post.id}/favorite`, { headers: { origin: baseURL! } });
  expect(saved.ok()).toBe(true);
  const card = page.getByRole('listitem').filter({ hasText: 'Mi arepa reina pepiada' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Favorita');
  await expect(card.locator('time')).toBeVisible();

  await page.getByRole('tab', { name: 'Logros' }).click();
  await expect(page).toHaveURL(/\/achievements$/);
  await page.goto('/profile?tab=achievements');
  await expect(page).toHaveURL(/\/achievements$/);
});

test('achievements: tabs, cards, progress bar, detail popup and a live unlock', async ({ page, context, baseURL }) => {
  await signUp(context, baseURL!, 'Logradora');
  await page.goto('/achievements');
  await expect(page.getByRole('link', { name: 'Mi Perfil' })).toHaveAttribute('href', '/profile');
  await expect(page.getByRole('tab', { name: 'Mis Logros' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Todavía no has desbloqueado logros.', { exact: false })).toBeVisible();

  await page.getByRole('tab', { name: 'Todos los Logros' }).click();
  await expect(page.locator('[data-achievement]')).toHaveCount(24);
  await expect(page.locator('[data-achievement][data-unlocked="true"]')).toHaveCount(0);
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await page.getByRole('button', { name: 'Primera receta' }).click();
  const detail = page.getByRole('dialog', { name: 'Primera receta' });
  await expect(detail).toContainText('Publica tu primera receta.');
  await expect(detail).toContainText('Progreso: 0 de 1');
  await expectNoAxeViolations(page);
  await detail.getByRole('button', { name: 'Cerrar' }).click();

  // Publishing a recipe elsewhere unlocks 'Primera receta' while the screen is open.
  await publishRecipe(context.request, baseURL!, 'Arepas de prueba');
  await closeCelebration(page, 'Primera receta');
  await expect(page.locator('[data-achievement="first_recipe"]')).toHaveAttribute('data-unlocked', 'true');
  await expect(page.getByRole('progressbar', { name: 'Progreso de Chef aprendiz' })).toHaveAttribute('aria-valuenow', '20');
  await expect(page.getByRole('progressbar', { name: 'Progreso de Chef de la noche' })).toHaveAttribute('aria-valuenow', '20');

  await page.getByRole('button', { name: 'Chef aprendiz' }).click();
  await expect(page.getByRole('dialog', { name: 'Chef aprendiz' })).toContainText('Progreso: 1 de 5');
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Mis Logros' }).click();
  await expect(page.locator('[data-achievement]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Primera receta' }).click();
  await expect(page.getByRole('dialog', { name: 'Primera receta' })).toContainText('Desbloqueado');
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('achievements-summary')).toHaveText('1 de 24 desbloqueados');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Mi Perfil' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('region', { name: 'Tus medallas' })).toContainText('1 de 24 desbloqueados');
});

test("achievements errors: 'No se encontraron datos de usuario.' and 'Error al cargar tu progreso de logros.'", async ({ page, context, baseURL }) => {
  await signUp(context, baseURL!, 'Errores');
  await page.route('**/api/achievements', (route) => route.fulfill({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'x' } } }));
  await page.goto('/achievements');
  await dismissToast(page, 'No se encontraron datos de usuario.', 'error');
  await page.unroute('**/api/achievements');
  await page.route('**/api/achievements', (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }));
  await page.reload();
  await dismissToast(page, 'Error al cargar tu progreso de logros.', 'error');
});

test("'Cargando logros...' shows while the achievements load", async ({ page, context, baseURL }) => {
  await signUp(context, baseURL!, 'Paciente');
  const achievements = await holdRequests(page, '**/api/achievements');
  await page.goto('/achievements');
  await expect(page.getByText('Cargando logros...')).toBeVisible();
  achievements.release();
  await expect(page.locator('[data-achievement]').first().or(page.getByText('Todavía no has desbloqueado logros.', { exact: false }))).toBeVisible();
});

test('push notifications: refused permission explains itself; granted permission subscribes and flips to Desactivar', async ({ page, context, baseURL }) => {
  await signUp(context, baseURL!, 'Avisada');
  // Headless Chromium has no push service: the browser's PushManager is faked (its one subscription kept in
  // localStorage, as a browser keeps it across reloads); the server's routes are the real ones.
  await page.addInitScript(() => {
    const key = 'e2e-push-endpoint';
    const w = window as unknown as { subscribedWith?: number[] };
    const subscription = (endpoint: string) => ({
      endpoint,
      toJSON: () => ({
        endpoint,
        expirationTime: null,
        keys: { p256dh: 'BNcRdreALRFXTkOOUHK1EtK2wtaz5Ry4YfYCA_0QTpQtUbVlUls0VJXg7A8u-Ts1XbjhazAkj7I99e8QcYP7DkM', auth: 'tBHItJI5svbpez7KI4CCXg' },
      }),
      unsubscribe: async () => (localStorage.removeItem(key), true),
    });
    const pushManager = {
      getSubscription: async () => {
        const endpoint = localStorage.getItem(key);
        return endpoint ? subscription(endpoint) : null;
      },
      subscribe: async (options: { applicationServerKey: Uint8Array }) => {
        w.subscribedWith = [...new Uint8Array(options.applicationServerKey)];
        const endpoint = `https://fcm.googleapis.com/fcm/send/e2e-${Date.now()}`;
        localStorage.setItem(key, endpoint);
        return subscription(endpoint);
      },
    };
    Object.defineProperty(navigator.serviceWorker, 'ready', { get: () => Promise.resolve({ pushManager }) });
  });
  await page.goto('/profile');
  await page.evaluate(() => {
    Notification.requestPermission = () => Promise.resolve('denied');
  });
  await page.getByRole('button', { name: 'Activar', exact: true }).click();
  await dismissToast(page, 'Error al suscribirse a las notificaciones. Asegúrate de otorgar los permisos.', 'error');

  await context.grantPermissions(['notifications']);
  await page.reload();
  const saved = page.waitForResponse((r) => r.request().method() === 'POST' && r.url().endsWith('/api/push/subscriptions'));
  await page.getByRole('button', { name: 'Activar', exact: true }).click();
  expect((await saved).status()).toBe(201);
  await expect(page.getByRole('button', { name: 'Desactivar' })).toBeVisible();
  // Subscribed with the server's own VAPID key, sent as bytes.
  const { publicKey } = (await (await page.request.get('/api/push/public-key')).json()) as { publicKey: string };
  expect(await page.evaluate(() => (window as unknown as { subscribedWith: number[] }).subscribedWith)).toEqual([...Buffer.from(publicKey, 'base64url')]);

  await page.reload();
  await expect(page.getByRole('button', { name: 'Desactivar' })).toBeVisible();
  const deleted = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith('/api/push/subscriptions'));
  await page.getByRole('button', { name: 'Desactivar' }).click();
  expect((await deleted).status()).toBe(204);
  await expect(page.getByRole('button', { name: 'Activar', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('push notifications in a browser without push support', async ({ page, context, baseURL }) => {
  await signUp(context, baseURL!, 'Antigua');
  await page.addInitScript(() => {
    delete (window as { PushManager?: unknown }).PushManager;
  });
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Activar', exact: true }).click();
  await dismissToast(page, 'Las notificaciones push no están soportadas en este navegador.', 'info');
});

test('sign out from the profile', async ({ page, context, baseURL }) => {
  await signUp(context, baseURL!, 'Saliente');
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.waitForURL('**/login');
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test("a failed sign-out shows 'Error al cerrar sesión. Inténtalo de nuevo.'", async ({ page, context, baseURL }) => {
  await signUp(context, baseURL!, 'Atrapada');
  await page.route('**/api/auth/sign-out', (route) => route.fulfill({ status: 500, json: { error: { code: 'INTERNAL', message: 'x' } } }));
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await dismissToast(page, 'Error al cerrar sesión. Inténtalo de nuevo.', 'error');
  await expect(page).toHaveURL(/\/profile$/);
});
