import { MessageType } from '@domain/online-chat/online-chat.constants';
import type { SendMessageInput } from '@domain/online-chat/online-chat.schemas';
import { UploadKind } from '@domain/uploads/uploads.constants';
import { useUploadFileMutation } from '@/components/uploads/uploads.api';
import { newClientMsgId, useSendChatMessageMutation } from './online-chat.api';

/** What staff attach to a reply: an image, a file, a voice (AMR, WeChat's format) or a video (MP4). */
export type AttachKind = 'image' | 'file' | 'voice' | 'video';

/** The message an uploaded attachment is sent as. */
export function attachmentMessage(kind: AttachKind, sessionId: number, up: { url: string; name: string }): SendMessageInput {
  const clientMsgId = newClientMsgId();
  switch (kind) {
    case 'image':
      return { sessionId, clientMsgId, type: MessageType.image, url: up.url };
    case 'voice':
      return { sessionId, clientMsgId, type: MessageType.voice, url: up.url };
    case 'video':
      return { sessionId, clientMsgId, type: MessageType.video, url: up.url, name: up.name };
    case 'file':
      return { sessionId, clientMsgId, type: MessageType.file, url: up.url, name: up.name };
  }
}

/**
 * Uploads the picked file (images as pictures, the rest as attachments) and sends it in the session: the
 * desk and the phone desk both. Rejects with the server's refusal (a type or size WeCom does not take).
 */
export function useSendAttachment() {
  const [upload, { isLoading: uploading }] = useUploadFileMutation();
  const [send, { isLoading: sending }] = useSendChatMessageMutation();
  const attach = async (kind: AttachKind, sessionId: number, file: File) => {
    const up = await upload({ kind: kind === 'image' ? UploadKind.image : UploadKind.file, file }).unwrap();
    return send(attachmentMessage(kind, sessionId, up)).unwrap();
  };
  return { attach, busy: uploading || sending };
}
