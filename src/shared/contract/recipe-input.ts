// What the recipe editor sends: validated the same way in the browser form and on the server.
import { difficulties, mealTypes, stepTypes } from '../domain/catalog.ts';
import { z } from './zod.ts';

const text = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);
const required = (max: number, empty: string, tooLong: string) => text(max, tooLong).min(1, empty);
const imageRef = z.string().max(500, 'La dirección de la imagen es demasiado larga.').nullable();

export const ingredientInputSchema = z.object({
  quantity: text(60, 'La cantidad es demasiado larga (máximo 60 caracteres).'),
  name: required(120, 'Escribe el nombre del ingrediente.', 'El nombre del ingrediente es demasiado largo (máximo 120 caracteres).'),
  image: imageRef.default(null),
});

export const stepInputSchema = z.object({
  type: z.enum(stepTypes, { error: 'Tipo de paso no válido.' }),
  instruction: required(2000, 'Escribe la instrucción del paso.', 'La instrucción es demasiado larga (máximo 2000 caracteres).'),
  time: text(40, 'El tiempo del paso es demasiado largo (máximo 40 caracteres).').default(''),
  utensil: text(80, 'El utensilio es demasiado largo (máximo 80 caracteres).').default(''),
  temperature: text(40, 'La temperatura es demasiado larga (máximo 40 caracteres).').default(''),
  image: imageRef.default(null),
  heatSource: text(60, 'La fuente de calor es demasiado larga.').default(''),
  pot: text(60, 'El recipiente es demasiado largo.').default(''),
  tools: z.array(text(60, 'El nombre de la herramienta es demasiado largo.')).max(20, 'Máximo 20 herramientas por paso.').default([]),
});

export const recipeInputSchema = z.object({
  name: required(120, 'El nombre es obligatorio.', 'El nombre es demasiado largo (máximo 120 caracteres).'),
  description: required(2000, 'La descripción es obligatoria.', 'La descripción es demasiado larga (máximo 2000 caracteres).'),
  mealType: z.enum(mealTypes, { error: 'Elige un tipo de comida.' }),
  totalTime: required(40, 'El tiempo total es obligatorio.', 'El tiempo total es demasiado largo (máximo 40 caracteres).'),
  nationality: required(60, 'Elige una nacionalidad.', 'La nacionalidad es demasiado larga (máximo 60 caracteres).'),
  difficulty: z.enum(difficulties, { error: 'Elige una dificultad: facil, medio o dificil.' }).default('medio'),
  imageUrl: imageRef.default(null),
  ingredients: z
    .array(ingredientInputSchema)
    .min(1, 'Añade al menos un ingrediente.')
    .max(100, 'Una receta puede tener como máximo 100 ingredientes.'),
  steps: z.array(stepInputSchema).min(1, 'Añade al menos un paso.').max(60, 'Una receta puede tener como máximo 60 pasos.'),
});
export type RecipeInput = z.infer<typeof recipeInputSchema>;
export type IngredientInput = z.infer<typeof ingredientInputSchema>;
export type StepInput = z.infer<typeof stepInputSchema>;

