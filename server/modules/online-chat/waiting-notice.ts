import { formatBusinessTime } from '@domain/downloads/business-time';
import { CHAT_CHANNEL_NAMES, DESK_SCREEN, type ChatChannelValue } from '@domain/online-chat/online-chat.constants';
import { ChatRecipient, Trigger } from '@domain/notifications/triggers';
import type { Tx } from '../../db/database';
import type { NotificationEngine } from '../notifications/notifications.public';
import type { AccountRecord, SessionRecord } from './online-chat.queries';

/** What tells of a chat nobody online can take: the notification engine (its rule 客服会话排队无人接待 says by which channels, or not at all). */
export type ChatNotifier = Pick<NotificationEngine, 'notify'>;

/**
 * A new chat waits in the queue and none of the account's receptionists has the app open: they are told
 * through the enterprise's rule (the in-app notice by default; 消息设置 may add texts and WeCom/DingTalk
 * work messages, or turn it off), the notice opening the desk. Called in the transaction that opens the
 * session, once per session (a session opens once).
 */
export async function tellChatWaiting(notifier: ChatNotifier, tx: Tx, session: SessionRecord, account: AccountRecord, receptionists: number[]): Promise<void> {
  if (receptionists.length === 0) return;
  await notifier.notify(tx, {
    enterpriseId: session.enterpriseId,
    trigger: Trigger.chatWaiting,
    context: {
      recipients: { [ChatRecipient.receptionist]: receptionists },
      values: {
        chatAccount: account.name,
        chatCustomer: session.customerName,
        chatChannel: CHAT_CHANNEL_NAMES[session.channel as ChatChannelValue] ?? session.channel,
        chatTime: formatBusinessTime(session.createdAt),
      },
      link: DESK_SCREEN,
    },
  });
}
