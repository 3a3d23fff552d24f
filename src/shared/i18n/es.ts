// Every word a person reads, in one place (each feature keeps its section in a file beside this one).
// The texts of SPEC.md are copied exactly.
import { app, confirm, errors, login, notice } from './app.ts';
import { cooking, hub } from './cooking.ts';
import { editor } from './editor.ts';
import { feed } from './feed.ts';
import { menu, support } from './menu.ts';
import { moderation } from './moderation.ts';
import { progress } from './progress.ts';
import { push } from './push.ts';
import { publicRecipe } from './public-recipe.ts';
import { recipeImport } from './recipe-import.ts';
import { recipes } from './recipes.ts';
import { servings } from './servings.ts';
import { shoppingList } from './shopping-list.ts';

export const es = {
  app,
  notice,
  confirm,
  login,
  menu,
  support,
  hub,
  errors,
  recipes,
  recipeImport,
  editor,
  cooking,
  feed,
  moderation,
  push,
  progress,
  servings,
  publicRecipe,
  shoppingList,
} as const;

export type Messages = typeof es;
