import { PortalErrors } from '@domain/portal/errors';
import type { Executor } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { uploadedFiles, uploadIdOfUrl } from '../uploads/uploads.public';

/** The system uploading for a portal customer: the uploads' record names no staff member (0, as portal orders name no creator). */
export const PORTAL_UPLOADER = 0;

/** The uploads a customer's image references name, each an upload of the caller's enterprise; anything else is 400 naming the field. */
async function checkedUploads(tx: Executor, enterpriseId: number, field: string, refs: { url: string }[]) {
  const ids = refs.map((r) => uploadIdOfUrl(r.url));
  if (ids.some((id) => id === null)) throw badRequest(`${field}: ${PortalErrors.badImage}`);
  const unique = [...new Set(ids as number[])];
  const found = await uploadedFiles(tx, enterpriseId, unique);
  if (found.length !== unique.length) throw badRequest(`${field}: ${PortalErrors.badImage}`);
  return { ids: unique, found };
}

/** A customer's image references (a request's photos, an evaluation's images, a signature), answered as the uploads answer them. */
export async function ownImages(tx: Executor, enterpriseId: number, field: string, refs: { url: string }[]) {
  return (await checkedUploads(tx, enterpriseId, field, refs)).found.map((f) => ({ url: f.url, name: f.name, size: f.size }));
}

/** A customer's image references as the uploads' ids, in the order sent (a repair order keeps its photos by id). */
export async function ownImageIds(tx: Executor, enterpriseId: number, field: string, refs: { url: string }[]): Promise<number[]> {
  return (await checkedUploads(tx, enterpriseId, field, refs)).ids;
}
