// The recipe editor's routes: recipe writes (POST, PUT, DELETE /api/recipes) and the utensil catalogue
// (GET /api/catalog/utensils, POST /api/catalog/:kind).
import { editor } from '../i18n/editor.ts';
import { hasUtensil, normaliseUtensilName, recipeInputSchema } from './recipe-input.ts';
import { recipeParamsSchema } from './recipes.ts';
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

export const catalogKinds = ['heatSources', 'pots', 'tools'] as const;
export type CatalogKind = (typeof catalogKinds)[number];

/** GET /api/catalog/utensils: every name of each kind, defaults and saved ones together. */
const utensilNames = z.array(z.string());
export const utensilsSchema = z.object({
  heatSources: utensilNames,
  pots: utensilNames,
  tools: utensilNames,
});
export type Utensils = z.infer<typeof utensilsSchema>;

/** Defaults first, then saved names not already there (case-insensitively), sorted the Spanish way. */
export function mergeUtensils(defaults: readonly string[], saved: readonly string[]): string[] {
  const merged: string[] = [];
  for (const name of [...defaults, ...saved]) if (!hasUtensil(merged, name)) merged.push(name);
  return merged.sort((a, b) => a.localeCompare(b, 'es'));
}

export const catalogKindParamsSchema = z.object({
  kind: z.enum(catalogKinds, { error: editor.utensil.badKind }),
});

export const catalogNameSchema = z.object({
  name: z
    .string()
    .transform(normaliseUtensilName)
    .pipe(z.string().min(1, editor.utensil.empty).max(60, editor.utensil.tooLong)),
});

/** POST /api/catalog/:kind: the utensil as the catalogue keeps it (normalised name). */
export const catalogAddedSchema = z.object({ kind: z.enum(catalogKinds), name: z.string() });
export type CatalogAdded = z.infer<typeof catalogAddedSchema>;

/** POST and PUT /api/recipes answer the recipe's id. */
export const recipeCreatedSchema = z.object({ id: z.string() });
export type RecipeCreated = z.infer<typeof recipeCreatedSchema>;

export const editorApi = {
  create: defineRoute({
    key: 'POST /api/recipes',
    status: 201,
    summary: 'Publica una receta nueva de quien tiene la sesión abierta',
    body: recipeInputSchema,
    response: recipeCreatedSchema,
  }),
  update: defineRoute({
    key: 'PUT /api/recipes/:id',
    status: 200,
    summary: 'Reemplaza una receta propia con lo que manda el editor',
    params: recipeParamsSchema,
    body: recipeInputSchema,
    response: recipeCreatedSchema,
  }),
  remove: defineRoute({
    key: 'DELETE /api/recipes/:id',
    status: 204,
    summary: 'Borra una receta propia con sus imágenes',
    params: recipeParamsSchema,
    response: z.null(),
  }),
  utensils: defineRoute({
    key: 'GET /api/catalog/utensils',
    status: 200,
    summary: 'El catálogo compartido de fuentes de calor, ollas y herramientas',
    response: utensilsSchema,
  }),
  addUtensil: defineRoute({
    key: 'POST /api/catalog/:kind',
    status: 201,
    summary: 'Añade un utensilio al catálogo compartido',
    params: catalogKindParamsSchema,
    body: catalogNameSchema,
    response: catalogAddedSchema,
  }),
};
