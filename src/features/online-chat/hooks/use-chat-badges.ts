import { Plan } from '@domain/shell/plans';
import { paths } from '@/app/paths';
import { useGetMenuQuery, useGetSessionUserQuery } from '@/app/session/session.api';
import { menuHasRoute } from '@/app/shell/menu-nodes';
import { useBadgesDue } from '@/app/shell/use-first-page';
import { useCountChatQueueQuery } from '../online-chat.api';

/** Menu key of 在线客服, which carries the count of chats waiting in the queue. */
export const CHAT_BADGE_KEY = 'kefu_online';
const POLL_MS = 60_000;

/**
 * 在线客服's badge: the sessions waiting in the queue (what every desk member sees there), asked only when
 * the menu shows the entry; free enterprises get none (as every badge there). The chat socket's session
 * pushes refresh it at once (they invalidate the desk's queries); else a 60 s poll.
 */
export function useChatBadges(): Record<string, number> {
  const { data: user } = useGetSessionUserQuery();
  const { data: menu = [] } = useGetMenuQuery();
  const skip = !useBadgesDue() || user === undefined || user.isChargeUser === Plan.free || !menuHasRoute(menu, paths.onlineChat.desk);
  const { data = 0 } = useCountChatQueueQuery(undefined, { skip, pollingInterval: POLL_MS });
  return { [CHAT_BADGE_KEY]: data };
}
