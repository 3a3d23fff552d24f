// Importing a recipe into the editor from a link (POST /api/recipes/import: the server fetches the page and
// answers a draft; nothing is saved), and a recipe's schema.org JSON-LD (GET /api/recipes/:id/export).
import { mealTypes, nationalities, stepTypes } from '../domain/catalog.ts';
import { recipeImport as texts } from '../i18n/recipe-import.ts';
import { recipeParamsSchema } from './recipes.ts';
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

export const recipeImportBodySchema = z.object({
  url: z.string({ error: texts.errors.urlRequired }).trim().min(1, texts.errors.urlRequired).max(2000, texts.errors.urlTooLong),
});
export type RecipeImportBody = z.infer<typeof recipeImportBodySchema>;

/** The draft the editor is filled with: the fields a page gave, the others empty (null) for the cook. */
export const importedRecipeSchema = z.object({
  name: z.string(),
  description: z.string(),
  mealType: z.enum(mealTypes).nullable(),
  nationality: z.enum(nationalities).nullable(),
  totalTime: z.string(),
  servings: z.number().int().nullable(),
  /** The page's picture, stored as an upload of the cook (an address of ours), or null. */
  imageUrl: z.string().nullable(),
  ingredients: z.array(z.object({ quantity: z.string(), name: z.string() })),
  steps: z.array(z.object({ type: z.enum(stepTypes), instruction: z.string(), time: z.string(), tools: z.array(z.string()) })),
});
export type ImportedRecipeDraft = z.infer<typeof importedRecipeSchema>;

/** What was cut to the editor's limits, and whether the page's picture could not be brought. */
export const importNotesSchema = z.object({
  ingredientsFound: z.number().int(),
  ingredientsKept: z.number().int(),
  stepsFound: z.number().int(),
  stepsKept: z.number().int(),
  textsShortened: z.boolean(),
  imageMissed: z.boolean(),
});
export type ImportNotesResult = z.infer<typeof importNotesSchema>;

export const recipeImportResultSchema = z.object({ recipe: importedRecipeSchema, notes: importNotesSchema });
export type RecipeImportResult = z.infer<typeof recipeImportResultSchema>;

export const recipeImportApi = {
  importFromLink: defineRoute({
    key: 'POST /api/recipes/import',
    status: 200,
    summary: 'Lee la receta schema.org (JSON-LD o microdatos) de una página pública y la devuelve como borrador del editor, sin guardarla',
    body: recipeImportBodySchema,
    response: recipeImportResultSchema,
  }),
  export: defineRoute({
    key: 'GET /api/recipes/:id/export',
    status: 200,
    summary: 'Una receta como JSON-LD schema.org Recipe (application/ld+json)',
    params: recipeParamsSchema,
    response: z.record(z.string(), z.unknown()),
  }),
};
