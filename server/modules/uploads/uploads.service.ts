import { IMAGE_MIMES, UPLOAD_ACCEPT, UPLOAD_MAX_BYTES, UPLOAD_TICKET_TTL_SECONDS, UploadTexts, type UploadKindValue } from '@domain/uploads/uploads.constants';
import type { UploadedFile, UploadPolicy } from '@domain/uploads/uploads.schemas';
import { UploadPaths } from '@domain/uploads/uploads.paths';
import { API_PREFIX } from '../../api-prefix';
import type { Database } from '../../db/database';
import { forbidden, notFound } from '../../lib/app-error';
import type { FileStore } from '../../lib/storage/file-store';
import { dataUrlImage, storeUpload, type IncomingFile, type Uploader } from './store-upload';
import { checkTicket, newNonce, signTicket } from './upload-ticket';
import { findUpload } from './uploads.queries';

export type { Uploader } from './store-upload';

const nowSeconds = () => Math.floor(Date.now() / 1000);

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

  /** Stores a file once per idempotency key (a retry after a lost answer stores nothing). */
  save(who: Uploader, file: IncomingFile, key: string | null = null): Promise<UploadedFile> {
    return storeUpload(this.db, this.storage, who, file, key);
  }

  /** POST /upload/save/str: an image sent as a data URL (the signature pad's PNG). */
  saveDataUrl(who: Uploader, data: string, name: string, key: string | null = null): Promise<UploadedFile> {
    return this.save(who, dataUrlImage(data, name || 'signature.png'), key);
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
