// The new-account brakes on a real database: the 11th post and the 31st comment of a day-old account
// are refused in Spanish with nothing written, also when sent all at once; older accounts and the off
// switch are not braked.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { moderation as texts } from '#shared/i18n/moderation.ts';
import { createTestApp, errorOf, type TestApp, type TestUser } from '../../test/harness.ts';
import { socialKit } from '../../test/social-kit.ts';
import { createRecipe } from '../recipes/recipes.test-kit.ts';

let t: TestApp;
const { publish, row } = socialKit(() => t);

beforeAll(async () => {
  t = await createTestApp({ NEW_ACCOUNT_BRAKES: 'on' });
});
afterAll(() => t.close());

const post = (user: TestUser, text: string) => t.request({ method: 'POST', url: '/api/posts', user, payload: { text } });
const postsOf = async (user: TestUser) => Number((await row<{ n: number }>(sql`SELECT count(*)::int AS n FROM posts WHERE user_id = ${user.id}`))?.n);
const commentsOf = async (user: TestUser) =>
  Number(
    (await row<{ n: number }>(sql`SELECT (SELECT count(*) FROM post_comments WHERE user_id = ${user.id}) + (SELECT count(*) FROM recipe_comments WHERE user_id = ${user.id}) AS n`))?.n,
  );
const ageAccount = (user: TestUser) => t.database.db.execute(sql`UPDATE "user" SET created_at = now() - interval '25 hours' WHERE id = ${user.id}`);

describe('new-account brakes', () => {
  it('let a new account publish 10 posts: 15 at once write exactly 10, the rest and the next answer 429 in Spanish', async () => {
    const cook = await t.signUp('Novata');
    const answers = await Promise.all(Array.from({ length: 15 }, (_, i) => post(cook, `Post ${i}`)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(10);
    const refused = answers.filter((a) => a.statusCode !== 201);
    expect(refused).toHaveLength(5);
    for (const answer of refused) {
      expect(answer.statusCode).toBe(429);
      expect(errorOf(answer)).toEqual({ code: 'NEW_ACCOUNT_POSTS', message: texts.errors.newAccountPosts(10) });
    }
    const eleventh = await post(cook, 'Uno más');
    expect(eleventh.statusCode).toBe(429);
    expect(errorOf(eleventh).message).toBe('Las cuentas nuevas pueden publicar hasta 10 veces en su primer día. Vuelve a intentarlo mañana.');
    expect(await postsOf(cook)).toBe(10);
    // A day later the account publishes freely.
    await ageAccount(cook);
    expect((await post(cook, 'Ya soy veterana')).statusCode).toBe(201);
    expect(await postsOf(cook)).toBe(11);
  });

  it('let a new account write 30 comments on posts and recipes together, also when sent at once', async () => {
    const chef = await t.signUp('Chef');
    await ageAccount(chef);
    const target = await publish(chef, { text: 'Comenten' });
    const recipeId = await createRecipe(t, chef);
    const cook = await t.signUp('Comentarista');
    const comment = (i: number) =>
      i % 2 === 0
        ? t.request({ method: 'POST', url: `/api/posts/${target.id}/comments`, user: cook, payload: { text: `Rico ${i}` } })
        : t.request({ method: 'POST', url: `/api/recipes/${recipeId}/comments`, user: cook, payload: { comment: `Rica ${i}` } });
    const answers = await Promise.all(Array.from({ length: 36 }, (_, i) => comment(i)));
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(30);
    for (const answer of answers.filter((a) => a.statusCode !== 201)) {
      expect(answer.statusCode).toBe(429);
      expect(errorOf(answer)).toEqual({ code: 'NEW_ACCOUNT_COMMENTS', message: texts.errors.newAccountComments(30) });
    }
    for (const i of [36, 37]) {
      const next = await comment(i);
      expect(next.statusCode).toBe(429);
      expect(errorOf(next).message).toBe('Las cuentas nuevas pueden comentar hasta 30 veces en su primer día. Vuelve a intentarlo mañana.');
    }
    expect(await commentsOf(cook)).toBe(30);
    await ageAccount(cook);
    expect((await comment(38)).statusCode).toBe(201);
    expect((await comment(39)).statusCode).toBe(201);
  });

  it('are off with NEW_ACCOUNT_BRAKES=off', async () => {
    const unbraked = await createTestApp({ NEW_ACCOUNT_BRAKES: 'off' });
    try {
      expect(unbraked.config.community.newAccountBrakes).toBeNull();
      const cook = await unbraked.signUp('Libre');
      for (let i = 0; i < 11; i++) {
        const answer = await unbraked.request({ method: 'POST', url: '/api/posts', user: cook, payload: { text: `Post ${i}` } });
        expect(answer.statusCode).toBe(201);
      }
    } finally {
      await unbraked.close();
    }
  });
});
