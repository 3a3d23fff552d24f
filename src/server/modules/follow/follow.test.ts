// Following cooks on a real database: counters under concurrency, bad input, the public profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorOf, type TestApp, type TestUser } from '../../test/harness.ts';
import { socialKit } from '../../test/social-kit.ts';

let t: TestApp;
let ana: TestUser;
const { publish, profileOf, achievementsOf } = socialKit(() => t);

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.signUp('Ana');
});
afterAll(() => t.close());

describe('following', () => {
  it('refuses following yourself and unknown cooks, counters untouched', async () => {
    const before = await profileOf(ana.id);
    const self = await t.request({ method: 'PUT', url: `/api/users/${ana.id}/follow`, user: ana });
    expect(self.statusCode).toBe(400);
    expect(errorOf(self).message).toBe('No puedes seguirte a ti mismo.');
    const unknown = await t.request({ method: 'PUT', url: '/api/users/no-existe-nadie/follow', user: ana });
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('Usuario no encontrado.');
    expect((await t.request({ method: 'GET', url: '/api/users/no-existe-nadie' })).statusCode).toBe(404);
    expect(await profileOf(ana.id)).toEqual(before);
  });

  it('toggles idempotently, keeps both counters exact and shows on posts and the public profile', async () => {
    const fan = await t.signUp('Seguidora');
    const chef = await t.signUp('Chef');
    const post = await publish(chef, { text: 'Sígueme' });
    const follow = () => t.request({ method: 'PUT', url: `/api/users/${chef.id}/follow`, user: fan });
    expect((await follow()).json()).toEqual({ followedByMe: true, followersCount: 1 });
    expect((await follow()).json()).toEqual({ followedByMe: true, followersCount: 1 });
    expect(await profileOf(fan.id)).toMatchObject({ following_count: 1 });
    expect(await profileOf(chef.id)).toMatchObject({ followers_count: 1 });
    expect((await t.request({ method: 'GET', url: `/api/posts/${post.id}`, user: fan })).json()).toMatchObject({ followingAuthor: true });
    const profile = await t.request({ method: 'GET', url: `/api/users/${chef.id}`, user: fan });
    expect(profile.json()).toEqual({
      id: chef.id,
      username: 'Chef',
      bio: '¡Un chef en progreso!',
      favoriteCuisine: 'Variada',
      profilePictureUrl: null,
      followingCount: 0,
      followersCount: 1,
      followedByMe: true,
      blockedByMe: false,
    });

    const unfollow = () => t.request({ method: 'DELETE', url: `/api/users/${chef.id}/follow`, user: fan });
    expect((await unfollow()).json()).toEqual({ followedByMe: false, followersCount: 0 });
    expect((await unfollow()).json()).toEqual({ followedByMe: false, followersCount: 0 });
    expect(await profileOf(fan.id)).toMatchObject({ following_count: 0 });
    expect(await profileOf(chef.id)).toMatchObject({ followers_count: 0 });
  });

  it('stays exact under bursts, mutual follows and ten chefs (gourmet_follower)', async () => {
    const fan = await t.signUp('Gourmet');
    const chefs = await Promise.all(Array.from({ length: 10 }, (_, i) => t.signUp(`Chef${i}`)));
    await Promise.all(chefs.flatMap((chef) => [1, 2, 3].map(() => t.request({ method: 'PUT', url: `/api/users/${chef.id}/follow`, user: fan }))));
    // Each chef follows the fan back at the same moment: locks are taken in one order, so no deadlock.
    const back = await Promise.all(chefs.map((chef) => t.request({ method: 'PUT', url: `/api/users/${fan.id}/follow`, user: chef })));
    expect(back.every((r) => r.statusCode === 200)).toBe(true);
    expect(await profileOf(fan.id)).toMatchObject({ following_count: 10, followers_count: 10 });
    for (const chef of chefs) expect(await profileOf(chef.id)).toMatchObject({ following_count: 1, followers_count: 1 });
    expect(await achievementsOf(fan.id)).toContain('gourmet_follower');
  });
});
