// The community feed in a real browser: publishing (from a finished recipe, with a photo), likes,
// comments arriving live in a second browser, follow, favourites, the owner's edit and delete.
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { apiPublish, openFeed, postCard, type ApiPost } from './fixtures/feed.ts';
import { closeCelebration } from './fixtures/celebration.ts';
import { signUp, type Cook } from './fixtures/session.ts';
import { dismissToast } from './fixtures/toast.ts';

async function apiPost(request: APIRequestContext, id: string): Promise<ApiPost & { likedByMe: boolean }> {
  const response = await request.get(`/api/posts/${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as ApiPost & { likedByMe: boolean };
}

/** A second cook in their own browser context (own cookies, own live connection). */
async function secondCook(browser: Browser, baseURL: string, name: string): Promise<{ context: BrowserContext; page: Page; cook: Cook }> {
  const context = await browser.newContext({ baseURL, locale: 'es-ES' });
  const cook = await signUp(context, baseURL, name);
  return { context, page: await context.newPage(), cook };
}

const photo = () => sharp({ create: { width: 320, height: 240, channels: 3, background: '#15803d' } }).png().toBuffer();

test('publish from a finished recipe: the composer comes prefilled, the cook adds words and a photo', async ({ page, context, baseURL }) => {
  const cook = await signUp(context, baseURL!, 'Cocinera Feliz');
  const recipes = (await (await context.request.get('/api/recipes')).json()) as { items: { id: string; name: string; imageUrl: string | null }[] };
  const recipe = recipes.items[0]!;
  expect(recipe).toBeDefined();

  // The cooking screen navigates to /feed with the router state { fromRecipe }; here a popstate hands
  // the same state to the router (history.state.usr is where React Router keeps it).
  await page.goto('/menu');
  await expect(page.getByRole('link', { name: /Comunidad/ })).toBeVisible();
  await page.evaluate((fromRecipe) => {
    window.history.pushState({ usr: { fromRecipe }, key: 'e2e', idx: 1 }, '', '/feed');
    window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
  }, recipe);
  await expect(page).toHaveURL(/\/feed$/);

  const composer = page.getByLabel('¿Qué cocinaste hoy?');
  await expect(composer).toHaveValue(`¡Acabo de cocinar ${recipe.name}! 🍳`);
  await expect(page.getByRole('link', { name: new RegExp(`Receta: ${recipe.name}`) }).first()).toHaveAttribute('href', `/recipes?receta=${recipe.id}`);

  await composer.fill(`¡Acabo de cocinar ${recipe.name}! Quedó buenísima, la repito el domingo.`);
  await page.getByLabel('Foto', { exact: true }).setInputFiles({ name: 'mi plato.png', mimeType: 'image/png', buffer: await photo() });
  await expect(page.getByRole('img', { name: 'Vista previa de la foto' })).toBeVisible();
  const publish = page.getByRole('button', { name: 'Publicar' });
  await publish.click();
  // The cook's first post with a photo earns its medal, celebrated right here.
  await closeCelebration(page, 'Un plato de foto');

  const post = postCard(page, 'Quedó buenísima');
  await expect(post).toBeVisible();
  await expect(post.getByRole('heading', { name: cook.name })).toBeVisible();
  await expect(post.getByText(/ahora|hace \d+ min/)).toBeVisible();
  await expect(post.getByRole('link', { name: `Receta: ${recipe.name}` })).toHaveAttribute('href', `/recipes?receta=${recipe.id}`);
  const image = post.getByRole('img', { name: `Foto publicada por ${cook.name}` });
  await expect(image).toHaveAttribute('src', /^\/api\/files\/posts\/\d+_[0-9a-f]{24}_mi-plato\.webp$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(composer).toHaveValue('');
  await expect(page.getByRole('img', { name: 'Vista previa de la foto' })).toBeHidden();

  // The finished recipe no longer prefills the composer once published, even after a reload.
  await page.reload();
  await expect(page.getByLabel('¿Qué cocinaste hoy?')).toHaveValue('');
  await expect(postCard(page, 'Quedó buenísima')).toBeVisible();
});

test('an empty post is refused, and HTML in a post is shown as text', async ({ page, context, baseURL }) => {
  await signUp(context, baseURL!, 'Cocinera Cauta');
  await openFeed(page);
  await page.getByRole('button', { name: 'Publicar' }).click();
  await dismissToast(page, 'La publicación no puede estar vacía.', 'error');

  const html = '<b>negrita</b><script>window.hacked = true</script><img src=x onerror="window.hacked = true">';
  await page.getByLabel('¿Qué cocinaste hoy?').fill(html);
  await page.getByRole('button', { name: 'Publicar' }).click();
  await expect(page.getByText(html, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => (window as { hacked?: boolean }).hacked)).toBeUndefined();

  // Long text is clamped to 3 lines with a way to read the rest (SPEC §9).
  const long = `Receta larga: ${'sofríe la cebolla, añade el ajo y deja reducir a fuego lento. '.repeat(12)}Fin de la historia.`;
  await apiPublish(context.request, baseURL!, long);
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as { shifts?: number[] }).shifts = shifts;
    new PerformanceObserver((list) => shifts.push(...list.getEntries().map((entry) => (entry as PerformanceEntry & { value: number }).value))).observe({ type: 'layout-shift', buffered: true });
  });
  await page.reload();
  const post = postCard(page, 'Receta larga');
  const text = post.getByText(/^Receta larga/);
  // «Ver más» is there in the first frame that shows the text: nothing below it moves once drawn.
  await expect(post.getByRole('button', { name: 'Ver más' })).toBeVisible();
  expect(await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(() => resolve((window as { shifts?: number[] }).shifts), 0))))).toEqual([]);
  const clampedHeight = await text.evaluate((element) => element.clientHeight);
  const lineHeight = await text.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight));
  expect(clampedHeight).toBeLessThanOrEqual(Math.ceil(lineHeight * 3) + 1);
  await post.getByRole('button', { name: 'Ver más' }).click();
  await expect(post.getByRole('button', { name: 'Ver menos' })).toHaveAttribute('aria-expanded', 'true');
  expect(await text.evaluate((element) => element.clientHeight)).toBeGreaterThan(clampedHeight * 2);
});

test('like and unlike, with a double click ending exact', async ({ page, context, baseURL, browser }) => {
  const other = await secondCook(browser, baseURL!, 'Autora');
  const post = await apiPublish(other.context.request, baseURL!, 'Cachapas con queso de mano');
  await signUp(context, baseURL!, 'Fan');
  await openFeed(page);

  const like = postCard(page, post.text).getByRole('button', { name: /Me gusta/ });
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect(like).toContainText('0');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(like).toContainText('1');
  await expect.poll(async () => (await apiPost(context.request, post.id)).likesCount).toBe(1);

  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(async () => (await apiPost(context.request, post.id)).likesCount).toBe(0);

  await like.dblclick();
  await expect
    .poll(async () => {
      const state = await apiPost(context.request, post.id);
      return state.likesCount === (state.likedByMe ? 1 : 0);
    })
    .toBe(true);
  const settled = await apiPost(context.request, post.id);
  await page.reload();
  await expect(like).toHaveAttribute('aria-pressed', String(settled.likedByMe));
  await expect(like).toContainText(String(settled.likesCount));
  await other.context.close();
});

test('a comment, a like and a new post from another cook appear live in a second browser', async ({ page, context, baseURL, browser }) => {
  await signUp(context, baseURL!, 'Anfitriona');
  const post = await apiPublish(context.request, baseURL!, 'Pabellón criollo del domingo');
  await openFeed(page);
  const mine = postCard(page, post.text);
  await mine.getByRole('button', { name: /comentarios/ }).click();
  await expect(mine.getByText('Aún no hay comentarios. ¡Sé el primero!')).toBeVisible();

  const guest = await secondCook(browser, baseURL!, 'Invitado');
  await openFeed(guest.page);
  const theirs = postCard(guest.page, post.text);
  await theirs.getByRole('button', { name: /comentarios/ }).click();
  await theirs.getByRole('button', { name: 'Comentar', exact: true }).click();
  await dismissToast(guest.page, 'El comentario no puede estar vacío.', 'error');
  await theirs.getByLabel('Escribe un comentario').fill('¡Se ve espectacular! ¿Lleva tajadas?');
  await theirs.getByRole('button', { name: 'Comentar', exact: true }).click();
  await expect(theirs.getByText('¡Se ve espectacular! ¿Lleva tajadas?')).toBeVisible();

  // The host never reloads: the comment, the count, the like and the new post arrive live.
  await expect(mine.getByText('¡Se ve espectacular! ¿Lleva tajadas?')).toBeVisible();
  await expect(mine.getByText('Invitado', { exact: true })).toBeVisible();
  await expect(mine.getByRole('button', { name: /1 comentario/ })).toBeVisible();
  await theirs.getByRole('button', { name: /Me gusta/ }).click();
  await expect(mine.getByRole('button', { name: /Me gusta/ })).toContainText('1');
  await apiPublish(guest.context.request, baseURL!, 'Recién salido del horno: pan de jamón');
  await expect(postCard(page, 'Recién salido del horno: pan de jamón')).toBeVisible();
  await guest.context.close();
});

test('follow a cook and save a post; no follow button and no menu on what is not mine', async ({ page, context, baseURL, browser }) => {
  const chef = await secondCook(browser, baseURL!, 'Chef Seguible');
  // Texts of this run only: a retry must not find the posts of the run before it.
  const run = Date.now();
  const post = await apiPublish(chef.context.request, baseURL!, `Asopado de mariscos ${run}`);
  await signUp(context, baseURL!, 'Seguidora');
  const own = await apiPublish(context.request, baseURL!, `Mi propia arepa ${run}`);
  await openFeed(page);

  const theirs = postCard(page, post.text);
  await expect(theirs.getByRole('button', { name: 'Opciones de la publicación' })).toHaveCount(0);
  await expect(postCard(page, own.text).getByRole('button', { name: /^(Seguir|Siguiendo)$/ })).toHaveCount(0);

  // The button changes at once; the reload waits for the server's answer, or the page after it could be read first.
  const followed = page.waitForResponse((response) => response.url().endsWith('/follow') && response.request().method() === 'PUT');
  await theirs.getByRole('button', { name: 'Seguir', exact: true }).click();
  await expect(theirs.getByRole('button', { name: 'Siguiendo', exact: true })).toBeVisible();
  expect((await followed).ok()).toBe(true);
  await page.reload();
  await expect(theirs.getByRole('button', { name: 'Siguiendo', exact: true })).toBeVisible();
  const profile = await (await chef.context.request.get(`/api/users/${(await (await chef.context.request.get('/api/me')).json()).id}`)).json();
  expect(profile.followersCount).toBe(1);
  await theirs.getByRole('button', { name: 'Siguiendo', exact: true }).click();
  await expect(theirs.getByRole('button', { name: 'Seguir', exact: true })).toBeVisible();

  const save = theirs.getByRole('button', { name: 'Guardar en favoritos' });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await expect
    .poll(async () => ((await (await context.request.get('/api/me/favorite-posts')).json()) as { items: ApiPost[] }).items.map((p) => p.id))
    .toEqual([post.id]);
  await page.reload();
  await expect(save).toHaveAttribute('aria-pressed', 'true');
  await chef.context.close();
});

test('the owner edits the text and photo of a post, then deletes it after confirming', async ({ page, context, baseURL }) => {
  await signUp(context, baseURL!, 'Editora');
  await apiPublish(context.request, baseURL!, 'Tostones con ajo');
  await openFeed(page);
  const post = postCard(page, 'Tostones con ajo');

  await post.getByRole('button', { name: 'Opciones de la publicación' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  await post.getByLabel('Texto de la publicación').fill('Tostones con ajo y guasacaca');
  await post.getByLabel('Añadir foto').setInputFiles({ name: 'tostones.png', mimeType: 'image/png', buffer: await photo() });
  await post.getByRole('button', { name: 'Guardar', exact: true }).click();
  await expect(page.locator('[data-toast-type="success"]').filter({ hasText: 'Publicación actualizada.' })).toBeVisible();
  // A photo added to a post that had none is the cook's first photo: its medal is celebrated, at once or once
  // the page has settled (the toast may be gone by then).
  await closeCelebration(page, 'Un plato de foto');
  const edited = postCard(page, 'Tostones con ajo y guasacaca');
  await expect(edited.getByRole('img', { name: /Foto publicada por/ })).toHaveAttribute('src', /^\/api\/files\/posts\/\d+_[0-9a-f]{24}_tostones\.webp$/);
  await page.reload();
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: 'Opciones de la publicación' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm).toContainText('Confirmar Acción');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(edited).toBeVisible();

  await edited.getByRole('button', { name: 'Opciones de la publicación' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirmar' }).click();
  await expect(edited).toHaveCount(0);
  await page.reload();
  await expect(page.getByText('Tostones con ajo y guasacaca')).toHaveCount(0);
});

test('more posts load as the cook scrolls, and an empty feed says so', async ({ page, context, baseURL }) => {
  await signUp(context, baseURL!, 'Lectora');
  for (let i = 1; i <= 13; i += 1) await apiPublish(context.request, baseURL!, `Receta del día #${i}.`);
  await openFeed(page);
  await expect(postCard(page, 'Receta del día #13.')).toBeVisible();
  await expect(postCard(page, 'Receta del día #1.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Cargar más' }).scrollIntoViewIfNeeded();
  await expect(postCard(page, 'Receta del día #1.')).toBeVisible();

  await page.route('**/api/posts', (route) => route.fulfill({ json: { items: [], nextCursor: null } }));
  await page.reload();
  await expect(page.getByText('No hay publicaciones para mostrar.')).toBeVisible();
});

test('the feed has no axe violations with comments and the owner menu open', async ({ page, context, baseURL }) => {
  await signUp(context, baseURL!, 'Revisora');
  const post = await apiPublish(context.request, baseURL!, `Una publicación para revisar la accesibilidad ${Date.now()}`);
  await context.request.post(`/api/posts/${post.id}/comments`, { headers: { origin: baseURL! }, data: { text: 'Comentario de prueba' } });
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await openFeed(page);
    await expectNoAxeViolations(page);
    const mine = postCard(page, post.text);
    await mine.getByRole('button', { name: /comentario/ }).click();
    await expect(mine.getByText('Comentario de prueba')).toBeVisible();
    // The comment list has a maximum height and scrolls (SPEC §9).
    const list = mine.getByRole('list', { name: 'Comentarios' });
    expect(await list.evaluate((element) => [getComputedStyle(element).overflowY, getComputedStyle(element).maxHeight])).toEqual(['auto', '256px']);
    await mine.getByRole('button', { name: 'Opciones de la publicación' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await expectNoAxeViolations(page);
  }
});

// A tap is drawn at once; its request must outlive a page left right after it (fetch's keepalive, lib/api.ts).
test('a follow and a like tapped right before leaving the page are kept', async ({ page, context, baseURL, browser }) => {
  const chef = await secondCook(browser, baseURL!, 'Chef Apurada');
  const post = await apiPublish(chef.context.request, baseURL!, `Cachapa con queso de mano ${Date.now()}`);
  await signUp(context, baseURL!, 'Cocinera con Prisa');
  await openFeed(page);
  const card = postCard(page, post.text);
  await expect(card.getByRole('button', { name: 'Seguir', exact: true })).toBeVisible();

  // A slow link: the requests have not reached the server when the page is left.
  const held: Promise<void>[] = [];
  await page.route(/\/api\/(posts\/[^/]+\/like|users\/[^/]+\/follow)$/, (route) => {
    held.push(page.waitForURL('about:blank').then(() => route.continue()).catch(() => undefined));
  });
  await card.getByRole('button', { name: 'Seguir', exact: true }).click();
  await card.getByRole('button', { name: /Me gusta/ }).click();
  await expect(card.getByRole('button', { name: 'Siguiendo', exact: true })).toBeVisible();
  await page.goto('about:blank');
  await Promise.all(held);

  await expect.poll(async () => (await apiPost(chef.context.request, post.id)).likesCount).toBe(1);
  const chefId = ((await (await chef.context.request.get('/api/me')).json()) as { id: string }).id;
  const profile = async () => (await (await chef.context.request.get(`/api/users/${chefId}`)).json()) as { followersCount: number };
  await expect.poll(async () => (await profile()).followersCount).toBe(1);
  await chef.context.close();
});
