import { h } from './dom';
import { portalApi } from './portal-api';

/** A phone photo is several megabytes: it is scaled to this many pixels on its longer side before it leaves the phone. */
const MAX_SIDE = 1280;
const MAX_PHOTOS = 9;

/** A file from the phone as a JPEG data URL no larger than MAX_SIDE. */
async function shrink(file: File): Promise<string> {
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
  const canvas = h('canvas', { width: String(Math.round(bitmap.width * scale)), height: String(Math.round(bitmap.height * scale)) });
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  return canvas.toDataURL('image/jpeg', 0.85);
}

/**
 * 上传图片: photos taken or picked on the phone, each uploaded at once; `urls()` gives the uploaded
 * addresses for the form's call. Thumbnails show the phone's own copy (the uploads serve staff only).
 */
export function photoPicker(id: string, label: string, fail: (e: unknown) => void) {
  const uploaded: string[] = [];
  const input = h('input', { id, type: 'file', accept: 'image/*', multiple: true, class: 'photo-input' });
  const thumbs = h('div', { class: 'thumbs', 'aria-live': 'polite' });
  input.addEventListener('change', async () => {
    for (const file of [...(input.files ?? [])].slice(0, MAX_PHOTOS - uploaded.length)) {
      try {
        const data = await shrink(file);
        uploaded.push((await portalApi.uploadImage(data, file.name)).url);
        thumbs.append(h('img', { src: data, alt: `已上传 ${file.name}`, class: 'thumb' }));
      } catch (e) {
        fail(e);
      }
    }
    input.value = '';
  });
  return { nodes: [h('label', { for: id }, label), input, thumbs], urls: () => uploaded.map((url) => ({ url })) };
}
