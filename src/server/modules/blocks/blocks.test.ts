// Blocking cooks on a real database: the block itself, the follows it ends, bad input and the list.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BlockedUser } from '#shared/contract/moderation.ts';
import type { Page } from '#shared/contract/page.ts';
import { moderation as texts } from '#shared/i18n/moderation.ts';
import { createTestApp, errorOf, type TestApp, type TestUser } from '../../test/harness.ts';
import { socialKit } from '../../test/social-kit.ts';
import { createRecipe } from '../recipes/recipes.test-kit.ts';

let t: TestApp;
const { publish, row, profileOf } = socialKit(() => t);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const block = (user: TestUser, target: string) => t.request({ method: 'PUT', url: `/api/users/${target}/block`, user });
const unblock = (user: TestUser, target: string) => t.request({ method: 'DELETE', url: `/api/users/${target}/block`, user });
const follow = (user: TestUser, target: string) => t.request({ method: 'PUT', url: `/api/users/${target}/follow`, user });

describe('blocking', () => {
  it('is idempotent both ways and shows as blockedByMe on the profile, to the blocker only', async () => {
    const ana = await t.signUp('Ana');
    const beto = await t.signUp('Beto');
    for (let i = 0; i < 2; i++) {
      const response = await block(ana, beto.id);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ blockedByMe: true });
    }
    expect((await t.request({ method: 'GET', url: `/api/users/${beto.id}`, user: ana })).json()).toMatchObject({ blockedByMe: true });
    expect((await t.request({ method: 'GET', url: `/api/users/${ana.id}`, user: beto })).json()).toMatchObject({ blockedByMe: false });
    expect((await t.request({ method: 'GET', url: `/api/users/${beto.id}` })).json()).toMatchObject({ blockedByMe: false });
    for (let i = 0; i < 2; i++) expect((await unblock(ana, beto.id)).json()).toEqual({ blockedByMe: false });
    expect((await t.request({ method: 'GET', url: `/api/users/${beto.id}`, user: ana })).json()).toMatchObject({ blockedByMe: false });
  });

  it('refuses yourself (400), a missing cook (404) and signed-out visitors (401) in Spanish', async () => {
    const ana = await t.signUp('Ana');
    const self = await block(ana, ana.id);
    expect(self.statusCode).toBe(400);
    expect(errorOf(self)).toEqual({ code: 'BLOCK_SELF', message: texts.errors.blockSelf });
    for (const response of [await block(ana, 'no-existe-nadie'), await unblock(ana, 'no-existe-nadie')]) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe(texts.errors.userNotFound);
    }
    expect((await block(ana, 'x'.repeat(101))).statusCode).toBe(400);
    const anonymous = await t.request({ method: 'PUT', url: `/api/users/${ana.id}/block` });
    expect(anonymous.statusCode).toBe(401);
    const list = await t.request({ method: 'GET', url: '/api/me/blocks', user: ana });
    expect(list.json()).toEqual({ items: [], nextCursor: null });
  });

  it('ends the follows between both cooks in both directions with exact counters', async () => {
    const ana = await t.signUp('Ana');
    const beto = await t.signUp('Beto');
    const carla = await t.signUp('Carla');
    await follow(ana, beto.id);
    await follow(beto, ana.id);
    await follow(carla, beto.id);
    expect(await profileOf(beto.id)).toMatchObject({ followers_count: 2, following_count: 1 });
    await block(ana, beto.id);
    expect(await profileOf(ana.id)).toMatchObject({ followers_count: 0, following_count: 0 });
    expect(await profileOf(beto.id)).toMatchObject({ followers_count: 1, following_count: 0 });
    expect((await t.request({ method: 'GET', url: `/api/users/${beto.id}`, user: ana })).json()).toMatchObject({ followedByMe: false, followersCount: 1 });
    // Unblocking does not bring the follows back.
    await unblock(ana, beto.id);
    expect(await profileOf(ana.id)).toMatchObject({ followers_count: 0, following_count: 0 });
  });

  it('stays exact when the block races follows in both directions', async () => {
    const ana = await t.signUp('Ana');
    const beto = await t.signUp('Beto');
    await Promise.all([follow(beto, ana.id), follow(ana, beto.id), block(ana, beto.id), follow(beto, ana.id)]);
    // Whatever order they ran in, no follow survives a block and the counters match the rows.
    expect(await profileOf(ana.id)).toMatchObject({ followers_count: 0, following_count: 0 });
    expect(await profileOf(beto.id)).toMatchObject({ followers_count: 0, following_count: 0 });
  });

  it('lists the blocked cooks newest first, 20 a page, and refuses a tampered cursor', async () => {
    const ana = await t.signUp('Ana');
    const cooks = [];
    for (let i = 0; i < 22; i++) cooks.push(await t.signUp(`Cocinero${i}`));
    for (const cook of cooks) await block(ana, cook.id);
    const first = (await t.request({ method: 'GET', url: '/api/me/blocks', user: ana })).json() as Page<BlockedUser>;
    expect(first.items).toHaveLength(20);
    expect(first.items[0]).toMatchObject({ id: cooks[21]!.id, username: 'Cocinero21', profilePictureUrl: null });
    expect(Date.parse(first.items[0]!.blockedAt)).toBeGreaterThan(Date.now() - 60_000);
    const second = (await t.request({ method: 'GET', url: `/api/me/blocks?cursor=${first.nextCursor}`, user: ana })).json() as Page<BlockedUser>;
    expect(second.items.map((item) => item.id)).toEqual([cooks[1]!.id, cooks[0]!.id]);
    expect(second.nextCursor).toBeNull();
    for (const cursor of ['nope', Buffer.from('["2026-02-30T00:00:00.000000Z","x"]').toString('base64url')]) {
      const bad = await t.request({ method: 'GET', url: `/api/me/blocks?cursor=${cursor}`, user: ana });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).code).toBe('INVALID_CURSOR');
    }
    expect((await t.request({ method: 'GET', url: '/api/me/blocks' })).statusCode).toBe(401);
  });
});

describe('a block between two cooks', () => {
  const count = async (query: ReturnType<typeof sql>) => Number((await row<{ n: number }>(query))?.n);

  it('refuses the blocked cook commenting, liking and following, with words that do not reveal the block', async () => {
    const ana = await t.signUp('Ana');
    const beto = await t.signUp('Beto');
    const post = await publish(ana, { text: 'Mi arepa' });
    const recipeId = await createRecipe(t, ana);
    await block(ana, beto.id);
    const attempts = [
      await t.request({ method: 'POST', url: `/api/posts/${post.id}/comments`, user: beto, payload: { text: 'hola' } }),
      await t.request({ method: 'POST', url: `/api/recipes/${recipeId}/comments`, user: beto, payload: { comment: 'hola' } }),
      await t.request({ method: 'PUT', url: `/api/posts/${post.id}/like`, user: beto }),
      await follow(beto, ana.id),
    ];
    for (const response of attempts) {
      expect(response.statusCode, response.body).toBe(403);
      expect(errorOf(response)).toEqual({ code: 'FORBIDDEN', message: 'No puedes interactuar con esta publicación.' });
    }
    expect(await count(sql`SELECT count(*)::int AS n FROM post_comments WHERE post_id = ${post.id}`)).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM recipe_comments WHERE recipe_id = ${recipeId}`)).toBe(0);
    expect(await count(sql`SELECT likes_count AS n FROM posts WHERE id = ${post.id}`)).toBe(0);
    expect(await profileOf(ana.id)).toMatchObject({ followers_count: 0 });
    // Taking a like back is never refused.
    expect((await t.request({ method: 'DELETE', url: `/api/posts/${post.id}/like`, user: beto })).statusCode).toBe(200);
  });

  it('refuses the blocker too, who can still unblock; unblocking lets both interact again', async () => {
    const ana = await t.signUp('Ana');
    const beto = await t.signUp('Beto');
    const betoPost = await publish(beto, { text: 'Tequeños' });
    const anaPost = await publish(ana, { text: 'Cachapas' });
    await block(ana, beto.id);
    for (const response of [
      await t.request({ method: 'PUT', url: `/api/posts/${betoPost.id}/like`, user: ana }),
      await t.request({ method: 'POST', url: `/api/posts/${betoPost.id}/comments`, user: ana, payload: { text: 'hola' } }),
      await follow(ana, beto.id),
    ]) {
      expect(response.statusCode, response.body).toBe(403);
      expect(errorOf(response).message).toBe(texts.errors.cannotInteract);
    }
    // Their own content stays theirs to use.
    const own = await t.request({ method: 'POST', url: `/api/posts/${anaPost.id}/comments`, user: ana, payload: { text: 'mío' } });
    expect(own.statusCode, own.body).toBe(201);
    expect((await unblock(ana, beto.id)).json()).toEqual({ blockedByMe: false });
    expect((await t.request({ method: 'PUT', url: `/api/posts/${anaPost.id}/like`, user: beto })).statusCode).toBe(200);
    expect((await t.request({ method: 'POST', url: `/api/posts/${anaPost.id}/comments`, user: beto, payload: { text: 'ya' } })).statusCode).toBe(201);
    expect((await follow(beto, ana.id)).json()).toEqual({ followedByMe: true, followersCount: 1 });
    expect((await follow(ana, beto.id)).statusCode).toBe(200);
  });

  it('leaves third cooks alone', async () => {
    const ana = await t.signUp('Ana');
    const beto = await t.signUp('Beto');
    const carla = await t.signUp('Carla');
    const post = await publish(ana, { text: 'Pabellón' });
    await block(ana, beto.id);
    expect((await t.request({ method: 'PUT', url: `/api/posts/${post.id}/like`, user: carla })).statusCode).toBe(200);
    expect((await follow(carla, ana.id)).statusCode).toBe(200);
    expect((await follow(carla, beto.id)).statusCode).toBe(200);
  });
});
