import { describe, expect, it } from 'vitest';
import { conversationText } from '@domain/online-chat/conversation-text';
import { MessageFrom, MessageType } from '@domain/online-chat/online-chat.constants';

const text = (from: 1 | 2 | 3, t: string) => ({ from, type: MessageType.text, content: { text: t } });

describe('conversationText (转事件 description)', () => {
  it.each([
    ['one line per message, who wrote it', [text(MessageFrom.customer, '空调漏水'), text(MessageFrom.staff, '请问型号？')], 2000, '客户：空调漏水\n客服：请问型号？'],
    ['other types by their short name', [{ from: MessageFrom.customer, type: MessageType.image, content: { url: '/api/upload/file/1' } }, { from: MessageFrom.system, type: MessageType.menu, content: {} }], 2000, '客户：[图片]\n系统：[菜单]'],
    ['the newest lines when too long', [text(MessageFrom.customer, 'a'.repeat(10)), text(MessageFrom.customer, 'bb')], 8, '客户：bb'],
    ['one long line cut to the end', [text(MessageFrom.customer, 'x'.repeat(20))], 5, 'xxxxx'],
    ['nothing for no messages', [], 2000, ''],
  ] as const)('%s', (_, messages, max, expected) => {
    expect(conversationText(messages, max)).toBe(expected);
  });
});
