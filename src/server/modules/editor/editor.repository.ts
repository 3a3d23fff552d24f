// Writes and reads of recipes. Search columns are derived here from the shared rules, never sent by clients.
import { and, eq, ne, sql } from 'drizzle-orm';
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
import { catalogItems, profiles, recipeFavorites, recipeIngredients, recipes } from '../../db/schema.ts';
import { createProfileFor } from '../profile/profile.repository.ts';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What "search by name or author" matches: both, folded. */
function nameSearchOf(name: string, author: string): string {
  return normaliseSearchText(`${name} ${author}`);
}

export function searchColumns(
  input: Pick<RecipeInput, 'name' | 'description' | 'ingredients'>,
  author: string,
) {
  const ingredientWords = input.ingredients.map((i) => `${i.name} ${ingredientKey(i.name)}`).join(' ');
  return {
    nameSearch: nameSearchOf(input.name, author),
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
    .set({ ...writtenColumns(input, recipe.author), updatedAt: new Date() })
    .where(eq(recipes.id, recipe.id));
  await writeIngredients(tx, recipe.id, input);
}

/** Deletes the recipe; its author no longer counts the favourites other cooks gave it (DESIGN §3). */
export async function deleteRecipe(tx: Tx, recipe: Pick<StoredRecipe, 'id' | 'authorId'>): Promise<void> {
  const saved = await tx.$count(recipeFavorites, and(eq(recipeFavorites.recipeId, recipe.id), ne(recipeFavorites.userId, recipe.authorId)));
  await tx.delete(recipes).where(eq(recipes.id, recipe.id));
  if (!saved) return;
  await tx
    .update(profiles)
    .set({
      favoritesReceived: sql`greatest(${profiles.favoritesReceived} - ${saved}::int, 0)`,
      updatedAt: new Date(),
    })
    .where(eq(profiles.userId, recipe.authorId));
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

/**
 * The name a new recipe carries as its author: the writer's profile username. The profile row stays
 * locked until the recipe is written, so a rename either waits for it or sees it (renameAuthor).
 */
export async function authorNameOf(tx: Tx, viewer: Viewer): Promise<string> {
  const find = () =>
    tx.select({ username: profiles.username }).from(profiles).where(eq(profiles.userId, viewer.id)).for('update');
  let [profile] = await find();
  if (!profile) {
    await createProfileFor(tx, viewer);
    [profile] = await find();
  }
  return profile?.username ?? usernameFrom(viewer.name, viewer.email);
}

/** A renamed cook's recipes show the new author name and are found by it ("search by author"). */
export async function renameAuthor(tx: Tx, authorId: string, author: string): Promise<void> {
  const rows = await tx.select({ id: recipes.id, name: recipes.name }).from(recipes).where(eq(recipes.authorId, authorId)).for('update');
  if (!rows.length) return;
  const renamed = rows.map((row) => ({ id: row.id, name_search: nameSearchOf(row.name, author) }));
  await tx.execute(sql`
    UPDATE recipes SET author = ${author}, name_search = v.name_search
    FROM json_to_recordset(${JSON.stringify(renamed)}::json) AS v(id uuid, name_search text)
    WHERE recipes.id = v.id`);
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

/** Most names one recipe may bring into the shared catalogue; further ones stay on its steps only. */
export const maxUtensilsPerRecipe = 10;
/** Most names one cook may keep in the shared catalogue through POST /api/catalog/:kind. */
export const maxUtensilsPerCook = 50;

/**
 * Catalogue writes take turns, so a name is never removed while another recipe starts to use it and two
 * requests of one cook never both pass the limit. Recipes that use only default utensils never wait here.
 */
async function lockCatalog(tx: Tx): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('catalog_items'))`);
}

/** The names that are not SPEC's defaults, once each (names arrive normalised). */
function customNames(names: Partial<Utensils>): CatalogAdded[] {
  const seen: Utensils = { heatSources: [], pots: [], tools: [] };
  const custom: CatalogAdded[] = [];
  for (const kind of catalogKinds) {
    for (const name of names[kind] ?? []) {
      if (!name || hasUtensil(defaultUtensils[kind], name) || hasUtensil(seen[kind], name)) continue;
      seen[kind].push(name);
      custom.push({ kind, name });
    }
  }
  return custom;
}

/** Saves those of `items` the catalogue lacks, at most `room` of them, and returns those it saved. */
async function saveNewUtensils(
  tx: Tx,
  items: CatalogAdded[],
  room: number,
  source: { addedBy?: string; recipeId?: string },
): Promise<CatalogAdded[]> {
  const known = await listUtensils(tx);
  const fresh = items.filter(({ kind, name }) => !hasUtensil(known[kind], name)).slice(0, Math.max(room, 0));
  if (!fresh.length) return [];
  return tx
    .insert(catalogItems)
    .values(fresh.map((item) => ({ ...item, ...source })))
    .onConflictDoNothing()
    .returning({ kind: sql<CatalogKind>`${catalogItems.kind}`, name: catalogItems.name });
}

/** Saves the utensils a recipe uses that the catalogue lacks, up to the recipe's allowance; returns them. */
export async function addRecipeUtensils(tx: Tx, recipeId: string, names: Utensils): Promise<CatalogAdded[]> {
  const custom = customNames(names);
  if (!custom.length) return [];
  await lockCatalog(tx);
  const brought = await tx.$count(catalogItems, eq(catalogItems.recipeId, recipeId));
  return saveNewUtensils(tx, custom, maxUtensilsPerRecipe - brought, { recipeId });
}

/** A cook's own addition: 'exists' when the list has it (or a default does), 'full' over the cook's allowance. */
export async function addCookUtensil(
  tx: Tx,
  cookId: string,
  { kind, name }: CatalogAdded,
): Promise<'added' | 'exists' | 'full'> {
  await lockCatalog(tx);
  if (hasUtensil((await listUtensils(tx))[kind], name)) return 'exists';
  if ((await tx.$count(catalogItems, eq(catalogItems.addedBy, cookId))) >= maxUtensilsPerCook) return 'full';
  const saved = await saveNewUtensils(tx, [{ kind, name }], 1, { addedBy: cookId });
  return saved.length ? 'added' : 'exists';
}

/** True when a stored step of some recipe names the catalogue row (steps keep the case typed). */
const usedByARecipe = sql`EXISTS (
  SELECT 1 FROM ${recipes}, jsonb_array_elements(${recipes.steps}) s
  WHERE CASE ${catalogItems.kind}
    WHEN 'heatSources' THEN upper(s->>'heatSource') = upper(${catalogItems.name})
    WHEN 'pots' THEN upper(s->>'pot') = upper(${catalogItems.name})
    ELSE EXISTS (SELECT 1 FROM jsonb_array_elements_text(s->'tools') t WHERE upper(t) = upper(${catalogItems.name}))
  END)`;

/**
 * Removes the saved names among these that no recipe uses any more; run after the write that stopped
 * using them. SPEC's defaults are never removed.
 */
export async function removeUnusedUtensils(tx: Tx, names: Partial<Utensils>): Promise<CatalogAdded[]> {
  const custom = customNames(names);
  if (!custom.length) return [];
  await lockCatalog(tx);
  return tx
    .delete(catalogItems)
    .where(
      and(
        sql`(${catalogItems.kind}, ${catalogItems.name}) IN (${sql.join(
          custom.map(({ kind, name }) => sql`(${kind}, ${name})`),
          sql`, `,
        )})`,
        sql`NOT ${usedByARecipe}`,
      ),
    )
    .returning({ kind: sql<CatalogKind>`${catalogItems.kind}`, name: catalogItems.name });
}

/** The utensils of `before` that `after` no longer uses. */
export function droppedUtensils(before: Utensils, after: Utensils): Utensils {
  const dropped = (kind: CatalogKind) => before[kind].filter((name) => !hasUtensil(after[kind], name));
  return { heatSources: dropped('heatSources'), pots: dropped('pots'), tools: dropped('tools') };
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
