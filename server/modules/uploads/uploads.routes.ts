import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooLarge, UPLOAD_MAX_BYTES, UploadKind, UploadTexts } from '@domain/uploads/uploads.constants';
import { SaveDataUrlSchema, UploadFileQuerySchema, UploadIdSchema, UploadPolicyQuerySchema } from '@domain/uploads/uploads.schemas';
import { badRequest } from '../../lib/app-error';
import { parse, parseBody } from '../../lib/parse';
import { caller } from '../../plugins/auth';
import { UploadPaths } from '@domain/uploads/uploads.paths';
import { idempotencyKeyOf } from './idempotency-key';
import { sendUploadedFile } from './uploaded-files';
import type { Uploader, UploadsService } from './uploads.service';

/** Room for the multipart envelope around the file itself. */
const MULTIPART_OVERHEAD = 64 * 1024;
/** A data URL is 4/3 of the image, plus the JSON around it. */
const DATA_URL_BODY_LIMIT = Math.ceil((UPLOAD_MAX_BYTES.image * 4) / 3) + MULTIPART_OVERHEAD;

interface ReceivedFile {
  name: string;
  bytes: Buffer;
}

function uploader(request: FastifyRequest): Uploader {
  const { user, enterprise } = caller(request);
  return { enterpriseId: enterprise.id, userId: user.id };
}

/** Uploads (spec part 1 section 7): the policy, the upload it allows, base64 images, and serving files back. */
export async function uploadsRoutes(app: FastifyInstance, { service }: { service: UploadsService }) {
  // Multipart is parsed only inside this plugin. The form's fields land in the body as values, so the
  // csrf guard finds `ctoken` there as in any other POST; the file becomes { name, bytes }.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: UPLOAD_MAX_BYTES.file, files: 1, fields: 5, parts: 6 },
    async onFile(part: MultipartFile) {
      try {
        part.value = { name: part.filename, bytes: await part.toBuffer() } satisfies ReceivedFile;
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) throw badRequest(tooLarge(UploadKind.file));
        throw error;
      }
    },
  });

  app.get(UploadPaths.policy, async (request) => {
    const { kind } = parse(UploadPolicyQuerySchema, request.query);
    return { success: true, data: service.policy(uploader(request), kind) };
  });

  app.post(
    UploadPaths.upload,
    {
      // Before a byte of the body is read: a signed-in caller with a good ticket and a body that can fit.
      onRequest: async (request) => {
        const { kind, ticket } = parse(UploadFileQuerySchema, request.query);
        service.assertTicket(uploader(request), ticket);
        idempotencyKeyOf(request); // a bad key is refused before the body is read
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > UPLOAD_MAX_BYTES[kind] + MULTIPART_OVERHEAD) throw badRequest(tooLarge(kind));
      },
    },
    async (request) => {
      const { kind } = parse(UploadFileQuerySchema, request.query);
      const file = (request.body as { file?: unknown } | undefined)?.file as Partial<ReceivedFile> | undefined;
      if (!file || !Buffer.isBuffer(file.bytes)) throw badRequest(UploadTexts.noFile);
      return { success: true, data: await service.save(uploader(request), { kind, name: file.name ?? '', bytes: file.bytes }, idempotencyKeyOf(request)) };
    },
  );

  app.post(UploadPaths.saveDataUrl, { bodyLimit: DATA_URL_BODY_LIMIT }, async (request) => {
    const { data, name } = parseBody(SaveDataUrlSchema, request);
    return { success: true, data: await service.saveDataUrl(uploader(request), data, name, idempotencyKeyOf(request)) };
  });

  app.get(UploadPaths.file, async (request, reply) => {
    const { id } = parse(UploadIdSchema, request.params);
    // An id's content never changes, but it is the enterprise's own: browsers may keep it, proxies not.
    return sendUploadedFile(reply, await service.file(uploader(request).enterpriseId, id), 'private, max-age=31536000, immutable');
  });
}
