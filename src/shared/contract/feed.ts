// The community feed: posts, their comments, likes, favourites and follows (SPEC §3 field names).
import { feed as texts } from '../i18n/feed.ts';
import { fileKeyPattern, fileUrlPrefix, uploadFolders } from './uploads.ts';
import { isEmptyPost, postLimits } from '../domain/content-rules.ts';
import { z } from './zod.ts';


/** Post photos are files uploaded with purpose 'post'; the server stores them under this folder. */
export const postImageUrlPrefix = `${fileUrlPrefix}${uploadFolders.post}/`;

export interface PostRecipe {
  id: string;
  name: string;
  imageUrl: string | null;
}

export interface Post {
  id: string;
  userId: string;
  userName: string;
  profilePictureUrl: string | null;
  text: string;
  imageUrl: string | null;
  /** ISO date of publication. */
  timestamp: string;
  likesCount: number;
  commentsCount: number;
  /** The recipe the post was published from, while it still exists. */
  recipe: PostRecipe | null;
  likedByMe: boolean;
  favoriteByMe: boolean;
  followingAuthor: boolean;
}

export interface PostComment {
  id: string;
  postId: string;
  userId: string;
  userName: string;
  text: string;
  timestamp: string;
}

export interface LikeState {
  likesCount: number;
  likedByMe: boolean;
}

export interface FavoriteState {
  favoriteByMe: boolean;
}

/** GET /api/users/:id: what anyone may see of a cook. */
export interface PublicUser {
  id: string;
  username: string;
  bio: string;
  favoriteCuisine: string;
  profilePictureUrl: string | null;
  followingCount: number;
  followersCount: number;
  followedByMe: boolean;
}

export interface FollowState {
  followedByMe: boolean;
  followersCount: number;
}

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
export const userParamsSchema = z.object({ id: z.string().min(1, texts.validation.userId).max(100, texts.validation.userId) });
