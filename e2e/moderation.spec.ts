// Issue 17 in a real browser: a cook reports a post from its menu and, once REPORT_HIDE_THRESHOLD (3, the
// default) different cooks reported it, it leaves a third cook's feed live while its author sees it «En
// revisión»; the moderation screen (MODERATOR_EMAILS names one e2e account) restores one item and removes
// another, whose author is told at their next visit; anyone else is sent from /moderation to /menu.
import { expect, test, type APIRequestContext, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { e2eModeratorEmail } from '../playwright.config.ts';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { apiPublish, openFeed, postCard } from './fixtures/feed.ts';
import { skipIntro } from './fixtures/intro.ts';
import { password, signUp } from './fixtures/session.ts';
import { dismissToast } from './fixtures/toast.ts';

async function apiReport(request: APIRequestContext, baseURL: string, postId: string, reason: string, note?: string): Promise<number> {
  const response = await request.post('/api/reports', { headers: { origin: baseURL }, data: { targetType: 'post', targetId: postId, reason, note } });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return response.status();
}

/** A cook in their own browser context (own cookies, own live connection). */
async function cookIn(browser: Browser, baseURL: string, name: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL, locale: 'es-ES' });
  await signUp(context, baseURL, name);
  return { context, page: await context.newPage() };
}

/** Cooks who each report the post once through the API. */
async function reportedByOthers(browser: Browser, baseURL: string, postId: string, reasons: string[]): Promise<void> {
  for (const [index, reason] of reasons.entries()) {
    const { context } = await cookIn(browser, baseURL, `Reportero ${index + 1}`);
    await apiReport(context.request, baseURL, postId, reason, index === 0 ? 'Vende cosas en cada publicación' : undefined);
    await context.close();
  }
}

test('a post reported from its menu leaves a third cook’s feed live at the threshold, and its author sees «En revisión»', async ({ page, context, baseURL, browser }) => {
  const author = await cookIn(browser, baseURL!, 'Vendedora Insistente');
  const text = 'Compra mis ollas mágicas en este enlace';
  const post = await apiPublish(author.context.request, baseURL!, text);

  const viewer = await cookIn(browser, baseURL!, 'Lectora Tranquila');
  await openFeed(viewer.page);
  await expect(postCard(viewer.page, text)).toBeVisible();

  await signUp(context, baseURL!, 'Reportera');
  await openFeed(page);
  const theirs = postCard(page, text);
  await theirs.getByRole('button', { name: 'Reportar o bloquear' }).click();
  await page.getByRole('menuitem', { name: 'Reportar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reportar' });
  await expect(dialog).toBeVisible();
  // Sending without a reason says which ones there are.
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
  await dismissToast(page, 'Elige un motivo: Spam, Ofensivo o acoso, Peligroso para la salud u Otro.', 'error');
  for (const reason of ['Spam', 'Ofensivo o acoso', 'Peligroso para la salud', 'Otro']) await expect(dialog.getByRole('radio', { name: reason })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Spam' }).check();
  await dialog.getByLabel('Nota (opcional)').fill('Publica lo mismo todos los días');
  await expect(dialog.getByText('31/500')).toBeVisible();
  await expectNoAxeViolations(page, 'report dialog');
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
  await dismissToast(page, 'Gracias, lo revisaremos.', 'success');
  await expect(dialog).toBeHidden();

  // A second report by the same cook changes nothing and is thanked the same.
  await theirs.getByRole('button', { name: 'Reportar o bloquear' }).click();
  await page.getByRole('menuitem', { name: 'Reportar' }).click();
  await dialog.getByRole('radio', { name: 'Otro' }).check();
  await dialog.getByRole('button', { name: 'Enviar reporte' }).click();
  await dismissToast(page, 'Gracias, lo revisaremos.', 'success');
  await expect(postCard(viewer.page, text)).toBeVisible();

  // Two more cooks make three: the post leaves the third cook's feed without a reload.
  await reportedByOthers(browser, baseURL!, post.id, ['spam', 'offensive']);
  await expect(postCard(viewer.page, text)).toHaveCount(0);
  await openFeed(viewer.page);
  await expect(postCard(viewer.page, text)).toHaveCount(0);

  // Its author still sees it, marked.
  await openFeed(author.page);
  const own = postCard(author.page, text);
  await expect(own.getByText('En revisión')).toBeVisible();
  await expect(own.getByText('Varios cocineros reportaron esto')).toBeVisible();
  await expectNoAxeViolations(author.page, 'post under review');

  await Promise.all([author.context.close(), viewer.context.close()]);
});

test('moderation: a moderator restores one item and removes another, whose author is told at their next visit; anyone else lands on /menu', async ({ page, context, baseURL, browser }) => {
  const author = await cookIn(browser, baseURL!, 'Autora Reportada');
  const kept = 'Mi receta de sancocho, ¡sin trampas!';
  const removed = 'Enlace sospechoso para ganar dinero';
  const keptPost = await apiPublish(author.context.request, baseURL!, kept);
  const removedPost = await apiPublish(author.context.request, baseURL!, removed);
  await reportedByOthers(browser, baseURL!, keptPost.id, ['offensive', 'offensive', 'other']);
  await reportedByOthers(browser, baseURL!, removedPost.id, ['spam', 'spam', 'dangerous']);

  // Someone who is not a moderator: no entry in the menu, and /moderation sends them back.
  const cook = await cookIn(browser, baseURL!, 'Cocinera Curiosa');
  await cook.page.goto('/menu');
  await expect(cook.page.getByRole('link', { name: /Comunidad/ })).toBeVisible();
  await expect(cook.page.getByRole('link', { name: /Moderación/ })).toHaveCount(0);
  await cook.page.goto('/moderation');
  await expect(cook.page).toHaveURL(/\/menu$/);
  expect((await cook.context.request.get('/api/moderation/reports')).status()).toBe(403);

  // The moderator.
  await skipIntro(context);
  const signUpAnswer = await context.request.post('/api/auth/sign-up/email', {
    headers: { origin: baseURL! },
    data: { email: e2eModeratorEmail, password, name: 'Moderadora' },
  });
  expect(signUpAnswer.ok(), await signUpAnswer.text()).toBe(true);
  await page.goto('/menu');
  await page.getByRole('link', { name: /Moderación/ }).click();
  await expect(page).toHaveURL(/\/moderation$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Moderación' })).toBeVisible();
  const keptItem = page.getByRole('article').filter({ hasText: kept });
  const removedItem = page.getByRole('article').filter({ hasText: removed });
  await expect(keptItem).toBeVisible();
  await expect(removedItem).toBeVisible();
  // Newest report first: the removed post's reports came last.
  await expect(page.getByRole('article').first()).toContainText(removed);
  await expect(removedItem.getByText('Publicación', { exact: true })).toBeVisible();
  await expect(removedItem.getByText('Oculto', { exact: true })).toBeVisible();
  await expect(removedItem.getByText('3 reportes')).toBeVisible();
  await expect(removedItem.getByText('de Autora Reportada')).toBeVisible();
  await expect(removedItem.getByRole('listitem').filter({ hasText: 'Spam · 2' })).toBeVisible();
  await expect(removedItem.getByRole('listitem').filter({ hasText: 'Peligroso para la salud · 1' })).toBeVisible();
  await expect(removedItem.getByText('Vende cosas en cada publicación')).toBeVisible();
  await expectNoAxeViolations(page, '/moderation');

  await cook.page.goto('/feed');
  await expect(cook.page.getByRole('heading', { level: 1, name: 'Comunidad' })).toBeVisible();
  await expect(cook.page.getByText('Cargando publicaciones...')).toBeHidden();
  await expect(postCard(cook.page, kept)).toHaveCount(0);

  // «Restaurar»: the item leaves the queue and is back in everyone's feed.
  await keptItem.getByRole('button', { name: 'Restaurar' }).click();
  await dismissToast(page, 'Restaurado: vuelve a verse.', 'success');
  await expect(keptItem).toHaveCount(0);
  await expect(postCard(cook.page, kept)).toBeVisible();

  // «Eliminar», after confirming.
  await removedItem.getByRole('button', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('dialog', { name: '¿Eliminar este contenido?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await dismissToast(page, 'Eliminado.', 'success');
  await expect(removedItem).toHaveCount(0);
  expect((await author.context.request.get(`/api/posts/${removedPost.id}`)).status()).toBe(404);

  // Its author is told why at their next visit, once.
  await author.page.goto('/menu');
  const notice = author.page.getByRole('dialog', { name: 'Un moderador eliminó contenido tuyo' });
  await expect(notice).toContainText(`Se eliminó tu publicación «${removed}» por: Spam.`);
  await expectNoAxeViolations(author.page, 'notice of removed content');
  await notice.getByRole('button', { name: 'Entendido' }).click();
  await expect(notice).toBeHidden();
  await expect.poll(async () => (await (await author.context.request.get('/api/me/notices')).json()).items.length).toBe(0);
  await author.page.reload();
  await expect(author.page.getByRole('link', { name: /Comunidad/ })).toBeVisible();
  await expect(notice).toHaveCount(0);

  await Promise.all([author.context.close(), cook.context.close()]);
});
