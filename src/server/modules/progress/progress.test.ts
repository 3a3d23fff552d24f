// XP, levels, streaks, the weekly challenge and the league on a real database: every XP rule, that
// repeating an action farms nothing, that removing content removes its XP, concurrency, and bad input.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Leaderboard, Progress } from '#shared/contract/progress.ts';
import { recipeInput, type RecipeFixture } from '#shared/contract/recipe-input.test-kit.ts';
import { addDays, challengeOfWeek, challenges, startOfLocalDate, weekOf, xpRules } from '#shared/domain/progress.ts';
import { uploadedUrl } from '../../storage/upload-fixtures.ts';
import { createTestApp, errorOf, type TestApp, type TestUser } from '../../test/harness.ts';
import { progressAfterCook, progressOf, xpBeforeChange } from './progress.service.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function publishRecipe(author: TestUser, overrides: RecipeFixture = {}): Promise<string> {
  const response = await t.request({ method: 'POST', url: '/api/recipes', user: author, payload: recipeInput(overrides) });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

async function startCook(cook: TestUser, recipeId: string, more: Record<string, unknown> = {}): Promise<string> {
  const response = await t.request({ method: 'POST', url: '/api/cook-sessions', user: cook, payload: { recipeId, ...more } });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { id: string }).id;
}

const finish = (cook: TestUser, sessionId: string, payload: Record<string, unknown> = {}) =>
  t.request({ method: 'POST', url: `/api/cook-sessions/${sessionId}/finish`, user: cook, payload });

async function cookOnce(cook: TestUser, recipeId: string, more: Record<string, unknown> = {}) {
  const response = await finish(cook, await startCook(cook, recipeId, more));
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { xpEarned: number; progress: Progress; unlocked: string[] };
}

async function progressOfCook(cook: TestUser): Promise<Progress> {
  const response = await t.request({ method: 'GET', url: '/api/me/progress', user: cook });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Progress;
}

const xpOf = async (cook: TestUser) => (await progressOfCook(cook)).xp;

describe('GET /api/me/progress', () => {
  it('needs a session, and starts a new cook at level 1, «Pinche», with this week’s challenge', async () => {
    const anonymous = await t.request({ method: 'GET', url: '/api/me/progress' });
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).message).toBe('Debes iniciar sesión para ver tu progreso.');
    const cook = await t.signUp('Nueva');
    const progress = await progressOfCook(cook);
    const week = weekOf(new Date(), 'UTC');
    expect(progress).toEqual({
      xp: 0,
      weekXp: 0,
      level: 1,
      levelTitle: 'Pinche',
      levelXp: 0,
      nextLevelXp: 100,
      weekStreak: 0,
      streakFreezes: 0,
      thisWeek: 'pending',
      timeZone: 'UTC',
      weeklyChallenge: {
        id: challengeOfWeek(week).id,
        title: challengeOfWeek(week).title,
        progress: 0,
        goal: challengeOfWeek(week).goal,
        endsAt: startOfLocalDate(addDays(week, 7), 'UTC').toISOString(),
        completed: false,
        bonusXp: 100,
      },
    });
  });
});

describe('XP from cooking', () => {
  it('a finish earns 20, 30 with every ingredient verified, once per recipe per day; the answer says it', async () => {
    const author = await t.signUp('Autora');
    const cook = await t.signUp('Cocinera');
    const [tortilla, arepa] = [await publishRecipe(author), await publishRecipe(author)];
    const first = await cookOnce(cook, tortilla);
    expect(first.xpEarned).toBe(xpRules.cookFinished);
    expect(first.progress).toMatchObject({ xp: 20, weekXp: 20, weekStreak: 1, thisWeek: 'cooked' });
    // The same recipe again today: nothing more, even verified (the best of the day counts: 30 in all).
    expect((await cookOnce(cook, tortilla)).xpEarned).toBe(0);
    expect((await cookOnce(cook, tortilla, { ingredientsVerified: true })).xpEarned).toBe(10);
    expect((await cookOnce(cook, tortilla, { ingredientsVerified: true })).xpEarned).toBe(0);
    expect((await cookOnce(cook, arepa, { ingredientsVerified: true })).xpEarned).toBe(xpRules.cookFinishedVerified);
    expect(await progressOfCook(cook)).toMatchObject({ xp: 60, weekStreak: 1, thisWeek: 'cooked' });
  });

  it('finishing twice, or someone else’s session, is refused in Spanish and earns nothing', async () => {
    const author = await t.signUp('Dueña');
    const cook = await t.signUp('Cocinero');
    const other = await t.signUp('Intruso');
    const recipe = await publishRecipe(author);
    const session = await startCook(cook, recipe);
    const stolen = await finish(other, session);
    expect(stolen.statusCode).toBe(403);
    expect(await xpOf(other)).toBe(0);
    expect((await finish(cook, session)).statusCode).toBe(200);
    const again = await finish(cook, session);
    expect(again.statusCode).toBe(409);
    expect(errorOf(again).message).toBe('Esta sesión de cocina ya terminó.');
    expect(await xpOf(cook)).toBe(20);
  });

  it('two finishes at once count once: of one session, and of two sessions of one recipe', async () => {
    const author = await t.signUp('Chef Carrera');
    const cook = await t.signUp('Prisas');
    const recipe = await publishRecipe(author);
    const session = await startCook(cook, recipe);
    const same = await Promise.all([finish(cook, session), finish(cook, session)]);
    expect(same.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const other = await publishRecipe(author);
    const [a, b] = [await startCook(cook, other), await startCook(cook, other)];
    const both = await Promise.all([finish(cook, a), finish(cook, b)]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(both.map((r) => (r.json() as { xpEarned: number }).xpEarned).sort()).toEqual([0, 20]);
    expect(await xpOf(cook)).toBe(40);
  });

  it('a deleted recipe takes the XP of cooking it with it', async () => {
    const author = await t.signUp('Borradora');
    const cook = await t.signUp('Sin suerte');
    const recipe = await publishRecipe(author);
    await cookOnce(cook, recipe);
    expect(await xpOf(cook)).toBe(20);
    expect((await t.request({ method: 'DELETE', url: `/api/recipes/${recipe}`, user: author })).statusCode).toBe(204);
    expect(await xpOf(cook)).toBe(0);
  });
});

describe('XP from the book and the community', () => {
  it('publishing a recipe earns 50 once per recipe; deleting it takes them back', async () => {
    const author = await t.signUp('Publica');
    const recipe = await publishRecipe(author);
    expect(await xpOf(author)).toBe(50);
    const edit = await t.request({ method: 'PUT', url: `/api/recipes/${recipe}`, user: author, payload: recipeInput({ name: 'Otra versión' }) });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(await xpOf(author)).toBe(50);
    await t.request({ method: 'DELETE', url: `/api/recipes/${recipe}`, user: author });
    expect(await xpOf(author)).toBe(0);
  });

  it('ratings and favourites from others earn 5 each, once per person; taking them back removes them', async () => {
    const author = await t.signUp('Querida');
    const fans = [await t.signUp('Fan uno'), await t.signUp('Fan dos')];
    const recipe = await publishRecipe(author);
    for (const fan of fans) {
      await t.request({ method: 'PUT', url: `/api/recipes/${recipe}/rating`, user: fan, payload: { stars: 4 } });
      await t.request({ method: 'PUT', url: `/api/recipes/${recipe}/rating`, user: fan, payload: { stars: 5 } });
      await t.request({ method: 'PUT', url: `/api/recipes/${recipe}/favorite`, user: fan });
      await t.request({ method: 'PUT', url: `/api/recipes/${recipe}/favorite`, user: fan });
    }
    // The author's own favourite earns nothing.
    await t.request({ method: 'PUT', url: `/api/recipes/${recipe}/favorite`, user: author });
    expect(await xpOf(author)).toBe(50 + 2 * 5 + 2 * 5);
    await t.request({ method: 'DELETE', url: `/api/recipes/${recipe}/rating`, user: fans[0]! });
    await t.request({ method: 'DELETE', url: `/api/recipes/${recipe}/favorite`, user: fans[1]! });
    expect(await xpOf(author)).toBe(50 + 5 + 5);
  });

  it('a first comment on someone else’s recipe earns 5, more comments on it nothing, on your own nothing', async () => {
    const author = await t.signUp('Comentada');
    const critic = await t.signUp('Crítica');
    const recipe = await publishRecipe(author);
    const comment = (user: TestUser, text: string) =>
      t.request({ method: 'POST', url: `/api/recipes/${recipe}/comments`, user, payload: { comment: text } });
    expect((await comment(critic, '¡Qué rica!')).statusCode).toBe(201);
    await comment(critic, 'La repetí');
    await comment(author, 'Gracias');
    expect(await xpOf(critic)).toBe(5);
    expect(await xpOf(author)).toBe(50);
  });

  it('a post with a photo of a recipe you cooked earns 15 once per recipe and day; one you did not cook, nothing', async () => {
    const author = await t.signUp('Fotógrafa');
    const cook = await t.signUp('Foto cocinada');
    const [cooked, notCooked] = [await publishRecipe(author), await publishRecipe(author)];
    await cookOnce(cook, cooked);
    const photo = () => uploadedUrl(t, cook, 'post');
    const post = async (recipeId: string) => {
      const response = await t.request({ method: 'POST', url: '/api/posts', user: cook, payload: { text: 'Mirad', imageUrl: await photo(), recipeId } });
      expect(response.statusCode, response.body).toBe(201);
      return (response.json() as { id: string }).id;
    };
    const first = await post(cooked);
    await post(cooked);
    await post(notCooked);
    expect(await xpOf(cook)).toBe(20 + 15);
    await t.request({ method: 'DELETE', url: `/api/posts/${first}`, user: cook });
    // The second photo of the same dish that day now counts instead.
    expect(await xpOf(cook)).toBe(20 + 15);
  });
});

describe('levels', () => {
  it('follow the XP: 100 XP make an «Ayudante de cocina»', async () => {
    const author = await t.signUp('Sube nivel');
    await publishRecipe(author);
    expect(await progressOfCook(author)).toMatchObject({ level: 1, levelXp: 50, nextLevelXp: 100 });
    await publishRecipe(author);
    expect(await progressOfCook(author)).toMatchObject({ xp: 100, level: 2, levelTitle: 'Ayudante de cocina', levelXp: 0, nextLevelXp: 200 });
  });
});

describe('forged progress and time zones', () => {
  it('refuses a body that sets XP, a level or a streak, anywhere, in Spanish, and writes nothing', async () => {
    const author = await t.signUp('Tramposa');
    const recipe = await publishRecipe(author);
    const session = await startCook(author, recipe);
    for (const payload of [{ xp: 99_999 }, { level: 7 }, { weekStreak: 50 }, { xpEarned: 1000 }]) {
      const forged = await finish(author, session, payload);
      expect(forged.statusCode).toBe(400);
      expect(errorOf(forged).message).toBe('La experiencia, el nivel y la racha los calcula Sazón: no se pueden enviar.');
    }
    const patch = await t.request({ method: 'PATCH', url: '/api/me', user: author, payload: { bio: 'Hola', xp: 5000, levelTitle: 'Gran chef' } });
    expect(patch.statusCode).toBe(400);
    const nested = await t.request({ method: 'POST', url: '/api/recipes', user: author, payload: { ...recipeInput(), extra: { streakFreezes: 2 } } });
    expect(nested.statusCode).toBe(400);
    expect(await progressOfCook(author)).toMatchObject({ xp: 50, level: 1, weekStreak: 0 });
    expect((await t.request({ method: 'GET', url: '/api/me', user: author })).json()).toMatchObject({ bio: '¡Un chef en progreso!' });
    // The session was not finished by the forged requests.
    expect((await finish(author, session)).statusCode).toBe(200);
  });

  it('stores the device’s time zone, refuses one that does not exist', async () => {
    const cook = await t.signUp('Caraqueña');
    for (const timeZone of ['Marte/Olympus', 'America/Caracass', 42, '']) {
      const bad = await t.request({ method: 'PATCH', url: '/api/me', user: cook, payload: { timeZone } });
      expect(bad.statusCode).toBe(400);
      expect(errorOf(bad).message).toBe('La zona horaria no existe. Usa un nombre como «America/Caracas» o «Europe/Madrid».');
    }
    const good = await t.request({ method: 'PATCH', url: '/api/me', user: cook, payload: { timeZone: 'America/Caracas' } });
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ timeZone: 'America/Caracas' });
    expect(await progressOfCook(cook)).toMatchObject({ timeZone: 'America/Caracas' });
  });
});

/** Cook sessions finished at given instants, written as rows (the API finishes them now). */
async function cookedAt(cook: TestUser, recipeId: string, instants: string[], more: { fromPantry?: boolean } = {}) {
  for (const at of instants) {
    await t.database.db.execute(
      sql`INSERT INTO cook_sessions (user_id, recipe_id, from_pantry, started_at, finished_at) VALUES (${cook.id}, ${recipeId}, ${more.fromPantry ?? false}, ${at}, ${at})`,
    );
  }
}

describe('the weekly streak', () => {
  it('counts weeks on the cook’s own calendar, and a comodín saves a missed week', async () => {
    const author = await t.signUp('Semanal');
    const cook = await t.signUp('Constante');
    const recipe = await publishRecipe(author);
    await t.request({ method: 'PATCH', url: '/api/me', user: cook, payload: { timeZone: 'America/Caracas' } });
    // Sundays 22:30 in Caracas are Mondays in UTC: the weeks of 28 September to 19 October on the cook's calendar.
    await cookedAt(cook, recipe, ['2026-10-05T02:30:00Z', '2026-10-12T02:30:00Z', '2026-10-19T02:30:00Z', '2026-10-26T02:30:00Z']);
    expect(await progressOf(t.database.db, cook.id, new Date('2026-10-27T12:00:00Z'))).toMatchObject({ weekStreak: 4, streakFreezes: 1, thisWeek: 'pending' });
    // The week of 26 October is missed (the comodín saves it); a cook on 4 November continues the streak.
    await cookedAt(cook, recipe, ['2026-11-04T15:00:00Z']);
    expect(await progressOf(t.database.db, cook.id, new Date('2026-11-05T12:00:00Z'))).toMatchObject({ weekStreak: 5, streakFreezes: 0, thisWeek: 'cooked' });
    // Read in UTC the same rows fall in the weeks of 5 October to 2 November: no week missed, the comodín kept.
    await t.request({ method: 'PATCH', url: '/api/me', user: cook, payload: { timeZone: 'UTC' } });
    expect(await progressOf(t.database.db, cook.id, new Date('2026-11-05T12:00:00Z'))).toMatchObject({ weekStreak: 5, streakFreezes: 1, thisWeek: 'cooked' });
    expect(await progressOf(t.database.db, cook.id, new Date('2026-11-25T12:00:00Z'))).toMatchObject({ weekStreak: 0, thisWeek: 'pending' });
  });
});

describe('the weekly challenge', () => {
  it('counts the week’s cooks, and once completed gives its bonus XP once', async () => {
    const week = Array.from({ length: challenges.length }, (_, i) => addDays('2026-11-23', 7 * i)).find((w) => challengeOfWeek(w).id === 'breakfast-3')!;
    const author = await t.signUp('Desayunos');
    const cook = await t.signUp('Madrugadora');
    const breakfasts = [
      await publishRecipe(author, { mealType: 'Desayuno' }),
      await publishRecipe(author, { mealType: 'Desayuno' }),
      await publishRecipe(author, { mealType: 'Desayuno' }),
    ];
    const day = (n: number) => `${addDays(week, n)}T10:00:00Z`;
    await cookedAt(cook, breakfasts[0]!, [day(0), day(0)]);
    await cookedAt(cook, breakfasts[1]!, [day(1)]);
    const midWeek = new Date(day(2));
    const before = await progressOf(t.database.db, cook.id, midWeek);
    expect(before.weeklyChallenge).toMatchObject({ id: 'breakfast-3', title: 'Cocina 3 recetas de desayuno', progress: 2, goal: 3, completed: false });
    await cookedAt(cook, breakfasts[2]!, [day(2)]);
    const after = () =>
      t.database.db.transaction(async (tx) => progressAfterCook(tx, cook.id, await xpBeforeChange(tx, cook.id, midWeek), midWeek));
    const completed = await after();
    expect(completed.progress.weeklyChallenge).toMatchObject({ progress: 3, completed: true });
    expect(completed.xpEarned).toBe(xpRules.weeklyChallenge);
    expect((await after()).xpEarned).toBe(0);
    expect(completed.progress.xp).toBe(3 * 20 + 100);
  });
});

describe('GET /api/leaderboard', () => {
  it('ranks the cook and those they follow by this week’s XP, nobody else', async () => {
    const me = await t.signUp('Liga yo');
    const followed = await t.signUp('Liga seguida');
    const stranger = await t.signUp('Liga extraña');
    await t.request({ method: 'PUT', url: `/api/users/${followed.id}/follow`, user: me });
    // A follower of mine is not in my league unless I follow them.
    await t.request({ method: 'PUT', url: `/api/users/${me.id}/follow`, user: stranger });
    await publishRecipe(followed);
    await publishRecipe(stranger);
    await publishRecipe(stranger);
    const response = await t.request({ method: 'GET', url: '/api/leaderboard', user: me });
    expect(response.statusCode).toBe(200);
    const board = response.json() as Leaderboard;
    expect(board.items.map((e) => [e.rank, e.username, e.weekXp, e.isMe])).toEqual([
      [1, 'Liga seguida', 50, false],
      [2, 'Liga yo', 0, true],
    ]);
    expect(board.items[0]).toMatchObject({ level: 1, levelTitle: 'Pinche', userId: followed.id });
    expect(Date.parse(board.endsAt) - Date.parse(board.weekStartsAt)).toBe(7 * 86_400_000);
    expect((await t.request({ method: 'GET', url: '/api/leaderboard' })).statusCode).toBe(401);
  });

  it('leaves out a cook the viewer blocked (issue 17), who stays in third cooks’ leagues', async () => {
    const me = await t.signUp('Liga bloqueadora');
    const blocked = await t.signUp('Liga bloqueada');
    const third = await t.signUp('Liga tercera');
    for (const user of [me, third]) await t.request({ method: 'PUT', url: `/api/users/${blocked.id}/follow`, user });
    await publishRecipe(blocked);
    const names = async (user: TestUser) => ((await t.request({ method: 'GET', url: '/api/leaderboard', user })).json() as Leaderboard).items.map((e) => e.username);
    expect(await names(me)).toEqual(['Liga bloqueada', 'Liga bloqueadora']);
    expect((await t.request({ method: 'PUT', url: `/api/users/${blocked.id}/block`, user: me })).statusCode).toBe(200);
    expect(await names(me)).toEqual(['Liga bloqueadora']);
    expect(await names(third)).toEqual(['Liga bloqueada', 'Liga tercera']);
  });
});
