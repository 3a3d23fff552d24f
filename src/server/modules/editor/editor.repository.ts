// Writes and reads of recipes and of the shared utensil catalogue. Ingredient keys are derived here from
// the shared rules, never sent by clients.
import { and, eq, ne, sql } from 'drizzle-orm';
import type { CatalogAdded, CatalogKind, Utensils } from '#shared/contract/editor.ts';
import { normaliseUtensilName, type RecipeInput } from '#shared/contract/recipe-input.ts';
import { ingredientKey } from '#shared/domain/ingredients.ts';
import type { Executor, Tx } from '../../db/connect.ts';
import { catalogItems, profiles, recipeFavorites, recipeIngredients, recipes } from '../../db/schema.ts';

function stepRows(input: RecipeInput) {
  return input.steps.map((s) => ({ ...s, image: s.image ?? null }));
}

async function writeIngredients(tx: Tx, recipeId: string, input: RecipeInput) {
  await tx.delete(recipeIngredients).where(eq(recipeIngredients.recipeId, recipeId));
  if (!input.ingredients.length) return;
  await tx.insert(recipeIngredients).values(
    input.ingredients.map((ingredient, position) => ({
      recipeId,
      position,
      quantity: ingredient.quantity,
      name: ingredient.name,
      image: ingredient.image ?? null,
      key: ingredientKey(ingredient.name),
    })),
  );
}

/** The columns a cook writes, for a create or an edit. */
function writtenColumns(input: RecipeInput) {
  return {
    name: input.name,
    description: input.description,
    imageUrl: input.imageUrl ?? null,
    totalTime: input.totalTime,
    mealType: input.mealType,
    nationality: input.nationality,
    difficulty: input.difficulty,
    servings: input.servings,
    steps: stepRows(input),
  };
}

/** The recipe row and its ingredients, written together (the seed and tests call it without a transaction). */
export async function insertRecipe(
  db: Executor,
  author: { id: string; name: string },
  input: RecipeInput,
  createdAt: Date = new Date(),
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(recipes)
      .values({
        authorId: author.id,
        author: author.name,
        ...writtenColumns(input),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: recipes.id });
    if (!row) throw new Error('insert returned no row');
    await writeIngredients(tx, row.id, input);
    return row.id;
  });
}

/** Every stored image a recipe shows: its photo, and those of its ingredients and steps. */
export function recipeImageUrls(recipe: {
  imageUrl: string | null;
  ingredients: { image: string | null }[];
  steps: { image: string | null }[];
}): string[] {
  return [
    recipe.imageUrl,
    ...recipe.ingredients.map((i) => i.image),
    ...recipe.steps.map((s) => s.image),
  ].filter((url): url is string => Boolean(url));
}

/** The heat sources, pots and tools a recipe's steps use. */
export function utensilsOf(recipe: {
  steps: Pick<RecipeInput['steps'][number], 'heatSource' | 'pot' | 'tools'>[];
}): Utensils {
  return {
    heatSources: recipe.steps.map((s) => normaliseUtensilName(s.heatSource)).filter(Boolean),
    pots: recipe.steps.map((s) => normaliseUtensilName(s.pot)).filter(Boolean),
    tools: recipe.steps.flatMap((s) => s.tools),
  };
}

export interface StoredRecipe {
  id: string;
  authorId: string;
  author: string;
  imageUrls: string[];
  utensils: Utensils;
}

/** The recipe with its row locked for the rest of the transaction, or null. */
export async function lockRecipe(tx: Tx, id: string): Promise<StoredRecipe | null> {
  const [row] = await tx
    .select({
      id: recipes.id,
      authorId: recipes.authorId,
      author: recipes.author,
      imageUrl: recipes.imageUrl,
      steps: recipes.steps,
    })
    .from(recipes)
    .where(eq(recipes.id, id))
    .for('update');
  if (!row) return null;
  const ingredients = await tx
    .select({ image: recipeIngredients.image })
    .from(recipeIngredients)
    .where(eq(recipeIngredients.recipeId, id));
  return {
    id: row.id,
    authorId: row.authorId,
    author: row.author,
    imageUrls: recipeImageUrls({ imageUrl: row.imageUrl, ingredients, steps: row.steps }),
    utensils: utensilsOf(row),
  };
}

/** Rewrites a recipe's own fields; the author, ratings and counters stay as they are. */
export async function updateRecipe(tx: Tx, recipe: StoredRecipe, input: RecipeInput): Promise<void> {
  await tx
    .update(recipes)
    .set({ ...writtenColumns(input), updatedAt: new Date() })
    .where(eq(recipes.id, recipe.id));
  await writeIngredients(tx, recipe.id, input);
}

/** How many cooks other than its author saved the recipe. */
export async function savesByOthers(tx: Tx, recipe: Pick<StoredRecipe, 'id' | 'authorId'>): Promise<number> {
  return tx.$count(recipeFavorites, and(eq(recipeFavorites.recipeId, recipe.id), ne(recipeFavorites.userId, recipe.authorId)));
}

export async function deleteRecipe(tx: Tx, id: string): Promise<void> {
  await tx.delete(recipes).where(eq(recipes.id, id));
}

/** favorites_received drops by `by`, never below zero. */
export async function lowerFavoritesReceived(tx: Tx, userId: string, by: number): Promise<void> {
  await tx
    .update(profiles)
    .set({
      favoritesReceived: sql`greatest(${profiles.favoritesReceived} - ${by}::int, 0)`,
      updatedAt: new Date(),
    })
    .where(eq(profiles.userId, userId));
}

/** recipes_published moves by one, never below zero. */
export async function countPublished(tx: Tx, userId: string, change: 1 | -1): Promise<void> {
  await tx
    .update(profiles)
    .set({
      recipesPublished: sql`greatest(${profiles.recipesPublished} + ${change}, 0)`,
      updatedAt: new Date(),
    })
    .where(eq(profiles.userId, userId));
}

/**
 * The writer's profile username, with the profile row locked until the transaction ends, so a rename
 * either waits for the recipe being written or is seen by it (renameAuthor). Null without a profile.
 */
export async function lockAuthorName(tx: Tx, userId: string): Promise<string | null> {
  const [profile] = await tx
    .select({ username: profiles.username })
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .for('update');
  return profile?.username ?? null;
}

/** A renamed cook's recipes show the new author name and are found by it ("search by author"). */
export async function renameAuthor(tx: Tx, authorId: string, author: string): Promise<void> {
  await tx.update(recipes).set({ author }).where(eq(recipes.authorId, authorId));
}

// ---- utensil catalogue: the names cooks saved beside the defaults of SPEC §3 ----

export async function savedUtensils(db: Executor): Promise<CatalogAdded[]> {
  return db.select({ kind: sql<CatalogKind>`${catalogItems.kind}`, name: catalogItems.name }).from(catalogItems);
}

/**
 * Catalogue writes take turns, so a name is never removed while another recipe starts to use it and two
 * requests of one cook never both pass the limit.
 */
export async function lockCatalog(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('catalog_items'))`);
}

export async function utensilsBroughtByRecipe(tx: Tx, recipeId: string): Promise<number> {
  return tx.$count(catalogItems, eq(catalogItems.recipeId, recipeId));
}

export async function utensilsAddedByCook(tx: Tx, cookId: string): Promise<number> {
  return tx.$count(catalogItems, eq(catalogItems.addedBy, cookId));
}

/** Saves the names the catalogue lacks (a concurrent twin is skipped) and returns those it saved. */
export async function insertUtensils(
  tx: Tx,
  items: CatalogAdded[],
  source: { addedBy?: string; recipeId?: string },
): Promise<CatalogAdded[]> {
  return tx
    .insert(catalogItems)
    .values(items.map((item) => ({ ...item, ...source })))
    .onConflictDoNothing()
    .returning({ kind: sql<CatalogKind>`${catalogItems.kind}`, name: catalogItems.name });
}

/** True when a stored step of some recipe names the catalogue row (steps keep the case typed). */
const usedByARecipe = sql`EXISTS (
  SELECT 1 FROM ${recipes}, jsonb_array_elements(${recipes.steps}) s
  WHERE CASE ${catalogItems.kind}
    WHEN 'heatSources' THEN upper(s->>'heatSource') = upper(${catalogItems.name})
    WHEN 'pots' THEN upper(s->>'pot') = upper(${catalogItems.name})
    ELSE EXISTS (SELECT 1 FROM jsonb_array_elements_text(s->'tools') t WHERE upper(t) = upper(${catalogItems.name}))
  END)`;

/** Deletes those of these saved names that no recipe uses, in the statement that checks it; returns them. */
export async function deleteUnusedUtensils(tx: Tx, items: CatalogAdded[]): Promise<CatalogAdded[]> {
  return tx
    .delete(catalogItems)
    .where(
      and(
        sql`(${catalogItems.kind}, ${catalogItems.name}) IN (${sql.join(
          items.map(({ kind, name }) => sql`(${kind}, ${name})`),
          sql`, `,
        )})`,
        sql`NOT ${usedByARecipe}`,
      ),
    )
    .returning({ kind: sql<CatalogKind>`${catalogItems.kind}`, name: catalogItems.name });
}
