import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { tooLarge, uploadedFileUrl, UPLOAD_MAX_BYTES, UploadKind, UploadTexts, type UploadKindValue } from '@domain/uploads/uploads.constants';
import type { UploadedFile } from '@domain/uploads/uploads.schemas';
import type { Database } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import type { FileStore } from '../../lib/storage/file-store';
import { resolveFileType } from './file-types';
import { findUploadByKey, insertUpload, type UploadRecord } from './uploads.queries';

/** Who stores: files belong to the enterprise; the user is kept for the record (0: none, a file that came from outside, such as a WeCom customer's). */
export interface Uploader {
  enterpriseId: number;
  userId: number;
}

export interface IncomingFile {
  kind: UploadKindValue;
  name: string;
  bytes: Buffer;
}

const DATA_URL = /^data:image\/(?:png|jpeg|gif|webp);base64,([A-Za-z0-9+/]+={0,2})$/;

/** An image sent as a data URL (a signature pad's PNG, a phone's scaled photo) as a file to store; anything else is refused (400). */
export function dataUrlImage(data: string, name: string): IncomingFile {
  const base64 = DATA_URL.exec(data)?.[1];
  if (!base64) throw badRequest(UploadTexts.badDataUrl);
  return { kind: UploadKind.image, name, bytes: Buffer.from(base64, 'base64') };
}

const DATA_URL_FILE = /^data:[\w.+-]+\/[\w.+-]+(?:;[\w=.+-]+)*;base64,([A-Za-z0-9+/]+={0,2})$/;

/** An attachment sent as a data URL (a customer's file from the portal) as a file to store, judged later by its name as any attachment. */
export function dataUrlFile(data: string, name: string): IncomingFile {
  const base64 = DATA_URL_FILE.exec(data)?.[1];
  if (!base64) throw badRequest(UploadTexts.badDataUrlFile);
  return { kind: UploadKind.file, name, bytes: Buffer.from(base64, 'base64') };
}

export const uploadedOf = (row: Pick<UploadRecord, 'id' | 'name' | 'size' | 'mime'>): UploadedFile => ({ id: row.id, url: uploadedFileUrl(row.id), name: row.name, size: row.size, mime: row.mime });

/** A name fit to show and to send back in a header: no folders, no control characters, not too long. */
function cleanName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-100);
  return clean || fallback;
}

const byKey = (db: Database, who: Uploader, key: string) => db.tenant(who.enterpriseId, (tx) => findUploadByKey(tx, who, key));

/**
 * Stores a file as uploads/<enterprise>/<yyyy-mm>/<random>.<ext>, recorded in `uploads`, once per
 * idempotency key: a key the uploader used before answers that upload and stores nothing; two racing
 * requests with one key keep one file. Refuses (400) an empty, too large or unaccepted file.
 */
export async function storeUpload(db: Database, storage: FileStore, who: Uploader, file: IncomingFile, key: string | null = null): Promise<UploadedFile> {
  const earlier = key ? await byKey(db, who, key) : undefined;
  if (earlier) return uploadedOf(earlier);
  if (file.bytes.length === 0) throw badRequest(UploadTexts.noFile);
  if (file.bytes.length > UPLOAD_MAX_BYTES[file.kind]) throw badRequest(tooLarge(file.kind));
  const { ext, mime } = resolveFileType(file.kind, file.name, file.bytes);
  const name = cleanName(file.name, `${file.kind}.${ext}`);
  const month = new Date().toISOString().slice(0, 7);
  const relative = path.posix.join('uploads', String(who.enterpriseId), month, `${randomBytes(16).toString('hex')}.${ext}`);
  await storage.put(relative, file.bytes);
  try {
    const row = { ...who, name, size: file.bytes.length, mime, path: relative, idempotencyKey: key };
    const id = await db.tenant(who.enterpriseId, (tx) => insertUpload(tx, row));
    if (id !== null) return uploadedOf({ id, ...row });
    // The same key won a race meanwhile: its upload is the answer, this copy goes.
    await storage.remove(relative);
    return uploadedOf((await byKey(db, who, key!))!);
  } catch (error) {
    await storage.remove(relative);
    throw error;
  }
}
