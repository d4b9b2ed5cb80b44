import { paths } from '@/app/paths';
import { BADGE_POLL_MS, useMenuBadgeDue } from '@/app/shell/use-menu-badge-due';
import { useCountChatQueueQuery } from '../online-chat.api';

/** Menu key of 在线客服, which carries the count of chats waiting in the queue. */
export const CHAT_BADGE_KEY = 'kefu_online';

/**
 * 在线客服's badge: the sessions waiting in the queue (what every desk member sees there), asked only when
 * the menu shows the entry; free enterprises get none (as every badge there). The chat socket's session
 * pushes refresh it at once (they invalidate the desk's queries); else a 60 s poll.
 */
export function useChatBadges(): Record<string, number> {
  const skip = !useMenuBadgeDue(paths.onlineChat.desk);
  const { data = 0 } = useCountChatQueueQuery(undefined, { skip, pollingInterval: BADGE_POLL_MS });
  return { [CHAT_BADGE_KEY]: data };
}
