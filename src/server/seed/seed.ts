// Demo content, written once into an empty database: a few cooks, their recipes (each with a picture drawn
// by dish-art.ts and stored like an upload), the ratings they give each other's recipes, and their posts.
import { createHash, randomUUID } from 'node:crypto';
import { count, eq, like } from 'drizzle-orm';
import { demoCooks } from './demo/cooks.ts';
import { demoPosts } from './demo/posts.ts';
import { demoRatings } from './demo/ratings.ts';
import type { SeedRecipe } from './demo/recipe-kit.ts';
import { demoRecipes } from './demo/recipes.ts';
import type { Database, Tx } from '../db/connect.ts';
import { postComments, posts, profiles, recipes, user } from '../db/schema.ts';
import { insertRecipe } from '../modules/editor/editor.repository.ts';
import { insertComment, insertPost, setLike } from '../modules/feed/feed.repository.ts';
import { moveRatingCounters, raiseBestStarReceived, upsertRating } from '../modules/recipes/reactions.repository.ts';
import { fileUrl, type FileStorage } from '../storage/storage.ts';
import { uploadKey } from '../storage/upload-keys.ts';
import { recordUpload } from '../storage/uploads.repository.ts';

export const demoDomain = '@demo.sazon.app';

/** Pictures drawn at a time: enough to keep sharp's threads busy, few enough to bound the memory. */
const picturesInFlight = 4;

interface Picture {
  recipe: SeedRecipe;
  ownerId: string;
  key: string;
}

/**
 * The same key for a demo recipe's picture at every attempt (a hash of its name where uploads have random
 * bits; demo pictures are public anyway): a first start killed while drawing leaves only files the next
 * attempt overwrites and records, never strays.
 */
const demoPictureKey = (name: string, ownerId: string) =>
  uploadKey('recipe', {
    timestamp: 0,
    name,
    userId: ownerId,
    random: createHash('sha256').update(name).digest('hex').slice(0, 24),
  });

export async function seedDemoContentOnce(db: Database, storage: FileStorage, log: (m: string) => void = () => {}): Promise<boolean> {
  const started = performance.now();
  const [existing] = await db.select({ n: count() }).from(user).where(like(user.email, `%${demoDomain}`));
  if ((existing?.n ?? 0) > 0) return false;

  const idByUsername = new Map(demoCooks.map((cook) => [cook.username, randomUUID()]));
  const cookId = (name: string) => {
    const id = idByUsername.get(name);
    if (!id) throw new Error(`Demo content names unknown cook ${name}`);
    return id;
  };
  const now = Date.now();
  const pictures: Picture[] = demoRecipes.map((recipe) => {
    const ownerId = cookId(recipe.author);
    return { recipe, ownerId, key: demoPictureKey(recipe.name, ownerId) };
  });
  // Drawing is the slow part and runs on sharp's threads, so it goes on while the rows are written; the
  // transaction waits for it before recording the uploads. The catch only keeps an early failure from
  // being reported as unhandled: the transaction still awaits (and fails with) the same promise.
  const drawing = drawAndStore(storage, pictures);
  drawing.catch(() => {});
  const ratings = demoRatings(demoRecipes, demoCooks.map((cook) => cook.username));

  try {
    await db.transaction(async (tx) => {
      for (const cook of demoCooks) {
        const id = cookId(cook.username);
        await tx.insert(user).values({ id, name: cook.username, email: cook.email, emailVerified: true });
        await tx.insert(profiles).values({ userId: id, username: cook.username, bio: cook.bio, favoriteCuisine: cook.favoriteCuisine });
      }
      const recipeIdByName = await writeRecipes(tx, pictures, now);
      for (const id of idByUsername.values()) {
        const [mine] = await tx.select({ n: count() }).from(recipes).where(eq(recipes.authorId, id));
        await tx.update(profiles).set({ recipesPublished: mine?.n ?? 0 }).where(eq(profiles.userId, id));
      }

      // Through the ratings' own writes, so count, sum and average are exactly what the rows say. Each
      // recipe's counters move once for all its ratings: every UPDATE of a recipe row touches its search
      // indexes, and one per rating was most of the seeding time.
      const authorOf = new Map(demoRecipes.map((recipe) => [recipe.name, cookId(recipe.author)]));
      const bestStarsByAuthor = new Map<string, number>();
      for (const recipe of demoRecipes) {
        const mine = ratings.filter((rating) => rating.recipe === recipe.name);
        if (!mine.length) continue;
        const recipeId = recipeIdByName.get(recipe.name)!;
        for (const { rater, stars } of mine) await upsertRating(tx, recipeId, cookId(rater), stars);
        const stars = mine.map((rating) => rating.stars);
        await moveRatingCounters(tx, recipeId, mine.length, stars.reduce((sum, s) => sum + s, 0));
        const author = authorOf.get(recipe.name)!;
        bestStarsByAuthor.set(author, Math.max(...stars, bestStarsByAuthor.get(author) ?? 0));
      }
      for (const [author, stars] of bestStarsByAuthor) await raiseBestStarReceived(tx, author, stars);

      await writePosts(tx, recipeIdByName, cookId, now);

      const bytesByKey = await drawing;
      for (const { key, ownerId } of pictures) {
        const recorded = await recordUpload(tx, { key, ownerId, purpose: 'recipe', contentType: 'image/webp', bytes: bytesByKey.get(key)! });
        if (!recorded) throw new Error(`Demo picture ${key} is already recorded`);
      }
    });
  } catch (error) {
    // Nothing was written; neither should any picture stay behind. Let the drawing settle first, so no
    // picture lands after its deletion.
    await drawing.catch(() => {});
    await Promise.all(pictures.map(({ key }) => storage.delete(key)));
    throw error;
  }
  const seconds = ((performance.now() - started) / 1000).toLocaleString('es-ES', { maximumFractionDigits: 1 });
  log(
    `Contenido de demostración creado: ${demoRecipes.length} recetas con su foto, ${ratings.length} valoraciones y ${demoPosts.length} publicaciones de ${demoCooks.length} cocineros (${seconds} s).`,
  );
  return true;
}

/**
 * Draws each recipe's picture and stores it under its key, a few at a time; the bytes of each stored key.
 * After a failure the other drawers stop at their next picture, and the first error is thrown once all
 * have stopped.
 */
async function drawAndStore(storage: FileStorage, pictures: Picture[]): Promise<Map<string, number>> {
  const bytesByKey = new Map<string, number>();
  let next = 0;
  let failed = false;
  // Only a first start draws pictures: the drawing code (sharp) is not loaded on every start.
  const { renderDishArt } = await import('./dish-art.ts');
  const drawer = async () => {
    while (!failed && next < pictures.length) {
      const { recipe, key } = pictures[next++]!;
      try {
        const image = await renderDishArt(recipe.dish, recipe.name);
        await storage.put(key, image, 'image/webp');
        bytesByKey.set(key, image.length);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const outcomes = await Promise.allSettled(Array.from({ length: picturesInFlight }, drawer));
  const failure = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failure) throw failure.reason;
  return bytesByKey;
}

/** The recipes, each showing its picture; their ids by name. Creation times are spread over the last weeks. */
async function writeRecipes(tx: Tx, pictures: Picture[], now: number): Promise<Map<string, string>> {
  const recipeIdByName = new Map<string, string>();
  for (const [index, { recipe, ownerId, key }] of pictures.entries()) {
    const createdAt = new Date(now - (pictures.length - index) * 5 * 3600_000);
    const steps = recipe.steps.map((s) => ({ ...s, image: null }));
    const ingredients = recipe.ingredients.map((i) => ({ ...i, image: null }));
    const input = { ...recipe, steps, ingredients, imageUrl: fileUrl(key) };
    recipeIdByName.set(recipe.name, await insertRecipe(tx, { id: ownerId, name: recipe.author }, input, createdAt));
  }
  return recipeIdByName;
}

/** Through the feed's own writes, so counters (likes, comments) are exactly what the rows say. */
async function writePosts(tx: Tx, recipeIdByName: Map<string, string>, cookId: (name: string) => string, now: number) {
  for (const post of demoPosts) {
    const recipeId = post.recipe ? recipeIdByName.get(post.recipe) : null;
    if (recipeId === undefined) throw new Error(`Demo post names unknown recipe ${post.recipe}`);
    const postedAt = new Date(now - post.hoursAgo * 3600_000);
    const postId = await insertPost(tx, {
      userId: cookId(post.author),
      userName: post.author,
      profilePictureUrl: null,
      text: post.text,
      imageUrl: null,
      recipeId,
      recipeName: post.recipe,
    });
    await tx.update(posts).set({ timestamp: postedAt, updatedAt: postedAt }).where(eq(posts.id, postId));
    for (const [index, comment] of post.comments.entries()) {
      const written = await insertComment(tx, postId, cookId(comment.author), comment.author, comment.text);
      const commentedAt = new Date(postedAt.getTime() + (index + 1) * 20 * 60_000);
      await tx.update(postComments).set({ timestamp: commentedAt }).where(eq(postComments.id, written!.comment.id));
    }
    for (const liker of post.likedBy) await setLike(tx, postId, cookId(liker), true);
  }
}
