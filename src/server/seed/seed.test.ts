import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, desc, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipeInputSchema } from '#shared/contract/recipe-input.ts';
import { achievements } from '#shared/domain/achievements.ts';
import { defaultHeatSources, defaultPots, difficulties, heatedStepTypes, mealTypes, nationalities, stepTypes } from '#shared/domain/catalog.ts';
import { parseStepTime } from '#shared/domain/step-time.ts';
import { demoCooks } from './demo/cooks.ts';
import { demoPosts } from './demo/posts.ts';
import { demoRatings } from './demo/ratings.ts';
import { demoRecipes } from './demo/recipes.ts';
import { dishArtSize, dishSvg } from './dish-art.ts';
import { dishKinds } from './dish-scenes.ts';
import { connectDatabase, type DatabaseHandle } from '../db/connect.ts';
import { postComments, postLikes, posts, profiles, recipeIngredients, recipeRatings, recipes, uploads, user } from '../db/schema.ts';
import { keyFromUrl, LocalDiskStorage, type FileStorage } from '../storage/storage.ts';
import { createDatabase } from '../test/harness.ts';
import { demoDomain, seedDemoContentOnce } from './seed.ts';

const cookNames = demoCooks.map((c) => c.username);
const ratingPlan = demoRatings(demoRecipes, cookNames);
const freshStorage = () => new LocalDiskStorage(mkdtempSync(join(tmpdir(), 'sazon-seed-')));

describe('demo recipes', () => {
  it('makes a book worth exploring: at least 150 recipes, more than «Explorador culinario» asks for, every meal type well represented', () => {
    const explorer = achievements.find((a) => a.id === 'culinary_explorer')!;
    expect(demoRecipes.length).toBeGreaterThanOrEqual(150);
    expect(demoRecipes.length).toBeGreaterThan(explorer.threshold);
    for (const m of mealTypes) expect(demoRecipes.filter((r) => r.mealType === m).length, m).toBeGreaterThanOrEqual(20);
    for (const n of nationalities) expect(demoRecipes.some((r) => r.nationality === n), n).toBe(true);
    for (const d of difficulties) expect(demoRecipes.some((r) => r.difficulty === d), d).toBe(true);
  });

  it('gives every recipe its own name', () => {
    const names = demoRecipes.map((r) => r.name.toLocaleLowerCase('es'));
    expect(new Set(names).size).toBe(names.length);
  });

  it('passes the same validation as a recipe written in the editor', () => {
    for (const recipe of demoRecipes) {
      const parsed = recipeInputSchema.safeParse({ ...recipe, imageUrl: null });
      expect(parsed.error?.issues ?? [], recipe.name).toEqual([]);
    }
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
    expect(timed).toBeGreaterThan(demoRecipes.length * 3);
  });

  it('names only demo cooks as authors, every cook writes, and has no placeholder text', () => {
    const names = new Set(cookNames);
    for (const recipe of demoRecipes) {
      expect(names.has(recipe.author), recipe.name).toBe(true);
      expect(JSON.stringify(recipe)).not.toMatch(/lorem|ipsum|placeholder|xxx/i);
    }
    for (const cook of cookNames) expect(demoRecipes.some((r) => r.author === cook), cook).toBe(true);
  });

  it('draws the pictures by kind of dish, not by meal type: at least 12 kinds, each meal type with several', () => {
    const used = new Set(demoRecipes.map((r) => r.dish));
    expect(used.size).toBeGreaterThanOrEqual(12);
    for (const kind of used) expect(dishKinds).toContain(kind);
    for (const m of mealTypes) expect(new Set(demoRecipes.filter((r) => r.mealType === m).map((r) => r.dish)).size, m).toBeGreaterThanOrEqual(4);
  });

  it('draws the same picture for the same recipe every time, and a different one for another recipe of the same kind', () => {
    const [first, second] = demoRecipes.filter((r) => r.dish === 'soup');
    expect(dishSvg(first!.dish, first!.name)).toBe(dishSvg(first!.dish, first!.name));
    expect(dishSvg(first!.dish, first!.name)).not.toBe(dishSvg(second!.dish, second!.name));
  });

  it('plans ratings from other cooks only, one per cook and recipe, 1–5 stars, most recipes rated and a few not', () => {
    const authorOf = new Map(demoRecipes.map((r) => [r.name, r.author]));
    for (const rating of ratingPlan) {
      expect(rating.rater, rating.recipe).not.toBe(authorOf.get(rating.recipe));
      expect(cookNames).toContain(rating.rater);
      expect(rating.stars).toBeGreaterThanOrEqual(1);
      expect(rating.stars).toBeLessThanOrEqual(5);
    }
    expect(new Set(ratingPlan.map((r) => `${r.recipe}|${r.rater}`)).size).toBe(ratingPlan.length);
    const rated = new Set(ratingPlan.map((r) => r.recipe));
    expect(rated.size).toBeGreaterThanOrEqual(demoRecipes.length * 0.8);
    expect(rated.size).toBeLessThan(demoRecipes.length);
    for (const name of rated) expect(ratingPlan.filter((r) => r.recipe === name).length, name).toBeLessThanOrEqual(5);
  });
});

describe('seedDemoContentOnce', () => {
  let database: DatabaseHandle;
  const storage = freshStorage();
  const logged: string[] = [];
  beforeAll(async () => {
    database = await connectDatabase(await createDatabase(), { poolSize: 2 });
  });
  afterAll(() => database.close());

  it('writes the demo content into an empty database exactly once, and says so', async () => {
    expect(await seedDemoContentOnce(database.db, storage, (m) => logged.push(m))).toBe(true);
    expect(await seedDemoContentOnce(database.db, storage, (m) => logged.push(m))).toBe(false);
    const [recipeCount] = await database.db.select({ n: count() }).from(recipes);
    const [ingredientCount] = await database.db.select({ n: count() }).from(recipeIngredients);
    const [cookCount] = await database.db.select({ n: count() }).from(profiles);
    expect(recipeCount?.n).toBe(demoRecipes.length);
    expect(ingredientCount?.n).toBe(demoRecipes.reduce((sum, r) => sum + r.ingredients.length, 0));
    expect(cookCount?.n).toBe(demoCooks.length);
    expect(logged).toEqual([
      expect.stringMatching(
        new RegExp(`^Contenido de demostración creado: ${demoRecipes.length} recetas con su foto, ${ratingPlan.length} valoraciones y ${demoPosts.length} publicaciones de ${demoCooks.length} cocineros \\(\\d+(,\\d)? s\\)\\.$`),
      ),
    ]);
  });

  it('shows every recipe with its own stored picture: a small WebP recorded as its author’s upload', async () => {
    const rows = await database.db.select({ name: recipes.name, imageUrl: recipes.imageUrl, authorId: recipes.authorId }).from(recipes);
    const uploadByKey = new Map((await database.db.select().from(uploads)).map((u) => [u.key, u]));
    expect(uploadByKey.size).toBe(demoRecipes.length);
    expect(new Set(rows.map((r) => r.imageUrl)).size).toBe(rows.length);
    for (const row of rows) {
      const key = keyFromUrl(row.imageUrl);
      expect(key, row.name).toMatch(/^recipe_images\/resized-\d+-[0-9a-f]{24}-[a-z0-9-]+\.webp$/);
      const file = await storage.get(key!);
      expect(file, row.name).not.toBeNull();
      const metadata = await sharp(file!.body).metadata();
      expect([metadata.format, metadata.width, metadata.height], row.name).toEqual(['webp', dishArtSize.width, dishArtSize.height]);
      expect(file!.body.length, row.name).toBeLessThanOrEqual(25_000);
      expect(uploadByKey.get(key!), row.name).toMatchObject({ ownerId: row.authorId, purpose: 'recipe', contentType: 'image/webp', bytes: file!.body.length });
    }
  });

  it('rates through the ratings’ own writes: never their own recipe, counters and averages exactly what the rows say', async () => {
    const rows = await database.db.select().from(recipes);
    const ratingRows = await database.db.select().from(recipeRatings);
    expect(ratingRows).toHaveLength(ratingPlan.length);
    for (const recipe of rows) {
      const mine = ratingRows.filter((r) => r.recipeId === recipe.id);
      for (const rating of mine) expect(rating.userId, recipe.name).not.toBe(recipe.authorId);
      const sum = mine.reduce((total, r) => total + r.stars, 0);
      expect([recipe.ratingCount, recipe.totalRatingSum], recipe.name).toEqual([mine.length, sum]);
      expect(recipe.averageRating, recipe.name).toBeCloseTo(mine.length ? sum / mine.length : 0, 5);
    }
    expect(rows.filter((r) => r.ratingCount > 0).length).toBe(new Set(ratingPlan.map((r) => r.recipe)).size);
    for (const profile of await database.db.select().from(profiles)) {
      const received = ratingRows.filter((r) => rows.find((recipe) => recipe.id === r.recipeId)!.authorId === profile.userId);
      expect(profile.bestStarReceived, profile.username).toBe(Math.max(0, ...received.map((r) => r.stars)));
    }
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

/** Every file under `folder`, as its storage key ('recipe_images/…'). */
const filesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `${entry.parentPath.slice(folder.length + 1)}/${entry.name}`);

describe('seedDemoContentOnce when a picture cannot be stored', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await connectDatabase(await createDatabase(), { poolSize: 2 });
  });
  afterAll(() => database.close());

  it('writes nothing and leaves no picture behind, so the next start seeds again', async () => {
    const disk = freshStorage();
    const stored = new Set<string>();
    let puts = 0;
    const failing: FileStorage = {
      put: async (key, body) => {
        puts += 1;
        if (puts === 20) throw new Error('disco lleno');
        await disk.put(key, body);
        stored.add(key);
      },
      get: (key) => disk.get(key),
      check: () => disk.check(),
      delete: async (key) => {
        await disk.delete(key);
        stored.delete(key);
      },
    };
    await expect(seedDemoContentOnce(database.db, failing)).rejects.toThrow('disco lleno');
    const [demoUsers] = await database.db.select({ n: count() }).from(user).where(like(user.email, `%${demoDomain}`));
    const [recipeCount] = await database.db.select({ n: count() }).from(recipes);
    const [uploadCount] = await database.db.select({ n: count() }).from(uploads);
    expect([demoUsers?.n, recipeCount?.n, uploadCount?.n]).toEqual([0, 0, 0]);
    expect(puts).toBeGreaterThanOrEqual(20);
    expect([...stored]).toEqual([]);

    expect(await seedDemoContentOnce(database.db, disk)).toBe(true);
    const [seeded] = await database.db.select({ n: count() }).from(recipes).where(eq(recipes.author, demoRecipes[0]!.author));
    expect(seeded?.n).toBe(demoRecipes.filter((r) => r.author === demoRecipes[0]!.author).length);
  });

  it('after a first start killed while drawing, the next one leaves no picture that no upload row knows', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'sazon-seed-killed-'));
    const disk = new LocalDiskStorage(folder);
    const otherDatabase = await connectDatabase(await createDatabase(), { poolSize: 2 });
    try {
      // A killed process cleans nothing up: its pictures stay, its transaction never commits.
      let puts = 0;
      const killed: FileStorage = {
        put: async (key, body) => {
          puts += 1;
          if (puts === 30) throw new Error('proceso terminado');
          await disk.put(key, body);
        },
        get: (key) => disk.get(key),
        check: () => disk.check(),
        delete: async () => {},
      };
      await expect(seedDemoContentOnce(otherDatabase.db, killed)).rejects.toThrow('proceso terminado');
      expect(filesUnder(folder).length).toBeGreaterThan(0);

      expect(await seedDemoContentOnce(otherDatabase.db, disk)).toBe(true);
      const recorded = (await otherDatabase.db.select({ key: uploads.key }).from(uploads)).map((row) => row.key);
      expect(filesUnder(folder).sort()).toEqual(recorded.sort());
    } finally {
      await otherDatabase.close();
    }
  });
});

