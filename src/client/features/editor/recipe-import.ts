// An imported recipe (from a link, a pasted JSON-LD or a .json file) turned into the editor's draft, and the
// notes the cook reads after it: what was cut to the editor's limits and whether the photo came along.
import type { ImportedRecipeDraft, RecipeImportResult } from '#shared/contract/recipe-import.ts';
import { importLimits, readRecipeJsonLdText, type JsonLdProblem } from '#shared/domain/recipe-json-ld.ts';
import { es } from '#shared/i18n/es.ts';
import { fill } from '#shared/i18n/fill.ts';
import { blankIngredient, blankStep, emptyDraft, type RecipeDraft } from './recipe-draft.ts';

const t = es.recipeImport;

/**
 * A fresh draft filled with what the import found; what it did not find keeps the empty form's value
 * (the cook chooses the meal type, a nationality outside the catalogue, the difficulty).
 */
export function draftFromImport(imported: ImportedRecipeDraft): RecipeDraft {
  const fresh = emptyDraft();
  return {
    ...fresh,
    name: imported.name,
    description: imported.description,
    mealType: imported.mealType ?? '',
    totalTime: imported.totalTime,
    nationality: imported.nationality ?? fresh.nationality,
    servings: imported.servings ?? fresh.servings,
    imageUrl: imported.imageUrl,
    ingredients: imported.ingredients.length
      ? imported.ingredients.map(({ quantity, name }) => ({ ...blankIngredient(), quantity, name }))
      : fresh.ingredients,
    steps: imported.steps.length
      ? imported.steps.map(({ type, instruction, time, tools }) => ({ ...blankStep(type), instruction, time, tools: [...tools] }))
      : fresh.steps,
  };
}

/** What the cook is told after an import, besides «Receta importada»: cuts and the missing photo. */
export function importNotices({ notes }: RecipeImportResult, { fromFile = false } = {}): string[] {
  const notices: string[] = [];
  if (notes.ingredientsKept < notes.ingredientsFound)
    notices.push(fill(t.capped.ingredients, { kept: notes.ingredientsKept, found: notes.ingredientsFound }));
  if (notes.stepsKept < notes.stepsFound) notices.push(fill(t.capped.steps, { kept: notes.stepsKept, found: notes.stepsFound }));
  if (notes.textsShortened) notices.push(t.capped.texts);
  if (notes.imageMissed) notices.push(fromFile ? t.imageNotFromFile : t.imageMissed);
  return notices;
}

const problems: Record<JsonLdProblem, string> = { 'not-json': t.errors.notJson, 'no-recipe': t.errors.noRecipeInJson };

/**
 * A pasted JSON-LD or a .json file read in the browser with the server's own reader. Its photo is not
 * brought (the browser cannot fetch another site's picture): the notes say so when there was one.
 */
export function importFromJsonText(text: string): { result: RecipeImportResult } | { error: string } {
  if (!text.trim()) return { error: t.errors.pasteEmpty };
  if (new Blob([text]).size > importLimits.documentBytes) return { error: t.errors.fileTooLarge };
  const read = readRecipeJsonLdText(text);
  if ('problem' in read) return { error: problems[read.problem] };
  const { image, ...recipe } = read.reading.recipe;
  return { result: { recipe: { ...recipe, imageUrl: null }, notes: { ...read.reading.notes, imageMissed: image !== null } } };
}
