import { randomBytes } from 'node:crypto';
import path from 'node:path';
import {
  IMAGE_MIMES,
  tooLarge,
  UPLOAD_ACCEPT,
  UPLOAD_MAX_BYTES,
  UPLOAD_TICKET_TTL_SECONDS,
  uploadedFileUrl,
  UploadKind,
  UploadTexts,
  type UploadKindValue,
} from '@domain/uploads/uploads.constants';
import type { UploadedFile, UploadPolicy } from '@domain/uploads/uploads.schemas';
import { UploadPaths } from '@domain/uploads/uploads.paths';
import { API_PREFIX } from '../../api-prefix';
import type { Database } from '../../db/database';
import { badRequest, forbidden, notFound } from '../../lib/app-error';
import type { FileStore } from '../../lib/storage/file-store';
import { resolveFileType } from './file-types';
import { checkTicket, newNonce, signTicket } from './upload-ticket';
import { findUpload, findUploadByKey, insertUpload, type UploadRecord } from './uploads.queries';

/** Who uploads: files belong to the enterprise; the user is kept for the record. */
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
const nowSeconds = () => Math.floor(Date.now() / 1000);
const uploaded = (row: Pick<UploadRecord, 'id' | 'name' | 'size' | 'mime'>): UploadedFile => ({ id: row.id, url: uploadedFileUrl(row.id), name: row.name, size: row.size, mime: row.mime });

/** A name fit to show and to send back in a header: no folders, no control characters, not too long. */
function cleanName(name: string, fallback: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(-100);
  return clean || fallback;
}

/** Uploads stored as uploads/<enterprise>/<yyyy-mm>/<random>.<ext>, recorded in `uploads`, served within the enterprise. */
export class UploadsService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStore,
    private readonly secret: string,
  ) {}

  policy(who: Uploader, kind: UploadKindValue): UploadPolicy {
    const expire = nowSeconds() + UPLOAD_TICKET_TTL_SECONDS;
    return {
      uploadUrl: `${API_PREFIX}${UploadPaths.upload}`,
      ticket: signTicket(this.secret, { ...who, expire, nonce: newNonce() }),
      kind,
      maxSize: UPLOAD_MAX_BYTES[kind],
      accept: UPLOAD_ACCEPT[kind],
      expire,
    };
  }

  /** Refuses a ticket that is forged, another user's or out of date. */
  assertTicket(who: Uploader, ticket: string): void {
    const verdict = checkTicket(this.secret, ticket, who, nowSeconds());
    if (verdict === 'invalid') throw forbidden(UploadTexts.ticketInvalid);
    if (verdict === 'expired') throw forbidden(UploadTexts.ticketExpired);
  }

  /**
   * Stores a file once per idempotency key: a key the uploader used before answers that upload and
   * stores nothing (a retry after a lost answer); two racing requests with one key keep one file.
   */
  async save(who: Uploader, file: IncomingFile, key: string | null = null): Promise<UploadedFile> {
    const earlier = key ? await this.byKey(who, key) : undefined;
    if (earlier) return uploaded(earlier);
    if (file.bytes.length === 0) throw badRequest(UploadTexts.noFile);
    if (file.bytes.length > UPLOAD_MAX_BYTES[file.kind]) throw badRequest(tooLarge(file.kind));
    const { ext, mime } = resolveFileType(file.kind, file.name, file.bytes);
    const name = cleanName(file.name, `${file.kind}.${ext}`);
    const month = new Date().toISOString().slice(0, 7);
    const relative = path.posix.join('uploads', String(who.enterpriseId), month, `${randomBytes(16).toString('hex')}.${ext}`);
    await this.storage.put(relative, file.bytes);
    try {
      const row = { ...who, name, size: file.bytes.length, mime, path: relative, idempotencyKey: key };
      const id = await this.db.tenant(who.enterpriseId, (tx) => insertUpload(tx, row));
      if (id !== null) return uploaded({ id, ...row });
      // The same key won a race meanwhile: its upload is the answer, this copy goes.
      await this.storage.remove(relative);
      return uploaded((await this.byKey(who, key!))!);
    } catch (error) {
      await this.storage.remove(relative);
      throw error;
    }
  }

  private byKey(who: Uploader, key: string) {
    return this.db.tenant(who.enterpriseId, (tx) => findUploadByKey(tx, who, key));
  }

  /** POST /upload/save/str: an image sent as a data URL (the signature pad's PNG). */
  saveDataUrl(who: Uploader, data: string, name: string, key: string | null = null): Promise<UploadedFile> {
    const base64 = DATA_URL.exec(data)?.[1];
    if (!base64) throw badRequest(UploadTexts.badDataUrl);
    return this.save(who, { kind: UploadKind.image, name: name || 'signature.png', bytes: Buffer.from(base64, 'base64') }, key);
  }

  /** A file of the caller's enterprise, as a stream; any other id, or a file gone from the store, is simply not found. */
  async file(enterpriseId: number, id: number) {
    const row = await this.db.tenant(enterpriseId, (tx) => findUpload(tx, enterpriseId, id));
    if (!row) throw notFound();
    const body = await this.storage.get(row.path);
    if (!body) throw notFound();
    return { body, name: row.name, mime: row.mime, isImage: IMAGE_MIMES.includes(row.mime) };
  }
}
