import { MessageType, WECOM_MEDIA_LIMITS } from '@domain/online-chat/online-chat.constants';
import { NOT_UPLOADED, OnlineChatErrors } from '@domain/online-chat/errors';
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

  /**
   * An upload of the enterprise into WeCom (media/upload), checked against WeCom's limits first; answers
   * the media_id. Images JPG/PNG ≤ 10 MB, voice AMR ≤ 2 MB, video MP4 ≤ 10 MB, files ≤ 20 MB, all over 5 bytes.
   */
  async toWecom(tx: Tx, client: WecomKfClient, enterpriseId: number, type: KfMediaType, url: string): Promise<string> {
    const id = uploadIdOfUrl(url);
    if (id === null) throw badRequest(NOT_UPLOADED[type]);
    const file = await openUploadedFile(tx, this.storage, enterpriseId, id);
    if (!file) throw notFound(OnlineChatErrors.uploadNotFound);
    const refusal = wecomRefusal(type, file);
    if (refusal) {
      file.body.destroy();
      throw badRequest(refusal);
    }
    const bytes = Buffer.concat(await file.body.toArray());
    return client.uploadMedia(type, { name: file.name, mime: file.mime, bytes });
  }

  /**
   * The avatar a new WeCom kf account is made with (kf/account/add requires one): the administrator's
   * uploaded JPG or PNG of at most 2 MB, else the product's own; uploaded through media/upload as an image.
   */
  async avatar(client: WecomKfClient, enterpriseId: number, avatarUrl: string | undefined): Promise<string> {
    if (!avatarUrl) return client.uploadMedia('image', { name: 'avatar.png', mime: 'image/png', bytes: DEFAULT_AVATAR });
    const id = uploadIdOfUrl(avatarUrl);
    if (id === null) throw badRequest(OnlineChatErrors.avatarNotUploaded);
    const bytes = await this.db.tenantRead(enterpriseId, async (tx) => {
      const file = await openUploadedFile(tx, this.storage, enterpriseId, id);
      if (!file) throw notFound(OnlineChatErrors.uploadNotFound);
      const fits = (WECOM_MEDIA_LIMITS.image.mimes as readonly string[]).includes(file.mime) && file.size <= WECOM_MEDIA_LIMITS.avatar.maxBytes && file.size >= WECOM_MEDIA_LIMITS.minBytes;
      if (!fits) {
        file.body.destroy();
        throw badRequest(OnlineChatErrors.avatarType);
      }
      return { name: file.name, mime: file.mime, bytes: Buffer.concat(await file.body.toArray()) };
    });
    return client.uploadMedia('image', bytes);
  }
}

export type KfMediaType = 'image' | 'voice' | 'video' | 'file';

/** Why WeCom's media/upload would refuse this file as `type` (its documented limits), or null. */
export function wecomRefusal(type: KfMediaType, file: { name: string; mime: string; size: number }): string | null {
  const L = WECOM_MEDIA_LIMITS;
  const small = file.size < L.minBytes;
  switch (type) {
    case 'image':
      if (!(L.image.mimes as readonly string[]).includes(file.mime)) return OnlineChatErrors.wecomImageType;
      return small || file.size > L.image.maxBytes ? OnlineChatErrors.wecomImageSize : null;
    case 'voice':
      if (!(L.voice.extensions as readonly string[]).includes(extensionOf(file.name))) return OnlineChatErrors.wecomVoiceType;
      return small || file.size > L.voice.maxBytes ? OnlineChatErrors.wecomVoiceSize : null;
    case 'video':
      if (!(L.video.extensions as readonly string[]).includes(extensionOf(file.name))) return OnlineChatErrors.wecomVideoType;
      return small || file.size > L.video.maxBytes ? OnlineChatErrors.wecomVideoSize : null;
    case 'file':
      return small || file.size > L.file.maxBytes ? OnlineChatErrors.wecomFileSize : null;
  }
}

/** The product's own kf avatar (a 96×96 PNG, a headset on the brand's blue), for accounts made without one. */
const DEFAULT_AVATAR = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAGAAAABgCAIAAABt+uBvAAABx0lEQVR42u3d65HDIAwE4K3iurv+y/A1cJOAJa1eq8lfJ/AN4xgQMh7Fx4AI6gL9/J5+tgCdi9TxQiOXFCl0dGFKoTtNNBNm0MQxYRJNBBNG6jgaYSSNIxNm69iNMF7HaIQNOhYjbKCxMGGVzgsjbNO5NRKQE9AknSsj7NQ5N8JanUMjbNY5MRKQAWiDzlcjpOsUGcLlgKpNce6AKi9ikdtGBSq+vHsK1GW/gdNOBlCjrbfvQCk6Edd6NTgWiJO80BXIvUsco09ABJ3K3/zvT4QAZaW/9AYi3N1igXKb7nJJRC+cgW4bbfwjjzMqAWR/IJwAFD2b7wR03jHHiUX0wwT4w8d98hU6iNhAERPUHkCvOxMB5NijQCDmiuIQoLhlIAEJSEDkTRsBCUhA24FoRj0eFBMHUZu52MicGKTcMhplDAlIQAISUA0gGfF2VgW0FUhG7AQqAe0DWm6UlgY8CmitUYmjCEOAFhrVPQ7VFUgH6nQkU2dWCUA6Fq7CAipNYUuzVXETAdGAHhVY2mB0GyryFgP0qEzgJCNLqFRpMFBlJpdQuWQWUB0m31DJ9gygCmnADYAIUoTQi0cqAb32Sgy9/EhAtvgD1kuQTLe7HOIAAAAASUVORK5CYII=',
  'base64',
);
