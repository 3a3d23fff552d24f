// The recipe resource as the book lists and shows it.
import type { StepInput } from './recipe-input.ts';

export interface Ingredient {
  quantity: string;
  name: string;
  image: string | null;
}
export type Step = StepInput;

export interface RecipeSummary {
  id: string;
  name: string;
  description: string;
  author: string;
  authorId: string;
  imageUrl: string | null;
  totalTime: string;
  mealType: string;
  nationality: string;
  difficulty: string;
  averageRating: number;
  ratingCount: number;
  createdAt: string;
}

export interface Recipe extends RecipeSummary {
  ingredients: Ingredient[];
  steps: Step[];
  totalRatingSum: number;
  favoritesCount: number;
  commentsCount: number;
  updatedAt: string;
  /** The viewer's own rating (0 when none or anonymous) and favourite flag. */
  myRating: number;
  isFavorite: boolean;
}

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}
