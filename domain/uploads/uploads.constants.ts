/**
 * Uploads to storage the server owns (spec part 1 section 7: /upload/getOssPolicy then the upload).
 * Images are checked by their bytes, other files by their extension.
 */
import { fillPath } from '../common/path-params';
import { UploadPaths } from './uploads.paths';

export const UploadKind = { image: 'image', file: 'file' } as const;
export type UploadKindValue = (typeof UploadKind)[keyof typeof UploadKind];

const MB = 1024 * 1024;
/** Largest upload of each kind, in bytes. */
export const UPLOAD_MAX_BYTES: Record<UploadKindValue, number> = { image: 10 * MB, file: 20 * MB };
export const bytesToMb = (bytes: number) => Math.round((bytes / MB) * 100) / 100;

/** The images accepted, by extension; the server also requires the matching magic bytes. */
export const IMAGE_TYPES = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const;
export const IMAGE_MIMES: readonly string[] = [...new Set(Object.values(IMAGE_TYPES))];

/** Attachments accepted, by extension, with the content type they are served with. */
export const FILE_TYPES: Record<string, string> = {
  ...IMAGE_TYPES,
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  txt: 'text/plain; charset=utf-8',
  csv: 'text/csv; charset=utf-8',
  zip: 'application/zip',
  rar: 'application/vnd.rar',
  '7z': 'application/x-7z-compressed',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  // WeChat's voice format: what WeCom's kf/send_msg takes as voice (online chat, issue 41).
  amr: 'audio/amr',
  mp4: 'video/mp4',
};

/** The `accept` attribute of a file input for each kind. */
export const UPLOAD_ACCEPT: Record<UploadKindValue, string> = {
  image: IMAGE_MIMES.join(','),
  file: Object.keys(FILE_TYPES)
    .map((ext) => `.${ext}`)
    .join(','),
};

/** Lower-case extension of a file name, without the dot; '' when it has none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The client asks for a policy with this time-out (spec part 1 section 9). */
export const UPLOAD_POLICY_TIMEOUT_MS = 10_000;
/** How long an upload ticket stays valid, long enough for a slow 20 MB upload. */
export const UPLOAD_TICKET_TTL_SECONDS = 15 * 60;

export const uploadedFileUrl = (id: number) => `/api${fillPath(UploadPaths.file, { id })}`;

export const UploadTexts = {
  noFile: '请选择要上传的文件',
  badImage: '只能上传 png、jpg、gif、webp 格式的图片',
  badFile: '不支持该类型的文件',
  ticketInvalid: '上传凭证无效，请重新上传',
  ticketExpired: '上传凭证已过期，请重新上传',
  badDataUrl: 'data 须为 base64 编码的 png、jpg、gif 或 webp 图片',
  badDataUrlFile: 'data 须为 base64 编码的文件',
  uploadFailed: '上传失败',
  signatureEmpty: '请先签名',
  imageBroken: '图片加载失败',
} as const;

export const tooLarge = (kind: UploadKindValue) =>
  `${kind === UploadKind.image ? '图片' : '文件'}大小不能超过${bytesToMb(UPLOAD_MAX_BYTES[kind])}MB`;
export const tooLargeForField = (maxMb: number) => `文件大小不能超过${maxMb}MB`;
export const tooMany = (max: number) => `最多上传${max}个`;
