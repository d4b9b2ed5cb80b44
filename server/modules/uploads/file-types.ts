import { extensionOf, FILE_TYPES, IMAGE_TYPES, UploadKind, UploadTexts, type UploadKindValue } from '@domain/uploads/uploads.constants';
import { badRequest } from '../../lib/app-error';

const startsWith = (bytes: Uint8Array, signature: number[], at = 0) => signature.every((b, i) => bytes[at + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** The image format the bytes really are, whatever the name says; null when none we accept. */
export function sniffImage(bytes: Uint8Array): keyof typeof IMAGE_TYPES | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/**
 * The extension and content type a stored upload gets. Images must be what their bytes say;
 * an attachment is judged by its extension, except that one named like an image must be one.
 */
export function resolveFileType(kind: UploadKindValue, name: string, bytes: Uint8Array): { ext: string; mime: string } {
  const ext = extensionOf(name);
  const image = sniffImage(bytes);
  if (kind === UploadKind.image || Object.hasOwn(IMAGE_TYPES, ext)) {
    if (!image) throw badRequest(UploadTexts.badImage);
    return { ext: image, mime: IMAGE_TYPES[image] };
  }
  if (!Object.hasOwn(FILE_TYPES, ext)) throw badRequest(UploadTexts.badFile);
  return { ext, mime: FILE_TYPES[ext] };
}
