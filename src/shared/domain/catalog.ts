export const mealTypes = ['Desayuno', 'Almuerzo', 'Cena', 'Postre', 'Snack'] as const;
export type MealType = (typeof mealTypes)[number];
export const nationalities = ['Internacional', 'Venezolana', 'Colombiana', 'Mexicana', 'Italiana', 'Japonesa', 'Francesa', 'Española', 'Peruana'] as const;
export type Nationality = (typeof nationalities)[number];
/** Alternate keys of SPEC §3 (japon, francia, españa, peru) and lower-case forms map to a nationality. */
export const nationalityAliases: Record<string, Nationality> = { japon: 'Japonesa', francia: 'Francesa', 'españa': 'Española', espana: 'Española', peru: 'Peruana' };
export const recipeFilters = ['all', 'mine', 'favorites', 'featured'] as const;
export type RecipeFilter = (typeof recipeFilters)[number];
export const difficulties = ['facil', 'medio', 'dificil'] as const;
export type Difficulty = (typeof difficulties)[number];
export const difficultyLabels: Record<Difficulty, string> = { facil: 'Fácil', medio: 'Medio', dificil: 'Difícil' };
export const stepTypes = ['preparar', 'mezclar', 'cocinar', 'hornear', 'reposar', 'servir', 'otro'] as const;
export type StepType = (typeof stepTypes)[number];
export const stepTypeLabels: Record<StepType, string> = {
  preparar: 'Preparar',
  mezclar: 'Mezclar',
  cocinar: 'Cocinar',
  hornear: 'Hornear',
  reposar: 'Reposar',
  servir: 'Servir',
  otro: 'Otro',
};
export const defaultHeatSources = ['Cocina', 'Horno', 'Leña'];
export const defaultPots = ['Sartén', 'Olla', 'Olla con tapa', 'Caldero', 'Plancha', 'Bandeja para hornear'];
export const defaultTools = ['Tabla de picar', 'Cuchillo', 'Bowl', 'Taza', 'Batidora', 'Rallador', 'Colador'];
/** Step types that use a heat source and a pot instead of a tool list. */
export const heatedStepTypes: readonly StepType[] = ['cocinar', 'hornear'];
