// The community feed: posts, their comments, likes and favourites (SPEC §3 field names). Follows are in follow.ts.
import { feed as texts } from '../i18n/feed.ts';
import { fileKeyPattern, fileUrlPrefix, uploadFolders } from './uploads.ts';
import { isEmptyPost, postLimits } from '../domain/content-rules.ts';
import { pageSchema } from './page.ts';
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

/** Post photos are files uploaded with purpose 'post'; the server stores them under this folder. */
export const postImageUrlPrefix = `${fileUrlPrefix}${uploadFolders.post}/`;

export const postRecipeSchema = z.object({
  id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
});
export type PostRecipe = z.infer<typeof postRecipeSchema>;

export const postSchema = z.object({
  id: z.string(),
  userId: z.string(),
  userName: z.string(),
  profilePictureUrl: z.string().nullable(),
  text: z.string(),
  imageUrl: z.string().nullable(),
  /** ISO date of publication. */
  timestamp: z.string(),
  likesCount: z.number(),
  commentsCount: z.number(),
  /** The recipe the post was published from, while it still exists. */
  recipe: postRecipeSchema.nullable(),
  likedByMe: z.boolean(),
  favoriteByMe: z.boolean(),
  followingAuthor: z.boolean(),
  /** True only for its author while reports hid it from everyone else («En revisión», issue 17). */
  underReview: z.boolean(),
});
export type Post = z.infer<typeof postSchema>;

export const postCommentSchema = z.object({
  id: z.string(),
  postId: z.string(),
  userId: z.string(),
  userName: z.string(),
  text: z.string(),
  timestamp: z.string(),
  /** True only for its author while reports hid it from everyone else («En revisión», issue 17). */
  underReview: z.boolean(),
});
export type PostComment = z.infer<typeof postCommentSchema>;

export const likeStateSchema = z.object({
  likesCount: z.number(),
  likedByMe: z.boolean(),
});
export type LikeState = z.infer<typeof likeStateSchema>;

export const favoriteStateSchema = z.object({
  favoriteByMe: z.boolean(),
});
export type FavoriteState = z.infer<typeof favoriteStateSchema>;

/** Live messages on the 'feed' topic and on 'post:<id>'. */
export type FeedLiveMessage =
  | { type: 'post.created' | 'post.updated' | 'post.deleted'; postId: string }
  | { type: 'post.liked'; postId: string; likesCount: number }
  | { type: 'post.commented'; postId: string; commentsCount: number };
export type PostLiveMessage = { type: 'comment.created'; postId: string; commentId: string };


const postText = z.string().trim().max(postLimits.text, texts.validation.textTooLong);

/** A photo of ours in the posts folder; whether the viewer uploaded it is checked by the server. */
const postImageUrl = z
  .string()
  .max(postLimits.imageUrl, texts.validation.imageUrl)
  .refine((url) => url.startsWith(postImageUrlPrefix) && fileKeyPattern.test(url.slice(fileUrlPrefix.length)), texts.validation.imageUrl);


/** POST /api/posts */
export const createPostSchema = z
  .object({
    text: postText.default(''),
    imageUrl: postImageUrl.nullable().default(null),
    recipeId: z.uuid(texts.validation.recipeId).nullable().default(null),
  })
  .refine((post) => !isEmptyPost(post), { message: texts.validation.empty, path: ['text'] });
export type CreatePostInput = z.input<typeof createPostSchema>;

/** PATCH /api/posts/:id: the text and/or the photo (null removes it). */
export const updatePostSchema = z.object({
  text: postText.optional(),
  imageUrl: postImageUrl.nullable().optional(),
});
export type UpdatePostInput = z.input<typeof updatePostSchema>;

/** POST /api/posts/:id/comments */
export const commentInputSchema = z.object({
  text: z.string(texts.validation.commentEmpty).trim().min(1, texts.validation.commentEmpty).max(postLimits.comment, texts.validation.commentTooLong),
});

/** ?cursor= of the lists; what it holds is checked by the server (shared with the recipe lists). */
export const pageQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
});

export const postParamsSchema = z.object({ id: z.string().max(100) });

const postPageSchema = pageSchema(postSchema);

export const feedApi = {
  list: defineRoute({
    key: 'GET /api/posts',
    status: 200,
    summary: 'Las publicaciones de la comunidad, de la más reciente a la más antigua',
    query: pageQuerySchema,
    response: postPageSchema,
  }),
  post: defineRoute({ key: 'GET /api/posts/:id', status: 200, summary: 'Una publicación', params: postParamsSchema, response: postSchema }),
  favorites: defineRoute({
    key: 'GET /api/me/favorite-posts',
    status: 200,
    summary: 'Las publicaciones guardadas por quien tiene la sesión abierta, la última guardada primero',
    query: pageQuerySchema,
    response: postPageSchema,
  }),
  create: defineRoute({ key: 'POST /api/posts', status: 201, summary: 'Publica texto y/o foto, opcionalmente con una receta', body: createPostSchema, response: postSchema }),
  update: defineRoute({
    key: 'PATCH /api/posts/:id',
    status: 200,
    summary: 'Cambia el texto o la foto de una publicación propia',
    params: postParamsSchema,
    body: updatePostSchema,
    response: postSchema,
  }),
  remove: defineRoute({ key: 'DELETE /api/posts/:id', status: 204, summary: 'Borra una publicación propia con sus comentarios', params: postParamsSchema, response: z.null() }),
  like: defineRoute({ key: 'PUT /api/posts/:id/like', status: 200, summary: "Da 'Me gusta' a una publicación", params: postParamsSchema, response: likeStateSchema }),
  unlike: defineRoute({ key: 'DELETE /api/posts/:id/like', status: 200, summary: "Quita el 'Me gusta' de una publicación", params: postParamsSchema, response: likeStateSchema }),
  comments: defineRoute({
    key: 'GET /api/posts/:id/comments',
    status: 200,
    summary: 'Los comentarios de una publicación, del más antiguo al más reciente',
    params: postParamsSchema,
    query: pageQuerySchema,
    response: pageSchema(postCommentSchema),
  }),
  comment: defineRoute({
    key: 'POST /api/posts/:id/comments',
    status: 201,
    summary: 'Comenta una publicación',
    params: postParamsSchema,
    body: commentInputSchema,
    response: postCommentSchema,
  }),
  favorite: defineRoute({ key: 'PUT /api/posts/:id/favorite', status: 200, summary: 'Guarda una publicación en favoritos', params: postParamsSchema, response: favoriteStateSchema }),
  unfavorite: defineRoute({ key: 'DELETE /api/posts/:id/favorite', status: 200, summary: 'Quita una publicación de favoritos', params: postParamsSchema, response: favoriteStateSchema }),
};
