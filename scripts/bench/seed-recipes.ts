// Bench helper: fills the database with generated recipes (variations of the demo recipes by a few
// hundred invented cooks), written with the same search columns the editor computes.
import { randomUUID } from 'node:crypto';
import { count, eq, like } from 'drizzle-orm';
import { demoRecipes } from '../../src/server/seed/demo/recipes.ts';
import type { Database } from '../../src/server/db/connect.ts';
import { profiles, recipeIngredients, recipes, user } from '../../src/server/db/schema.ts';
import { searchColumns } from '../../src/server/modules/editor/editor.repository.ts';
import { ingredientKey } from '../../src/shared/domain/ingredients.ts';

export const benchDomain = '@bench.sazon.app';

const firstNames = ['María', 'José', 'Lucía', 'Andrés', 'Camila', 'Mateo', 'Valeria', 'Sebastián', 'Isabella', 'Diego', 'Sofía', 'Martín', 'Daniela', 'Tomás', 'Gabriela', 'Nicolás', 'Mariana', 'Joaquín', 'Paula', 'Emilio'];
const surnames = ['García', 'Rodríguez', 'Martínez', 'López', 'González', 'Pérez', 'Sánchez', 'Ramírez', 'Torres', 'Flores', 'Rivera', 'Gómez', 'Díaz', 'Cruz', 'Morales', 'Ortiz', 'Gutiérrez', 'Chávez', 'Ramos', 'Núñez', 'Vargas', 'Castillo', 'Jiménez', 'Moreno', 'Romero'];
const variations = ['', 'de la abuela', 'express', 'para dos', 'casero', 'tradicional', 'con un toque picante', 'al estilo de la costa', 'de domingo', 'ligero', 'festivo', 'con plátano', 'con queso fresco', 'del mercado', 'de mi tierra', 'fácil', 'gourmet', 'de fiesta', 'vegetariano', 'con hierbas'];
const times = ['15 min', '20 min', '30 min', '45 min', '1 hora', '1 h 30 min', '2 horas'];
const difficultyOrder = ['facil', 'medio', 'dificil'] as const;

/** Deterministic pseudo-random numbers, so two bench runs seed the same book. */
function generator(seed: number) {
  let state = seed >>> 0;
  return (max: number) => {
    state = (Math.imul(state ^ (state >>> 15), 2246822507) + 0x6d2b79f5) >>> 0;
    return state % max;
  };
}

async function seedCooks(db: Database, howMany: number): Promise<{ id: string; name: string }[]> {
  const cooks = Array.from({ length: howMany }, (_, i) => ({
    id: randomUUID(),
    name: `${firstNames[i % firstNames.length]} ${surnames[Math.floor(i / firstNames.length) % surnames.length]} ${Math.floor(i / 500) || ''}`.trim(),
    email: `cocinero-${i}${benchDomain}`,
  }));
  await db.insert(user).values(cooks.map((c) => ({ id: c.id, name: c.name, email: c.email, emailVerified: true })));
  await db.insert(profiles).values(cooks.map((c) => ({ userId: c.id, username: c.name })));
  return cooks;
}

/** Adds generated recipes until the bench authors own `total`; answers how many it wrote. */
export async function seedBenchRecipes(db: Database, total: number, log: (m: string) => void): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(recipes).innerJoin(user, eq(user.id, recipes.authorId)).where(like(user.email, `%${benchDomain}`));
  const have = existing?.n ?? 0;
  if (have >= total) return 0;
  const [cooksSeen] = await db.select({ n: count() }).from(user).where(like(user.email, `%${benchDomain}`));
  const cooks = cooksSeen?.n
    ? await db.select({ id: user.id, name: user.name }).from(user).where(like(user.email, `%${benchDomain}`))
    : await seedCooks(db, 500);
  const random = generator(have + 1);
  const now = Date.now();
  const batch = 1000;
  for (let start = have; start < total; start += batch) {
    const rows: (typeof recipes.$inferInsert)[] = [];
    const ingredientRows: (typeof recipeIngredients.$inferInsert)[] = [];
    for (let i = start; i < Math.min(total, start + batch); i += 1) {
      const template = demoRecipes[random(demoRecipes.length)]!;
      const cook = cooks[random(cooks.length)]!;
      const variation = variations[random(variations.length)]!;
      const name = variation ? `${template.name} ${variation}` : template.name;
      const ingredients = template.ingredients.map((ingredient) => ({ ...ingredient, image: null }));
      const id = randomUUID();
      const ratingCount = random(10) < 6 ? 0 : random(60);
      const totalRatingSum = ratingCount * (1 + random(5));
      rows.push({
        id,
        authorId: cook.id,
        author: cook.name,
        name,
        description: template.description,
        imageUrl: null,
        totalTime: times[random(times.length)]!,
        mealType: template.mealType,
        nationality: template.nationality,
        difficulty: difficultyOrder[random(3)]!,
        steps: template.steps.map((step) => ({ ...step, image: null })),
        ratingCount,
        totalRatingSum,
        averageRating: ratingCount ? totalRatingSum / ratingCount : 0,
        ...searchColumns({ name, description: template.description, ingredients }, cook.name),
        // Spread over two years, one recipe every few minutes.
        createdAt: new Date(now - (total - i) * 6 * 60_000 - random(60_000)),
      });
      ingredients.forEach((ingredient, position) =>
        ingredientRows.push({ recipeId: id, position, quantity: ingredient.quantity, name: ingredient.name, image: null, key: ingredientKey(ingredient.name) }),
      );
    }
    await db.transaction(async (tx) => {
      await tx.insert(recipes).values(rows);
      for (let i = 0; i < ingredientRows.length; i += 5000) await tx.insert(recipeIngredients).values(ingredientRows.slice(i, i + 5000));
    });
    if ((start / batch) % 10 === 0) log(`  ${Math.min(total, start + batch).toLocaleString('es-ES')} recetas...`);
  }
  return total - have;
}
