import { MessageFrom, MessageType } from './online-chat.constants';
import { previewOf, type ChatMessageRow } from './online-chat.schemas';

const WHO: Record<string, string> = { [MessageFrom.customer]: '客户', [MessageFrom.staff]: '客服', [MessageFrom.system]: '系统' };

/**
 * The conversation as the text of an event's description (转事件): one line per message, who wrote it
 * and what, other types by their short name; the newest lines kept when it is longer than `max`.
 */
export function conversationText(messages: readonly Pick<ChatMessageRow, 'from' | 'type' | 'content'>[], max = 2000): string {
  const lines = messages.map((m) => `${WHO[m.from] ?? ''}：${m.type === MessageType.text ? String(m.content.text ?? '') : previewOf(m.type, m.content)}`);
  let text = lines.join('\n');
  while (text.length > max && lines.length > 1) text = (lines.shift(), lines.join('\n'));
  return text.slice(-max);
}
