// A recipe's public page (GET /r/:id): which recipes a visitor without an account may see, and the page.
import type { Recipe } from '#shared/contract/recipes.ts';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/connect.ts';
import { recipeJsonLd } from '../recipes/recipe-json-ld.ts';
import { findRecipe } from '../recipes/recipes.repository.ts';
import { missingRecipePage, recipePage, type PageFonts } from './public-recipe.page.ts';

export interface PublicRecipeDeps {
  config: AppConfig;
  db: Database;
  fonts: PageFonts;
}

/**
 * The one place that decides whether a recipe is shown to the public: an existing recipe is; a removed
 * one (its row gone) or a malformed id is not. When moderation can hide a recipe, its check goes here.
 */
export async function findPublicRecipe(db: Database, id: string): Promise<Recipe | null> {
  // Read as nobody: the page is the same for every visitor (no rating or favourite of the viewer's own).
  return findRecipe(db, id, null);
}

/** The page's HTML and status: 200 with the recipe, 404 with a Spanish page when there is none to show. */
export async function publicRecipePage(
  { config, db, fonts }: PublicRecipeDeps,
  id: string,
  signedIn: boolean,
): Promise<{ status: 200 | 404; html: string }> {
  const recipe = await findPublicRecipe(db, id);
  if (!recipe) return { status: 404, html: missingRecipePage(fonts) };
  const jsonLd = recipeJsonLd(config.publicUrl, recipe);
  return { status: 200, html: recipePage({ recipe, jsonLd, publicUrl: config.publicUrl, signedIn, fonts }) };
}
