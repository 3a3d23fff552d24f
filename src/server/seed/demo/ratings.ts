// Demo ratings: the demo cooks rate each other's recipes, so a fresh book shows averages and «Destacados»
// has something to put first. Drawn from each recipe's name, so every install gets the same ones.
import { rngFrom, weighted } from '../seeded-random.ts';

export interface DemoRating {
  recipe: string;
  /** A demoCooks username, never the recipe's author. */
  rater: string;
  stars: number;
}

/** How many cooks rate a recipe: most get one to five ratings, a few none. */
const raterCounts = [
  [0, 8],
  [1, 17],
  [2, 24],
  [3, 24],
  [4, 17],
  [5, 10],
] as const;
/** Demo cooks like what their friends cook, mostly. */
const starChoices = [
  [5, 46],
  [4, 34],
  [3, 14],
  [2, 6],
] as const;

export function demoRatings(recipes: readonly { name: string; author: string }[], cooks: readonly string[]): DemoRating[] {
  return recipes.flatMap((recipe) => {
    const rng = rngFrom(`ratings:${recipe.name}`);
    const others = cooks.filter((cook) => cook !== recipe.author);
    // A seeded shuffle picks who rates it.
    const raters = others
      .map((cook) => ({ cook, order: rng() }))
      .sort((a, b) => a.order - b.order)
      .slice(0, weighted(rng, raterCounts));
    return raters.map(({ cook }) => ({ recipe: recipe.name, rater: cook, stars: weighted(rng, starChoices) }));
  });
}
