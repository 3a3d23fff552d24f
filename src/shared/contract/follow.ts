// Cooks as anyone sees them, and following them (SPEC §3 field names).
import { feed as texts } from '../i18n/feed.ts';
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

/** GET /api/users/:id: what anyone may see of a cook. */
export const publicUserSchema = z.object({
  id: z.string(),
  username: z.string(),
  bio: z.string(),
  favoriteCuisine: z.string(),
  profilePictureUrl: z.string().nullable(),
  followingCount: z.number(),
  followersCount: z.number(),
  followedByMe: z.boolean(),
  /** The viewer blocked this cook (issue 17); false for a signed-out visitor. */
  blockedByMe: z.boolean(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const followStateSchema = z.object({
  followedByMe: z.boolean(),
  followersCount: z.number(),
});
export type FollowState = z.infer<typeof followStateSchema>;

export const userParamsSchema = z.object({ id: z.string().min(1, texts.validation.userId).max(100, texts.validation.userId) });

export const followApi = {
  user: defineRoute({ key: 'GET /api/users/:id', status: 200, summary: 'El perfil público de un cocinero', params: userParamsSchema, response: publicUserSchema }),
  follow: defineRoute({ key: 'PUT /api/users/:id/follow', status: 200, summary: 'Sigue a un cocinero', params: userParamsSchema, response: followStateSchema }),
  unfollow: defineRoute({ key: 'DELETE /api/users/:id/follow', status: 200, summary: 'Deja de seguir a un cocinero', params: userParamsSchema, response: followStateSchema }),
};
