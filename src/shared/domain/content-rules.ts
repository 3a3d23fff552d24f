// How long what people write may be, and what a post needs: enforced by the server's schemas and
// shown by the forms. No zod here, so screens that only need a number do not load it.

/** A recipe comment. */
export const commentMaxLength = 1000;

export const postLimits = { text: 2000, comment: 1000, imageUrl: 300, pageSize: 10, commentsPageSize: 50 } as const;

/** A post needs words or a photo (SPEC §5). */
export const isEmptyPost = (post: { text: string; imageUrl: string | null }) => post.text.trim() === '' && !post.imageUrl;

/** A search box's text; a long one is read by its first words (search-terms.ts), so a paste is never refused. */
export const searchQueryMaxLength = 5000;

export const cookingLimits = {
  /** Ingredients in one «Tengo a la mano» search. */
  selected: 50,
  ingredientName: 60,
  craving: 200,
  results: 30,
} as const;
