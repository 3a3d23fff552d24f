// Writes and reads of recipes. Search columns are derived here from the shared rules, never sent by clients.
import { eq } from 'drizzle-orm';
import type { RecipeInput } from '#shared/contract/recipe-input.ts';
import { ingredientKey } from '#shared/domain/ingredients.ts';
import { normaliseSearchText } from '#shared/domain/text.ts';
import type { Database } from '../../db/connect.ts';
import { recipeIngredients, recipes } from '../../db/schema.ts';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export function searchColumns(input: Pick<RecipeInput, 'name' | 'description' | 'ingredients'>, author: string) {
  const ingredientWords = input.ingredients.map((i) => `${i.name} ${ingredientKey(i.name)}`).join(' ');
  return {
    nameSearch: normaliseSearchText(`${input.name} ${author}`),
    docSearch: normaliseSearchText(`${input.name} ${input.description} ${ingredientWords}`),
  };
}

function stepRows(input: RecipeInput) {
  return input.steps.map((s) => ({ ...s, image: s.image ?? null }));
}

async function writeIngredients(tx: Tx, recipeId: string, input: RecipeInput) {
  await tx.delete(recipeIngredients).where(eq(recipeIngredients.recipeId, recipeId));
  if (!input.ingredients.length) return;
  await tx.insert(recipeIngredients).values(
    input.ingredients.map((ingredient, position) => ({
      recipeId,
      position,
      quantity: ingredient.quantity,
      name: ingredient.name,
      image: ingredient.image ?? null,
      key: ingredientKey(ingredient.name),
    })),
  );
}

export async function insertRecipe(
  db: Database | Tx,
  author: { id: string; name: string },
  input: RecipeInput,
  createdAt: Date = new Date(),
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(recipes)
      .values({
        authorId: author.id,
        author: author.name,
        name: input.name,
        description: input.description,
        imageUrl: input.imageUrl ?? null,
        totalTime: input.totalTime,
        mealType: input.mealType,
        nationality: input.nationality,
        difficulty: input.difficulty,
        steps: stepRows(input),
        ...searchColumns(input, author.name),
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: recipes.id });
    if (!row) throw new Error('insert returned no row');
    await writeIngredients(tx, row.id, input);
    return row.id;
  });
}
