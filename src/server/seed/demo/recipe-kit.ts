// What a demo recipe is made of, and the helpers every demo recipe file writes it with.
import type { Difficulty, MealType, Nationality, StepType } from '#shared/domain/catalog.ts';
import type { DishKind } from '../dish-scenes.ts';

export interface SeedIngredient {
  quantity: string;
  name: string;
}

export interface SeedStep {
  type: StepType;
  instruction: string;
  time: string;
  utensil: string;
  temperature: string;
  heatSource: string;
  pot: string;
  tools: string[];
}

export interface SeedRecipe {
  name: string;
  description: string;
  /** A demoCooks username. */
  author: string;
  mealType: MealType;
  nationality: Nationality;
  difficulty: Difficulty;
  totalTime: string;
  /** How many portions the quantities are for, as a cook of that dish would make it. */
  servings: number;
  /** What its picture shows (dish-art.ts): the kind of dish, not the meal type. */
  dish: DishKind;
  ingredients: SeedIngredient[];
  steps: SeedStep[];
}

type HeatSource = 'Cocina' | 'Horno' | 'Leña';
type Pot = 'Sartén' | 'Olla' | 'Olla con tapa' | 'Caldero' | 'Plancha' | 'Bandeja para hornear';
type Tool =
  | 'Tabla de picar'
  | 'Cuchillo'
  | 'Bowl'
  | 'Taza'
  | 'Batidora'
  | 'Rallador'
  | 'Colador'
  // A few extra tools, written in upper case like the ones a user adds in the editor.
  | 'RODILLO'
  | 'MORTERO'
  | 'MANGA PASTELERA'
  | 'SOPLETE DE COCINA'
  | 'PAÑO DE COCINA';
type Temperature = 'Fuego bajo' | 'Fuego medio' | 'Fuego alto' | `${number} °C`;

export const ing = (quantity: string, name: string): SeedIngredient => ({ quantity, name });

/** A step without heat: preparar, mezclar, reposar, servir or otro, with its tools. */
export function step(
  type: Exclude<StepType, 'cocinar' | 'hornear'>,
  instruction: string,
  time: string,
  tools: Tool[],
  utensil = '',
): SeedStep {
  return { type, instruction, time, utensil, temperature: '', heatSource: '', pot: '', tools };
}

/** A cocinar or hornear step: heat source, pot and temperature instead of tools. */
export function heated(
  type: 'cocinar' | 'hornear',
  instruction: string,
  time: string,
  heatSource: HeatSource,
  pot: Pot,
  temperature: Temperature,
  utensil = '',
): SeedStep {
  return { type, instruction, time, utensil, temperature, heatSource, pot, tools: [] };
}
