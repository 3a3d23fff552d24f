// Test helper (not a test): the small recipe book the cooking searches are tested on, by the server's tests
// and by the offline screens' tests, so both show that one selection finds the same recipes in the same order.
import type { MealType } from '../domain/catalog.ts';

export interface CookingFixture {
  name: string;
  description: string;
  mealType: MealType;
  ingredients: string[];
}

/** Recipes of every meal type but Snack, with regional words and plurals in their ingredients (quantity '1' each). */
export const cookingFixtures: readonly CookingFixture[] = [
  {
    name: 'Arroz con pollo',
    description: 'Un clásico de domingo.',
    mealType: 'Almuerzo',
    ingredients: ['2 tazas de arroz blanco', 'Pollo', 'Cebolla', 'Ajo', 'Pimentón'],
  },
  {
    name: 'Lentejas guisadas',
    description: 'Guiso casero y reconfortante.',
    mealType: 'Almuerzo',
    ingredients: ['Lentejas', 'Zanahorias', 'Cebolla', 'Papa'],
  },
  {
    name: 'Guacamole',
    description: 'Salsa fresca para picar.',
    mealType: 'Cena',
    ingredients: ['Aguacates', 'Tomates', 'Cebolla', 'Limones', 'Cilantro'],
  },
  {
    name: 'Caraotas negras',
    description: 'Granos negros con sofrito.',
    mealType: 'Cena',
    ingredients: ['Caraotas negras', 'Cebolla', 'Ajo', 'Comino'],
  },
  {
    name: 'Tortilla española',
    description: 'Con huevos y patatas.',
    mealType: 'Cena',
    ingredients: ['Huevos', 'Patatas', 'Cebolla', 'Aceite de oliva'],
  },
  {
    name: 'Panqueques',
    description: 'Esponjosos para el desayuno.',
    mealType: 'Desayuno',
    ingredients: ['Harina', 'Leche', 'Huevo', 'Azúcar'],
  },
  {
    name: 'Arroz con leche',
    description: 'Postre cremoso con canela.',
    mealType: 'Postre',
    ingredients: ['Arroz', 'Leche', 'Azúcar', 'Canela'],
  },
  {
    name: 'Sopa de la abuela',
    description: 'Caldo con verduras.',
    mealType: 'Almuerzo',
    ingredients: ['Lentejas', 'Apio', 'Tomate'],
  },
];
