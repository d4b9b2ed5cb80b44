import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { ChatEventKind, ManageEvent } from '@domain/chat/chat-socket';
import { ChatPushEvent, MessageFrom } from '@domain/online-chat/online-chat.constants';
import type { ChatMessageRow } from '@domain/online-chat/online-chat.schemas';
import { api } from '@/app/api';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/app/paths';
import { openCallPopUp } from '@/app/shell/open-call-pop-up';
import { emitChatPush, emitChatSocketState } from '@/lib/chat-events';
import { ChatSocket } from '@/lib/chat-socket';

const CHAT_SESSION_EVENTS: string[] = [ChatPushEvent.access, ChatPushEvent.assign, ChatPushEvent.close];

/**
 * The shell's chat socket: opened once the user is in the shell (signed in), closed when the shell
 * goes (sign-out). A new notice for the user refreshes the notice badge and lists at once. Chat
 * pushes refresh the desk's lists and reach the desk (lib/chat-events); a customer's message shows
 * a notice only when the user is not on the chat page (spec part 2 section 2). A ringing call opens
 * the pop-up; the seat's moves refresh the call centre's screens; a dispatch change refreshes the dispatch board.
 */
export function useChatSocket() {
  const dispatch = useAppDispatch();
  const [location, navigate] = useLocation();
  const where = useRef(location);
  where.current = location;
  const go = useRef(navigate);
  go.current = navigate;
  useEffect(() => {
    const socket = new ChatSocket({
      onState: (state) => {
        // (Re)opened: what was pushed while it was down is read again (the desk, the seat and its call).
        if (state === 'open') dispatch(api.util.invalidateTags(['OnlineChat', 'CallCenter', 'Dispatch']));
        emitChatSocketState(state === 'open');
      },
      onMessage: (message) => {
        if (message.type === ChatEventKind.manage && message.event === ManageEvent.notice)
          dispatch(api.util.invalidateTags([{ type: 'Notices', id: 'COUNT' }, { type: 'Notices', id: 'LIST' }]));
        const chatMessage = message.type === ChatEventKind.sendMessage && message.event === ChatPushEvent.message;
        if (chatMessage || (message.type === ChatEventKind.manage && CHAT_SESSION_EVENTS.includes(message.event))) {
          dispatch(api.util.invalidateTags(['OnlineChat']));
          emitChatPush(message);
        }
        const row = message.data as ChatMessageRow | undefined;
        if (chatMessage && row?.from === MessageFrom.customer && where.current !== paths.onlineChat.desk)
          void import('./chat-message-notice').then(({ showChatMessageNotice }) => showChatMessageNotice(row, () => go.current(paths.onlineChat.desk)));
        // The seat moved (answered, ended, signed in elsewhere): the top bar and an open pop-up read it again.
        if (message.type === ChatEventKind.manage && message.event === ManageEvent.seat) dispatch(api.util.invalidateTags(['CallCenter']));
        // Another dispatcher (or the system) changed the board: an open board or day view reads itself again.
        if (message.type === ChatEventKind.manage && message.event === ManageEvent.dispatch) dispatch(api.util.invalidateTags(['Dispatch']));
        // A call rings the user's seat: the pop-up (/currnetCall) opens with the caller's customer.
        if (message.type === ChatEventKind.manage && message.event === ManageEvent.call) {
          const call = message.data as { callId: string; id: number; customerId: number | null };
          dispatch(api.util.invalidateTags(['CallCenter']));
          openCallPopUp(go.current, call);
        }
      },
    });
    socket.open();
    return () => {
      socket.close();
      emitChatSocketState(false);
    };
  }, [dispatch]);
}
