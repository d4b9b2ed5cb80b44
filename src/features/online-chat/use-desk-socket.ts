import { useEffect } from 'react';
import { ChatEventKind } from '@domain/chat/chat-socket';
import { ChatPushEvent } from '@domain/online-chat/online-chat.constants';
import { api } from '@/app/api';
import { useAppDispatch } from '@/app/hooks';
import { emitChatPush, emitChatSocketState } from '@/lib/chat-events';
import { ChatSocket } from '@/lib/chat-socket';

const DESK_EVENTS: string[] = [ChatPushEvent.access, ChatPushEvent.assign, ChatPushEvent.close];

/**
 * The phone desk's own chat socket (the phone shell keeps none open): while the screen is open the
 * receptionist counts as online, so the share rules give them chats; pushes refresh the lists and
 * reach the conversation (lib/chat-events), and a reconnect reads again what was missed.
 */
export function useDeskSocket() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const socket = new ChatSocket({
      onState: (state) => {
        if (state === 'open') dispatch(api.util.invalidateTags(['OnlineChat']));
        emitChatSocketState(state === 'open');
      },
      onMessage: (message) => {
        const chat = (message.type === ChatEventKind.sendMessage && message.event === ChatPushEvent.message) || (message.type === ChatEventKind.manage && DESK_EVENTS.includes(message.event));
        if (!chat) return;
        dispatch(api.util.invalidateTags(['OnlineChat']));
        emitChatPush(message);
      },
    });
    socket.open();
    return () => {
      socket.close();
      emitChatSocketState(false);
    };
  }, [dispatch]);
}
