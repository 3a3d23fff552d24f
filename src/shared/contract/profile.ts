import { displayNameMaxLength, displayNameProblem, trimDisplayName } from '../domain/profile.ts';
import { isTimeZone } from '../domain/progress.ts';
import { progress as progressTexts } from '../i18n/progress.ts';
import { profile as texts } from '../i18n/profile.ts';
import { defineRoute } from './route.ts';
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
  /** IANA time zone the cook's weeks and days are counted in (sent by their device). */
  timeZone: z.string(),
  createdAt: z.string(),
  /** Whether MODERATOR_EMAILS names this account: it sees «Moderación» (issue 17); absent means false. */
  moderator: z.boolean().optional(),
});
export type Profile = z.infer<typeof profileSchema>;

export const profileLimits = { username: displayNameMaxLength, bio: 300, favoriteCuisine: 60, profilePictureUrl: 500 } as const;

const { validation } = texts;

/** The Spanish message for a display name that breaks the shared rule (null when it is fine). */
export function displayNameError(name: string): string | null {
  const problem = displayNameProblem(name);
  if (problem === 'empty') return validation.usernameEmpty;
  if (problem === 'tooLong') return validation.usernameTooLong;
  return null;
}

/** A cook's name: trimmed, with a visible character, at most 60 characters. */
export const displayNameSchema = z
  .string()
  .overwrite(trimDisplayName)
  .check((ctx) => {
    const message = displayNameError(ctx.value);
    if (message) ctx.issues.push({ code: 'custom', message, input: ctx.value });
  });

/** PATCH /api/me: every field optional; counters are never accepted from a client (unknown keys are dropped). */
export const profileUpdateSchema = z
  .object({
    username: displayNameSchema,
    bio: z.string().trim().max(profileLimits.bio, validation.bioTooLong),
    favoriteCuisine: z.string().trim().min(1, validation.cuisineEmpty).max(profileLimits.favoriteCuisine, validation.cuisineTooLong),
    // Whether the file is the viewer's own upload is checked by the server against the uploads table.
    profilePictureUrl: z.string().trim().max(profileLimits.profilePictureUrl, validation.pictureTooLong).nullable(),
    timeZone: z.string({ error: progressTexts.api.timeZoneInvalid }).refine(isTimeZone, progressTexts.api.timeZoneInvalid),
  })
  .partial();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const profileApi = {
  me: defineRoute({ key: 'GET /api/me', status: 200, summary: 'El perfil de quien tiene la sesión abierta', response: profileSchema }),
  update: defineRoute({
    key: 'PATCH /api/me',
    status: 200,
    summary: 'Cambia nombre, biografía, cocina favorita o foto del perfil propio',
    body: profileUpdateSchema,
    response: profileSchema,
  }),
};
