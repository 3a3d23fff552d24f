import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profileUpdateSchema } from '#shared/contract/profile.ts';
import { recipeInput } from '#shared/contract/recipe-input.test-kit.ts';
import { es } from '#shared/i18n/es.ts';
import { profile as texts } from '#shared/i18n/profile.ts';
import { userTopic } from '#shared/contract/live.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedPath = (key: string) => join(t.config.dataDir, 'uploads', key);

/** What POST /api/uploads leaves behind: a stored file and its row in `uploads`. */
async function uploaded(owner: TestUser, key: string, purpose = 'profile'): Promise<string> {
  const path = storedPath(key);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, Buffer.from('RIFF....WEBP'));
  await t.database.pool.query(`INSERT INTO uploads (key, owner_id, purpose, content_type, bytes) VALUES ($1, $2, $3, 'image/webp', 12)`, [key, owner.id, purpose]);
  return `/api/files/${key}`;
}

let fileCounter = 0;
const newPictureKey = () => `profile_pictures/resized-${Date.now()}-${(fileCounter += 1)}.webp`;

const patchMe = (user: TestUser | undefined, payload: Record<string, unknown>) => t.request({ method: 'PATCH', url: '/api/me', user, payload });

describe('GET /api/me', () => {
  it('gives a new cook the default profile with zero counters', async () => {
    const user = await t.signUp('Rosa Prado');
    const res = await t.request({ method: 'GET', url: '/api/me', user });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: user.id,
      username: 'Rosa Prado',
      bio: '¡Un chef en progreso!',
      favoriteCuisine: 'Variada',
      profilePictureUrl: null,
      recipesPublished: 0,
      recipesExplored: 0,
      commentsWritten: 0,
      followingCount: 0,
      achievements: [],
    });
  });

  it('answers 404 in Spanish without a profile; migration 0005 gives older accounts theirs', async () => {
    const user = await t.signUp('Cuenta Antigua');
    await t.database.pool.query(`DELETE FROM profiles WHERE user_id = $1`, [user.id]);
    const missing = await t.request({ method: 'GET', url: '/api/me', user });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(es.errors.profileLoad);
    expect((await patchMe(user, { bio: 'Hola' })).statusCode).toBe(404);
    await t.database.pool.query(readFileSync(new URL('../../db/migrations/0005_profiles-for-every-user.sql', import.meta.url), 'utf8'));
    const res = await t.request({ method: 'GET', url: '/api/me', user });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, username: 'Cuenta Antigua', bio: '¡Un chef en progreso!', recipesPublished: 0, achievements: [] });
  });
});

describe('PATCH /api/me', () => {
  it('saves username, bio and favourite cuisine (trimmed) and answers the new profile', async () => {
    const user = await t.signUp('Editora');
    const res = await patchMe(user, { username: '  Chef Editora ', bio: 'Cocino arepas los domingos.', favoriteCuisine: ' Venezolana ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'Chef Editora', bio: 'Cocino arepas los domingos.', favoriteCuisine: 'Venezolana' });
    const again = await t.request({ method: 'GET', url: '/api/me', user });
    expect(again.json()).toMatchObject({ username: 'Chef Editora', favoriteCuisine: 'Venezolana' });
  });

  it('allows an empty bio', async () => {
    const user = await t.signUp('Sin Bio');
    const res = await patchMe(user, { bio: '' });
    expect(res.statusCode).toBe(200);
    expect(res.json().bio).toBe('');
  });

  it('never takes counters or achievements from the client', async () => {
    const user = await t.signUp('Tramposa');
    const res = await patchMe(user, { username: 'Honesta', recipesPublished: 999, followingCount: 50, achievements: ['culinary_legend'] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'Honesta', recipesPublished: 0, followingCount: 0, achievements: [] });
  });

  it('refuses an anonymous request with a Spanish 401', async () => {
    const res = await patchMe(undefined, { bio: 'Hola' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(es.errors.unauthorized);
  });

  it('tells its listeners the profile changed', async () => {
    const user = await t.signUp('Oyente');
    await patchMe(user, { bio: 'Nueva bio' });
    const { rows } = await t.database.pool.query(`SELECT payload FROM live_events WHERE topic = $1`, [userTopic(user.id)]);
    expect(rows.map((r) => r.payload)).toContainEqual({ type: 'profile.updated' });
  });

  describe('validation messages (400, Spanish, with the field)', () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['an empty username', { username: '   ' }, 'username', texts.validation.usernameEmpty],
      ['a username over 60 characters', { username: 'a'.repeat(61) }, 'username', texts.validation.usernameTooLong],
      ['a bio over 300 characters', { bio: 'b'.repeat(301) }, 'bio', texts.validation.bioTooLong],
      ['an empty favourite cuisine', { favoriteCuisine: '' }, 'favoriteCuisine', texts.validation.cuisineEmpty],
      ['a favourite cuisine over 60 characters', { favoriteCuisine: 'c'.repeat(61) }, 'favoriteCuisine', texts.validation.cuisineTooLong],
      ['a picture address over 500 characters', { profilePictureUrl: `/api/files/profile_pictures/${'p'.repeat(500)}.webp` }, 'profilePictureUrl', texts.validation.pictureTooLong],
    ];
    for (const [name, payload, field, message] of cases) {
      it(name, async () => {
        const user = await t.signUp('Validada');
        const res = await patchMe(user, payload);
        expect(res.statusCode).toBe(400);
        expect(res.json().error).toMatchObject({ code: 'VALIDATION', field, message });
        const me = await t.request({ method: 'GET', url: '/api/me', user });
        expect(me.json().username).toBe('Validada');
      });
    }

    it('a field of the wrong type', async () => {
      const user = await t.signUp('Tipos');
      const res = await patchMe(user, { username: 42 });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.field).toBe('username');
      expect(res.json().error.message).toMatch(/[a-záéíóúñ]/);
    });

    it('the schema and its texts are the ones the browser form uses', () => {
      const parsed = profileUpdateSchema.safeParse({ username: '' });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues[0]?.message).toBe(texts.validation.usernameEmpty);
    });
  });
});

describe('profile picture ownership', () => {
  it('accepts a profile picture the cook uploaded', async () => {
    const user = await t.signUp('Fotogénica');
    const url = await uploaded(user, newPictureKey());
    const res = await patchMe(user, { profilePictureUrl: url });
    expect(res.statusCode).toBe(200);
    expect(res.json().profilePictureUrl).toBe(url);
  });

  const refused: [string, (user: TestUser, other: TestUser) => Promise<string> | string][] = [
    ['an address outside our storage', () => 'https://malvado.example/foto.png'],
    ['one of our addresses with no upload behind it', () => `/api/files/${newPictureKey()}`],
    ['a picture uploaded by someone else', (_user, other) => uploaded(other, newPictureKey())],
    ['an own upload from another folder', (user) => uploaded(user, `recipe_images/resized-${Date.now()}.webp`)],
    ['an own upload of another purpose', (user) => uploaded(user, newPictureKey(), 'post')],
    ['a path that climbs out of the folder', () => '/api/files/profile_pictures/../recipe_images/x.webp'],
  ];
  for (const [name, makeUrl] of refused) {
    it(`refuses ${name}`, async () => {
      const user = await t.signUp('Dueña');
      const other = await t.signUp('Otra');
      const res = await patchMe(user, { profilePictureUrl: await makeUrl(user, other), bio: 'no debe guardarse' });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe(texts.validation.pictureNotOwned);
      const me = await t.request({ method: 'GET', url: '/api/me', user });
      expect(me.json()).toMatchObject({ profilePictureUrl: null, bio: '¡Un chef en progreso!' });
    });
  }

  it('keeps a picture the cook already has (e.g. from their sign-in provider) when it is sent back unchanged', async () => {
    const user = await t.signUp('Con Google');
    await t.database.pool.query(`UPDATE profiles SET profile_picture_url = 'https://lh3.googleusercontent.com/a/foto' WHERE user_id = $1`, [user.id]);
    const res = await patchMe(user, { profilePictureUrl: 'https://lh3.googleusercontent.com/a/foto', bio: 'Hola' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ profilePictureUrl: 'https://lh3.googleusercontent.com/a/foto', bio: 'Hola' });
  });

  it('replacing the picture deletes the old stored file and updates the pictures on their posts', async () => {
    const user = await t.signUp('Cambiante');
    const firstKey = newPictureKey();
    const first = await uploaded(user, firstKey);
    expect((await patchMe(user, { profilePictureUrl: first })).statusCode).toBe(200);
    await t.database.pool.query(`INSERT INTO posts (user_id, user_name, profile_picture_url, text) VALUES ($1, 'Cambiante', $2, 'Mi primer pan')`, [user.id, first]);

    const secondKey = newPictureKey();
    const second = await uploaded(user, secondKey);
    const res = await patchMe(user, { profilePictureUrl: second });
    expect(res.statusCode).toBe(200);
    expect(res.json().profilePictureUrl).toBe(second);
    expect(existsSync(storedPath(firstKey))).toBe(false);
    expect(existsSync(storedPath(secondKey))).toBe(true);
    const { rows: uploadsLeft } = await t.database.pool.query(`SELECT key FROM uploads WHERE owner_id = $1`, [user.id]);
    expect(uploadsLeft.map((r) => r.key)).toEqual([secondKey]);
    const { rows: postRows } = await t.database.pool.query(`SELECT profile_picture_url FROM posts WHERE user_id = $1`, [user.id]);
    expect(postRows).toEqual([{ profile_picture_url: second }]);
  });

  it('removing the picture (null) deletes the stored file', async () => {
    const user = await t.signUp('Sin Foto');
    const key = newPictureKey();
    const url = await uploaded(user, key);
    await patchMe(user, { profilePictureUrl: url });
    const res = await patchMe(user, { profilePictureUrl: null });
    expect(res.statusCode).toBe(200);
    expect(res.json().profilePictureUrl).toBeNull();
    expect(existsSync(storedPath(key))).toBe(false);
  });

  it('never deletes a file the cook does not own, even if their profile pointed at it', async () => {
    const user = await t.signUp('Apuntadora');
    const other = await t.signUp('Propietaria');
    const othersKey = newPictureKey();
    const othersUrl = await uploaded(other, othersKey);
    await t.database.pool.query(`UPDATE profiles SET profile_picture_url = $2 WHERE user_id = $1`, [user.id, othersUrl]);
    const mine = await uploaded(user, newPictureKey());
    expect((await patchMe(user, { profilePictureUrl: mine })).statusCode).toBe(200);
    expect(existsSync(storedPath(othersKey))).toBe(true);
  });
});

describe('display name rule (shared with the browser form)', () => {
  it('refuses a name of zero-width characters only', async () => {
    const user = await t.signUp('Invisible');
    const res = await patchMe(user, { username: '\u200B\u200B' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ field: 'username', message: texts.validation.usernameEmpty });
    const me = await t.request({ method: 'GET', url: '/api/me', user });
    expect(me.json().username).toBe('Invisible');
  });

  it('stores the name trimmed', async () => {
    const user = await t.signUp('Recortada');
    const res = await patchMe(user, { username: '  Ana  ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ username: 'Ana', displayName: 'Ana' });
  });
});

describe('a new name shows everywhere at once', () => {
  /** A recipe, a comment on it, a post and a comment on the post, all written through the API. */
  async function writeEverywhere(user: TestUser) {
    const recipe = await t.request({ method: 'POST', url: '/api/recipes', user, payload: recipeInput({ name: 'Cachapa de queso' }) });
    expect(recipe.statusCode).toBe(201);
    const recipeId = recipe.json().id as string;
    expect((await t.request({ method: 'POST', url: `/api/recipes/${recipeId}/comments`, user, payload: { comment: '¡Quedó rica!' } })).statusCode).toBe(201);
    const post = await t.request({ method: 'POST', url: '/api/posts', user, payload: { text: 'Hoy hice cachapas' } });
    expect(post.statusCode).toBe(201);
    const postId = post.json().id as string;
    expect((await t.request({ method: 'POST', url: `/api/posts/${postId}/comments`, user, payload: { text: 'Con mucho queso' } })).statusCode).toBe(201);
    return { recipeId, postId };
  }

  async function expectNameEverywhere(user: TestUser, ids: { recipeId: string; postId: string }, name: string, oldName: string) {
    const detail = await t.request({ method: 'GET', url: `/api/recipes/${ids.recipeId}`, user });
    expect(detail.json().author).toBe(name);
    const comments = await t.request({ method: 'GET', url: `/api/recipes/${ids.recipeId}/comments`, user });
    expect(comments.json().items.map((c: { userName: string }) => c.userName)).toEqual([name]);
    const found = await t.request({ method: 'GET', url: `/api/recipes?q=${encodeURIComponent(name)}`, user });
    expect(found.json().items.map((r: { id: string }) => r.id)).toContain(ids.recipeId);
    const byOldName = await t.request({ method: 'GET', url: `/api/recipes?q=${encodeURIComponent(oldName)}`, user });
    expect(byOldName.json().items.map((r: { id: string }) => r.id)).not.toContain(ids.recipeId);
    const feed = await t.request({ method: 'GET', url: '/api/posts', user });
    expect(feed.json().items.find((p: { id: string }) => p.id === ids.postId)?.userName).toBe(name);
    const postComments = await t.request({ method: 'GET', url: `/api/posts/${ids.postId}/comments`, user });
    expect(postComments.json().items.map((c: { userName: string }) => c.userName)).toEqual([name]);
    const me = await t.request({ method: 'GET', url: '/api/me', user });
    expect(me.json()).toMatchObject({ username: name, displayName: name });
    // The menu greets the cook with the session's name.
    const session = await t.request({ method: 'GET', url: '/api/auth/get-session', user });
    expect(session.json().user.name).toBe(name);
  }

  it('through PATCH /api/me: recipe detail, comments, search by author, feed, profile and session', async () => {
    const user = await t.signUp('Ramira Quintanilla');
    const ids = await writeEverywhere(user);
    const res = await patchMe(user, { username: 'Zoraida Belmonte' });
    expect(res.statusCode).toBe(200);
    await expectNameEverywhere(user, ids, 'Zoraida Belmonte', 'Quintanilla');
  });

  it("through better-auth's update-user", async () => {
    const user = await t.signUp('Eulalia Portocarrero');
    const ids = await writeEverywhere(user);
    const res = await t.request({ method: 'POST', url: '/api/auth/update-user', user, payload: { name: '  Casilda Montenegro ' } });
    expect(res.statusCode).toBe(200);
    await expectNameEverywhere(user, ids, 'Casilda Montenegro', 'Portocarrero');
  });
});
