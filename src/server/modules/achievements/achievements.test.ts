import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AchievementItem } from '#shared/contract/achievements.ts';
import type { RecipeInput } from '#shared/contract/recipe-input.ts';
import { recipeInput } from '#shared/contract/recipe-input.test-kit.ts';
import { achievements } from '#shared/domain/achievements.ts';
import type { MealType } from '#shared/domain/catalog.ts';
import { profile as texts } from '#shared/i18n/profile.ts';
import { userTopic } from '#shared/contract/live.ts';
import { createTestApp, type TestApp, type TestUser } from '../../test/harness.ts';
import { insertRecipe } from '../editor/editor.repository.ts';
import { refreshAchievements } from './achievements.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const recipe = (mealType: MealType, n: number): RecipeInput =>
  recipeInput({
    name: `Receta ${mealType} ${n}`,
    description: 'Una receta de prueba.',
    mealType,
    totalTime: '20 min',
    difficulty: 'facil',
    ingredients: ['Harina de maíz'],
    steps: ['Mezclar todo.'],
  });

/** Publishes real recipes the way the editor does: the rows plus the exact counter. */
async function publish(user: TestUser, mealType: MealType, count: number) {
  for (let n = 0; n < count; n += 1) {
    await insertRecipe(t.database.db, { id: user.id, name: user.name }, recipe(mealType, n));
    await t.database.pool.query(`UPDATE profiles SET recipes_published = recipes_published + 1 WHERE user_id = $1`, [user.id]);
  }
  await refreshAchievements(t.database.db, user.id);
}

type Counter = 'recipes_published' | 'best_star_received' | 'favorites_received' | 'recipes_explored' | 'comments_written' | 'posts_with_image' | 'following_count';

async function setCounter(user: TestUser, column: Counter, value: number) {
  await t.database.pool.query(`UPDATE profiles SET ${column} = $2 WHERE user_id = $1`, [user.id, value]);
  await refreshAchievements(t.database.db, user.id);
}

async function list(user: TestUser): Promise<Map<string, AchievementItem>> {
  const res = await t.request({ method: 'GET', url: '/api/achievements', user });
  expect(res.statusCode).toBe(200);
  return new Map((res.json().items as AchievementItem[]).map((item) => [item.id, item]));
}

function expectLocked(items: Map<string, AchievementItem>, id: string, progress: number) {
  expect(items.get(id)).toMatchObject({ id, unlocked: false, unlockedAt: null, progress });
}
function expectUnlocked(items: Map<string, AchievementItem>, id: string) {
  const item = items.get(id);
  expect(item).toMatchObject({ id, unlocked: true });
  expect(Date.parse(item?.unlockedAt ?? '')).toBeGreaterThan(0);
}

describe('GET /api/achievements', () => {
  it('refuses an anonymous visitor in Spanish', async () => {
    const res = await t.request({ method: 'GET', url: '/api/achievements' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe(texts.achievements.signInRequired);
  });

  it("answers 'No se encontraron datos de usuario.' when the cook has no profile", async () => {
    const user = await t.signUp('Sin Perfil');
    await t.database.pool.query(`DELETE FROM profiles WHERE user_id = $1`, [user.id]);
    const res = await t.request({ method: 'GET', url: '/api/achievements', user });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('No se encontraron datos de usuario.');
  });

  it('lists every achievement of the table, in order, all locked at zero for a new cook', async () => {
    const user = await t.signUp('Novata');
    const res = await t.request({ method: 'GET', url: '/api/achievements', user });
    const items = res.json().items as AchievementItem[];
    expect(items.map((i) => i.id)).toEqual(achievements.map((a) => a.id));
    expect(items[0]).toEqual({
      id: 'first_recipe',
      group: 'recipes',
      title: 'Primera receta',
      description: 'Publica tu primera receta.',
      icon: '🍳',
      threshold: 1,
      progress: 0,
      unlocked: false,
      unlockedAt: null,
    });
    expect(items.every((i) => !i.unlocked && i.progress === 0)).toBe(true);
  });

  it('only shows the viewer their own progress', async () => {
    const author = await t.signUp('Autora');
    const reader = await t.signUp('Lectora');
    await publish(author, 'Cena', 1);
    expectUnlocked(await list(author), 'first_recipe');
    expectLocked(await list(reader), 'first_recipe', 0);
  });
});

describe('recipes created', () => {
  it('first_recipe and apprentice_chef unlock at their thresholds with real recipes', async () => {
    const user = await t.signUp('Cocinera');
    expectLocked(await list(user), 'first_recipe', 0);
    await publish(user, 'Almuerzo', 1);
    let items = await list(user);
    expectUnlocked(items, 'first_recipe');
    expectLocked(items, 'apprentice_chef', 1);
    await publish(user, 'Almuerzo', 3);
    expectLocked(await list(user), 'apprentice_chef', 4);
    await publish(user, 'Almuerzo', 1);
    items = await list(user);
    expectUnlocked(items, 'apprentice_chef');
    expectLocked(items, 'rising_master', 5);
  });

  for (const [id, threshold] of [['rising_master', 10], ['prolific_chef', 20], ['golden_chef', 50], ['culinary_legend', 100]] as const) {
    it(`${id} unlocks at ${threshold} published recipes, not one before`, async () => {
      const user = await t.signUp('Prolífica');
      await setCounter(user, 'recipes_published', threshold - 1);
      expectLocked(await list(user), id, threshold - 1);
      await setCounter(user, 'recipes_published', threshold);
      expectUnlocked(await list(user), id);
    });
  }
});

describe('star ratings received', () => {
  it('taste_approved (3), path_to_perfection (4) and culinary_masterpiece (5) follow the best star received', async () => {
    const user = await t.signUp('Estrellada');
    await setCounter(user, 'best_star_received', 2);
    let items = await list(user);
    expectLocked(items, 'taste_approved', 2);
    await setCounter(user, 'best_star_received', 3);
    items = await list(user);
    expectUnlocked(items, 'taste_approved');
    expectLocked(items, 'path_to_perfection', 3);
    await setCounter(user, 'best_star_received', 4);
    items = await list(user);
    expectUnlocked(items, 'path_to_perfection');
    expectLocked(items, 'culinary_masterpiece', 4);
    await setCounter(user, 'best_star_received', 5);
    expectUnlocked(await list(user), 'culinary_masterpiece');
  });
});

describe('favourites received', () => {
  for (const [id, threshold] of [['initial_popularity', 5], ['special_touch', 10], ['cookbook_star', 20], ['favorite_chef', 50], ['most_loved_recipe', 100]] as const) {
    it(`${id} unlocks at ${threshold}, not one before`, async () => {
      const user = await t.signUp('Querida');
      await setCounter(user, 'favorites_received', threshold - 1);
      expectLocked(await list(user), id, threshold - 1);
      await setCounter(user, 'favorites_received', threshold);
      expectUnlocked(await list(user), id);
    });
  }
});

describe('specialties (5 published recipes of one meal type)', () => {
  for (const [id, mealType] of [['dawn_master', 'Desayuno'], ['midday_chef', 'Almuerzo'], ['night_chef', 'Cena'], ['king_of_cravings', 'Snack'], ['sweet_master', 'Postre']] as const) {
    it(`${id} counts ${mealType} recipes only`, async () => {
      const user = await t.signUp('Especialista');
      const other = mealType === 'Postre' ? 'Cena' : 'Postre';
      await publish(user, other, 5);
      await publish(user, mealType, 4);
      expectLocked(await list(user), id, 4);
      await publish(user, mealType, 1);
      const items = await list(user);
      expectUnlocked(items, id);
      expect(items.get(id)?.progress).toBe(5);
    });
  }
});

describe('additional', () => {
  const counted = [
    ['culinary_explorer', 'recipes_explored', 100],
    ['gastronomic_critic', 'comments_written', 10],
    ['picture_perfect', 'posts_with_image', 1],
    ['gourmet_follower', 'following_count', 10],
  ] as const;
  for (const [id, column, threshold] of counted) {
    it(`${id} unlocks at ${threshold} (${column}), not one before`, async () => {
      const user = await t.signUp('Curiosa');
      await setCounter(user, column, threshold - 1);
      expectLocked(await list(user), id, threshold - 1);
      await setCounter(user, column, threshold);
      expectUnlocked(await list(user), id);
    });
  }

  it('pantry_master unlocks when the flag is set', async () => {
    const user = await t.signUp('Despensera');
    expectLocked(await list(user), 'pantry_master', 0);
    await t.database.pool.query(`UPDATE profiles SET pantry_master_achieved = true WHERE user_id = $1`, [user.id]);
    await refreshAchievements(t.database.db, user.id);
    const items = await list(user);
    expectUnlocked(items, 'pantry_master');
    expect(items.get('pantry_master')?.progress).toBe(1);
  });
});

describe('unlocked stays unlocked', () => {
  it('keeps an achievement once earned even when progress drops later, and reports the real progress', async () => {
    const user = await t.signUp('Arrepentida');
    await setCounter(user, 'following_count', 10);
    expectUnlocked(await list(user), 'gourmet_follower');
    await setCounter(user, 'following_count', 3);
    const item = (await list(user)).get('gourmet_follower');
    expect(item).toMatchObject({ unlocked: true, progress: 3 });
  });

  it('a counter that reached a threshold without a refresh is not shown as unlocked (the rows decide)', async () => {
    const user = await t.signUp('Sin Refresco');
    await t.database.pool.query(`UPDATE profiles SET comments_written = 10 WHERE user_id = $1`, [user.id]);
    const item = (await list(user)).get('gastronomic_critic');
    expect(item).toMatchObject({ unlocked: false, progress: 10 });
  });

  it('the unlock is announced on the cook’s own topic', async () => {
    const user = await t.signUp('Anunciada');
    await setCounter(user, 'posts_with_image', 1);
    const { rows } = await t.database.pool.query(`SELECT payload FROM live_events WHERE topic = $1`, [userTopic(user.id)]);
    expect(rows.map((r) => r.payload)).toContainEqual({ type: 'achievements.unlocked', ids: ['picture_perfect'] });
  });
});

describe('unseen unlocks: GET /api/achievements/unseen and POST /api/achievements/seen', () => {
  const unseen = async (user: TestUser) => {
    const res = await t.request({ method: 'GET', url: '/api/achievements/unseen', user });
    expect(res.statusCode).toBe(200);
    return res.json().items as Array<{ id: string; title: string; description: string; icon: string }>;
  };
  const markSeen = (user: TestUser | undefined, payload: unknown) =>
    t.request({ method: 'POST', url: '/api/achievements/seen', user, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
  const seenAtOf = async (user: TestUser) => {
    const { rows } = await t.database.pool.query<{ achievement_id: string; seen_at: Date | null }>(
      `SELECT achievement_id, seen_at FROM user_achievements WHERE user_id = $1 ORDER BY achievement_id`,
      [user.id],
    );
    return rows;
  };

  it('refuses an anonymous visitor in Spanish, on both routes', async () => {
    const list = await t.request({ method: 'GET', url: '/api/achievements/unseen' });
    expect(list.statusCode).toBe(401);
    expect(list.json().error.message).toBe(texts.achievements.signInRequired);
    const seen = await markSeen(undefined, { ids: ['first_recipe'] });
    expect(seen.statusCode).toBe(401);
    expect(seen.json().error.message).toBe(texts.achievements.signInRequired);
  });

  it('lists a medal unlocked by a real request, with its picture and name, until it is marked seen', async () => {
    const user = await t.signUp('Estrenada');
    expect(await unseen(user)).toEqual([]);
    const created = await t.request({ method: 'POST', url: '/api/recipes', user, payload: recipe('Cena', 1) });
    expect(created.statusCode).toBe(201);
    expect(await unseen(user)).toEqual([{ id: 'first_recipe', title: 'Primera receta', description: 'Publica tu primera receta.', icon: '🍳' }]);

    const seen = await markSeen(user, { ids: ['first_recipe'] });
    expect(seen.statusCode).toBe(204);
    expect(seen.body).toBe('');
    expect(await unseen(user)).toEqual([]);
    // Still unlocked: seen only hides the celebration.
    expectUnlocked(await list(user), 'first_recipe');
  });

  it('lists the oldest unlock first, and those of one write in the order of the table', async () => {
    const user = await t.signUp('Ordenada');
    await setCounter(user, 'following_count', 10);
    await setCounter(user, 'recipes_published', 5);
    expect((await unseen(user)).map((item) => item.id)).toEqual(['gourmet_follower', 'first_recipe', 'apprentice_chef']);
  });

  it('marking seen touches only the viewer’s own rows, and the first date it was seen stays', async () => {
    const cook = await t.signUp('Vista');
    const other = await t.signUp('Ajena');
    await setCounter(cook, 'posts_with_image', 1);
    await setCounter(other, 'posts_with_image', 1);
    await setCounter(other, 'following_count', 10);

    // The other cook's ids (and one the viewer never unlocked) change nothing of theirs.
    expect((await markSeen(cook, { ids: ['picture_perfect', 'gourmet_follower'] })).statusCode).toBe(204);
    expect((await unseen(cook)).map((item) => item.id)).toEqual([]);
    expect((await unseen(other)).map((item) => item.id)).toEqual(['picture_perfect', 'gourmet_follower']);
    expect((await seenAtOf(other)).every((row) => row.seen_at === null)).toBe(true);

    const [first] = await seenAtOf(cook);
    expect(first?.seen_at).toBeInstanceOf(Date);
    expect((await markSeen(cook, { ids: ['picture_perfect'] })).statusCode).toBe(204);
    expect(await seenAtOf(cook)).toEqual([first]);
  });

  it('bad ids are a 400 in Spanish and mark nothing', async () => {
    const user = await t.signUp('Traviesa');
    await setCounter(user, 'posts_with_image', 1);
    const tooMany = Array.from({ length: 51 }, () => 'first_recipe');
    const cases: Array<[unknown, string]> = [
      [{ ids: ['first_recipe', 'no_existe'] }, texts.achievements.seenIdUnknown],
      [{ ids: [42] }, texts.achievements.seenIdUnknown],
      [{ ids: [] }, texts.achievements.seenIdsInvalid],
      [{ ids: tooMany }, texts.achievements.seenIdsInvalid],
      [{ ids: 'picture_perfect' }, texts.achievements.seenIdsInvalid],
    ];
    for (const [payload, message] of cases) {
      const res = await markSeen(user, payload);
      expect({ payload, status: res.statusCode, message: res.json().error.message }).toEqual({ payload, status: 400, message });
    }
    expect((await unseen(user)).map((item) => item.id)).toEqual(['picture_perfect']);
  });

  it('up to 50 ids at once are accepted', async () => {
    const user = await t.signUp('Coleccionista');
    await setCounter(user, 'posts_with_image', 1);
    const ids = Array.from({ length: 50 }, (_, n) => achievements[n % achievements.length]!.id);
    expect((await markSeen(user, { ids })).statusCode).toBe(204);
    expect(await unseen(user)).toEqual([]);
  });
});
