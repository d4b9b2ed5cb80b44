import { MessageType, WECOM_MEDIA_LIMITS } from '@domain/online-chat/online-chat.constants';
import { OnlineChatErrors } from '@domain/online-chat/errors';
import { extensionOf, UploadKind } from '@domain/uploads/uploads.constants';
import type { Database, Tx } from '../../db/database';
import { badRequest, notFound } from '../../lib/app-error';
import type { FileStore } from '../../lib/storage/file-store';
import { openUploadedFile, storeUpload, uploadIdOfUrl } from '../uploads/uploads.public';
import { amrToMp3 } from './voice-to-mp3';
import type { WecomKfClient } from './wecom-kf.client';

/** Nobody of the app stored it: a file a WeCom customer sent. */
const FROM_OUTSIDE = 0;
const IMAGE_EXT: Record<string, string> = { 'image/png': 'png', 'image/jpeg': 'jpg', 'image/gif': 'gif', 'image/webp': 'webp' };

/** The name a received media gets: WeCom's, else one by its type (the uploads judge files by extension). */
function nameOf(type: string, media: { type: string; name: string }): string {
  if (type === MessageType.image) return `image.${IMAGE_EXT[media.type.split(';')[0]] ?? 'jpg'}`;
  if (type === MessageType.video) return extensionOf(media.name) === 'mp4' ? media.name : 'video.mp4';
  return media.name || 'file';
}

/**
 * Media between WeCom and the uploads area. Received: a customer's image, voice, video or file is
 * fetched by media_id (WeCom keeps it three days) and stored as an upload, voice turned into MP3 for
 * the browser. Sent: an uploaded image or file goes to WeCom's media/upload within WeCom's limits.
 */
export class KfMedia {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStore,
  ) {}

  /**
   * The message's content with the stored upload's address, name and size added; unchanged when WeCom
   * or the uploads refuse it (the desk then asks WeCom on demand). Stored once per WeCom msgid.
   */
  async keep(client: WecomKfClient, enterpriseId: number, msgid: string, type: string, content: Record<string, unknown>): Promise<Record<string, unknown>> {
    const mediaId = typeof content.mediaId === 'string' ? content.mediaId : '';
    if (!mediaId) return content;
    try {
      const media = await client.media(mediaId);
      let bytes = media.bytes;
      let name = nameOf(type, media);
      if (type === MessageType.voice) {
        const mp3 = await amrToMp3(media.bytes);
        if (!mp3) return content;
        bytes = mp3;
        name = 'voice.mp3';
      }
      const kind = type === MessageType.image ? UploadKind.image : UploadKind.file;
      const stored = await storeUpload(this.db, this.storage, { enterpriseId, userId: FROM_OUTSIDE }, { kind, name, bytes }, `kf:${msgid}`);
      return { ...content, url: stored.url, name: stored.name, size: stored.size };
    } catch {
      return content; // WeCom or the store refused: the message itself is stored all the same
    }
  }

  /** An uploaded image or file of the enterprise into WeCom (media/upload), checked against WeCom's limits first; answers the media_id. */
  async toWecom(tx: Tx, client: WecomKfClient, enterpriseId: number, type: 'image' | 'file', url: string): Promise<string> {
    const id = uploadIdOfUrl(url);
    if (id === null) throw badRequest(type === 'image' ? OnlineChatErrors.imageNotUploaded : OnlineChatErrors.fileNotUploaded);
    const file = await openUploadedFile(tx, this.storage, enterpriseId, id);
    if (!file) throw notFound(OnlineChatErrors.uploadNotFound);
    if (type === 'image' && !(WECOM_MEDIA_LIMITS.image.mimes as readonly string[]).includes(file.mime)) {
      file.body.destroy();
      throw badRequest(OnlineChatErrors.wecomImageType);
    }
    const max = type === 'image' ? WECOM_MEDIA_LIMITS.image.maxBytes : WECOM_MEDIA_LIMITS.file.maxBytes;
    if (file.size > max || file.size < WECOM_MEDIA_LIMITS.minBytes) {
      file.body.destroy();
      throw badRequest(type === 'image' ? OnlineChatErrors.wecomImageSize : OnlineChatErrors.wecomFileSize);
    }
    const bytes = Buffer.concat(await file.body.toArray());
    return client.uploadMedia(type, { name: file.name, mime: file.mime, bytes });
  }
}
