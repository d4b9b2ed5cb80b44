import { KnowledgeErrors } from '@domain/knowledge/errors';
import { KnowledgePaths } from '@domain/knowledge/knowledge.paths';
import type { PreviewInfo } from '@domain/knowledge/knowledge.schemas';
import { uploadedFileUrl } from '@domain/uploads/uploads.constants';
import type { Database } from '../../db/database';
import { badRequest, notFound } from '../../lib/app-error';
import type { FileStore } from '../../lib/storage/file-store';
import { openUploadedFile, uploadedFiles, uploadIdOfUrl } from '../uploads/uploads.public';

/** The preview service's address for a file (spec part 1 section 7: the file URL Base64-encoded). */
export const previewUrlOf = (fileUrl: string) => `/api${KnowledgePaths.preview}?url=${encodeURIComponent(Buffer.from(fileUrl, 'utf8').toString('base64'))}`;

/** The upload a Base64-encoded file URL names: an address of the uploads (absolute or not), or 400. */
export function uploadIdOfEncoded(encoded: string): number {
  const text = encoded.trim().replace(/-/g, '+').replace(/_/g, '/');
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text)) throw badRequest(`url: ${KnowledgeErrors.badPreviewUrl}`);
  const decoded = Buffer.from(text, 'base64').toString('utf8');
  let path = decoded;
  if (/^https?:\/\//i.test(decoded)) {
    try {
      path = new URL(decoded).pathname;
    } catch {
      throw badRequest(`url: ${KnowledgeErrors.badPreviewUrl}`);
    }
  }
  const id = uploadIdOfUrl(path);
  if (id === null || !Number.isSafeInteger(id)) throw badRequest(`url: ${KnowledgeErrors.badPreviewUrl}`);
  return id;
}

const TEXT_MIMES = ['text/plain', 'text/csv', 'text/markdown'];

function shownAs(mime: string): PreviewInfo['as'] {
  if (mime.startsWith('image/')) return 'image';
  if (mime === 'application/pdf') return 'pdf';
  return TEXT_MIMES.includes(mime) ? 'text' : 'download';
}

/** The preview service: what a file is and how it is shown, and its bytes to show inline. */
export class PreviewService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStore,
  ) {}

  async info(enterpriseId: number, encoded: string): Promise<PreviewInfo> {
    const id = uploadIdOfEncoded(encoded);
    const [file] = await this.db.tenantRead(enterpriseId, (tx) => uploadedFiles(tx, enterpriseId, [id]));
    if (!file) throw notFound(KnowledgeErrors.fileNotFound);
    return { file: { ...file, url: uploadedFileUrl(file.id), previewUrl: previewUrlOf(file.url) }, as: shownAs(file.mime) };
  }

  /** An uploaded picture of the enterprise (404 for any other file). */
  async picture(enterpriseId: number, id: number) {
    const file = await this.db.tenantRead(enterpriseId, (tx) => openUploadedFile(tx, this.storage, enterpriseId, id));
    if (!file?.isImage) throw notFound(KnowledgeErrors.fileNotFound);
    return file;
  }

  /** The file's bytes for a frame or an image: only the kinds a browser shows safely (others 404). */
  async inline(enterpriseId: number, encoded: string) {
    const id = uploadIdOfEncoded(encoded);
    const file = await this.db.tenantRead(enterpriseId, (tx) => openUploadedFile(tx, this.storage, enterpriseId, id));
    if (!file || shownAs(file.mime) === 'download') throw notFound(KnowledgeErrors.fileNotFound);
    const mime = shownAs(file.mime) === 'text' ? 'text/plain; charset=utf-8' : file.mime;
    return { body: file.body, mime, name: file.name };
  }
}
