// Cooking journeys on the seeded demo recipes: the three ways to find a recipe, the ingredient check
// before cooking, and a whole cook with timers, finishing with a rating and a post.
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { recipeInput } from '../src/shared/contract/recipe-input.test-kit.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { recipeId } from './fixtures/seeded-recipe.ts';
import { signUp } from './fixtures/session.ts';
import { dismissToast } from './fixtures/toast.ts';

async function pick(page: Page, typed: string, option?: string) {
  const input = page.getByRole('combobox', { name: 'Añade un ingrediente' });
  await input.fill(typed);
  if (option) await page.getByRole('option', { name: option, exact: true }).click();
  else await input.press('Enter');
}

const tortillaIngredients = ['patatas', 'cebolla', 'huevos', 'aceite de oliva', 'sal'];

test.beforeEach(async ({ context, baseURL }) => {
  await signUp(context, baseURL!, 'Cocinera');
});

test('Tengo a la mano: needs an ingredient, understands regional words and ranks what you can make', async ({
  page,
}) => {
  await page.goto('/what-i-have');
  await page.getByRole('button', { name: 'Buscar recetas' }).click();
  await dismissToast(page, '¡Selecciona al menos un ingrediente!');

  // The typeahead offers the known names, typed without their accents; a new name is taken with Enter.
  await pick(page, 'azuc', 'azúcar');
  await expect(page.getByText('Tus ingredientes (1)')).toBeVisible();
  await page.getByRole('button', { name: 'Quitar azúcar' }).click();
  await expect(page.getByText('Tus ingredientes (0)')).toBeVisible();
  for (const name of ['Papas', 'huevo', 'CEBOLLA', 'aceite de oliva', 'sal']) await pick(page, name);
  await pick(page, 'papa');
  await dismissToast(page, 'Ese ingrediente ya está en tu lista.');
  await page.getByRole('button', { name: 'Buscar recetas' }).click();

  const first = page.getByTestId('cooking-recipe-card').first();
  await expect(first.getByRole('heading', { name: 'Tortilla de patatas' })).toBeVisible();
  await expect(first.getByText('¡Tienes todo!')).toBeVisible();
  await expect(first.getByRole('meter', { name: 'Tienes 5 de 5' })).toBeVisible();
  await expect(
    page
      .getByTestId('cooking-recipe-card')
      .nth(1)
      .getByText(/^Te falta: /),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await first.getByRole('link', { name: /Cocinar/ }).click();
  await expect(page).toHaveURL(/\/pre-cooking\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Tortilla de patatas' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Tortilla de patatas' })).toBeVisible();
});

test('Tengo a la mano: at most 50 ingredients, each at most 60 characters, several at once', async ({
  page,
}) => {
  await page.goto('/what-i-have');
  // Fifty different ingredients, typed ten at a time separated by commas.
  for (let group = 0; group < 5; group++) {
    await pick(page, Array.from({ length: 10 }, (_, i) => `i${group * 10 + i + 1}`).join(', '));
  }
  await expect(page.getByText('Tus ingredientes (50)')).toBeVisible();
  await pick(page, 'vainilla');
  await dismissToast(page, 'Puedes elegir como máximo 50 ingredientes.');
  await page.getByRole('button', { name: 'Quitar todos' }).click();
  await page.getByRole('combobox', { name: 'Añade un ingrediente' }).fill('x'.repeat(80));
  await expect(page.getByRole('combobox', { name: 'Añade un ingrediente' })).toHaveValue('x'.repeat(60));
  // Several names at once, separated by commas.
  await pick(page, 'tomate, cebolla,, ajo');
  await expect(page.getByText('Tus ingredientes (3)')).toBeVisible();
});

test('Tengo a la mano on a phone: many chosen ingredients wrap, a 60-letter name too, and nothing spills sideways', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/what-i-have');
  // The message comes as a toast at the top of the screen, inside it.
  await page.getByRole('button', { name: 'Buscar recetas' }).click();
  const toast = page.locator('[data-toast-type="error"]');
  await expect(toast).toContainText('¡Selecciona al menos un ingrediente!');
  const box = (await toast.boundingBox())!;
  expect(box.y).toBeLessThan(844 / 4);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  await dismissToast(page, '¡Selecciona al menos un ingrediente!', 'error');

  const long = 'Chiles_chipotles_adobados_en_lata_de_la_tienda_de_la_esquina'.slice(0, 60);
  for (const name of ['pechuga de pollo deshuesada', long, 'queso manchego curado', 'cebolla morada', 'ajo', 'limón']) await pick(page, name);
  const popular = page.getByRole('button', { name: /^Añadir .+/ });
  for (let i = 0; i < 4; i++) await popular.first().click();
  await expect(page.getByText('Tus ingredientes (10)')).toBeVisible();

  const widths = await page.evaluate(() => ({ scroll: document.documentElement.scrollWidth, inner: window.innerWidth }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  const remove = page.getByRole('button', { name: `Quitar ${long}` });
  const removeBox = (await remove.boundingBox())!;
  expect(removeBox.x + removeBox.width).toBeLessThanOrEqual(390);
  await remove.click();
  await expect(page.getByText('Tus ingredientes (9)')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Tengo a la mano: the commonest ingredients of the book are one tap away', async ({ page }) => {
  await page.goto('/what-i-have');
  const popular = page.getByRole('list', { name: 'Los más usados' });
  await expect(popular.getByRole('button')).toHaveCount(8);
  // Salt is the commonest ingredient of the demo book, and in every kitchen: not offered.
  await expect(popular.getByRole('button', { name: 'Añadir sal', exact: true })).toHaveCount(0);
  const first = popular.getByRole('button').first();
  const label = (await first.getAttribute('aria-label'))!;
  await first.click();
  await expect(page.getByText('Tus ingredientes (1)')).toBeVisible();
  await expect(popular.getByRole('button', { name: label, exact: true })).toHaveCount(0);
  await expect(popular.getByRole('button')).toHaveCount(8);
});

test('Sorpréndeme: a random recipe of the meal type, another one on «Otra»', async ({ page }) => {
  await page.goto('/surprise-me');
  for (const mealType of ['Desayuno', 'Almuerzo', 'Cena', 'Postre', 'Snack']) {
    await expect(page.getByRole('button', { name: mealType })).toBeVisible();
  }
  await page.getByRole('button', { name: 'Postre' }).click();
  const card = page.getByTestId('cooking-recipe-card');
  await expect(card.getByText('Postre', { exact: true })).toBeVisible();
  const firstName = await card.getByRole('heading').textContent();
  await page.getByRole('button', { name: 'Otra' }).click();
  await expect(card.getByRole('heading')).not.toHaveText(firstName!);
  await expect(card.getByText('Postre', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Cocinar esta receta' }).click();
  await expect(page).toHaveURL(/\/pre-cooking\//);
});

test('Sorpréndeme: says so when the server cannot draw a recipe', async ({ page }) => {
  await page.route('**/api/recipes/random?*', (route) =>
    route.fulfill({ status: 404, json: { error: { code: 'NOT_FOUND', message: 'x' } } }),
  );
  await page.goto('/surprise-me');
  await page.getByRole('button', { name: 'Snack' }).click();
  await dismissToast(page, 'No se encontraron recetas para Snack.');
  await page.route('**/api/recipes/random?*', (route) => route.fulfill({ status: 500, body: 'roto' }));
  await page.getByRole('button', { name: 'Cena' }).click();
  await dismissToast(page, 'Error al buscar una receta. Inténtalo de nuevo.');
});

test('Qué te provoca: needs text, forgives typos, says when nothing matches', async ({ page }) => {
  await page.goto('/craving');
  const input = page.getByRole('searchbox', { name: '¿Qué te provoca comer?' });
  await page.getByRole('button', { name: 'Buscar' }).click();
  await dismissToast(page, 'Por favor, escribe lo que te provoca comer.');

  await input.fill('guacamloe');
  await input.press('Enter');
  await expect(page.getByTestId('cooking-recipe-card').first().getByRole('heading')).toHaveText('Guacamole');
  await expect(page.getByText('También buscamos: guacamole')).toBeVisible();
  await expectNoAxeViolations(page);

  await input.fill('arros con poyo');
  await input.press('Enter');
  await expect(page.getByRole('heading', { name: 'Resultados para "arros con poyo"' })).toBeVisible();

  await input.fill('xilófono cuántico');
  await input.press('Enter');
  await dismissToast(page, 'No se encontraron recetas para "xilófono cuántico".');

  await input.fill(`pollo ${'a'.repeat(5000)}`);
  await expect(input).toHaveValue(`pollo ${'a'.repeat(194)}`);
});

test('pre-cooking: every ingredient must be verified, by a tap or a real photo; tools of every step listed', async ({
  page,
}) => {
  await page.goto(`/pre-cooking/${await recipeId(page, 'Tortilla de patatas')}`);
  const start = page.getByRole('button', { name: 'Empezar a cocinar' });
  await expect(start).toBeDisabled();
  const checks = page.getByTestId('ingredient-check');
  await expect(checks).toHaveCount(5);
  await expect(checks.first()).toContainText('Pendiente');

  const tools = page.getByRole('region', { name: 'Utensilios y fuentes de calor' }).getByRole('listitem');
  await expect(tools).toHaveText(['Cuchillo', 'Tabla de picar', 'Cocina', 'Sartén', 'Colador', 'Bowl']);

  // A real photo of the potatoes verifies them.
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
  await checks
    .first()
    .locator('input[type=file]')
    .setInputFiles({ name: 'patatas.png', mimeType: 'image/png', buffer: png });
  await expect(checks.first()).toContainText('Verificado');
  await expect(checks.first().getByRole('img', { name: 'Foto real de patatas' })).toHaveAttribute(
    'src',
    /^\/api\/files\/ingredient_real_images\/\d+-/,
  );

  for (let i = 1; i < 5; i++)
    await checks
      .nth(i)
      .getByRole('button', { name: /Pendiente/ })
      .click();
  await expect(start).toBeEnabled();
  await checks
    .nth(2)
    .getByRole('button', { name: /Verificado/ })
    .click();
  await expect(checks.nth(2)).toContainText('Pendiente');
  await expect(start).toBeDisabled();
  await expectNoAxeViolations(page);
});

test('pre-cooking and cook mode explain a missing recipe or one without steps', async ({ page }) => {
  await page.goto('/pre-cooking/00000000-0000-4000-8000-000000000000');
  await expect(page.getByRole('alert')).toHaveText('No se encontró una receta para cocinar.');
  await page.goto('/real-cook-mode');
  await expect(page.getByRole('alert')).toHaveText('No se encontró una receta para cocinar.');
  await page.evaluate(() =>
    sessionStorage.setItem(
      'sazon-cook',
      JSON.stringify({
        cook: { recipe: { id: 'x', name: 'Vacía', steps: [], ingredients: [] } },
        progress: { step: 0, completed: [], finished: false, timer: null },
      }),
    ),
  );
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText('Esta receta no tiene pasos para cocinar.');
  await page.getByRole('link', { name: 'Volver' }).last().click();
  await expect(page).toHaveURL(/\/cook-mode-hub$/);
});

test('a whole cook: steps, timers, reload, finish with a rating, pantry_master and «Publicar en el Feed»', async ({
  page,
}) => {
  // A whole 8-step cook with two timers, a reload and a celebration: it takes 25 s on a quiet machine, and
  // more than three times that on a loaded one.
  test.setTimeout(120_000);
  // Count the alarm's beeps and what is read aloud (the sounds themselves cannot be heard here).
  await page.addInitScript(() => {
    const w = window as unknown as { beeps: number; spoken: { text: string; lang: string }[] };
    w.beeps = 0;
    w.spoken = [];
    const create = AudioContext.prototype.createOscillator;
    AudioContext.prototype.createOscillator = function (this: AudioContext) {
      w.beeps += 1;
      return create.call(this);
    };
    window.speechSynthesis.speak = (utterance: SpeechSynthesisUtterance) =>
      void w.spoken.push({ text: utterance.text, lang: utterance.lang });
  });
  await page.goto('/what-i-have');
  for (const name of tortillaIngredients) await pick(page, name);
  await page.getByRole('button', { name: 'Buscar recetas' }).click();
  await page
    .getByTestId('cooking-recipe-card')
    .first()
    .getByRole('link', { name: /Cocinar/ })
    .click();
  await expect(page.getByTestId('ingredient-check')).toHaveCount(5);
  for (const check of await page.getByTestId('ingredient-check').all())
    await check.getByRole('button', { name: /Pendiente/ }).click();
  await page.getByRole('button', { name: 'Empezar a cocinar' }).click();

  await expect(page).toHaveURL(/\/real-cook-mode$/);
  const progress = page.getByRole('progressbar', { name: 'Progreso de la receta' });
  const clock = page.getByTestId('timer-clock');
  const next = page.getByRole('button', { name: 'Siguiente' });
  const done = page.getByRole('button', { name: 'Paso completado' });
  await expect(page.getByText('Paso 1 de 8')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '0');
  await expect(clock).toHaveText('10:00');
  await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  await expect(next).toBeDisabled();

  await page.getByRole('button', { name: 'Leer en voz alta' }).click();
  expect(await page.evaluate(() => (window as unknown as { spoken: unknown[] }).spoken)).toEqual([
    {
      text: 'Paso 1. Pela las patatas y córtalas en láminas finas; corta la cebolla en juliana.',
      lang: 'es-ES',
    },
  ]);

  // The timer dialog refuses −1 minutes and 75 seconds in Spanish, then rings at zero.
  await page.getByRole('button', { name: 'Editar tiempo' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar temporizador' });
  await dialog.getByLabel('Minutos').fill('-1');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Los minutos deben ser 0 o más.');
  await dialog.getByLabel('Minutos').fill('0');
  await dialog.getByLabel('Segundos').fill('75');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Los segundos deben estar entre 0 y 59.');
  await dialog.getByLabel('Segundos').fill('2');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(clock).toHaveText('00:02');
  // The running timer is registered with the server (which pushes its end to a locked phone); the
  // alarm rings here whether or not the server took it.
  const registration = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/api/cook-timers'));
  await page.getByRole('button', { name: 'Iniciar', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Pausar' })).toBeVisible();
  expect((await registration).postDataJSON()).toEqual({
    endsAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    label: 'Tortilla de patatas · Paso 1',
    recipeId: await recipeId(page, 'Tortilla de patatas'),
  });
  const alarm = page.getByRole('alertdialog', { name: '¡Tiempo!' });
  await expect(alarm).toContainText('Tortilla de patatas · Paso 1');
  await expect(alarm).toContainText('¡Tiempo terminado para este paso!');
  await expect(alarm.getByRole('button', { name: 'Detener' })).toBeFocused();
  await expect(clock).toHaveText('00:00');
  await expect.poll(() => page.evaluate(() => (window as unknown as { beeps: number }).beeps)).toBeGreaterThan(0);
  await alarm.getByRole('button', { name: 'Detener' }).click();
  await expect(alarm).toBeHidden();

  await done.click();
  await expect(progress).toHaveAttribute('aria-valuenow', '1');
  await next.click();
  await expect(page.getByText('Paso 2 de 8')).toBeVisible();
  await expect(clock).toHaveText('20:00');
  await expect(page.getByText('Sartén')).toBeVisible();
  await page.getByRole('button', { name: 'Iniciar', exact: true }).click();
  await expect(clock).not.toHaveText('20:00');
  // Back resets the timer to the step's own time, stopped.
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(page.getByText('Paso 1 de 8')).toBeVisible();
  await expect(clock).toHaveText('10:00');
  await expect(page.getByRole('button', { name: 'Iniciar', exact: true })).toBeVisible();
  await expect(done).toHaveAttribute('aria-pressed', 'true');
  await next.click();
  await expect(clock).toHaveText('20:00');

  await done.click();
  await next.click();
  // A reload keeps the recipe, the step and the progress.
  await page.reload();
  await expect(page.getByText('Paso 3 de 8')).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '2');
  await expectNoAxeViolations(page);

  for (let step = 3; step <= 7; step++) {
    await expect(next).toBeDisabled();
    await done.click();
    await next.click();
  }
  await expect(page.getByText('Paso 8 de 8')).toBeVisible();
  await expect(clock).toHaveText('00:00');
  const finish = page.getByRole('button', { name: 'Finalizar' });
  await expect(finish).toBeDisabled();
  await done.click();
  await expect(progress).toHaveAttribute('aria-valuenow', '8');
  await finish.click();

  // The finish's answer hands its medal to the app's celebration, shown over the finished screen.
  const celebration = page.getByRole('dialog', { name: '¡Logro desbloqueado!' });
  await expect(celebration).toContainText('Maestro de la despensa');
  await celebration.getByRole('button', { name: 'Seguir cocinando' }).click();
  await expect(celebration).toBeHidden();
  await expect(page.getByRole('heading', { name: '¡Receta terminada!' })).toBeVisible();
  await page.getByRole('button', { name: '4 de 5 estrellas' }).click();
  await dismissToast(page, '¡Gracias por tu valoración!');
  await expectNoAxeViolations(page);
  const recipe = (await (
    await page.request.get(`/api/recipes/${await recipeId(page, 'Tortilla de patatas')}`)
  ).json()) as { myRating: number };
  expect(recipe.myRating).toBe(4);
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get('/api/me')).json()) as {
            achievements: string[];
            pantryMasterAchieved: boolean;
          }
        ).pantryMasterAchieved,
    )
    .toBe(true);

  // The game: the XP this finish earned and the weekly streak it keeps (issue 13).
  await expect(page.getByText(/^\+\d+ XP$/)).toBeVisible();
  await expect(page.getByText(/^Racha de \d+ semanas?$/)).toBeVisible();
  await expect(page.getByText('¡Esta semana ya cuenta!')).toBeVisible();

  await page.getByRole('button', { name: 'Publicar en el Feed' }).click();
  await expect(page).toHaveURL(/\/feed$/);
  expect(
    await page.evaluate(
      () => (history.state as { usr?: { fromRecipe?: { name: string } } }).usr?.fromRecipe?.name,
    ),
  ).toBe('Tortilla de patatas');
});

test('the timer tells the system when it ends while the page is hidden, and the screen stays awake', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as {
      notes: { title: string; body: string; icon?: string }[];
      locks: number;
      hidden: boolean;
    };
    w.notes = [];
    w.locks = 0;
    w.hidden = false;
    class FakeNotification {
      static permission = 'default';
      static requestPermission = async () => (FakeNotification.permission = 'granted');
      constructor(title: string, options: { body: string; icon?: string }) {
        w.notes.push({ title, body: options.body, icon: options.icon });
      }
    }
    Object.defineProperty(window, 'Notification', { value: FakeNotification });
    // Through the service worker when the app has one.
    ServiceWorkerRegistration.prototype.showNotification = async (
      title: string,
      options?: NotificationOptions,
    ) => void w.notes.push({ title, body: options?.body ?? '', icon: options?.icon });
    Object.defineProperty(document, 'visibilityState', { get: () => (w.hidden ? 'hidden' : 'visible') });
    Object.defineProperty(navigator, 'wakeLock', {
      value: {
        request: async () => {
          w.locks += 1;
          const sentinel = new EventTarget() as EventTarget & {
            released: boolean;
            release: () => Promise<void>;
          };
          sentinel.released = false;
          sentinel.release = async () => {
            sentinel.released = true;
            sentinel.dispatchEvent(new Event('release'));
          };
          document.addEventListener('visibilitychange', () => w.hidden && void sentinel.release());
          return sentinel;
        },
      },
    });
  });
  await page.goto(`/pre-cooking/${await recipeId(page, 'Guacamole')}`);
  await page.getByRole('button', { name: 'Marcar todos' }).click();
  await page.getByRole('button', { name: 'Empezar a cocinar' }).click();
  await expect(page.getByText('Pantalla siempre encendida')).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { locks: number }).locks)).toBe(1);

  await page.getByRole('button', { name: 'Editar tiempo' }).click();
  await page.getByLabel('Minutos').fill('0');
  await page.getByLabel('Segundos').fill('1');
  await page.getByRole('button', { name: 'Guardar' }).click();
  await page.getByRole('button', { name: 'Iniciar', exact: true }).click();
  // Permission was asked on this first start (and granted by the fake).
  await page.evaluate(() => {
    (window as unknown as { hidden: boolean }).hidden = true;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { notes: unknown[] }).notes))
    .toEqual([{ title: 'Sazón: Guacamole', body: '¡Tiempo terminado para este paso!', icon: '/icons/icon-192.png' }]);
  // A picture phones draw in a notification (they draw no SVG there), and one the app serves.
  expect((await page.request.get('/icons/icon-192.png')).headers()['content-type']).toBe('image/png');
  await page.evaluate(() => {
    (window as unknown as { hidden: boolean }).hidden = false;
    document.dispatchEvent(new Event('visibilitychange'));
  });
  await expect.poll(() => page.evaluate(() => (window as unknown as { locks: number }).locks)).toBe(2);
  await page.getByRole('alertdialog', { name: '¡Tiempo!' }).getByRole('button', { name: 'Detener' }).click();
});

test.describe('at phone size', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the cooking screens have no axe violations and big touch targets', async ({ page }) => {
    await page.goto('/surprise-me');
    await expectNoAxeViolations(page);
    await page.goto(`/what-i-have?have=${encodeURIComponent('palta,jitomate,cebolla')}`);
    await expect(page.getByTestId('cooking-recipe-card').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/pre-cooking/${await recipeId(page, 'Guacamole')}`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Marcar todos' }).click();
    await page.getByRole('button', { name: 'Empezar a cocinar' }).click();
    await expectNoAxeViolations(page);
    for (const name of ['Paso completado', 'Siguiente', 'Anterior', 'Iniciar', 'Editar tiempo']) {
      const box = await page.getByRole('button', { name, exact: true }).boundingBox();
      expect(box!.height, name).toBeGreaterThanOrEqual(44);
      expect(box!.width, name).toBeGreaterThanOrEqual(44);
    }

    // The alarm of a timer that reached zero.
    await page.getByRole('button', { name: 'Editar tiempo' }).click();
    await page.getByLabel('Minutos').fill('0');
    await page.getByLabel('Segundos').fill('1');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByRole('button', { name: 'Iniciar', exact: true }).click();
    const alarm = page.getByRole('alertdialog', { name: '¡Tiempo!' });
    await expect(alarm).toBeVisible();
    await expectNoAxeViolations(page, 'cook mode with the alarm ringing');
    await alarm.getByRole('button', { name: 'Detener' }).click();
    await expect(alarm).toBeHidden();
  });
});


/** A recipe of the signed-in cook, published through the API: a long first step with a picture and a timer. */
async function publishLongSteps(context: BrowserContext, baseURL: string, picture: string | null): Promise<string> {
  const response = await context.request.post('/api/recipes', {
    headers: { origin: baseURL },
    data: recipeInput({
      name: `Sancocho trifásico de la abuela con yuca, mazorca y plátano ${Date.now().toString(36)}`,
      mealType: 'Almuerzo',
      ingredients: ['Costilla de res', 'Pollo', 'Yuca', 'Mazorca', 'Plátano verde'],
      steps: [
        {
          type: 'cocinar',
          instruction: longStep,
          time: '12 min',
          image: picture,
          heatSource: 'Cocina',
          pot: 'Olla grande',
          temperature: 'Media',
          tools: ['Cucharón'],
        },
        { type: 'cocinar', instruction: veryLongStep, time: '5 min', heatSource: 'Cocina', pot: 'Olla grande' },
      ],
    }),
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A real picture for a step: the demo Guacamole's, uploaded again as this cook's own. */
async function uploadStepPicture(page: Page, baseURL: string): Promise<string> {
  const guacamole = (await (await page.request.get(`/api/recipes/${await recipeId(page, 'Guacamole')}`)).json()) as {
    imageUrl: string;
  };
  const picture = await page.request.get(guacamole.imageUrl);
  const response = await page.request.post('/api/uploads', {
    headers: { origin: baseURL },
    multipart: {
      purpose: 'step',
      file: { name: 'guacamole.webp', mimeType: picture.headers()['content-type']!, buffer: await picture.body() },
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { url: string }).url;
}

// About 330 characters: a long step as cooks write them, which must be read whole without scrolling.
const longStep =
  'En la olla grande pon la costilla y el pollo con agua fría, la cebolla larga, el ajo machacado y el cilantro ' +
  'amarrado. Lleva a hervir, espuma con paciencia y baja el fuego; cuando el caldo esté claro añade la mazorca ' +
  'en trozos y el plátano verde partido con la mano, y deja que todo se cocine tapado hasta que la carne ceda.';
// The longest step the editor allows: it scrolls inside its own card, never the page.
const veryLongStep = `${'Remueve con cuidado y prueba la sal del caldo. '.repeat(42)}Sirve.`.slice(0, 2000);

/** The element lies whole between the top and the bottom of the viewport. */
async function expectWhollyInView(page: Page, locator: Locator, what: string) {
  const box = (await locator.boundingBox())!;
  const { height } = page.viewportSize()!;
  expect(box.y, what).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height, what).toBeLessThanOrEqual(height);
}

test('cook mode fits a phone: the step, its timer and «Paso completado» without scrolling; the finish shows the game', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two cooks, three screen sizes and two axe checks: over 30 s on a busy machine.
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 390, height: 844 });
  // Another cook's recipe (publishing one's own would bring the «Primera receta» celebration up here).
  const author = await browser.newContext();
  await signUp(author, baseURL!, 'Abuela');
  const authorPage = await author.newPage();
  const id = await publishLongSteps(author, baseURL!, await uploadStepPicture(authorPage, baseURL!));
  await author.close();
  await page.goto(`/pre-cooking/${id}`);
  await page.getByRole('button', { name: 'Marcar todos' }).click();
  await page.getByRole('button', { name: 'Empezar a cocinar' }).click();

  const instruction = page.locator('#step-instruction');
  const clock = page.getByTestId('timer-clock');
  const done = page.getByRole('button', { name: 'Paso completado' });
  await expect(instruction).toHaveText(longStep);
  await expect(clock).toHaveText('12:00');
  await expectWhollyInView(page, instruction, 'the step text');
  await expectWhollyInView(page, page.getByRole('region', { name: 'Temporizador' }), 'the timer');
  await expect(done).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Siguiente' })).toBeInViewport({ ratio: 1 });
  await expect(page.getByRole('button', { name: 'Iniciar', exact: true })).toBeInViewport({ ratio: 1 });
  const scroll = () =>
    page.evaluate(() => ({ y: window.scrollY, page: document.documentElement.scrollHeight, view: window.innerHeight }));
  expect(await scroll()).toEqual({ y: 0, page: 844, view: 844 });
  await page.screenshot({ path: test.info().outputPath('cook-mode-390x844.png') });
  await expectNoAxeViolations(page);

  // The longest step scrolls inside its card; the page itself never moves and the actions stay in view.
  await done.click();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Paso 2 de 2')).toBeVisible();
  const card = page.getByRole('article');
  expect(await card.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);
  await expectWhollyInView(page, card, 'the step card');
  await card.hover();
  await page.mouse.wheel(0, 2000);
  await expect.poll(() => card.evaluate((el) => el.scrollTop)).toBeGreaterThan(0);
  expect((await scroll()).y).toBe(0);
  await expect(done).toBeInViewport({ ratio: 1 });
  await expectWhollyInView(page, page.getByRole('region', { name: 'Temporizador' }), 'the timer');
  await page.screenshot({ path: test.info().outputPath('cook-mode-long-step-390x844.png') });

  // Still good on a laptop: the step beside its timer, the actions below, nothing to scroll.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(instruction).toHaveText(longStep);
  await expectWhollyInView(page, instruction, 'the step text at 1280×800');
  await expect(done).toBeInViewport({ ratio: 1 });
  expect((await scroll()).y).toBe(0);
  await page.screenshot({ path: test.info().outputPath('cook-mode-1280x800.png') });

  // The finished screen on the phone: its title, the XP and the first action in view.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await done.click();
  await page.getByRole('button', { name: 'Finalizar' }).click();
  await expect(page.getByRole('heading', { name: '¡Receta terminada!' })).toBeInViewport();
  await expect(page.getByText(/^\+\d+ XP$/)).toBeInViewport();
  await expect(page.getByText(/^Racha de \d+ semanas?$/)).toBeInViewport();
  await expect(page.getByText(/^Nivel \d+ · /)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publicar en el Feed' })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: test.info().outputPath('finished-390x844.png') });
  await expectNoAxeViolations(page);
});
