import { useEffect } from 'react';
import { ChatEventKind, ManageEvent } from '@domain/chat/chat-socket';
import { api } from '@/app/api';
import { useAppDispatch } from '@/app/hooks';
import { ChatSocket } from '@/lib/chat-socket';

/**
 * The shell's chat socket: opened once the user is in the shell (signed in), closed when the shell
 * goes (sign-out). A new notice for the user refreshes the notice badge and lists at once.
 */
export function useChatSocket() {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const socket = new ChatSocket({
      onMessage: (message) => {
        if (message.type === ChatEventKind.manage && message.event === ManageEvent.notice)
          dispatch(api.util.invalidateTags([{ type: 'Notices', id: 'COUNT' }, { type: 'Notices', id: 'LIST' }]));
      },
    });
    socket.open();
    return () => socket.close();
  }, [dispatch]);
}
