// The feed API on a real database: permissions, counters under concurrency, bad input, live events.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LikeState, Post, PostComment } from '#shared/contract/feed.ts';
import type { Page } from '#shared/contract/page.ts';
import { feed as texts } from '#shared/i18n/feed.ts';
import { upload, uploadedUrl } from '../../storage/upload-fixtures.ts';
import { createTestApp, errorOf, type TestApp, type TestUser } from '../../test/harness.ts';
import { socialKit } from '../../test/social-kit.ts';
import { createRecipe } from '../recipes/recipes.test-kit.ts';

let t: TestApp;
let ana: TestUser;
let beto: TestUser;
const { publish, row, profileOf, achievementsOf } = socialKit(() => t);

beforeAll(async () => {
  t = await createTestApp();
  ana = await t.signUp('Ana');
  beto = await t.signUp('Beto');
});
afterAll(() => t.close());

const likesRows = async (postId: string) => Number((await row<{ n: number }>(sql`SELECT count(*)::int AS n FROM post_likes WHERE post_id = ${postId}`))?.n);
const storedLikes = async (postId: string) => (await row<{ likes_count: number }>(sql`SELECT likes_count FROM posts WHERE id = ${postId}`))?.likes_count;

describe('anonymous visitors', () => {
  it('may read the feed but every write answers 401 with the message of SPEC §5', async () => {
    const post = await publish(ana, { text: 'Arepas para todos' });
    const list = await t.request({ method: 'GET', url: '/api/posts' });
    expect(list.statusCode).toBe(200);
    const found = (list.json() as Page<Post>).items.find((p) => p.id === post.id);
    expect(found).toMatchObject({ likedByMe: false, favoriteByMe: false, followingAuthor: false });

    const cases: [string, string, string, Record<string, unknown>?][] = [
      ['POST', '/api/posts', texts.signIn.post, { text: 'hola' }],
      ['PATCH', `/api/posts/${post.id}`, texts.signIn.edit, { text: 'cambio' }],
      ['DELETE', `/api/posts/${post.id}`, texts.signIn.delete],
      ['PUT', `/api/posts/${post.id}/like`, "Debes iniciar sesión para dar 'Me gusta'."],
      ['DELETE', `/api/posts/${post.id}/like`, "Debes iniciar sesión para dar 'Me gusta'."],
      ['POST', `/api/posts/${post.id}/comments`, 'Debes iniciar sesión para comentar.', { text: 'rico' }],
      ['PUT', `/api/posts/${post.id}/favorite`, 'Debes iniciar sesión para guardar publicaciones en favoritos.'],
      ['DELETE', `/api/posts/${post.id}/favorite`, 'Debes iniciar sesión para guardar publicaciones en favoritos.'],
      ['PUT', `/api/users/${ana.id}/follow`, 'Debes iniciar sesión para seguir a otros usuarios.'],
      ['DELETE', `/api/users/${ana.id}/follow`, 'Debes iniciar sesión para seguir a otros usuarios.'],
      ['GET', '/api/me/favorite-posts', texts.signIn.favorites],
    ];
    for (const [method, url, message, payload] of cases) {
      const response = await t.request({ method: method as 'POST', url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(errorOf(response).message, `${method} ${url}`).toBe(message);
    }
    const after = await t.request({ method: 'GET', url: `/api/posts/${post.id}` });
    expect(after.json()).toMatchObject({ text: 'Arepas para todos', likesCount: 0, commentsCount: 0 });
  });
});

describe('publishing', () => {
  it('stores trimmed text under the profile username and answers the post', async () => {
    await t.request({ method: 'PATCH', url: '/api/me', user: ana, payload: { username: 'Ana la Chef' } });
    const post = await publish(ana, { text: '  Hoy hice pabellón criollo  ', likesCount: 99, userId: beto.id });
    expect(post).toMatchObject({
      userId: ana.id,
      userName: 'Ana la Chef',
      text: 'Hoy hice pabellón criollo',
      imageUrl: null,
      likesCount: 0,
      commentsCount: 0,
      recipe: null,
      likedByMe: false,
    });
    expect(Date.now() - Date.parse(post.timestamp)).toBeLessThan(60_000);
    const stored = await row<{ user_name: string }>(sql`SELECT user_name FROM posts WHERE id = ${post.id}`);
    expect(stored?.user_name).toBe('Ana la Chef');
  });

  it('refuses an empty post, a whitespace post and 50,000 characters with Spanish messages', async () => {
    for (const payload of [{}, { text: '' }, { text: '   \n ' }, { text: '', imageUrl: null }]) {
      const response = await t.request({ method: 'POST', url: '/api/posts', user: beto, payload });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe('La publicación no puede estar vacía.');
    }
    const huge = await t.request({ method: 'POST', url: '/api/posts', user: beto, payload: { text: 'a'.repeat(50_000) } });
    expect(huge.statusCode).toBe(400);
    expect(errorOf(huge).message).toBe(texts.validation.textTooLong);
    const wrongType = await t.request({ method: 'POST', url: '/api/posts', user: beto, payload: { text: 42 } });
    expect(wrongType.statusCode).toBe(400);
    const exact = await t.request({ method: 'POST', url: '/api/posts', user: beto, payload: { text: 'b'.repeat(2000) } });
    expect(exact.statusCode).toBe(201);
  });

  it('keeps HTML and script as plain text', async () => {
    const text = '<script>alert("x")</script><b>negrita</b> & <img src=x onerror=alert(1)>';
    const post = await publish(beto, { text });
    const fetched = await t.request({ method: 'GET', url: `/api/posts/${post.id}` });
    expect((fetched.json() as Post).text).toBe(text);
  });

  it('accepts only photos we stored for this cook in the posts folder', async () => {
    for (const imageUrl of [
      'https://malo.example/foto.png',
      '/api/files/recipe_images/resized-1-pan.webp',
      '/api/files/posts/1700000000000_nunca-subida.webp',
      '/api/files/posts/../profile_pictures/x.webp',
      'javascript:alert(1)',
    ]) {
      const response = await t.request({ method: 'POST', url: '/api/posts', user: ana, payload: { text: 'foto', imageUrl } });
      expect(response.statusCode, imageUrl).toBe(400);
      expect(errorOf(response).message).toBe(texts.validation.imageUrl);
    }
  });

  it('links a recipe that exists and refuses one that does not', async () => {
    const recipeId = await createRecipe(t, beto, {
      name: 'Cachapas',
      description: 'De jojoto',
      totalTime: '30 min',
      mealType: 'Desayuno',
      nationality: 'Venezolana',
      difficulty: 'facil',
    });
    const post = await publish(ana, { text: '¡Acabo de cocinar Cachapas!', recipeId });
    expect(post.recipe).toEqual({ id: recipeId, name: 'Cachapas', imageUrl: null });
    const missing = await t.request({
      method: 'POST',
      url: '/api/posts',
      user: ana,
      payload: { text: 'x', recipeId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(missing.statusCode).toBe(404);
    expect(errorOf(missing).message).toBe('Receta no encontrada.');
    const malformed = await t.request({ method: 'POST', url: '/api/posts', user: ana, payload: { text: 'x', recipeId: 'no-es-uuid' } });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).message).toBe(texts.validation.recipeId);
    // Deleting the recipe keeps the post, without the dead link.
    await t.database.db.execute(sql`DELETE FROM recipes WHERE id = ${recipeId}`);
    const after = await t.request({ method: 'GET', url: `/api/posts/${post.id}`, user: ana });
    expect((after.json() as Post).recipe).toBeNull();
  });

  it('announces new posts on the feed topic in the same transaction', async () => {
    const post = await publish(beto, { text: 'En vivo' });
    const event = await row<{ payload: Record<string, unknown> }>(
      sql`SELECT payload FROM live_events WHERE topic = 'feed' AND payload->>'postId' = ${post.id}`,
    );
    expect(event?.payload).toEqual({ type: 'post.created', postId: post.id, authorId: beto.id });
  });
});

describe('listing', () => {
  it('pages newest first by (timestamp, id) without gaps or repeats, and refuses a tampered cursor', async () => {
    const cook = await t.signUp('Paginadora');
    const mine = new Set<string>();
    for (let i = 0; i < 23; i += 1) mine.add((await publish(cook, { text: `Plato ${i}` })).id);
    const seen: Post[] = [];
    let cursor: string | null = null;
    do {
      const response = await t.request({ method: 'GET', url: `/api/posts${cursor ? `?cursor=${cursor}` : ''}`, user: cook });
      expect(response.statusCode).toBe(200);
      const page = response.json() as Page<Post>;
      expect(page.items.length).toBeLessThanOrEqual(10);
      seen.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    const ids = seen.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of mine) expect(ids).toContain(id);
    const times = seen.map((p) => Date.parse(p.timestamp));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(seen.filter((p) => mine.has(p.id)).map((p) => p.text)[0]).toBe('Plato 22');

    const forged = (parts: unknown[]) => Buffer.from(JSON.stringify(parts)).toString('base64url');
    for (const bad of [
      'nada',
      forged(['n', '2024-01-01', 'x']),
      // 30 February would pass a naive date check and then fail in PostgreSQL.
      forged(['n', '2024-02-30T10:00:00.000000Z', '00000000-0000-4000-8000-000000000000']),
      forged(['n', '2024-01-01T10:00:00.000000Z', "1' OR '1'='1"]),
    ]) {
      for (const url of [`/api/posts?cursor=${bad}`, `/api/me/favorite-posts?cursor=${bad}`]) {
        const response = await t.request({ method: 'GET', url, user: cook });
        expect(response.statusCode, `${url}`).toBe(400);
        expect(errorOf(response).message).toBe('El cursor de paginación no es válido. Vuelve a cargar la lista.');
      }
    }
    const tooLong = await t.request({ method: 'GET', url: `/api/posts?cursor=${'a'.repeat(300)}` });
    expect(tooLong.statusCode).toBe(400);
    const post = seen[0]!;
    const comments = await t.request({ method: 'GET', url: `/api/posts/${post.id}/comments?cursor=${forged(['c', '2024-02-30T10:00:00.000000Z', post.id])}` });
    expect(comments.statusCode).toBe(400);
  });

  it('answers 404 in Spanish for a post that does not exist or a malformed id', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'no-existe', '1%27%20OR%201=1']) {
      const response = await t.request({ method: 'GET', url: `/api/posts/${id}` });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe('Publicación no encontrada.');
    }
  });
});

describe('editing and deleting', () => {
  it('lets only the owner edit; others get 403 and the post is untouched', async () => {
    const post = await publish(ana, { text: 'Original' });
    const other = await t.request({ method: 'PATCH', url: `/api/posts/${post.id}`, user: beto, payload: { text: 'Hackeado' } });
    expect(other.statusCode).toBe(403);
    expect(errorOf(other).message).toBe(texts.notOwner);
    const emptied = await t.request({ method: 'PATCH', url: `/api/posts/${post.id}`, user: ana, payload: { text: '  ' } });
    expect(emptied.statusCode).toBe(400);
    expect(errorOf(emptied).message).toBe('La publicación no puede estar vacía.');
    const tooLong = await t.request({ method: 'PATCH', url: `/api/posts/${post.id}`, user: ana, payload: { text: 'x'.repeat(2001) } });
    expect(tooLong.statusCode).toBe(400);
    const notOurs = await t.request({ method: 'PATCH', url: `/api/posts/${post.id}`, user: ana, payload: { imageUrl: 'https://x.example/a.png' } });
    expect(notOurs.statusCode).toBe(400);
    expect((await t.request({ method: 'GET', url: `/api/posts/${post.id}` })).json()).toMatchObject({ text: 'Original' });

    const own = await t.request({ method: 'PATCH', url: `/api/posts/${post.id}`, user: ana, payload: { text: ' Editado ' } });
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ id: post.id, text: 'Editado' });
    const event = await row<{ payload: Record<string, unknown> }>(
      sql`SELECT payload FROM live_events WHERE topic = 'feed' AND payload->>'type' = 'post.updated' AND payload->>'postId' = ${post.id}`,
    );
    expect(event).toBeDefined();
    const missing = await t.request({ method: 'PATCH', url: '/api/posts/00000000-0000-4000-8000-000000000000', user: ana, payload: { text: 'x' } });
    expect(missing.statusCode).toBe(404);
  });

  it('lets only the owner delete, and takes comments, likes and favourites with the post', async () => {
    const post = await publish(ana, { text: 'Para borrar' });
    await t.request({ method: 'PUT', url: `/api/posts/${post.id}/like`, user: beto });
    await t.request({ method: 'PUT', url: `/api/posts/${post.id}/favorite`, user: beto });
    await t.request({ method: 'POST', url: `/api/posts/${post.id}/comments`, user: beto, payload: { text: '¡Qué rico!' } });

    const other = await t.request({ method: 'DELETE', url: `/api/posts/${post.id}`, user: beto });
    expect(other.statusCode).toBe(403);
    expect(errorOf(other).message).toBe(texts.notOwner);
    expect((await t.request({ method: 'GET', url: `/api/posts/${post.id}` })).statusCode).toBe(200);

    const own = await t.request({ method: 'DELETE', url: `/api/posts/${post.id}`, user: ana });
    expect(own.statusCode).toBe(204);
    expect((await t.request({ method: 'GET', url: `/api/posts/${post.id}` })).statusCode).toBe(404);
    const left = await row<{ likes: number; favs: number; comments: number }>(sql`
      SELECT (SELECT count(*)::int FROM post_likes WHERE post_id = ${post.id}) AS likes,
             (SELECT count(*)::int FROM post_favorites WHERE post_id = ${post.id}) AS favs,
             (SELECT count(*)::int FROM post_comments WHERE post_id = ${post.id}) AS comments`);
    expect(left).toEqual({ likes: 0, favs: 0, comments: 0 });
    const event = await row(sql`SELECT 1 FROM live_events WHERE topic = 'feed' AND payload->>'type' = 'post.deleted' AND payload->>'postId' = ${post.id}`);
    expect(event).toBeDefined();

    const again = await t.request({ method: 'DELETE', url: `/api/posts/${post.id}`, user: ana });
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for likes, comments and favourites on a deleted post, counters untouched', async () => {
    const post = await publish(ana, { text: 'Efímera' });
    await t.request({ method: 'DELETE', url: `/api/posts/${post.id}`, user: ana });
    const before = await profileOf(beto.id);
    for (const [method, url, payload] of [
      ['PUT', `/api/posts/${post.id}/like`],
      ['DELETE', `/api/posts/${post.id}/like`],
      ['PUT', `/api/posts/${post.id}/favorite`],
      ['POST', `/api/posts/${post.id}/comments`, { text: 'hola' }],
      ['GET', `/api/posts/${post.id}/comments`],
    ] as const) {
      const response = await t.request({ method, url, user: beto, ...(payload ? { payload } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(errorOf(response).message).toBe('Publicación no encontrada.');
    }
    expect(await profileOf(beto.id)).toEqual(before);
  });
});

describe('likes', () => {
  it('toggle one per user, idempotently, and answer the exact count', async () => {
    const post = await publish(ana, { text: 'Tequeños' });
    const like = () => t.request({ method: 'PUT', url: `/api/posts/${post.id}/like`, user: beto });
    expect((await like()).json()).toEqual({ likesCount: 1, likedByMe: true });
    expect((await like()).json()).toEqual({ likesCount: 1, likedByMe: true });
    const mine = await t.request({ method: 'GET', url: `/api/posts/${post.id}`, user: beto });
    expect(mine.json()).toMatchObject({ likesCount: 1, likedByMe: true });
    const theirs = await t.request({ method: 'GET', url: `/api/posts/${post.id}`, user: ana });
    expect(theirs.json()).toMatchObject({ likesCount: 1, likedByMe: false });
    const unlike = () => t.request({ method: 'DELETE', url: `/api/posts/${post.id}/like`, user: beto });
    expect((await unlike()).json()).toEqual({ likesCount: 0, likedByMe: false });
    expect((await unlike()).json()).toEqual({ likesCount: 0, likedByMe: false });
    const event = await row<{ payload: Record<string, unknown> }>(
      sql`SELECT payload FROM live_events WHERE topic = 'feed' AND payload->>'type' = 'post.liked' AND payload->>'postId' = ${post.id} ORDER BY id LIMIT 1`,
    );
    expect(event?.payload).toEqual({ type: 'post.liked', postId: post.id, authorId: ana.id, likesCount: 1 });
  });

  it('stay exact when 100 cooks like at once', async () => {
    const post = await publish(ana, { text: 'Hallacas' });
    const cooks = await Promise.all(Array.from({ length: 100 }, (_, i) => t.signUp(`Fan${i}`)));
    const responses = await Promise.all(cooks.map((user) => t.request({ method: 'PUT', url: `/api/posts/${post.id}/like`, user })));
    expect(responses.every((r) => r.statusCode === 200)).toBe(true);
    const counts = responses.map((r) => (r.json() as LikeState).likesCount).sort((a, b) => a - b);
    expect(counts).toEqual(Array.from({ length: 100 }, (_, i) => i + 1));
    expect(await storedLikes(post.id)).toBe(100);
    expect(await likesRows(post.id)).toBe(100);

    const half = cooks.slice(0, 50);
    await Promise.all(half.map((user) => t.request({ method: 'DELETE', url: `/api/posts/${post.id}/like`, user })));
    expect(await storedLikes(post.id)).toBe(50);
    expect(await likesRows(post.id)).toBe(50);
  });

  it('stay exact when one cook double-clicks and toggles in a burst', async () => {
    const post = await publish(ana, { text: 'Empanadas' });
    const burst = await Promise.all(Array.from({ length: 10 }, () => t.request({ method: 'PUT', url: `/api/posts/${post.id}/like`, user: beto })));
    expect(burst.every((r) => r.statusCode === 200)).toBe(true);
    expect(await storedLikes(post.id)).toBe(1);
    const mixed = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.request({ method: i % 2 ? 'PUT' : 'DELETE', url: `/api/posts/${post.id}/like`, user: beto })),
    );
    expect(mixed.every((r) => r.statusCode === 200)).toBe(true);
    expect(await storedLikes(post.id)).toBe(await likesRows(post.id));
    expect([0, 1]).toContain(await storedLikes(post.id));
  });
});

describe('comments', () => {
  it('need a non-blank text of at most 1000 characters', async () => {
    const post = await publish(ana, { text: 'Sancocho' });
    for (const payload of [{}, { text: '' }, { text: '   ' }]) {
      const response = await t.request({ method: 'POST', url: `/api/posts/${post.id}/comments`, user: beto, payload });
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(texts.validation.commentEmpty);
    }
    const long = await t.request({ method: 'POST', url: `/api/posts/${post.id}/comments`, user: beto, payload: { text: 'x'.repeat(1001) } });
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).message).toBe(texts.validation.commentTooLong);
    expect((await t.request({ method: 'GET', url: `/api/posts/${post.id}` })).json()).toMatchObject({ commentsCount: 0 });
  });

  it('are listed oldest first, counted on the post and the commenter, and announced live', async () => {
    const post = await publish(ana, { text: 'Asado negro' });
    const before = await profileOf(beto.id);
    const texts_ = ['Primero', 'Segundo', 'Tercero'];
    for (const text of texts_) {
      const response = await t.request({ method: 'POST', url: `/api/posts/${post.id}/comments`, user: beto, payload: { text: ` ${text} ` } });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ postId: post.id, userId: beto.id, userName: 'Beto', text });
    }
    const list = await t.request({ method: 'GET', url: `/api/posts/${post.id}/comments` });
    const page = list.json() as Page<PostComment>;
    expect(page.items.map((c) => c.text)).toEqual(texts_);
    expect(page.nextCursor).toBeNull();
    expect((await t.request({ method: 'GET', url: `/api/posts/${post.id}` })).json()).toMatchObject({ commentsCount: 3 });
    const after = await profileOf(beto.id);
    expect(after!.posts_commented).toBe(before!.posts_commented + 3);
    expect(after!.comments_written).toBe(before!.comments_written + 3);
    const events = await t.database.db.execute<{ topic: string; payload: Record<string, unknown> }>(
      sql`SELECT topic, payload FROM live_events WHERE topic = ${`post:${post.id}`} OR (topic = 'feed' AND payload->>'type' = 'post.commented' AND payload->>'postId' = ${post.id}) ORDER BY id`,
    );
    expect(events.rows.filter((e) => e.topic === `post:${post.id}`).map((e) => e.payload.type)).toEqual(['comment.created', 'comment.created', 'comment.created']);
    expect(events.rows.filter((e) => e.topic === 'feed').map((e) => e.payload.commentsCount)).toEqual([1, 2, 3]);
  });

  it('count exactly under concurrency and unlock the gastronomic critic at 10', async () => {
    const post = await publish(ana, { text: 'Arepa reina pepiada' });
    const critic = await t.signUp('Critica');
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) => t.request({ method: 'POST', url: `/api/posts/${post.id}/comments`, user: critic, payload: { text: `Nota ${i}` } })),
    );
    expect(responses.every((r) => r.statusCode === 201)).toBe(true);
    expect((await t.request({ method: 'GET', url: `/api/posts/${post.id}` })).json()).toMatchObject({ commentsCount: 10 });
    expect(await profileOf(critic.id)).toMatchObject({ posts_commented: 10, comments_written: 10 });
    expect(await achievementsOf(critic.id)).toContain('gastronomic_critic');
  });

  it('page through long threads without repeats', async () => {
    const post = await publish(ana, { text: 'Hilo largo' });
    for (let i = 0; i < 55; i += 1) {
      await t.request({ method: 'POST', url: `/api/posts/${post.id}/comments`, user: beto, payload: { text: `c${i}` } });
    }
    const first = (await t.request({ method: 'GET', url: `/api/posts/${post.id}/comments` })).json() as Page<PostComment>;
    expect(first.items).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    const second = (await t.request({ method: 'GET', url: `/api/posts/${post.id}/comments?cursor=${first.nextCursor}` })).json() as Page<PostComment>;
    expect([...first.items, ...second.items].map((c) => c.text)).toEqual(Array.from({ length: 55 }, (_, i) => `c${i}`));
    expect(second.nextCursor).toBeNull();
  });
});

describe('favourite posts', () => {
  it('toggle per viewer and are listed newest saved first', async () => {
    const cook = await t.signUp('Guardadora');
    const first = await publish(ana, { text: 'Guardar 1' });
    const second = await publish(beto, { text: 'Guardar 2' });
    expect((await t.request({ method: 'PUT', url: `/api/posts/${second.id}/favorite`, user: cook })).json()).toEqual({ favoriteByMe: true });
    expect((await t.request({ method: 'PUT', url: `/api/posts/${first.id}/favorite`, user: cook })).json()).toEqual({ favoriteByMe: true });
    expect((await t.request({ method: 'PUT', url: `/api/posts/${first.id}/favorite`, user: cook })).statusCode).toBe(200);

    const list = (await t.request({ method: 'GET', url: '/api/me/favorite-posts', user: cook })).json() as Page<Post>;
    expect(list.items.map((p) => p.id)).toEqual([first.id, second.id]);
    expect(list.items.every((p) => p.favoriteByMe)).toBe(true);
    const othersList = (await t.request({ method: 'GET', url: '/api/me/favorite-posts', user: beto })).json() as Page<Post>;
    expect(othersList.items.map((p) => p.id)).not.toContain(first.id);
    expect((await t.request({ method: 'GET', url: `/api/posts/${first.id}`, user: beto })).json()).toMatchObject({ favoriteByMe: false });

    expect((await t.request({ method: 'DELETE', url: `/api/posts/${first.id}/favorite`, user: cook })).json()).toEqual({ favoriteByMe: false });
    const after = (await t.request({ method: 'GET', url: '/api/me/favorite-posts', user: cook })).json() as Page<Post>;
    expect(after.items.map((p) => p.id)).toEqual([second.id]);
  });

  it('page with a cursor', async () => {
    const cook = await t.signUp('Coleccionista');
    const saved: string[] = [];
    for (let i = 0; i < 12; i += 1) {
      const post = await publish(ana, { text: `Colección ${i}` });
      await t.request({ method: 'PUT', url: `/api/posts/${post.id}/favorite`, user: cook });
      saved.unshift(post.id);
    }
    const first = (await t.request({ method: 'GET', url: '/api/me/favorite-posts', user: cook })).json() as Page<Post>;
    const second = (await t.request({ method: 'GET', url: `/api/me/favorite-posts?cursor=${first.nextCursor}`, user: cook })).json() as Page<Post>;
    expect([...first.items, ...second.items].map((p) => p.id)).toEqual(saved);
    expect(second.nextCursor).toBeNull();
  });
});

describe('photos', () => {
  const fileStatus = async (url: string) => (await t.request({ method: 'GET', url })).statusCode;
  const uploadRow = (url: string) => row(sql`SELECT 1 FROM uploads WHERE key = ${url.slice('/api/files/'.length)}`);

  it('publish a photo-only post from the upload pipeline and unlock picture_perfect', async () => {
    const cook = await t.signUp('Fotografa');
    const imageUrl = await uploadedUrl(t, cook, 'post', 'Mi Plato.jpg');
    expect(imageUrl).toMatch(/^\/api\/files\/posts\/\d+_[0-9a-f]{24}_mi-plato\.webp$/);
    const post = await publish(cook, { imageUrl });
    expect(post).toMatchObject({ text: '', imageUrl });
    expect(await fileStatus(imageUrl)).toBe(200);
    const profile = await row<{ posts_with_image: number; first_photo: boolean }>(
      sql`SELECT posts_with_image, first_photo FROM profiles WHERE user_id = ${cook.id}`,
    );
    expect(profile).toEqual({ posts_with_image: 1, first_photo: true });
    expect(await achievementsOf(cook.id)).toContain('picture_perfect');
  });

  it('refuse someone else\'s photo, a photo of another purpose and a photo already on a post', async () => {
    const cook = await t.signUp('Cuidadosa');
    const before = await profileOf(cook.id);
    const theirs = await uploadedUrl(t, beto, 'post');
    const notOwned = await t.request({ method: 'POST', url: '/api/posts', user: cook, payload: { text: 'robada', imageUrl: theirs } });
    expect(notOwned.statusCode).toBe(400);
    expect(errorOf(notOwned).message).toBe(texts.validation.imageUrl);
    const recipePhoto = await uploadedUrl(t, cook, 'recipe');
    const wrongPurpose = await t.request({ method: 'POST', url: '/api/posts', user: cook, payload: { text: 'x', imageUrl: recipePhoto } });
    expect(wrongPurpose.statusCode).toBe(400);

    const mine = await uploadedUrl(t, cook, 'post');
    const [first, second] = await Promise.all([
      t.request({ method: 'POST', url: '/api/posts', user: cook, payload: { text: 'uno', imageUrl: mine } }),
      t.request({ method: 'POST', url: '/api/posts', user: cook, payload: { text: 'dos', imageUrl: mine } }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 400]);
    expect(errorOf(first.statusCode === 400 ? first : second).message).toBe(texts.validation.imageInUse);
    expect((await profileOf(cook.id))!.posts_with_image).toBe(before!.posts_with_image + 1);
  });

  it('refuse a file that is not an image at the upload, leaving the feed and counters untouched', async () => {
    const cook = await t.signUp('Tramposa');
    const before = await profileOf(cook.id);
    const response = await upload(t, cook, 'post', { filename: 'foto.jpg', contentType: 'image/jpeg', body: Buffer.from('<svg onload=alert(1)>no soy una foto</svg>') });
    expect(response.statusCode).toBe(415);
    expect(errorOf(response).message).toMatch(/imágenes/i);
    const posts = await row<{ n: number }>(sql`SELECT count(*)::int AS n FROM posts WHERE user_id = ${cook.id}`);
    expect(posts?.n).toBe(0);
    expect(await profileOf(cook.id)).toEqual(before);
  });

  it('are replaced and removed by the owner, deleting the old stored file', async () => {
    const cook = await t.signUp('Editora');
    const firstPhoto = await uploadedUrl(t, cook, 'post');
    const post = await publish(cook, { text: 'Con foto', imageUrl: firstPhoto });

    const secondPhoto = await uploadedUrl(t, cook, 'post', 'otra.png');
    const othersPhoto = await uploadedUrl(t, beto, 'post');
    const stolen = await t.request({ method: 'PATCH', url: `/api/posts/${post.id}`, user: cook, payload: { imageUrl: othersPhoto } });
    expect(stolen.statusCode).toBe(400);
    expect(await fileStatus(firstPhoto)).toBe(200);

    const replaced = await t.request({ method: 'PATCH', url: `/api/posts/${post.id}`, user: cook, payload: { imageUrl: secondPhoto } });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ text: 'Con foto', imageUrl: secondPhoto });
    expect(await fileStatus(firstPhoto)).toBe(404);
    expect(await uploadRow(firstPhoto)).toBeUndefined();
    expect(await fileStatus(secondPhoto)).toBe(200);

    const removed = await t.request({ method: 'PATCH', url: `/api/posts/${post.id}`, user: cook, payload: { imageUrl: null } });
    expect(removed.json()).toMatchObject({ imageUrl: null, text: 'Con foto' });
    expect(await fileStatus(secondPhoto)).toBe(404);

    const photoOnly = await publish(cook, { imageUrl: await uploadedUrl(t, cook, 'post') });
    const emptied = await t.request({ method: 'PATCH', url: `/api/posts/${photoOnly.id}`, user: cook, payload: { imageUrl: null } });
    expect(emptied.statusCode).toBe(400);
    expect(errorOf(emptied).message).toBe('La publicación no puede estar vacía.');
    expect(await fileStatus(photoOnly.imageUrl!)).toBe(200);
  });

  it('go with the post when the owner deletes it, and stay when someone else tries', async () => {
    const cook = await t.signUp('Borradora');
    const imageUrl = await uploadedUrl(t, cook, 'post');
    const post = await publish(cook, { text: 'Adiós', imageUrl });
    expect((await t.request({ method: 'DELETE', url: `/api/posts/${post.id}`, user: beto })).statusCode).toBe(403);
    expect(await fileStatus(imageUrl)).toBe(200);
    expect((await t.request({ method: 'DELETE', url: `/api/posts/${post.id}`, user: cook })).statusCode).toBe(204);
    expect(await fileStatus(imageUrl)).toBe(404);
    expect(await uploadRow(imageUrl)).toBeUndefined();
  });

  it('count a photo added later by an edit once', async () => {
    const cook = await t.signUp('Tardia');
    const post = await publish(cook, { text: 'Sin foto todavía' });
    await t.request({ method: 'PATCH', url: `/api/posts/${post.id}`, user: cook, payload: { imageUrl: await uploadedUrl(t, cook, 'post') } });
    await t.request({ method: 'PATCH', url: `/api/posts/${post.id}`, user: cook, payload: { imageUrl: await uploadedUrl(t, cook, 'post') } });
    expect((await profileOf(cook.id))!.posts_with_image).toBe(1);
    expect(await achievementsOf(cook.id)).toContain('picture_perfect');
  });
});
