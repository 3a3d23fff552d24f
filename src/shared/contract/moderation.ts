// Community safety (issue 17): reports of an item, the moderation queue, blocks and the notices a cook
// is given when a moderator removed something of theirs.
import { hasControlCharacter } from '../domain/text.ts';
import { moderation as texts } from '../i18n/moderation.ts';
import { pageSchema } from './page.ts';
import { defineRoute } from './route.ts';
import { z } from './zod.ts';

export const reportTargetTypes = ['post', 'post-comment', 'recipe', 'recipe-comment'] as const;
export type ReportTargetType = (typeof reportTargetTypes)[number];
export const reportReasons = ['spam', 'offensive', 'dangerous', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];
export const reportLimits = { note: 500 } as const;

const targetTypeSchema = z.enum(reportTargetTypes, { error: texts.errors.targetType });
const targetIdSchema = z.uuid({ error: texts.errors.targetId });

/** POST /api/reports: 201 for a new report, 200 (nothing changed) when this cook already reported the item. */
export const reportInputSchema = z.object({
  targetType: targetTypeSchema,
  targetId: targetIdSchema,
  reason: z.enum(reportReasons, { error: texts.errors.reason }),
  note: z
    .string()
    .trim()
    .max(reportLimits.note, texts.errors.noteTooLong)
    .refine((note) => !hasControlCharacter(note, { lineBreaks: true }), texts.errors.noteControl)
    .optional(),
});
export type ReportInput = z.infer<typeof reportInputSchema>;

export const reportResultSchema = z.object({
  targetType: targetTypeSchema,
  targetId: z.string(),
  /** false when this cook had already reported it (the 200 answer). */
  created: z.boolean(),
});

/** One reported item in the queue, with what the moderator needs to decide. */
export const reportedItemSchema = z.object({
  targetType: targetTypeSchema,
  targetId: z.string(),
  author: z.object({ id: z.string(), username: z.string() }),
  /** The text of the post or comment, or the recipe's name. */
  text: z.string(),
  imageUrl: z.string().nullable(),
  /** Where the item is seen in the app (the post's or recipe's page), null when it has none. */
  link: z.string().nullable(),
  reportCount: z.number(),
  hidden: z.boolean(),
  lastReportedAt: z.string(),
  reasons: z.array(z.object({ reason: z.enum(reportReasons), count: z.number() })),
  /** The reporters' notes, newest first (at most 10). */
  notes: z.array(z.string()),
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;

export const moderationTargetParamsSchema = z.object({ targetType: targetTypeSchema, targetId: targetIdSchema });
export const moderationActionSchema = z.object({ action: z.enum(['restore', 'remove'], { error: texts.errors.action }) });
export const moderationResultSchema = z.object({ targetType: targetTypeSchema, targetId: z.string(), action: z.enum(['restore', 'remove']) });
export const moderationQueueQuerySchema = z.object({ cursor: z.string().max(200).optional() });

/** What a cook is told at their next visit. */
export const noticeSchema = z.object({
  id: z.string(),
  kind: z.literal('removed'),
  targetType: targetTypeSchema,
  excerpt: z.string(),
  reason: z.enum(reportReasons),
  createdAt: z.string(),
});
export type Notice = z.infer<typeof noticeSchema>;
export const noticeParamsSchema = z.object({ id: z.uuid({ error: texts.errors.targetId }) });

/** A cook the viewer blocked («Cuentas bloqueadas»). */
export const blockedUserSchema = z.object({ id: z.string(), username: z.string(), profilePictureUrl: z.string().nullable(), blockedAt: z.string() });
export type BlockedUser = z.infer<typeof blockedUserSchema>;
export const blockStateSchema = z.object({ blockedByMe: z.boolean() });
export const blockParamsSchema = z.object({ id: z.string().min(1, texts.errors.userNotFound).max(100, texts.errors.userNotFound) });
export const blocksQuerySchema = z.object({ cursor: z.string().max(200).optional() });

export const moderationApi = {
  report: defineRoute({ key: 'POST /api/reports', status: 201, summary: 'Reporta una publicación, un comentario o una receta (una vez por cocinero)', body: reportInputSchema, response: reportResultSchema }),
  queue: defineRoute({
    key: 'GET /api/moderation/reports',
    status: 200,
    summary: 'Cola de moderación: contenido reportado, lo más reciente primero (solo moderadores)',
    query: moderationQueueQuerySchema,
    response: pageSchema(reportedItemSchema),
  }),
  decide: defineRoute({
    key: 'POST /api/moderation/reports/:targetType/:targetId',
    status: 200,
    summary: 'Restaura (borra los reportes) o elimina el contenido reportado (solo moderadores)',
    params: moderationTargetParamsSchema,
    body: moderationActionSchema,
    response: moderationResultSchema,
  }),
  notices: defineRoute({ key: 'GET /api/me/notices', status: 200, summary: 'Avisos pendientes de quien tiene la sesión abierta', response: z.object({ items: z.array(noticeSchema) }) }),
  dismissNotice: defineRoute({ key: 'DELETE /api/me/notices/:id', status: 204, summary: 'Marca un aviso como leído', params: noticeParamsSchema, response: z.null() }),
  block: defineRoute({ key: 'PUT /api/users/:id/block', status: 200, summary: 'Bloquea a un cocinero (en silencio)', params: blockParamsSchema, response: blockStateSchema }),
  unblock: defineRoute({ key: 'DELETE /api/users/:id/block', status: 200, summary: 'Desbloquea a un cocinero', params: blockParamsSchema, response: blockStateSchema }),
  blocked: defineRoute({ key: 'GET /api/me/blocks', status: 200, summary: 'Cuentas bloqueadas por quien tiene la sesión abierta', query: blocksQuerySchema, response: pageSchema(blockedUserSchema) }),
};
