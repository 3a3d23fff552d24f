import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { holdRequests } from './fixtures/hold.ts';
import { skipIntro } from './fixtures/intro.ts';
import { newCook, password, signUp, signUpWithForm } from './fixtures/session.ts';

// The intro video has its own journeys in intro.spec.ts.
test.beforeEach(({ context }) => skipIntro(context));

const protectedRoutes = ['/menu', '/recipes', '/feed', '/profile', '/achievements', '/cook-mode-hub', '/what-i-have', '/surprise-me', '/craving', '/real-cook-mode', '/recipe-editor', '/recipe-editor/123'];

test('sign-up → menu → sign-out → protected routes redirect to /login', async ({ page }) => {
  const cook = newCook('Valentina');
  await signUpWithForm(page, cook);
  await expect(page.getByRole('heading', { level: 1 }).or(page.getByText('Sazón').first())).toBeVisible();
  await expect(page.getByTestId('status-pill')).toContainText('Conectado');
  await expect(page.getByTestId('status-pill')).toContainText(cook.email.split('@')[0]!);
  for (const tile of ['Cocinar', 'Recetario', 'Comunidad', 'Perfil']) {
    await expect(page.getByRole('link', { name: new RegExp(tile) })).toBeVisible();
  }
  await expect(page.getByText('Versión 1.0')).toBeVisible();

  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.waitForURL('**/login');
  await page.goto('/recipes');
  await expect(page).toHaveURL(/\/login$/);
});

test('each protected route redirects to /login when signed out', async ({ page }) => {
  for (const route of protectedRoutes) {
    await page.goto(route);
    await expect(page, route).toHaveURL(/\/login$/);
  }
});

test('unknown paths go to /login signed out and to /menu signed in; /login goes to /menu', async ({ page, context, baseURL }) => {
  await page.goto('/no-existe/para-nada');
  await expect(page).toHaveURL(/\/login$/);
  await signUp(context, baseURL!);
  await page.goto('/otra-ruta-inventada');
  await expect(page).toHaveURL(/\/menu$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/menu$/);
});

test("'Verificando sesión...' shows while the session resolves", async ({ page }) => {
  const session = await holdRequests(page, '**/api/auth/get-session');
  await page.goto('/menu');
  await expect(page.getByText('Verificando sesión...')).toBeVisible();
  session.release();
  await expect(page).toHaveURL(/\/login$/);
});

test("the e-mail button reads 'Cargando...' and is disabled while signing in; wrong password gets a Spanish dialog", async ({ page, context, baseURL }) => {
  const cook = await signUp(context, baseURL!, 'Lenta');
  await context.clearCookies();
  const signIn = await holdRequests(page, '**/api/auth/sign-in/email');
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(cook.email);
  await page.getByLabel('Contraseña').fill('no-es-la-clave');
  await page.getByRole('button', { name: 'Entrar' }).click();
  const loading = page.getByRole('button', { name: 'Cargando...' });
  await expect(loading).toBeVisible();
  await expect(loading).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Iniciar sesión con Google' })).toBeDisabled();
  signIn.release();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('¡Error!');
  await expect(dialog).toContainText('Correo o contraseña incorrectos.');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('button', { name: 'Entrar' })).toBeEnabled();

  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/menu');
});

test('signing up twice with the same e-mail explains it in Spanish', async ({ page, context, baseURL }) => {
  const cook = await signUp(context, baseURL!, 'Repetida');
  await context.clearCookies();
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(cook.email);
  await page.getByLabel('Contraseña').fill(password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(page.getByRole('dialog')).toContainText('Ya existe una cuenta con ese correo');
});

test('Google sign-in runs the whole authorization-code flow against the OpenID provider', async ({ page }) => {
  // Hold the first leg so the loading state can be seen before the redirect.
  const firstLeg = await holdRequests(page, '**/api/auth/sign-in/social');
  await page.goto('/login');
  await page.getByRole('button', { name: 'Iniciar sesión con Google' }).click();
  await expect(page.getByRole('button', { name: 'Cargando...' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Iniciar sesión con Facebook' })).toBeDisabled();
  firstLeg.release();
  // The provider's own login page (on another port): any name is accepted.
  await page.locator('input[name="login"]').fill('Camila Torres');
  await page.locator('input[name="password"]').fill('cualquiera');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('**/menu');
  await expect(page.getByTestId('status-pill')).toContainText('Camila Torres');
  const me = await page.request.get('/api/me');
  expect(await me.json()).toMatchObject({ username: 'Camila Torres', bio: '¡Un chef en progreso!', favoriteCuisine: 'Variada' });
});

test('a cancelled Google sign-in shows the SPEC error message', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Iniciar sesión con Google' }).click();
  await page.getByRole('link', { name: '[ Cancel ]' }).click();
  await page.waitForURL('**/login**');
  await expect(page.getByRole('dialog')).toContainText('Error al iniciar sesión con Google. Inténtalo de nuevo.');
});

test('Facebook without configuration shows an info notice instead of failing', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Iniciar sesión con Facebook' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Aviso');
  await expect(dialog).toContainText('Facebook no está configurado');
});

test('offline: only Cocinar is available and the pill says Modo Offline', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Cocinar sin conexión' }).click();
  await page.waitForURL('**/menu');
  await expect(page.getByTestId('status-pill')).toContainText('Modo Offline');
  await expect(page.getByText('No disponible offline')).toHaveCount(3);
  await expect(page.getByText('Requiere conexión')).toHaveCount(3);
  await expect(page.getByRole('link', { name: /Recetario/ })).toHaveCount(0);
  await page.getByRole('link', { name: /Cocinar/ }).click();
  await expect(page).toHaveURL(/\/cook-mode-hub$/);
  for (const option of ['Tengo a la mano', 'Sorpréndeme', 'Qué te provoca']) {
    await expect(page.getByRole('link', { name: new RegExp(option) })).toBeVisible();
  }
});

test('cook-mode hub links to the three modes and to the editor', async ({ page, context, baseURL }) => {
  await signUp(context, baseURL!);
  await page.goto('/cook-mode-hub');
  await expect(page.getByRole('link', { name: /Tengo a la mano/ })).toHaveAttribute('href', '/what-i-have');
  await expect(page.getByRole('link', { name: /Sorpréndeme/ })).toHaveAttribute('href', '/surprise-me');
  await expect(page.getByRole('link', { name: /Qué te provoca/ })).toHaveAttribute('href', '/craving');
  await expect(page.getByRole('link', { name: /Crear Nueva Receta/ })).toHaveAttribute('href', '/recipe-editor');
});

test('login has no axe violations', async ({ page }) => {
  await page.goto('/login');
  await expectNoAxeViolations(page, '/login');
});

test('menu and hub have no axe violations', async ({ page, context, baseURL }) => {
  await signUp(context, baseURL!);
  // Each screen is checked once it shows its title (waiting for the network to go quiet would also wait
  // for the recipes and pictures kept for offline cooking, which download in the background).
  for (const route of ['/menu', '/cook-mode-hub']) {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, route);
  }
});
