// Servings: how many people a recipe feeds, the stepper that scales its quantities, and the measures.
export const servings = {
  label: 'Porciones',
  /** What the recipe is written for, beside the stepper when the cook chose another number. */
  writtenFor: 'Receta para {n}',
  value: '{n} porciones',
  valueOne: '1 porción',
  decrease: 'Quitar una porción',
  increase: 'Añadir una porción',
  /** Said by screen readers after a change. */
  changed: 'Cantidades para {n} porciones',
  changedOne: 'Cantidades para 1 porción',
  measures: 'Medidas',
  measureOptions: {
    original: 'Como en la receta',
    metric: 'Métricas',
    cups: 'Tazas y cucharas',
  },
  ingredients: 'Ingredientes',
  showIngredients: 'Ver ingredientes',
  closeIngredients: 'Cerrar ingredientes',
  editorHint: 'Para cuántas personas son las cantidades de los ingredientes.',
  validation: {
    required: 'Escribe para cuántas porciones es la receta.',
    notNumber: 'Las porciones deben ser un número, por ejemplo 4.',
    notWhole: 'Las porciones deben ser un número entero, sin decimales.',
    tooFew: 'La receta debe ser al menos para 1 porción.',
    tooMany: 'Como máximo {max} porciones: para más personas, cocina la receta varias veces.',
  },
} as const;
