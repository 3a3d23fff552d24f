// Bench helper: the words the generated book is made of (its cooks' names and the variations added to the
// demo recipes' names), shared by the seeder that writes them and the query mixes that search for them,
// and the seeded pseudo-random numbers both draw with.

export const firstNames = ['María', 'José', 'Lucía', 'Andrés', 'Camila', 'Mateo', 'Valeria', 'Sebastián', 'Isabella', 'Diego', 'Sofía', 'Martín', 'Daniela', 'Tomás', 'Gabriela', 'Nicolás', 'Mariana', 'Joaquín', 'Paula', 'Emilio'];
export const surnames = ['García', 'Rodríguez', 'Martínez', 'López', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Flores', 'Rivera', 'Gómez', 'Díaz', 'Cruz', 'Morales', 'Ortiz', 'Gutiérrez', 'Chávez', 'Ramos', 'Núñez', 'Vargas', 'Castillo', 'Jiménez', 'Moreno', 'Romero'];
/** Added to a demo recipe's name ('' keeps it as it is). */
export const variations = ['', 'de la abuela', 'express', 'para dos', 'casero', 'tradicional', 'con un toque picante', 'al estilo de la costa', 'de domingo', 'ligero', 'festivo', 'con plátano', 'con queso fresco', 'del mercado', 'de mi tierra', 'fácil', 'gourmet', 'de fiesta', 'vegetariano', 'con hierbas'];

/** random(max): a whole number from 0 to max - 1. */
export type Random = (max: number) => number;

/** Deterministic pseudo-random numbers, so two bench runs seed the same book and ask the same queries. */
export function generator(seed: number): Random {
  let state = seed >>> 0;
  return (max: number) => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return state % max;
  };
}
