/** Photos are sent with this long side at most (issue 21): a phone's 12 MP photo becomes ~300 KB. */
export const PHOTO_LONG_SIDE = 1600;
const JPEG_QUALITY = 0.82;

/** The size a picture is scaled to so that its long side is at most `longSide` (never enlarged). */
export function fitLongSide(width: number, height: number, longSide = PHOTO_LONG_SIDE): { width: number; height: number } {
  const scale = Math.min(1, longSide / Math.max(width, height));
  return { width: Math.round(width * scale), height: Math.round(height * scale) };
}

/**
 * Compresses a camera photo in the browser before upload: scaled to a long side of 1,600 px and
 * re-encoded as JPEG (EXIF orientation applied). A picture the browser cannot decode is sent as it is.
 */
export async function compressPhoto(file: Blob, name = 'photo.jpg'): Promise<File> {
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch {
    return file instanceof File ? file : new File([file], name, { type: file.type });
  }
  const size = fitLongSide(bitmap.width, bitmap.height);
  const canvas = document.createElement('canvas');
  canvas.width = size.width;
  canvas.height = size.height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, size.width, size.height);
  bitmap.close();
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  if (!blob) return file instanceof File ? file : new File([file], name, { type: file.type });
  return new File([blob], name.replace(/\.\w+$/, '') + '.jpg', { type: 'image/jpeg' });
}
