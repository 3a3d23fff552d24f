import { count, desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultHeatSources, defaultPots, difficulties, heatedStepTypes, mealTypes, nationalities, stepTypes } from '#shared/domain/catalog.ts';
import { parseStepTime } from '#shared/domain/step-time.ts';
import { demoCooks } from './demo/cooks.ts';
import { demoPosts } from './demo/posts.ts';
import { demoRecipes } from './demo/recipes.ts';
import { connectDatabase, type DatabaseHandle } from '../db/connect.ts';
import { postComments, postLikes, posts, profiles, recipeIngredients, recipes } from '../db/schema.ts';
import { createDatabase } from '../test/harness.ts';
import { seedDemoContentOnce } from './seed.ts';

describe('demo recipes', () => {
  it('has at least 40 recipes covering every meal type, nationality and difficulty', () => {
    expect(demoRecipes.length).toBeGreaterThanOrEqual(40);
    for (const m of mealTypes) expect(demoRecipes.some((r) => r.mealType === m), m).toBe(true);
    for (const n of nationalities) expect(demoRecipes.some((r) => r.nationality === n), n).toBe(true);
    for (const d of difficulties) expect(demoRecipes.some((r) => r.difficulty === d), d).toBe(true);
  });

  it('uses every step type, with 4–10 steps per recipe and real quantities', () => {
    const used = new Set(demoRecipes.flatMap((r) => r.steps.map((s) => s.type)));
    expect([...used].sort()).toEqual([...stepTypes].sort());
    for (const recipe of demoRecipes) {
      expect(recipe.steps.length, recipe.name).toBeGreaterThanOrEqual(4);
      expect(recipe.steps.length, recipe.name).toBeLessThanOrEqual(10);
      for (const ingredient of recipe.ingredients) expect(ingredient.quantity.trim(), recipe.name).not.toBe('');
    }
  });

  it('gives heated steps a heat source and a pot, and uses parseable times', () => {
    let timed = 0;
    for (const step of demoRecipes.flatMap((r) => r.steps)) {
      if (heatedStepTypes.includes(step.type)) {
        expect(defaultHeatSources).toContain(step.heatSource);
        expect(defaultPots).toContain(step.pot);
      }
      if (step.time) {
        expect(step.time).toMatch(/^\d+ (min|seg)$/);
        expect(parseStepTime(step.time)).toBeGreaterThan(0);
        timed += 1;
      }
    }
    expect(timed).toBeGreaterThan(100);
  });

  it('names only demo cooks as authors, and has no placeholder text', () => {
    const names = new Set(demoCooks.map((c) => c.username));
    for (const recipe of demoRecipes) {
      expect(names.has(recipe.author), recipe.name).toBe(true);
      expect(JSON.stringify(recipe)).not.toMatch(/lorem|ipsum|placeholder|xxx/i);
    }
  });
});

describe('seedDemoContentOnce', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await connectDatabase(await createDatabase(), { poolSize: 2 });
  });
  afterAll(() => database.close());

  it('writes the demo content into an empty database exactly once', async () => {
    expect(await seedDemoContentOnce(database.db)).toBe(true);
    expect(await seedDemoContentOnce(database.db)).toBe(false);
    const [recipeCount] = await database.db.select({ n: count() }).from(recipes);
    const [ingredientCount] = await database.db.select({ n: count() }).from(recipeIngredients);
    const [cookCount] = await database.db.select({ n: count() }).from(profiles);
    expect(recipeCount?.n).toBe(demoRecipes.length);
    expect(ingredientCount?.n).toBe(demoRecipes.reduce((sum, r) => sum + r.ingredients.length, 0));
    expect(cookCount?.n).toBe(demoCooks.length);
  });

  it('fills the feed with the demo posts, newest first, with exact like and comment counters', async () => {
    const rows = await database.db.select().from(posts).orderBy(desc(posts.timestamp));
    expect(rows.map((r) => r.text)).toEqual([...demoPosts].sort((a, b) => a.hoursAgo - b.hoursAgo).map((p) => p.text));
    const [likes] = await database.db.select({ n: count() }).from(postLikes);
    const [comments] = await database.db.select({ n: count() }).from(postComments);
    expect(likes?.n).toBe(demoPosts.reduce((sum, p) => sum + p.likedBy.length, 0));
    expect(comments?.n).toBe(demoPosts.reduce((sum, p) => sum + p.comments.length, 0));
    for (const row of rows) {
      const demo = demoPosts.find((p) => p.text === row.text)!;
      expect([row.likesCount, row.commentsCount], demo.text).toEqual([demo.likedBy.length, demo.comments.length]);
      expect(row.recipeName).toBe(demo.recipe);
      expect(row.recipeId === null).toBe(demo.recipe === null);
    }
  });
});
