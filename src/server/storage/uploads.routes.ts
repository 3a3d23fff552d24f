// POST /api/uploads stores one checked, re-encoded image under a server-made key; GET /api/files/* serves it.
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { jsonSchemaTransform, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { fileKeyPattern, uploadPurposes, uploadPurposeSchema, uploadsApi } from '#shared/contract/uploads.ts';
import { es } from '#shared/i18n/es.ts';
import { requireViewer } from '../auth/session.ts';
import { contractRoute } from '../http/contract-route.ts';
import { ApiError, badRequest, notFound } from '../http/errors.ts';
import type { ModuleDeps } from '../modules/deps.ts';
import { storeUpload, sweepUploads } from './uploads.service.ts';

const t = es.editor.uploads;
const tooLarge = () => new ApiError(413, 'PAYLOAD_TOO_LARGE', t.tooLarge);
// Room for the multipart boundaries and the small text fields around the file.
const multipartOverhead = 16 * 1024;
// Unused uploads go between UPLOAD_GRACE_HOURS and an hour later.
const sweepEveryMs = 60 * 60_000;

// The form is read by the handler, so Fastify gets no body schema to validate; the OpenAPI document
// alone is told what the form holds.
const uploadFormDocument = {
  content: {
    'multipart/form-data': {
      schema: {
        type: 'object',
        properties: {
          purpose: { type: 'string', enum: uploadPurposes },
          name: { type: 'string' },
          file: { type: 'string', format: 'binary' },
        },
        required: ['purpose', 'file'],
      },
    },
  },
};

interface ReceivedForm {
  fields: Record<string, string>;
  file: { body: Buffer; filename: string } | null;
}

async function receive(request: FastifyRequest): Promise<ReceivedForm> {
  const form: ReceivedForm = { fields: {}, file: null };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') form.file = { body: await part.toBuffer(), filename: part.filename };
      else form.fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new ApiError(413, 'TOO_MANY_PARTS', t.tooManyParts);
    }
    throw badRequest(es.errors.validation);
  }
  return form;
}

export async function uploadsRoutes(fastify: FastifyInstance, { config, db, storage }: ModuleDeps) {
  await fastify.register(fastifyMultipart, {
    limits: { fileSize: config.uploadLimitBytes, files: 1, fields: 5, parts: 6, fieldSize: 1024 },
    throwFileSizeLimit: true,
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.route({
    ...contractRoute(uploadsApi.upload),
    config: {
      swaggerTransform: (route) => {
        const documented = jsonSchemaTransform(route);
        return { ...documented, schema: { ...documented.schema, body: uploadFormDocument } };
      },
    },
    handler: async (request, reply) => {
      const viewer = await requireViewer(request, t.signIn);
      if (Number(request.headers['content-length'] ?? 0) > config.uploadLimitBytes + multipartOverhead)
        throw tooLarge();
      if (!request.isMultipart())
        throw new ApiError(415, 'UNSUPPORTED_MEDIA_TYPE', es.errors.unsupportedMediaType);
      const { fields, file } = await receive(request);
      const purpose = uploadPurposeSchema.safeParse(fields.purpose);
      if (!purpose.success) throw new ApiError(400, 'VALIDATION', t.badPurpose);
      if (!file || file.body.length === 0) throw badRequest(t.missingFile, 'VALIDATION');
      const limits = { count: config.uploadDailyCount, bytes: config.uploadDailyBytes };
      const stored = await storeUpload(
        { db, storage, limits },
        { ownerId: viewer.id, purpose: purpose.data, name: fields.name || file.filename, body: file.body },
      );
      reply.status(201);
      return stored;
    },
  });

  // Binary files, not JSON: kept out of the contract and of the OpenAPI document.
  app.get('/api/files/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!fileKeyPattern.test(key)) throw notFound(t.fileNotFound);
    const file = await storage.get(key);
    if (!file) throw notFound(t.fileNotFound);
    return reply
      .header('content-type', file.contentType)
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(file.body);
  });

  const timer = setInterval(() => {
    sweepUploads(db, storage, config.uploadGraceMs).catch((error: unknown) =>
      fastify.log.warn({ err: error }, 'upload cleanup failed'),
    );
  }, sweepEveryMs);
  timer.unref();
  fastify.addHook('onClose', async () => {
    clearInterval(timer);
    await storage.close?.();
  });
}
