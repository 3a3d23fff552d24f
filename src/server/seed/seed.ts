// Demo content: a few cooks and their recipes, written once into an empty database.
import { randomUUID } from 'node:crypto';
import { count, eq, like } from 'drizzle-orm';
import { demoCooks } from '../../../scripts/seed-data/cooks.ts';
import { demoRecipes } from '../../../scripts/seed-data/recipes.ts';
import type { Database } from '../db/connect.ts';
import { profiles, recipes, user } from '../db/schema.ts';
import { insertRecipe } from '../modules/editor/editor.repository.ts';

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
    for (const [index, recipe] of demoRecipes.entries()) {
      const authorId = idByUsername.get(recipe.author);
      if (!authorId) throw new Error(`Demo recipe "${recipe.name}" names unknown cook ${recipe.author}`);
      const createdAt = new Date(now - (demoRecipes.length - index) * 7 * 3600_000);
      const steps = recipe.steps.map((s) => ({ ...s, image: null }));
      const ingredients = recipe.ingredients.map((i) => ({ ...i, image: null }));
      await insertRecipe(tx, { id: authorId, name: recipe.author }, { ...recipe, steps, ingredients, imageUrl: null }, createdAt);
    }
    for (const id of idByUsername.values()) {
      const [mine] = await tx.select({ n: count() }).from(recipes).where(eq(recipes.authorId, id));
      await tx.update(profiles).set({ recipesPublished: mine?.n ?? 0 }).where(eq(profiles.userId, id));
    }
  });
  log(`Contenido de demostración creado: ${demoRecipes.length} recetas de ${demoCooks.length} cocineros.`);
  return true;
}
