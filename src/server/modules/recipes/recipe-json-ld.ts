// A recipe as schema.org Recipe JSON-LD on this server: the export (editor/recipe-import.service.ts) and the
// public page (public-recipe/) write the same document.
import { timeTextMinutes } from '#shared/contract/recipe-input.ts';
import { recipeToJsonLd, type ExportableRecipe } from '#shared/domain/recipe-json-ld.ts';

/** A recipe as schema.org Recipe JSON-LD, its pictures as absolute URLs under `publicUrl`. */
export function recipeJsonLd(publicUrl: string, recipe: ExportableRecipe) {
  return recipeToJsonLd(recipe, {
    absolute: (path) => new URL(path, `${publicUrl}/`).toString(),
    minutesOf: (time) => timeTextMinutes(time).minutes,
  });
}
