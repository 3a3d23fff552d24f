// The editor's cache entries: the recipe it edits (the same entry as the recipe's detail) and the
// shared utensil catalogue.
import { apiQuery } from '../../lib/api.ts';

export const editedRecipeQuery = (id: string) => apiQuery('GET /api/recipes/:id', { params: { id } });

export const utensilsQuery = apiQuery('GET /api/catalog/utensils');
