import { z } from 'zod';
import { UploadKind, UploadTexts, type UploadKindValue } from './uploads.constants';

const kind = z.enum([UploadKind.image, UploadKind.file], { error: 'kind 只能是 image 或 file' }).default(UploadKind.image);

export const UploadPolicyQuerySchema = z.object({ kind });

/** POST /upload/file?kind=&ticket=: the ticket of the policy rides in the query, checked before the body is read. */
export const UploadFileQuerySchema = z.object({
  kind,
  ticket: z.string({ error: UploadTexts.ticketInvalid }).min(1, UploadTexts.ticketInvalid).max(200, UploadTexts.ticketInvalid),
});

export const UploadIdSchema = z.object({ id: z.coerce.number().int('id 须为正整数').positive('id 须为正整数') });

/** Base64 of a 10 MB image, with its data-URL prefix. */
const MAX_DATA_URL_LENGTH = 14_000_100;

/** POST /upload/save/str: a drawn signature (or any image) as a data URL. */
export const SaveDataUrlSchema = z.object({
  data: z.string({ error: UploadTexts.badDataUrl }).max(MAX_DATA_URL_LENGTH, UploadTexts.badDataUrl),
  name: z.string().trim().max(100, 'name 最多100个字').default(''),
});
export type SaveDataUrlInput = z.infer<typeof SaveDataUrlSchema>;

/** GET /upload/getOssPolicy: where and how to upload, and the signed ticket to send along. */
export interface UploadPolicy {
  uploadUrl: string;
  ticket: string;
  kind: UploadKindValue;
  /** Largest file, in bytes. */
  maxSize: number;
  /** For the file input's accept attribute. */
  accept: string;
  /** When the ticket runs out, in seconds since 1970. */
  expire: number;
}

/** A stored upload, as the upload calls return it; `url` serves it to the same enterprise. */
export interface UploadedFile {
  id: number;
  url: string;
  name: string;
  size: number;
  mime: string;
}
