// Issue 17's blocks in a real browser: «Bloquear» from a cook's post menu makes all their posts vanish
// from the feed; «Cuentas bloqueadas» on the own profile undoes it; the cook's profile page (/users/:id,
// opened from their name) blocks and unblocks too.
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures/axe.ts';
import { apiPublish, openFeed, postCard } from './fixtures/feed.ts';
import { signUp } from './fixtures/session.ts';
import { dismissToast } from './fixtures/toast.ts';

test('block a cook from their post: all their posts vanish from the feed, and «Cuentas bloqueadas» brings them back', async ({ page, context, baseURL, browser }) => {
  const rudeContext = await browser.newContext({ baseURL, locale: 'es-ES' });
  const rude = await signUp(rudeContext, baseURL!, 'Cocinero Grosero');
  const first = 'Tu arepa es la peor que he visto';
  const second = 'Y tu pabellón también, sin duda';
  await apiPublish(rudeContext.request, baseURL!, first);
  const { userId: rudeId } = await apiPublish(rudeContext.request, baseURL!, second);

  await signUp(context, baseURL!, 'Cocinera Paciente');
  const mine = 'Mi arepa reina pepiada';
  await apiPublish(context.request, baseURL!, mine);
  await openFeed(page);
  await expect(postCard(page, first)).toBeVisible();
  await expect(postCard(page, second)).toBeVisible();

  await postCard(page, second).getByRole('button', { name: 'Reportar o bloquear' }).click();
  await expect(page.getByRole('menuitem', { name: 'Reportar' })).toBeVisible();
  await expectNoAxeViolations(page, 'post menu');
  await page.getByRole('menuitem', { name: 'Bloquear' }).click();
  const confirm = page.getByRole('dialog', { name: `¿Bloquear a ${rude.name}?` });
  await expect(confirm).toContainText('No se le avisará.');
  await confirm.getByRole('button', { name: 'Bloquear' }).click();
  await dismissToast(page, `Bloqueaste a ${rude.name}.`, 'success');
  await expect(postCard(page, first)).toHaveCount(0);
  await expect(postCard(page, second)).toHaveCount(0);
  await expect(postCard(page, mine)).toBeVisible();
  await page.reload();
  await expect(postCard(page, mine)).toBeVisible();
  await expect(postCard(page, first)).toHaveCount(0);

  // They can no longer like this cook's posts, and are not told why.
  const ownPost = (await (await context.request.get('/api/posts')).json()).items.find((post: { text: string }) => post.text === mine) as { id: string };
  const like = await rudeContext.request.put(`/api/posts/${ownPost.id}/like`, { headers: { origin: baseURL! } });
  expect(like.status()).toBe(403);
  expect((await like.json()).error.message).toBe('No puedes interactuar con esta publicación.');

  // «Cuentas bloqueadas» on the own profile.
  await page.goto('/profile');
  const blocked = page.getByRole('region', { name: 'Cuentas bloqueadas' });
  await expect(blocked.getByText(rude.name)).toBeVisible();
  await expectNoAxeViolations(page, 'profile with blocked accounts');
  await blocked.getByRole('button', { name: `Desbloquear a ${rude.name}` }).click();
  await dismissToast(page, `Desbloqueaste a ${rude.name}.`, 'success');
  await expect(blocked.getByText('No has bloqueado a nadie.')).toBeVisible();
  await openFeed(page);
  await expect(postCard(page, first)).toBeVisible();

  // Their profile, opened from their name, blocks and unblocks as well.
  await postCard(page, first).getByRole('link', { name: rude.name }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${rudeId}$`));
  const profile = page.getByRole('region', { name: `Perfil de ${rude.name}` });
  await expect(profile.getByRole('heading', { name: rude.name })).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Seguir', exact: true })).toBeVisible();
  await expectNoAxeViolations(page, '/users/:id');
  await profile.getByRole('button', { name: 'Bloquear' }).click();
  await page.getByRole('dialog', { name: `¿Bloquear a ${rude.name}?` }).getByRole('button', { name: 'Bloquear' }).click();
  await dismissToast(page, `Bloqueaste a ${rude.name}.`, 'success');
  await expect(profile.getByRole('button', { name: 'Desbloquear' })).toBeVisible();
  await expect(profile.getByRole('button', { name: 'Seguir', exact: true })).toHaveCount(0);
  await openFeed(page);
  await expect(postCard(page, first)).toHaveCount(0);

  await rudeContext.close();
});
