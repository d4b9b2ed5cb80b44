import { PortalErrors } from '@domain/portal/errors';
import type { Executor } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { uploadedFiles, uploadIdOfUrl } from '../uploads/uploads.public';

/** The system uploading for a portal customer: the uploads' record names no staff member (0, as portal orders name no creator). */
export const PORTAL_UPLOADER = 0;

/**
 * A customer's image references (a request's photos, an evaluation's images, a signature), checked to be
 * uploads of the caller's enterprise and answered as the uploads answer them; anything else is 400 naming the field.
 */
export async function ownImages(tx: Executor, enterpriseId: number, field: string, refs: { url: string }[]) {
  const ids = refs.map((r) => uploadIdOfUrl(r.url));
  if (ids.some((id) => id === null)) throw badRequest(`${field}: ${PortalErrors.badImage}`);
  const found = await uploadedFiles(tx, enterpriseId, ids as number[]);
  if (found.length !== new Set(ids).size) throw badRequest(`${field}: ${PortalErrors.badImage}`);
  return found.map((f) => ({ url: f.url, name: f.name, size: f.size }));
}
