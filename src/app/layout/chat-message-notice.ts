import { Button, Notification } from '@arco-design/web-react';
import { createElement } from 'react';
import { previewOf, type ChatMessageRow } from '@domain/online-chat/online-chat.schemas';

const NOTICE_ID = 'online-chat-new-message';

/**
 * The notice of a customer's chat message for a user away from the desk. Loaded on the first such
 * message, so the shell's first load carries neither Arco's notifications nor the chat's schemas.
 */
export function showChatMessageNotice(row: ChatMessageRow, goToDesk: () => void) {
  Notification.info({
    id: NOTICE_ID,
    title: '在线客服新消息',
    content: previewOf(row.type, row.content),
    btn: createElement(Button, { type: 'primary', size: 'small', onClick: () => (Notification.remove(NOTICE_ID), goToDesk()) }, '去接待'),
  });
}
