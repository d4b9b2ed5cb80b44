import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import { openCallPopUp } from '@/app/shell/open-call-pop-up';
import { onChatSocketOpen } from '@/lib/chat-events';
import { useGetMySeatQuery } from '../call-center.api';

/**
 * A call that rang while the chat socket was down (reconnecting, or the page just loaded) had its pop-up
 * pushed to no one. Each (re)open of the socket reads the seat again (the shell invalidates it); the first
 * reading done after the open opens the pop-up of the inbound call ringing the seat then, if any (`at`: the
 * phone's pop-up address on /m).
 */
export function useRingingPopUp(at?: Parameters<typeof openCallPopUp>[2]): void {
  const { data: seat, fulfilledTimeStamp } = useGetMySeatQuery();
  const [, navigate] = useLocation();
  const openedAt = useRef<number | null>(null);
  useEffect(
    () =>
      onChatSocketOpen(() => {
        openedAt.current = Date.now();
      }),
    [],
  );
  useEffect(() => {
    if (openedAt.current === null || fulfilledTimeStamp === undefined || fulfilledTimeStamp < openedAt.current) return;
    openedAt.current = null;
    if (seat?.ringingCall) openCallPopUp(navigate, seat.ringingCall, at);
  }, [seat, fulfilledTimeStamp, navigate, at]);
}
