// POST /api/uploads (multipart fields `purpose`, optional `name`, then `file`) answers { key, url };
// GET /api/files/<key> serves the stored file. Keys are always made by the server.
import { editor } from '../i18n/editor.ts';
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

export const uploadPurposes = ['recipe', 'ingredient', 'step', 'profile', 'post', 'ingredient-real'] as const;
export type UploadPurpose = (typeof uploadPurposes)[number];

/** The folder of each purpose (SPEC §7). */
export const uploadFolders: Record<UploadPurpose, string> = {
  recipe: 'recipe_images',
  ingredient: 'ingredient_images',
  step: 'step_images',
  profile: 'profile_pictures',
  post: 'posts',
  'ingredient-real': 'ingredient_real_images',
};

export const uploadResultSchema = z.object({ key: z.string(), url: z.string() });
export type UploadResult = z.infer<typeof uploadResultSchema>;

export const uploadPurposeSchema = z.enum(uploadPurposes, { error: editor.uploads.badPurpose });

/** One of our folders, then a file name that starts with a letter or digit: no traversal, no hidden files. */
export const fileKeyPattern = new RegExp(
  `^(?:${Object.values(uploadFolders).join('|')})/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$`,
);
export const fileUrlPrefix = '/api/files/';

/** An image reference in a saved document: a URL of one of our stored files, or null. */
export const imageUrlSchema = z
  .string()
  .max(300, editor.validation.imageUrl)
  .refine(
    (url) => url.startsWith(fileUrlPrefix) && fileKeyPattern.test(url.slice(fileUrlPrefix.length)),
    editor.validation.imageUrl,
  )
  .nullable();

// The form is read part by part by the route (the file is streamed), so it has no body schema.
export const uploadsApi = {
  upload: defineRoute({
    key: 'POST /api/uploads',
    status: 201,
    summary: 'Sube una imagen (campos purpose, name opcional y file) y la guarda revisada y recodificada',
    multipart: true,
    response: uploadResultSchema,
  }),
};
