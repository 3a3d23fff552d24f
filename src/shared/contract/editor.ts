// The utensil catalogue (GET /api/catalog/utensils, POST /api/catalog/:kind) and the answer of a recipe create.
import { editor } from '../i18n/editor.ts';
import { z } from './zod.ts';

export const catalogKinds = ['heatSources', 'pots', 'tools'] as const;
export type CatalogKind = (typeof catalogKinds)[number];
export type Utensils = Record<CatalogKind, string[]>;

/** Utensil and step-tool names are kept trimmed and upper-cased (SPEC §5). */
export const normaliseUtensilName = (name: string) => name.trim().toLocaleUpperCase('es');

/** Names are the same utensil when they differ only in case. */
export const sameUtensil = (a: string, b: string) => a.toLocaleUpperCase('es') === b.toLocaleUpperCase('es');

export const hasUtensil = (list: readonly string[], name: string) =>
  list.some((item) => sameUtensil(item, name));

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

export interface CatalogAdded {
  kind: CatalogKind;
  name: string;
}

export interface RecipeCreated {
  id: string;
}
