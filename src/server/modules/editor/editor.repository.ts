// Writes and reads of recipes. Search columns are derived here from the shared rules, never sent by clients.
import { eq, sql } from 'drizzle-orm';
import {
  catalogKinds,
  hasUtensil,
  mergeUtensils,
  normaliseUtensilName,
  type CatalogAdded,
  type CatalogKind,
  type Utensils,
} from '#shared/contract/editor.ts';
import type { RecipeInput } from '#shared/contract/recipe-input.ts';
import { defaultHeatSources, defaultPots, defaultTools } from '#shared/domain/catalog.ts';
import { ingredientKey } from '#shared/domain/ingredients.ts';
import { usernameFrom } from '#shared/domain/profile.ts';
import { normaliseSearchText } from '#shared/domain/text.ts';
import type { Viewer } from '../../auth/session.ts';
import type { Database } from '../../db/connect.ts';
import { catalogItems, profiles, recipeIngredients, recipes } from '../../db/schema.ts';
import { createProfileFor } from '../profile/profile.repository.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export function searchColumns(
  input: Pick<RecipeInput, 'name' | 'description' | 'ingredients'>,
  author: string,
) {
  const ingredientWords = input.ingredients.map((i) => `${i.name} ${ingredientKey(i.name)}`).join(' ');
  return {
    nameSearch: normaliseSearchText(`${input.name} ${author}`),
    docSearch: normaliseSearchText(`${input.name} ${input.description} ${ingredientWords}`),
  };
}

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

/** The columns a cook writes (and the search columns derived from them), for a create or an edit. */
function writtenColumns(input: RecipeInput, authorName: string) {
  return {
    name: input.name,
    description: input.description,
    imageUrl: input.imageUrl ?? null,
    totalTime: input.totalTime,
    mealType: input.mealType,
    nationality: input.nationality,
    difficulty: input.difficulty,
    steps: stepRows(input),
    ...searchColumns(input, authorName),
  };
}

export async function insertRecipe(
  db: Database | Tx,
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
        ...writtenColumns(input, author.name),
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

export interface StoredRecipe {
  id: string;
  authorId: string;
  author: string;
  imageUrls: string[];
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
  };
}

/** Rewrites a recipe's own fields; the author, ratings and counters stay as they are. */
export async function updateRecipe(tx: Tx, recipe: StoredRecipe, input: RecipeInput): Promise<void> {
  await tx
    .update(recipes)
    .set({ ...writtenColumns(input, recipe.author), updatedAt: new Date() })
    .where(eq(recipes.id, recipe.id));
  await writeIngredients(tx, recipe.id, input);
}

export async function deleteRecipe(tx: Tx, id: string): Promise<void> {
  await tx.delete(recipes).where(eq(recipes.id, id));
}

/** recipes_published moves with every recipe written or deleted, in the same transaction. */
export async function countPublished(tx: Tx, userId: string, change: 1 | -1): Promise<void> {
  await tx
    .update(profiles)
    .set({
      recipesPublished: sql`greatest(${profiles.recipesPublished} + ${change}, 0)`,
      updatedAt: new Date(),
    })
    .where(eq(profiles.userId, userId));
}

/** The name a new recipe carries as its author: the writer's profile username. */
export async function authorNameOf(db: Database, viewer: Viewer): Promise<string> {
  const find = () =>
    db.select({ username: profiles.username }).from(profiles).where(eq(profiles.userId, viewer.id));
  let [profile] = await find();
  if (!profile) {
    await createProfileFor(db, viewer);
    [profile] = await find();
  }
  return profile?.username ?? usernameFrom(viewer.name, viewer.email);
}

// ---- utensil catalogue: the defaults of SPEC §3 merged with the names cooks saved ----

const defaultUtensils: Utensils = { heatSources: defaultHeatSources, pots: defaultPots, tools: defaultTools };

export async function listUtensils(db: Database | Tx): Promise<Utensils> {
  const rows = await db.select({ kind: catalogItems.kind, name: catalogItems.name }).from(catalogItems);
  const saved = (kind: CatalogKind) => rows.filter((row) => row.kind === kind).map((row) => row.name);
  return {
    heatSources: mergeUtensils(defaultUtensils.heatSources, saved('heatSources')),
    pots: mergeUtensils(defaultUtensils.pots, saved('pots')),
    tools: mergeUtensils(defaultUtensils.tools, saved('tools')),
  };
}

/** Saves the names the catalogue does not have yet (names arrive normalised) and returns those it saved. */
export async function addUtensils(tx: Tx, names: Partial<Utensils>): Promise<CatalogAdded[]> {
  const known = await listUtensils(tx);
  const fresh: CatalogAdded[] = [];
  for (const kind of catalogKinds) {
    for (const name of names[kind] ?? []) {
      if (name && !hasUtensil(known[kind], name)) {
        known[kind].push(name);
        fresh.push({ kind, name });
      }
    }
  }
  if (!fresh.length) return [];
  // Two cooks adding the same name at once meet on the primary key; only one of them added it.
  return tx
    .insert(catalogItems)
    .values(fresh)
    .onConflictDoNothing()
    .returning({ kind: sql<CatalogKind>`${catalogItems.kind}`, name: catalogItems.name });
}

/** The heat sources, pots and tools a recipe's steps use. */
export function utensilsOf(input: RecipeInput): Utensils {
  return {
    heatSources: input.steps.map((s) => normaliseUtensilName(s.heatSource)).filter(Boolean),
    pots: input.steps.map((s) => normaliseUtensilName(s.pot)).filter(Boolean),
    tools: input.steps.flatMap((s) => s.tools),
  };
}
