import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { paths } from '@/app/paths';
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
  const [, navigate] = useLocation();
  // The socket stays open across navigations: the pop-up reads the latest navigate through a ref.
  const go = useRef(navigate);
  go.current = navigate;
  useEffect(() => {
    const socket = new ChatSocket({
      onMessage: (message) => {
        if (message.type === ChatEventKind.manage && message.event === ManageEvent.notice)
          dispatch(api.util.invalidateTags([{ type: 'Notices', id: 'COUNT' }, { type: 'Notices', id: 'LIST' }]));
        // A call rings the user's seat: the pop-up (/currnetCall) opens with the caller's customer.
        if (message.type === ChatEventKind.manage && message.event === ManageEvent.call) {
          const call = message.data as { callId: string; id: number; customerId: number | null };
          dispatch(api.util.invalidateTags(['CallCenter']));
          go.current(paths.callCenter.currentCall(call));
        }
      },
    });
    socket.open();
    return () => socket.close();
  }, [dispatch]);
}
