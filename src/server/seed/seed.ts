// Demo content: a few cooks, their recipes and their posts in the feed, written once into an empty database.
import { randomUUID } from 'node:crypto';
import { count, eq, like } from 'drizzle-orm';
import { demoCooks } from './demo/cooks.ts';
import { demoPosts } from './demo/posts.ts';
import { demoRecipes } from './demo/recipes.ts';
import type { Database } from '../db/connect.ts';
import { postComments, posts, profiles, recipes, user } from '../db/schema.ts';
import { insertRecipe } from '../modules/editor/editor.repository.ts';
import { insertComment, insertPost, setLike } from '../modules/feed/feed.repository.ts';

export const demoDomain = '@demo.sazon.app';

export async function seedDemoContentOnce(db: Database, log: (m: string) => void = () => {}): Promise<boolean> {
  const [existing] = await db.select({ n: count() }).from(user).where(like(user.email, `%${demoDomain}`));
  if ((existing?.n ?? 0) > 0) return false;

  await db.transaction(async (tx) => {
    const idByUsername = new Map<string, string>();
    for (const cook of demoCooks) {
      const id = randomUUID();
      idByUsername.set(cook.username, id);
      await tx.insert(user).values({ id, name: cook.username, email: cook.email, emailVerified: true });
      await tx.insert(profiles).values({ userId: id, username: cook.username, bio: cook.bio, favoriteCuisine: cook.favoriteCuisine });
    }
    // Spread creation times over the last weeks so "newest first" has a visible order.
    const now = Date.now();
    const recipeIdByName = new Map<string, string>();
    for (const [index, recipe] of demoRecipes.entries()) {
      const authorId = idByUsername.get(recipe.author);
      if (!authorId) throw new Error(`Demo recipe "${recipe.name}" names unknown cook ${recipe.author}`);
      const createdAt = new Date(now - (demoRecipes.length - index) * 7 * 3600_000);
      const steps = recipe.steps.map((s) => ({ ...s, image: null }));
      const ingredients = recipe.ingredients.map((i) => ({ ...i, image: null }));
      recipeIdByName.set(recipe.name, await insertRecipe(tx, { id: authorId, name: recipe.author }, { ...recipe, steps, ingredients, imageUrl: null }, createdAt));
    }
    for (const id of idByUsername.values()) {
      const [mine] = await tx.select({ n: count() }).from(recipes).where(eq(recipes.authorId, id));
      await tx.update(profiles).set({ recipesPublished: mine?.n ?? 0 }).where(eq(profiles.userId, id));
    }
    // Through the feed's own writes, so counters (likes, comments) are exactly what the rows say.
    const cookId = (name: string) => {
      const id = idByUsername.get(name);
      if (!id) throw new Error(`Demo post names unknown cook ${name}`);
      return id;
    };
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
  });
  log(`Contenido de demostración creado: ${demoRecipes.length} recetas y ${demoPosts.length} publicaciones de ${demoCooks.length} cocineros.`);
  return true;
}
