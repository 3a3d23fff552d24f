import { profile as texts } from '../i18n/profile.ts';
import { z } from './zod.ts';

export const profileSchema = z.object({
  id: z.string(),
  email: z.string(),
  displayName: z.string(),
  username: z.string(),
  bio: z.string(),
  favoriteCuisine: z.string(),
  profilePictureUrl: z.string().nullable(),
  recipesPublished: z.number(),
  recipesExplored: z.number(),
  commentsWritten: z.number(),
  postsCommented: z.number(),
  followingCount: z.number(),
  followersCount: z.number(),
  favoritesReceived: z.number(),
  firstPhoto: z.boolean(),
  pantryMasterAchieved: z.boolean(),
  achievements: z.array(z.string()),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileLimits = { username: 60, bio: 300, favoriteCuisine: 60, profilePictureUrl: 500 } as const;

const { validation } = texts;

/** PATCH /api/me: every field optional; counters are never accepted from a client (unknown keys are dropped). */
export const profileUpdateSchema = z
  .object({
    username: z.string().trim().min(1, validation.usernameEmpty).max(profileLimits.username, validation.usernameTooLong),
    bio: z.string().trim().max(profileLimits.bio, validation.bioTooLong),
    favoriteCuisine: z.string().trim().min(1, validation.cuisineEmpty).max(profileLimits.favoriteCuisine, validation.cuisineTooLong),
    // Whether the file is the viewer's own upload is checked by the server against the uploads table.
    profilePictureUrl: z.string().trim().max(profileLimits.profilePictureUrl, validation.pictureTooLong).nullable(),
  })
  .partial();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
