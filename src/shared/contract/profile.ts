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

export const profileUpdateSchema = z
  .object({
    username: z.string().trim().min(1, 'El nombre de usuario no puede estar vacío.').max(60, 'El nombre de usuario es demasiado largo (máximo 60 caracteres).'),
    bio: z.string().trim().max(300, 'La biografía es demasiado larga (máximo 300 caracteres).'),
    favoriteCuisine: z.string().trim().min(1, 'Indica tu cocina favorita.').max(60, 'La cocina favorita es demasiado larga (máximo 60 caracteres).'),
    profilePictureUrl: z.string().max(500).nullable(),
  })
  .partial();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;
