// The rules of recipe writes (only their author may change or delete them) and of the shared utensil
// catalogue. Each write is one transaction: the rows, the author's counters, achievements and live events.
import { catalogKinds, mergeUtensils, type CatalogAdded, type CatalogKind, type Utensils } from '#shared/contract/editor.ts';
import { hasUtensil, type RecipeInput } from '#shared/contract/recipe-input.ts';
import { recipeTopic } from '#shared/contract/live.ts';
import { defaultHeatSources, defaultPots, defaultTools } from '#shared/domain/catalog.ts';
import { usernameFrom } from '#shared/domain/profile.ts';
import { es } from '#shared/i18n/es.ts';
import type { Viewer } from '../../auth/session.ts';
import type { Database, Executor, Tx } from '../../db/connect.ts';
import { conflict, forbidden, notFound, tooMany } from '../../http/errors.ts';
import { publishLive } from '../../live/live-hub.ts';
import type { FileStorage } from '../../storage/storage.ts';
import { assertOwnUploads, releaseFiles } from '../../storage/uploads.service.ts';
import { refreshAchievements } from '../achievements/achievements.service.ts';
import { progressChanged } from '../progress/progress.service.ts';
import { isUuid } from '../recipes/cursor.ts';
import {
  countPublished,
  deleteRecipe,
  deleteUnusedUtensils,
  insertRecipe,
  insertUtensils,
  lockAuthorName,
  lockCatalog,
  lockRecipe,
  lowerFavoritesReceived,
  recipeImageUrls,
  renameAuthor,
  savedUtensils,
  savesByOthers,
  updateRecipe,
  utensilsAddedByCook,
  utensilsBroughtByRecipe,
  utensilsOf,
} from './editor.repository.ts';

const t = es.editor;

/** What a write that may release stored files needs. */
export interface EditorDeps {
  db: Database;
  storage: FileStorage;
}

/** The recipe locked for writing, when the viewer is its author. */
async function authorsRecipe(tx: Tx, id: string, viewerId: string, notAuthorMessage: string) {
  const recipe = isUuid(id) ? await lockRecipe(tx, id) : null;
  if (!recipe) throw notFound(t.notFound);
  if (recipe.authorId !== viewerId) throw forbidden(notAuthorMessage);
  return recipe;
}

/** Publishes the viewer's recipe and returns its id; recipes_published moves in the same transaction. */
export async function createRecipe(db: Database, viewer: Viewer, input: RecipeInput): Promise<string> {
  return db.transaction(async (tx) => {
    // Locks the writer's profile until the recipe is written, so a rename waits for it or is seen by it.
    const author = (await lockAuthorName(tx, viewer.id)) ?? usernameFrom(viewer.name, viewer.email);
    await assertOwnUploads(tx, viewer.id, recipeImageUrls(input));
    const created = await insertRecipe(tx, { id: viewer.id, name: author }, input);
    await countPublished(tx, viewer.id, 1);
    await syncCatalog(tx, { recipeId: created, uses: utensilsOf(input) });
    await refreshAchievements(tx, viewer.id);
    await progressChanged(tx, viewer.id);
    return created;
  });
}

/** Rewrites the author's recipe; photos it stopped showing are released once the new version is committed. */
export async function editRecipe({ db, storage }: EditorDeps, viewer: Viewer, id: string, input: RecipeInput): Promise<void> {
  const newUrls = recipeImageUrls(input);
  const replaced = await db.transaction(async (tx) => {
    const recipe = await authorsRecipe(tx, id, viewer.id, t.notAuthor);
    await assertOwnUploads(
      tx,
      viewer.id,
      newUrls.filter((url) => !recipe.imageUrls.includes(url)),
    );
    await updateRecipe(tx, recipe, input);
    const uses = utensilsOf(input);
    await syncCatalog(tx, { recipeId: recipe.id, uses, dropped: droppedUtensils(recipe.utensils, uses) });
    await publishLive(tx, recipeTopic(recipe.id), { type: 'recipe.updated', id: recipe.id });
    return recipe.imageUrls.filter((url) => !newUrls.includes(url));
  });
  await releaseFiles(db, storage, replaced);
}

/**
 * Deletes the author's recipe; its author no longer counts the favourites other cooks gave it (DESIGN §3).
 * Its photos are released once the deletion is committed.
 */
export async function removeRecipe(deps: EditorDeps, viewer: Viewer, id: string): Promise<void> {
  await deleteRecipeAs(deps, id, async (_tx, recipe) => {
    if (recipe.authorId !== viewer.id) throw forbidden(t.notAuthorDelete);
  });
}

/**
 * Deletes a recipe exactly as its author's delete does; `allowed` runs first in the transaction with the
 * locked recipe: it refuses (throws) or writes beside the delete (a moderator's removal, issue 17).
 */
export async function deleteRecipeAs({ db, storage }: EditorDeps, id: string, allowed: (tx: Tx, recipe: { authorId: string }) => Promise<void>): Promise<void> {
  const images = await db.transaction(async (tx) => {
    const recipe = isUuid(id) ? await lockRecipe(tx, id) : null;
    if (!recipe) throw notFound(t.notFound);
    await allowed(tx, recipe);
    // The recipe row is locked, so no save can arrive between this count and the deletion.
    const saved = await savesByOthers(tx, recipe);
    await deleteRecipe(tx, recipe.id);
    if (saved) await lowerFavoritesReceived(tx, recipe.authorId, saved);
    await syncCatalog(tx, { dropped: recipe.utensils });
    await countPublished(tx, recipe.authorId, -1);
    await refreshAchievements(tx, recipe.authorId);
    await progressChanged(tx, recipe.authorId);
    await publishLive(tx, recipeTopic(recipe.id), { type: 'recipe.deleted', id: recipe.id });
    return recipe.imageUrls;
  });
  await releaseFiles(db, storage, images);
}

/**
 * A renamed cook's recipes show the new author name and are found by it, in the caller's transaction
 * (the profile module's rename, which holds the profile row that recipe writes lock too).
 */
export async function renameRecipesAuthor(tx: Tx, authorId: string, author: string): Promise<void> {
  await renameAuthor(tx, authorId, author);
}

// ---- utensil catalogue: the defaults of SPEC §3 merged with the names cooks saved ----

const defaultUtensils: Utensils = { heatSources: defaultHeatSources, pots: defaultPots, tools: defaultTools };

/** Most names one recipe may bring into the shared catalogue; further ones stay on its steps only. */
const maxUtensilsPerRecipe = 10;
/** Most names one cook may keep in the shared catalogue through POST /api/catalog/:kind. */
const maxUtensilsPerCook = 50;

export async function listUtensils(db: Executor): Promise<Utensils> {
  const rows = await savedUtensils(db);
  const saved = (kind: CatalogKind) => rows.filter((row) => row.kind === kind).map((row) => row.name);
  return {
    heatSources: mergeUtensils(defaultUtensils.heatSources, saved('heatSources')),
    pots: mergeUtensils(defaultUtensils.pots, saved('pots')),
    tools: mergeUtensils(defaultUtensils.tools, saved('tools')),
  };
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

/** The utensils of `before` that `after` no longer uses. */
function droppedUtensils(before: Utensils, after: Utensils): Utensils {
  const dropped = (kind: CatalogKind) => before[kind].filter((name) => !hasUtensil(after[kind], name));
  return { heatSources: dropped('heatSources'), pots: dropped('pots'), tools: dropped('tools') };
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
  return insertUtensils(tx, fresh, source);
}

/** Saves the utensils a recipe uses that the catalogue lacks, up to the recipe's allowance; returns them. */
async function addRecipeUtensils(tx: Tx, recipeId: string, names: Utensils): Promise<CatalogAdded[]> {
  const custom = customNames(names);
  // Recipes that use only default utensils never wait for the catalogue lock.
  if (!custom.length) return [];
  await lockCatalog(tx);
  const brought = await utensilsBroughtByRecipe(tx, recipeId);
  return saveNewUtensils(tx, custom, maxUtensilsPerRecipe - brought, { recipeId });
}

/**
 * Removes the saved names among these that no recipe uses any more; run after the write that stopped
 * using them. SPEC's defaults are never removed.
 */
async function removeUnusedUtensils(tx: Tx, names: Partial<Utensils>): Promise<CatalogAdded[]> {
  const custom = customNames(names);
  if (!custom.length) return [];
  await lockCatalog(tx);
  return deleteUnusedUtensils(tx, custom);
}

/**
 * Keeps the shared catalogue in step with a recipe write: saves the utensils the recipe brings (a few at
 * most), removes those it stopped using that no recipe uses any more, and tells open editors.
 */
async function syncCatalog(tx: Tx, change: { recipeId?: string; uses?: Utensils; dropped?: Utensils }) {
  const added =
    change.recipeId && change.uses ? await addRecipeUtensils(tx, change.recipeId, change.uses) : [];
  const removed = change.dropped ? await removeUnusedUtensils(tx, change.dropped) : [];
  if (added.length || removed.length) await publishLive(tx, 'catalog', { type: 'catalog.changed' });
}

/** A cook's own addition: 409 when the list has it (or a default does), 429 over the cook's allowance. */
export async function addCookUtensil(db: Database, cookId: string, { kind, name }: CatalogAdded): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCatalog(tx);
    if (hasUtensil((await listUtensils(tx))[kind], name)) throw conflict(t.utensil.exists, 'UTENSIL_EXISTS');
    if ((await utensilsAddedByCook(tx, cookId)) >= maxUtensilsPerCook)
      throw tooMany(t.utensil.tooMany(maxUtensilsPerCook), 'UTENSIL_LIMIT');
    const saved = await saveNewUtensils(tx, [{ kind, name }], 1, { addedBy: cookId });
    if (!saved.length) throw conflict(t.utensil.exists, 'UTENSIL_EXISTS');
    await publishLive(tx, 'catalog', { type: 'catalog.changed', kind });
  });
}
