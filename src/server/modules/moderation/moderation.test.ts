// Reports, hiding by the community, the moderation queue and notices (issue 17) on a real database:
// exact counts under concurrent reports, the hidden item absent from every read of a third cook (and
// from their live stream) but shown «En revisión» to its author, a moderator's restore and removal, and
// every refusal in Spanish with nothing half-written.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Post, PostComment } from '#shared/contract/feed.ts';
import type { Notice, ReportedItem } from '#shared/contract/moderation.ts';
import type { Page } from '#shared/contract/page.ts';
import type { Recipe, RecipeComment, RecipeSummary } from '#shared/contract/recipes.ts';
import { recipeInput } from '#shared/contract/recipe-input.test-kit.ts';
import { es } from '#shared/i18n/es.ts';
import { moderation as texts } from '#shared/i18n/moderation.ts';
import { openStream } from '../../live/sse-reader.ts';
import { uploadedUrl } from '../../storage/upload-fixtures.ts';
import { cookieFrom, createTestApp, errorOf, type TestApp, type TestUser } from '../../test/harness.ts';
import { socialKit } from '../../test/social-kit.ts';
import { startFakePushService, type FakePushService } from '../push/push-service.test-kit.ts';

const moderatorEmail = 'moderadora@ejemplo.com';
let t: TestApp;
let base: string;
let pushService: FakePushService;
let moderator: TestUser;
const { publish, row } = socialKit(() => t);

beforeAll(async () => {
  [t, pushService] = await Promise.all([
    createTestApp({ REPORT_HIDE_THRESHOLD: '3', REPORTS_PER_HOUR: '30', MODERATOR_EMAILS: ` ${moderatorEmail.toUpperCase()} `, PUSH_ALLOW_LOOPBACK: 'true' }),
    startFakePushService(),
  ]);
  await t.server.listen({ port: 0, host: '127.0.0.1' });
  const address = t.server.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const signedUp = await t.request({ method: 'POST', url: '/api/auth/sign-up/email', payload: { email: moderatorEmail, password: 'Cocina-Segura-2026', name: 'Moderadora' } });
  expect(signedUp.statusCode, signedUp.body).toBe(200);
  moderator = { id: (signedUp.json() as { user: { id: string } }).user.id, email: moderatorEmail, name: 'Moderadora', cookie: cookieFrom(signedUp) };
});
afterAll(async () => {
  await t.close();
  await pushService.close();
});

const report = (user: TestUser | undefined, payload: Record<string, unknown>) => t.request({ method: 'POST', url: '/api/reports', user, payload });
const reportPost = (user: TestUser, postId: string, reason = 'spam', note?: string) =>
  report(user, { targetType: 'post', targetId: postId, reason, ...(note === undefined ? {} : { note }) });
const cooks = (n: number, name = 'Cocinero') => Promise.all(Array.from({ length: n }, (_, i) => t.signUp(`${name} ${i + 1}`)));
const count = async (query: ReturnType<typeof sql>) => Number((await row<{ n: number }>(query))?.n);
const reportRows = (id: string) => count(sql`SELECT count(*)::int AS n FROM reports WHERE target_id = ${id}`);
const queued = (id: string) => row<{ report_count: number }>(sql`SELECT report_count FROM reported_items WHERE target_id = ${id}`);
const get = <T>(url: string, user?: TestUser) => t.request({ method: 'GET', url, user }).then((r) => ({ status: r.statusCode, body: r.json() as T }));
const feedOf = async (user?: TestUser) => (await get<Page<Post>>('/api/posts', user)).body.items;
const decide = (user: TestUser, type: string, id: string, action: string) =>
  t.request({ method: 'POST', url: `/api/moderation/reports/${type}/${id}`, user, payload: { action } });

async function publishRecipe(user: TestUser, overrides: Parameters<typeof recipeInput>[0] = {}): Promise<string> {
  const response = await t.request({ method: 'POST', url: '/api/recipes', user, payload: recipeInput(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

/** Reports by `n` fresh cooks, one after another (the concurrent case has its own test). */
async function hideBy(n: number, payload: Record<string, unknown>) {
  for (const reporter of await cooks(n, 'Denunciante')) expect((await report(reporter, payload)).statusCode).toBe(201);
}

describe('POST /api/reports', () => {
  it('answers 201 for a new report and 200 for the same cook again, changing nothing', async () => {
    const [author, reporter] = await cooks(2);
    const post = await publish(author!, { text: 'Vendo ollas baratas' });
    const first = await reportPost(reporter!, post.id, 'spam', '  Es publicidad  ');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({ targetType: 'post', targetId: post.id, created: true });
    const again = await reportPost(reporter!, post.id, 'offensive', 'otra nota');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ targetType: 'post', targetId: post.id, created: false });
    expect(await reportRows(post.id)).toBe(1);
    expect(await queued(post.id)).toEqual({ report_count: 1 });
    expect(await row(sql`SELECT reason, note FROM reports WHERE target_id = ${post.id}`)).toEqual({ reason: 'spam', note: 'Es publicidad' });
  });

  it('takes every kind of item: a post comment, a recipe and a recipe comment', async () => {
    const [author, reporter] = await cooks(2);
    const post = await publish(author!, { text: 'Mi arepa' });
    const comment = (await t.request({ method: 'POST', url: `/api/posts/${post.id}/comments`, user: author, payload: { text: 'Comentario feo' } })).json() as PostComment;
    const recipeId = await publishRecipe(author!, { name: 'Receta peligrosa' });
    const recipeComment = (await t.request({ method: 'POST', url: `/api/recipes/${recipeId}/comments`, user: author, payload: { comment: 'Otro feo' } })).json() as RecipeComment;
    for (const [targetType, targetId] of [
      ['post-comment', comment.id],
      ['recipe', recipeId],
      ['recipe-comment', recipeComment.id],
    ]) {
      const response = await report(reporter, { targetType, targetId, reason: 'dangerous' });
      expect(response.statusCode, `${targetType} ${response.body}`).toBe(201);
      expect(await queued(targetId!)).toEqual({ report_count: 1 });
    }
  });

  it('refuses own content (403), a missing item (404) and a signed-out visitor (401) in Spanish, writing nothing', async () => {
    const [author] = await cooks(1);
    const post = await publish(author!, { text: 'Lo mío' });
    const own = await reportPost(author!, post.id);
    expect(own.statusCode).toBe(403);
    expect(errorOf(own).message).toBe(texts.errors.ownContent);
    for (const targetType of ['post', 'post-comment', 'recipe', 'recipe-comment']) {
      const missing = await report(author, { targetType, targetId: '00000000-0000-4000-8000-000000000000', reason: 'spam' });
      expect(missing.statusCode, targetType).toBe(404);
      expect(errorOf(missing).message).toBe(texts.errors.notFound);
    }
    const anonymous = await report(undefined, { targetType: 'post', targetId: post.id, reason: 'spam' });
    expect(anonymous.statusCode).toBe(401);
    expect(await reportRows(post.id)).toBe(0);
    expect(await queued(post.id)).toBeUndefined();
  });

  it('refuses bad input with a Spanish 400: an unknown type or id, a wrong reason, a 10,000-character note or one with a NUL byte', async () => {
    const [author, reporter] = await cooks(2);
    const post = await publish(author!, { text: 'Normal' });
    const cases: [Record<string, unknown>, string][] = [
      [{ targetType: 'user', targetId: post.id, reason: 'spam' }, texts.errors.targetType],
      [{ targetType: 'post', targetId: 'no-es-un-id', reason: 'spam' }, texts.errors.targetId],
      [{ targetType: 'post', targetId: post.id, reason: 'aburrido' }, texts.errors.reason],
      [{ targetType: 'post', targetId: post.id, reason: 'spam', note: 'a'.repeat(10_000) }, texts.errors.noteTooLong],
      // A NUL byte never reaches the contract: the text guard of every request refuses it first.
      [{ targetType: 'post', targetId: post.id, reason: 'spam', note: 'hola\u0000mundo' }, es.errors.badCharacters],
      [{ targetType: 'post', targetId: post.id, reason: 'spam', note: 'hola\u0007mundo' }, texts.errors.noteControl],
    ];
    for (const [payload, message] of cases) {
      const response = await report(reporter, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(errorOf(response).message).toContain(message);
    }
    expect(await reportRows(post.id)).toBe(0);
    expect(await queued(post.id)).toBeUndefined();
  });

  it('counts 500 reports sent at once by one cook up to REPORTS_PER_HOUR (30): the rest are 200 repeats or a Spanish 429', async () => {
    const [author, reporter] = await cooks(2);
    const posts: Post[] = [];
    for (let i = 0; i < 35; i++) posts.push(await publish(author!, { text: `Publicación ${i}` }));
    const answers = await Promise.all(Array.from({ length: 500 }, (_, i) => reportPost(reporter!, posts[i % posts.length]!.id)));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.every((s) => s === 201 || s === 200 || s === 429)).toBe(true);
    const refused = answers.find((a) => a.statusCode === 429)!;
    expect(errorOf(refused)).toEqual({ code: 'TOO_MANY_REPORTS', message: texts.errors.tooManyReports });
    expect(await count(sql`SELECT count(*)::int AS n FROM reports WHERE reporter_id = ${reporter!.id}`)).toBe(30);
    expect(await count(sql`SELECT coalesce(sum(report_count), 0)::int AS n FROM reported_items WHERE author_id = ${author!.id}`)).toBe(30);
  });
});

describe('hiding by the community', () => {
  it('6 cooks reporting at once with a threshold of 3: the count is 6, the post is hidden once', async () => {
    const [author] = await cooks(1);
    const post = await publish(author!, { text: 'Spam a montones' });
    const reporters = await cooks(6, 'Vecino');
    const answers = await Promise.all(reporters.map((reporter) => reportPost(reporter, post.id)));
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201, 201, 201, 201, 201]);
    expect(await queued(post.id)).toEqual({ report_count: 6 });
    expect(await count(sql`SELECT count(*)::int AS n FROM posts WHERE id = ${post.id} AND hidden_at IS NOT NULL`)).toBe(1);
    expect(await count(sql`SELECT count(*)::int AS n FROM live_events WHERE payload->>'type' = 'post.hidden' AND payload->>'postId' = ${post.id}`)).toBe(1);
  });

  it('2 reports leave a post visible; the 3rd hides it from everyone but its author, who sees it «En revisión»', async () => {
    const [author, third] = await cooks(2);
    const post = await publish(author!, { text: 'Insultos varios' });
    await t.request({ method: 'PUT', url: `/api/posts/${post.id}/favorite`, user: third });
    await hideBy(2, { targetType: 'post', targetId: post.id, reason: 'offensive' });
    expect((await feedOf(third)).some((p) => p.id === post.id)).toBe(true);
    await hideBy(1, { targetType: 'post', targetId: post.id, reason: 'offensive' });

    for (const viewer of [third, undefined]) {
      expect((await feedOf(viewer)).some((p) => p.id === post.id)).toBe(false);
      expect((await get(`/api/posts/${post.id}`, viewer)).status).toBe(404);
      expect((await get(`/api/posts/${post.id}/comments`, viewer)).status).toBe(404);
    }
    expect((await get<Page<Post>>('/api/me/favorite-posts', third)).body.items.some((p) => p.id === post.id)).toBe(false);
    expect((await feedOf(author)).find((p) => p.id === post.id)).toMatchObject({ underReview: true, text: 'Insultos varios' });
    expect((await get<Post>(`/api/posts/${post.id}`, author)).body.underReview).toBe(true);
    // Still reportable by others while hidden.
    const [late] = await cooks(1);
    expect((await reportPost(late!, post.id)).statusCode).toBe(201);
  });

  it('hides a post comment from the thread of others, not from its author', async () => {
    const [author, commenter, third] = await cooks(3);
    const post = await publish(author!, { text: 'Pregunta inocente' });
    const bad = (await t.request({ method: 'POST', url: `/api/posts/${post.id}/comments`, user: commenter, payload: { text: 'Comentario ofensivo' } })).json() as PostComment;
    await hideBy(3, { targetType: 'post-comment', targetId: bad.id, reason: 'offensive' });
    const thread = async (user: TestUser) => (await get<Page<PostComment>>(`/api/posts/${post.id}/comments`, user)).body.items;
    expect((await thread(third!)).some((c) => c.id === bad.id)).toBe(false);
    expect((await thread(author!)).some((c) => c.id === bad.id)).toBe(false);
    expect((await thread(commenter!)).find((c) => c.id === bad.id)).toMatchObject({ underReview: true });
  });

  it('hides a recipe from the book, every search, its detail and its public page, but not from its author', async () => {
    const [author, third] = await cooks(2);
    const name = 'Guiso tóxico zarzamora';
    const recipeId = await publishRecipe(author!, { name, mealType: 'Cena' });
    await t.search.caughtUp();
    const inBook = async (user?: TestUser, query = '') =>
      (await get<Page<RecipeSummary>>(`/api/recipes?limit=50${query}`, user)).body.items.find((r) => r.id === recipeId);
    expect(await inBook(third, `&q=${encodeURIComponent('zarzamora')}`)).toBeDefined();

    await hideBy(3, { targetType: 'recipe', targetId: recipeId, reason: 'dangerous' });
    await t.search.caughtUp();
    for (const viewer of [third, undefined]) {
      expect(await inBook(viewer)).toBeUndefined();
      expect(await inBook(viewer, `&q=${encodeURIComponent('zarzamora')}`)).toBeUndefined();
      expect((await get(`/api/recipes/${recipeId}`, viewer)).status).toBe(404);
      expect((await get(`/api/recipes/${recipeId}/comments`, viewer)).status).toBe(404);
    }
    const craving = await get<{ items: RecipeSummary[] }>(`/api/search/craving?q=${encodeURIComponent('zarzamora')}`, third);
    expect(craving.body.items.some((r) => r.id === recipeId)).toBe(false);
    expect((await t.request({ method: 'GET', url: `/r/${recipeId}` })).statusCode).toBe(404);
    // The only dinner of this book: «Sorpréndeme» has none left for others, and the offline catalogue leaves it out.
    expect((await get('/api/recipes/random?mealType=Cena', third)).status).toBe(404);
    expect((await get<{ recipe: RecipeSummary }>('/api/recipes/random?mealType=Cena', author)).body.recipe).toMatchObject({ id: recipeId, underReview: true });
    const visible = await publishRecipe(author!, { name: 'Almuerzo visible' });
    const catalogue: string[] = [];
    for (let cursor: string | null = '0'; cursor !== null; ) {
      const page: { body: Page<Recipe> } = await get<Page<Recipe>>(`/api/offline-catalogue?cursor=${cursor}`, third);
      catalogue.push(...page.body.items.map((r) => r.id));
      cursor = page.body.nextCursor;
    }
    expect(catalogue).toContain(visible);
    expect(catalogue).not.toContain(recipeId);

    expect(await inBook(author, '&filter=mine')).toMatchObject({ underReview: true });
    expect(await inBook(author)).toMatchObject({ underReview: true });
    expect((await get<Recipe>(`/api/recipes/${recipeId}`, author)).body).toMatchObject({ name, underReview: true });
  });

  it('hides a recipe comment from others', async () => {
    const [author, commenter, third] = await cooks(3);
    const recipeId = await publishRecipe(author!, { name: 'Arroz con pollo' });
    const bad = (await t.request({ method: 'POST', url: `/api/recipes/${recipeId}/comments`, user: commenter, payload: { comment: 'Comentario spam' } })).json() as RecipeComment;
    await hideBy(3, { targetType: 'recipe-comment', targetId: bad.id, reason: 'spam' });
    const comments = async (user?: TestUser) => (await get<Page<RecipeComment>>(`/api/recipes/${recipeId}/comments`, user)).body.items;
    expect((await comments(third)).some((c) => c.id === bad.id)).toBe(false);
    expect((await comments()).some((c) => c.id === bad.id)).toBe(false);
    expect((await comments(commenter)).find((c) => c.id === bad.id)).toMatchObject({ underReview: true });
  });

  it("tells a third cook's live stream only the hidden post's id, never its text", async () => {
    const [author, third] = await cooks(2);
    const post = await publish(author!, { text: 'Texto secreto ofensivo' });
    const stream = await openStream(`${base}/api/live?topics=feed,post:${post.id}`, { cookie: third!.cookie });
    try {
      await stream.until((e) => e.name === 'ready');
      await hideBy(3, { targetType: 'post', targetId: post.id, reason: 'offensive' });
      const hidden = await stream.until((e) => e.data.type === 'post.hidden');
      expect(hidden!.data).toEqual({ topic: 'feed', type: 'post.hidden', postId: post.id, authorId: author!.id });
      // Likes and comments on the hidden post say nothing to anyone: a later post arrives without them before it.
      const [fan] = await cooks(1);
      expect((await t.request({ method: 'PUT', url: `/api/posts/${post.id}/like`, user: fan })).statusCode).toBe(200);
      expect((await t.request({ method: 'POST', url: `/api/posts/${post.id}/comments`, user: fan, payload: { text: 'Me gusta igual' } })).statusCode).toBe(201);
      const barrier = await publish(fan!, { text: 'Después' });
      await stream.until((e) => e.data.type === 'post.created' && e.data.postId === barrier.id);
      const afterHiding = stream.events.filter((e) => e.id > hidden!.id && e.data.postId === post.id);
      expect(afterHiding).toEqual([]);
      expect(stream.events.some((e) => JSON.stringify(e.data).includes('Texto secreto'))).toBe(false);
    } finally {
      stream.close();
    }
  });
});

describe('the moderation queue', () => {
  it('answers 401 signed out and 403 in Spanish to anyone not in MODERATOR_EMAILS; GET /api/me says who moderates', async () => {
    const [cook] = await cooks(1);
    expect((await t.request({ method: 'GET', url: '/api/moderation/reports' })).statusCode).toBe(401);
    for (const response of [
      await t.request({ method: 'GET', url: '/api/moderation/reports', user: cook }),
      await decide(cook!, 'post', '00000000-0000-4000-8000-000000000000', 'restore'),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).message).toBe(texts.errors.notModerator);
    }
    expect((await get<{ moderator: boolean }>('/api/me', cook)).body.moderator).toBe(false);
    expect((await get<{ moderator: boolean }>('/api/me', moderator)).body.moderator).toBe(true);
  });

  it('lists reported items newest first, 20 a page, with their reasons counted and notes newest first', async () => {
    const [author, first, second] = await cooks(3);
    const posts: Post[] = [];
    for (let i = 0; i < 22; i++) posts.push(await publish(author!, { text: `Cola ${i}` }));
    for (const post of posts) expect((await reportPost(first!, post.id, 'spam', `nota ${post.text}`)).statusCode).toBe(201);
    expect((await reportPost(second!, posts[0]!.id, 'offensive', 'la más nueva')).statusCode).toBe(201);

    const page = await get<Page<ReportedItem>>('/api/moderation/reports', moderator);
    expect(page.status).toBe(200);
    expect(page.body.items).toHaveLength(20);
    expect(page.body.items[0]).toMatchObject({
      targetType: 'post',
      targetId: posts[0]!.id,
      author: { id: author!.id },
      text: 'Cola 0',
      link: '/feed',
      reportCount: 2,
      hidden: false,
      reasons: [
        { reason: 'spam', count: 1 },
        { reason: 'offensive', count: 1 },
      ],
      notes: ['la más nueva', 'nota Cola 0'],
    });
    expect(page.body.items.slice(1, 4).map((i) => i.text)).toEqual(['Cola 21', 'Cola 20', 'Cola 19']);
    const seen = new Set(page.body.items.map((i) => i.targetId));
    let cursor = page.body.nextCursor;
    while (cursor) {
      const next = await get<Page<ReportedItem>>(`/api/moderation/reports?cursor=${cursor}`, moderator);
      for (const item of next.body.items) {
        expect(seen.has(item.targetId)).toBe(false);
        seen.add(item.targetId);
      }
      cursor = next.body.nextCursor;
    }
    for (const post of posts) expect(seen.has(post.id)).toBe(true);
    const tampered = await t.request({ method: 'GET', url: '/api/moderation/reports?cursor=abc', user: moderator });
    expect(tampered.statusCode).toBe(400);
    expect(errorOf(tampered).message).toBe(texts.errors.invalidCursor);
  });

  it('«Restaurar» clears the reports and shows the item again; a second restore is a Spanish 404', async () => {
    const [author, third] = await cooks(2);
    const post = await publish(author!, { text: 'Falsa alarma' });
    await hideBy(3, { targetType: 'post', targetId: post.id, reason: 'spam' });
    expect((await feedOf(third)).some((p) => p.id === post.id)).toBe(false);
    const restored = await decide(moderator, 'post', post.id, 'restore');
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({ targetType: 'post', targetId: post.id, action: 'restore' });
    expect((await feedOf(third)).find((p) => p.id === post.id)).toMatchObject({ underReview: false });
    expect(await reportRows(post.id)).toBe(0);
    expect(await queued(post.id)).toBeUndefined();
    const again = await decide(moderator, 'post', post.id, 'restore');
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe(texts.errors.notReported);
  });

  it('restores a hidden recipe into the book and the search', async () => {
    const [author, third] = await cooks(2);
    const recipeId = await publishRecipe(author!, { name: 'Ajiaco restaurado' });
    await hideBy(3, { targetType: 'recipe', targetId: recipeId, reason: 'spam' });
    await t.search.caughtUp();
    const found = async () => (await get<Page<RecipeSummary>>(`/api/recipes?q=ajiaco`, third)).body.items.some((r) => r.id === recipeId);
    expect(await found()).toBe(false);
    expect((await decide(moderator, 'recipe', recipeId, 'restore')).statusCode).toBe(200);
    await t.search.caughtUp();
    expect(await found()).toBe(true);
    expect((await get(`/api/recipes/${recipeId}`, third)).status).toBe(200);
  });

  it('«Eliminar» deletes a post with its photo, tells its author why (notice and push), and a second time is a Spanish 404', async () => {
    const [author] = await cooks(1);
    const photo = await uploadedUrl(t, author!, 'post');
    const text = 'Publicidad de pastillas milagrosas para adelgazar sin dieta ni ejercicio, compra ya en mi tienda';
    const post = await publish(author!, { text, imageUrl: photo });
    // Subscribed after publishing, so the first push is the removal's (not the first photo's achievement).
    const device = pushService.device();
    expect((await t.request({ method: 'POST', url: '/api/push/subscriptions', user: author, payload: device.subscription })).statusCode).toBe(201);
    await hideBy(2, { targetType: 'post', targetId: post.id, reason: 'dangerous' });
    await hideBy(1, { targetType: 'post', targetId: post.id, reason: 'spam' });

    const removed = await decide(moderator, 'post', post.id, 'remove');
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await t.request({ method: 'GET', url: photo })).statusCode).toBe(404);
    expect(await count(sql`SELECT count(*)::int AS n FROM posts WHERE id = ${post.id}`)).toBe(0);
    expect(await reportRows(post.id)).toBe(0);
    expect(await queued(post.id)).toBeUndefined();

    const excerpt = `${text.slice(0, 80)}…`;
    const notices = (await get<{ items: Notice[] }>('/api/me/notices', author)).body.items;
    expect(notices).toEqual([{ id: expect.any(String), kind: 'removed', targetType: 'post', excerpt, reason: 'dangerous', createdAt: expect.any(String) }]);
    expect((await device.next()).message).toEqual({
      title: texts.notice.removedTitle,
      body: texts.notice.removed('publicación', excerpt, 'Peligroso para la salud'),
      url: '/feed',
      tag: `removed:post:${post.id}`,
    });

    const [other] = await cooks(1);
    const foreign = await t.request({ method: 'DELETE', url: `/api/me/notices/${notices[0]!.id}`, user: other });
    expect(foreign.statusCode).toBe(404);
    expect((await t.request({ method: 'DELETE', url: `/api/me/notices/${notices[0]!.id}`, user: author })).statusCode).toBe(204);
    expect((await get<{ items: Notice[] }>('/api/me/notices', author)).body.items).toEqual([]);

    const again = await decide(moderator, 'post', post.id, 'remove');
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe(texts.errors.notReported);
  });

  it('«Eliminar» deletes a recipe as its author would (photo, recipes published) and comments with exact counters', async () => {
    const [author, commenter, reporter] = await cooks(3);
    const photo = await uploadedUrl(t, author!, 'recipe');
    const recipeId = await publishRecipe(author!, { name: 'Receta con foto', imageUrl: photo });
    const published = async () => (await get<{ recipesPublished: number; commentsWritten: number }>('/api/me', author)).body;
    expect((await published()).recipesPublished).toBe(1);
    expect((await report(reporter, { targetType: 'recipe', targetId: recipeId, reason: 'spam' })).statusCode).toBe(201);
    expect((await decide(moderator, 'recipe', recipeId, 'remove')).statusCode).toBe(200);
    expect((await t.request({ method: 'GET', url: photo })).statusCode).toBe(404);
    expect((await get(`/api/recipes/${recipeId}`, author)).status).toBe(404);
    expect((await published()).recipesPublished).toBe(0);

    const other = await publishRecipe(author!, { name: 'Receta comentada' });
    const comments = [];
    for (const text of ['uno', 'dos']) {
      comments.push(((await t.request({ method: 'POST', url: `/api/recipes/${other}/comments`, user: commenter, payload: { comment: text } })).json() as RecipeComment).id);
    }
    expect((await report(reporter, { targetType: 'recipe-comment', targetId: comments[0], reason: 'offensive' })).statusCode).toBe(201);
    expect((await decide(moderator, 'recipe-comment', comments[0]!, 'remove')).statusCode).toBe(200);
    expect((await get<Recipe>(`/api/recipes/${other}`, author)).body.commentsCount).toBe(1);
    expect((await get<{ commentsWritten: number }>('/api/me', commenter)).body.commentsWritten).toBe(1);

    const post = await publish(author!, { text: 'Con comentarios' });
    const postComments = [];
    for (const text of ['a', 'b', 'c']) {
      postComments.push(((await t.request({ method: 'POST', url: `/api/posts/${post.id}/comments`, user: commenter, payload: { text } })).json() as PostComment).id);
    }
    expect((await report(reporter, { targetType: 'post-comment', targetId: postComments[1], reason: 'spam' })).statusCode).toBe(201);
    expect((await decide(moderator, 'post-comment', postComments[1]!, 'remove')).statusCode).toBe(200);
    expect((await get<Post>(`/api/posts/${post.id}`, author)).body.commentsCount).toBe(2);
    expect((await get<Page<PostComment>>(`/api/posts/${post.id}/comments`, author)).body.items.map((c) => c.text)).toEqual(['a', 'c']);
    expect((await get<{ items: Notice[] }>('/api/me/notices', commenter)).body.items.map((n) => n.targetType)).toEqual(['post-comment', 'recipe-comment']);
  });

  it("drops an item its author deleted from the queue on the next read, and a decision on it is a Spanish 404", async () => {
    const [author, reporter] = await cooks(2);
    const post = await publish(author!, { text: 'Me arrepentí' });
    expect((await reportPost(reporter!, post.id)).statusCode).toBe(201);
    expect((await t.request({ method: 'DELETE', url: `/api/posts/${post.id}`, user: author })).statusCode).toBe(204);
    const again = await decide(moderator, 'post', post.id, 'remove');
    expect(again.statusCode).toBe(404);
    expect(errorOf(again).message).toBe(texts.errors.notReported);

    const other = await publish(author!, { text: 'También me arrepentí' });
    expect((await reportPost(reporter!, other.id)).statusCode).toBe(201);
    expect((await t.request({ method: 'DELETE', url: `/api/posts/${other.id}`, user: author })).statusCode).toBe(204);
    let cursor: string | null = null;
    do {
      const page: { body: Page<ReportedItem> } = await get<Page<ReportedItem>>(`/api/moderation/reports${cursor ? `?cursor=${cursor}` : ''}`, moderator);
      expect(page.body.items.some((i) => i.targetId === other.id)).toBe(false);
      cursor = page.body.nextCursor;
    } while (cursor);
    expect(await queued(other.id)).toBeUndefined();
    expect(await reportRows(other.id)).toBe(0);
  });

  it('refuses a bad target or action with a Spanish 400', async () => {
    const cases: [string, string, string][] = [
      ['/api/moderation/reports/user/00000000-0000-4000-8000-000000000000', 'remove', texts.errors.targetType],
      ['/api/moderation/reports/post/nada', 'remove', texts.errors.targetId],
      ['/api/moderation/reports/post/00000000-0000-4000-8000-000000000000', 'borrar', texts.errors.action],
    ];
    for (const [url, action, message] of cases) {
      const response = await t.request({ method: 'POST', url, user: moderator, payload: { action } });
      expect(response.statusCode, url).toBe(400);
      expect(errorOf(response).message).toContain(message);
    }
    const missing = await decide(moderator, 'post', '00000000-0000-4000-8000-000000000000', 'remove');
    expect(missing.statusCode).toBe(404);
  });
});

describe('blocks on every read', () => {
  it("leave the blocked cook's posts, comments and recipes out of the blocker's feed, book, searches and threads", async () => {
    const [blocker, blocked, other] = await cooks(3);
    const post = await publish(blocked!, { text: 'Publicación bloqueada' });
    const recipeId = await publishRecipe(blocked!, { name: 'Mondongo bloqueado' });
    const otherPost = await publish(other!, { text: 'Hilo de otra' });
    const comment = (await t.request({ method: 'POST', url: `/api/posts/${otherPost.id}/comments`, user: blocked, payload: { text: 'Comento' } })).json() as PostComment;
    await t.search.caughtUp();
    expect((await t.request({ method: 'PUT', url: `/api/users/${blocked!.id}/block`, user: blocker })).statusCode).toBe(200);

    expect((await feedOf(blocker)).some((p) => p.id === post.id)).toBe(false);
    expect((await get(`/api/posts/${post.id}`, blocker)).status).toBe(404);
    expect((await get<Page<PostComment>>(`/api/posts/${otherPost.id}/comments`, blocker)).body.items.some((c) => c.id === comment.id)).toBe(false);
    expect((await get<Page<RecipeSummary>>('/api/recipes?limit=50', blocker)).body.items.some((r) => r.id === recipeId)).toBe(false);
    expect((await get<Page<RecipeSummary>>('/api/recipes?q=mondongo', blocker)).body.items.some((r) => r.id === recipeId)).toBe(false);
    expect((await get<{ items: RecipeSummary[] }>('/api/search/craving?q=mondongo', blocker)).body.items.some((r) => r.id === recipeId)).toBe(false);
    expect((await get(`/api/recipes/${recipeId}`, blocker)).status).toBe(404);
    // Everyone else still sees them, from the shared cached pages too.
    expect((await feedOf(other)).some((p) => p.id === post.id)).toBe(true);
    expect((await get<Page<RecipeSummary>>('/api/recipes?limit=50', other)).body.items.some((r) => r.id === recipeId)).toBe(true);
    expect((await get<Page<RecipeSummary>>('/api/recipes?q=mondongo')).body.items.some((r) => r.id === recipeId)).toBe(true);
  });
});
