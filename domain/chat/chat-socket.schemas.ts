import { z } from 'zod';
import { ChatEventKind } from './chat-socket';

/** One message on the chat socket, as the server reads it. */
export const ChatSocketMessageSchema = z.object({
  type: z.enum([ChatEventKind.manage, ChatEventKind.sendMessage, ChatEventKind.heartbeat], { message: '未知的消息类型' }),
  event: z.string().min(1).max(64),
  data: z.unknown().optional(),
});
