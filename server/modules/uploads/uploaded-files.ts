import { and, eq, inArray } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { IMAGE_MIMES, uploadedFileUrl } from '@domain/uploads/uploads.constants';
import type { UploadedFile } from '@domain/uploads/uploads.schemas';
import type { Executor } from '../../db/database';
import { uploads } from '../../db/schema/uploads';
import { contentDisposition } from '../../lib/content-disposition';
import type { FileStore } from '../../lib/storage/file-store';

/** Files of the enterprise among `ids`, as an upload answered them (other modules attach them by id). */
export async function uploadedFiles(tx: Executor, enterpriseId: number, ids: number[]): Promise<UploadedFile[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ id: uploads.id, name: uploads.name, size: uploads.size, mime: uploads.mime })
    .from(uploads)
    .where(and(eq(uploads.enterpriseId, enterpriseId), inArray(uploads.id, ids)));
  return rows.map((r) => ({ id: r.id, url: uploadedFileUrl(r.id), name: r.name, size: r.size, mime: r.mime }));
}

/** The upload id an address of the uploads' file route names (/api/upload/file/{id}), or null. */
export function uploadIdOfUrl(url: string): number | null {
  const match = /^\/api\/upload\/file\/(\d{1,15})$/.exec(url);
  return match ? Number(match[1]) : null;
}

/** The bytes of an enterprise's upload, or null when it is not theirs or gone from the store. */
export async function openUploadedFile(tx: Executor, storage: FileStore, enterpriseId: number, id: number) {
  const [row] = await tx
    .select()
    .from(uploads)
    .where(and(eq(uploads.enterpriseId, enterpriseId), eq(uploads.id, id)));
  if (!row) return null;
  const body = await storage.get(row.path);
  return body ? { body, name: row.name, mime: row.mime, size: row.size, isImage: IMAGE_MIMES.includes(row.mime) } : null;
}

/** What an answer carrying an upload needs of it. */
export type OpenedUpload = Pick<NonNullable<Awaited<ReturnType<typeof openUploadedFile>>>, 'body' | 'name' | 'mime' | 'isImage'>;

/**
 * Answers with an upload's bytes: images shown in place, other files downloaded under their name, never
 * sniffed into another type; `cacheControl` is the caller's (who may keep it, and for how long).
 */
export function sendUploadedFile(reply: FastifyReply, file: OpenedUpload, cacheControl: string) {
  return reply
    .header('content-type', file.mime)
    .header('content-disposition', contentDisposition(file.isImage ? 'inline' : 'attachment', file.name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl)
    .send(file.body);
}
