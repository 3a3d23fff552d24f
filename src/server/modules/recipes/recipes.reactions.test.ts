import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '#shared/contract/page.ts';
import type { FavoriteState, RatingState, Recipe, RecipeComment } from '#shared/contract/recipes.ts';
import { recipes as texts } from '#shared/i18n/recipes.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { achievementsOf, createRecipe, profileCounters } from './recipes.test-kit.ts';

let t: TestApp;
let author: TestUser;
let critic: TestUser;
let fan: TestUser;
let recipeId: string;
const missing = '3f1d7c1e-0d7a-4c55-9a51-1a2b3c4d5e6f';

beforeAll(async () => {
  t = await createTestApp();
  author = await t.signUp('Autora');
  critic = await t.signUp('Crítico');
  fan = await t.signUp('Fan');
  recipeId = await createRecipe(t, author, { name: 'Pabellón criollo' });
});
afterAll(() => t.close());

async function recipeRow(id = recipeId) {
  const { rows } = await t.database.pool.query<{ rating_count: number; total_rating_sum: number; average_rating: number; favorites_count: number; comments_count: number }>(
    `SELECT rating_count, total_rating_sum, average_rating, favorites_count, comments_count FROM recipes WHERE id = $1`,
    [id],
  );
  return rows[0]!;
}
async function liveEvents(id = recipeId) {
  const { rows } = await t.database.pool.query<{ payload: { type: string } }>(`SELECT payload FROM live_events WHERE topic = $1 ORDER BY id`, [`recipe:${id}`]);
  return rows.map((r) => r.payload.type);
}
const rate = (user: TestUser | undefined, payload: unknown, id = recipeId) =>
  t.request({ method: 'PUT', url: `/api/recipes/${id}/rating`, user, payload: payload as object });
const unrate = (user: TestUser | undefined, id = recipeId) => t.request({ method: 'DELETE', url: `/api/recipes/${id}/rating`, user });

describe('ratings', () => {
  it('anonymous cooks get a 401 with the SPEC message and nothing changes', async () => {
    for (const response of [await rate(undefined, { stars: 4 }), await unrate(undefined)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('Debes iniciar sesión para valorar recetas.');
    }
    expect(await recipeRow()).toMatchObject({ rating_count: 0, total_rating_sum: 0 });
  });

  it('refuses 0, 6, 3.5, "abc", null and a missing value with a Spanish 400, and nothing changes', async () => {
    for (const payload of [{ stars: 0 }, { stars: 6 }, { stars: 3.5 }, { stars: 'abc' }, { stars: null }, {}]) {
      const response = await rate(critic, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().error.message).toBe(texts.rating.invalidStars);
    }
    expect(await recipeRow()).toMatchObject({ rating_count: 0, total_rating_sum: 0 });
  });

  it('an author cannot rate their own recipe', async () => {
    const response = await rate(author, { stars: 5 });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe(texts.rating.cannotRateOwn);
    expect(await recipeRow()).toMatchObject({ rating_count: 0, total_rating_sum: 0 });
  });

  it('a recipe that does not exist is a 404', async () => {
    for (const id of [missing, 'no-es-un-uuid']) {
      const response = await rate(critic, { stars: 3 }, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Receta no encontrada.');
    }
  });

  it('rating, changing, clearing: count, sum and average stay exact; the detail shows my rating', async () => {
    let response = await rate(critic, { stars: 4 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual<RatingState>({ averageRating: 4, ratingCount: 1, totalRatingSum: 4, myRating: 4 });
    response = await rate(critic, { stars: 2 });
    expect(response.json()).toEqual<RatingState>({ averageRating: 2, ratingCount: 1, totalRatingSum: 2, myRating: 2 });
    response = await rate(fan, { stars: 5 });
    expect(response.json()).toEqual<RatingState>({ averageRating: 3.5, ratingCount: 2, totalRatingSum: 7, myRating: 5 });
    const detail = (await t.request({ method: 'GET', url: `/api/recipes/${recipeId}`, user: critic })).json() as Recipe;
    expect(detail).toMatchObject({ myRating: 2, averageRating: 3.5, ratingCount: 2, totalRatingSum: 7 });
    expect(await recipeRow()).toMatchObject({ rating_count: 2, total_rating_sum: 7, average_rating: 3.5 });

    response = await unrate(critic);
    expect(response.json()).toEqual<RatingState>({ averageRating: 5, ratingCount: 1, totalRatingSum: 5, myRating: 0 });
    // Clearing again changes nothing.
    response = await unrate(critic);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual<RatingState>({ averageRating: 5, ratingCount: 1, totalRatingSum: 5, myRating: 0 });
    response = await unrate(fan);
    expect(response.json()).toEqual<RatingState>({ averageRating: 0, ratingCount: 0, totalRatingSum: 0, myRating: 0 });
    expect(await liveEvents()).toEqual(['rating.changed', 'rating.changed', 'rating.changed', 'rating.changed', 'rating.changed']);
  });

  it('the best star the author received unlocks the star achievements, and never goes down', async () => {
    const chef = await t.signUp('Chef Estrella');
    const dish = await createRecipe(t, chef, { name: 'Asado negro' });
    await rate(critic, { stars: 3 }, dish);
    expect((await profileCounters(t, chef.id)).best_star_received).toBe(3);
    expect(await achievementsOf(t, chef.id)).toEqual(['taste_approved']);
    await rate(fan, { stars: 5 }, dish);
    expect((await profileCounters(t, chef.id)).best_star_received).toBe(5);
    expect(await achievementsOf(t, chef.id)).toEqual(['culinary_masterpiece', 'path_to_perfection', 'taste_approved']);
    await unrate(fan, dish);
    expect((await profileCounters(t, chef.id)).best_star_received).toBe(5);
  });

  it('50 cooks rating the same recipe at once end with the exact count, sum and average', async () => {
    const chef = await t.signUp('Chef Popular');
    const dish = await createRecipe(t, chef, { name: 'Hallaca' });
    const raters: TestUser[] = [];
    for (let i = 0; i < 50; i += 1) raters.push(await t.signUp(`Catador ${i}`));
    const stars = raters.map((_, i) => (i % 5) + 1);
    const responses = await Promise.all(raters.map((user, i) => rate(user, { stars: stars[i] }, dish)));
    expect(responses.map((r) => r.statusCode)).toEqual(raters.map(() => 200));
    const sum = stars.reduce((a, b) => a + b, 0);
    const row = await recipeRow(dish);
    expect(row).toMatchObject({ rating_count: 50, total_rating_sum: sum });
    expect(row.average_rating).toBeCloseTo(sum / 50, 5);
    const detail = (await t.request({ method: 'GET', url: `/api/recipes/${dish}` })).json() as Recipe;
    expect(detail).toMatchObject({ ratingCount: 50, totalRatingSum: sum, averageRating: sum / 50 });
    const { rows } = await t.database.pool.query(`SELECT count(*)::int AS n, sum(stars)::int AS s FROM recipe_ratings WHERE recipe_id = $1`, [dish]);
    expect(rows[0]).toEqual({ n: 50, s: sum });

    // Everyone changes their mind at once: half clear, half move to 5 stars.
    await Promise.all(raters.map((user, i) => (i % 2 === 0 ? unrate(user, dish) : rate(user, { stars: 5 }, dish))));
    const after = await recipeRow(dish);
    expect(after).toMatchObject({ rating_count: 25, total_rating_sum: 125, average_rating: 5 });
  });
});

describe('favourites', () => {
  const save = (user: TestUser | undefined, id = recipeId) => t.request({ method: 'PUT', url: `/api/recipes/${id}/favorite`, user });
  const unsave = (user: TestUser | undefined, id = recipeId) => t.request({ method: 'DELETE', url: `/api/recipes/${id}/favorite`, user });

  it('anonymous cooks get a 401 with the SPEC message', async () => {
    for (const response of [await save(undefined), await unsave(undefined)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.message).toBe('Debes iniciar sesión para marcar recetas como favoritas.');
    }
    expect((await recipeRow()).favorites_count).toBe(0);
  });

  it('a recipe that does not exist is a 404', async () => {
    const response = await save(fan, missing);
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('Receta no encontrada.');
  });

  it('is idempotent and keeps the recipe count and the author’s favourites received exact', async () => {
    expect((await save(fan)).json()).toEqual<FavoriteState>({ isFavorite: true, favoritesCount: 1 });
    expect((await save(fan)).json()).toEqual<FavoriteState>({ isFavorite: true, favoritesCount: 1 });
    expect((await save(critic)).json()).toEqual<FavoriteState>({ isFavorite: true, favoritesCount: 2 });
    expect((await profileCounters(t, author.id)).favorites_received).toBe(2);
    // Saving your own recipe counts on the recipe but not towards your own achievements.
    expect((await save(author)).json()).toEqual<FavoriteState>({ isFavorite: true, favoritesCount: 3 });
    expect((await profileCounters(t, author.id)).favorites_received).toBe(2);
    const detail = (await t.request({ method: 'GET', url: `/api/recipes/${recipeId}`, user: fan })).json() as Recipe;
    expect(detail).toMatchObject({ isFavorite: true, favoritesCount: 3 });

    expect((await unsave(fan)).json()).toEqual<FavoriteState>({ isFavorite: false, favoritesCount: 2 });
    expect((await unsave(fan)).json()).toEqual<FavoriteState>({ isFavorite: false, favoritesCount: 2 });
    expect((await profileCounters(t, author.id)).favorites_received).toBe(1);
    const favorites = (await t.request({ method: 'GET', url: '/api/recipes?filter=favorites', user: critic })).json() as Page<Recipe>;
    expect(favorites.items.map((r) => r.id)).toEqual([recipeId]);
    expect((await liveEvents()).filter((type) => type === 'favorite.changed')).toHaveLength(4);
  });

  it('concurrent saves by many cooks count exactly', async () => {
    const chef = await t.signUp('Chef Querida');
    const dish = await createRecipe(t, chef, { name: 'Cachapa' });
    const cooks: TestUser[] = [];
    for (let i = 0; i < 12; i += 1) cooks.push(await t.signUp(`Admiradora ${i}`));
    // Each one saves twice at the same moment: still one favourite per cook.
    await Promise.all(cooks.flatMap((user) => [save(user, dish), save(user, dish)]));
    expect((await recipeRow(dish)).favorites_count).toBe(12);
    expect((await profileCounters(t, chef.id)).favorites_received).toBe(12);
    expect(await achievementsOf(t, chef.id)).toEqual(expect.arrayContaining(['initial_popularity', 'special_touch']));
  });
});

describe('comments', () => {
  const comment = (user: TestUser | undefined, payload: unknown, id = recipeId) =>
    t.request({ method: 'POST', url: `/api/recipes/${id}/comments`, user, payload: payload as object });
  const comments = (query = '', id = recipeId) => t.request({ method: 'GET', url: `/api/recipes/${id}/comments${query}` });

  it('anonymous cooks get a 401 with the SPEC message', async () => {
    const response = await comment(undefined, { comment: '¡Qué rico!' });
    expect(response.statusCode).toBe(401);
    expect(response.json().error.message).toBe('Debes iniciar sesión para comentar.');
  });

  it('refuses blank, too long or missing comments with a Spanish 400, and nothing changes', async () => {
    const cases: [unknown, string][] = [
      [{ comment: '     ' }, texts.comments.blank],
      [{ comment: '' }, texts.comments.blank],
      [{ comment: 'x'.repeat(20_000) }, texts.comments.tooLong],
      [{}, texts.comments.blank],
      [{ comment: 42 }, texts.comments.blank],
    ];
    for (const [payload, message] of cases) {
      const response = await comment(critic, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(message);
    }
    expect((await recipeRow()).comments_count).toBe(0);
    expect((await profileCounters(t, critic.id)).comments_written).toBe(0);
  });

  it('a recipe that does not exist is a 404 for reading and writing', async () => {
    for (const response of [await comment(critic, { comment: 'Hola' }, missing), await comments('', missing), await comments('', 'nada')]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().error.message).toBe('Receta no encontrada.');
    }
  });

  it('stores trimmed comments, lists them oldest first with pages, counts them and tells the live topic', async () => {
    const first = await comment(critic, { comment: '  Muy sabroso.  ' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ recipeId, userId: critic.id, userName: 'Crítico', comment: 'Muy sabroso.' });
    await comment(fan, { comment: 'Lo hice el domingo.' });
    await comment(critic, { comment: 'x'.repeat(1000) });

    const all = (await comments()).json() as Page<RecipeComment>;
    expect(all.items.map((c) => c.comment)).toEqual(['Muy sabroso.', 'Lo hice el domingo.', 'x'.repeat(1000)]);
    expect(all.nextCursor).toBeNull();
    const page1 = (await comments('?limit=2')).json() as Page<RecipeComment>;
    expect(page1.items.map((c) => c.userName)).toEqual(['Crítico', 'Fan']);
    const page2 = (await comments(`?limit=2&cursor=${page1.nextCursor}`)).json() as Page<RecipeComment>;
    expect(page2.items).toHaveLength(1);
    expect(page2.nextCursor).toBeNull();

    expect((await recipeRow()).comments_count).toBe(3);
    expect((await profileCounters(t, critic.id)).comments_written).toBe(2);
    expect((await liveEvents()).filter((type) => type === 'comment.created')).toHaveLength(3);
  });

  it('a tampered comments cursor is a Spanish 400', async () => {
    const listCursor = Buffer.from(JSON.stringify(['n', '2025-01-01T00:00:00.000000Z', missing])).toString('base64url');
    for (const cursor of ['roto', listCursor]) {
      const response = await comments(`?cursor=${cursor}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.message).toBe(texts.errors.invalidCursor);
    }
  });

  it('ten comments unlock the critic achievement', async () => {
    const writer = await t.signUp('Escritora');
    for (let i = 0; i < 10; i += 1) await comment(writer, { comment: `Comentario ${i}` });
    expect((await profileCounters(t, writer.id)).comments_written).toBe(10);
    expect(await achievementsOf(t, writer.id)).toContain('gastronomic_critic');
  });
});
