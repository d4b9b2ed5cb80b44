import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { ChatEventKind, ManageEvent } from '@domain/chat/chat-socket';
import { api } from '@/app/api';
import { useAppDispatch } from '@/app/hooks';
import { paths } from '@/app/paths';
import { openCallPopUp } from '@/app/shell/open-call-pop-up';
import { emitChatSocketState } from '@/lib/chat-events';
import { ChatSocket } from '@/lib/chat-socket';

/**
 * The phone version has no chat socket of its own; a seat user's phone opens one for the call centre: a
 * ringing call opens the phone's pop-up (/m/currentCall), the seat's moves refresh the seat and the pop-up,
 * and each (re)open reads the seat again (a call that rang while it was down pops up from that reading).
 */
export function useMobileCallSocket(isSeat: boolean): void {
  const dispatch = useAppDispatch();
  const [, navigate] = useLocation();
  const go = useRef(navigate);
  go.current = navigate;
  useEffect(() => {
    if (!isSeat) return;
    const refresh = () => dispatch(api.util.invalidateTags(['CallCenter']));
    const socket = new ChatSocket({
      onState: (state) => {
        if (state === 'open') refresh();
        emitChatSocketState(state === 'open');
      },
      onMessage: (message) => {
        if (message.type !== ChatEventKind.manage) return;
        if (message.event === ManageEvent.seat) refresh();
        if (message.event === ManageEvent.call) {
          refresh();
          openCallPopUp(go.current, message.data as { callId: string; id: number; customerId: number | null }, paths.mobile.currentCall);
        }
      },
    });
    socket.open();
    return () => {
      socket.close();
      emitChatSocketState(false);
    };
  }, [isSeat, dispatch]);
}
