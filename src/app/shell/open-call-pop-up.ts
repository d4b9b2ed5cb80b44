import { paths } from '@/app/paths';

/**
 * Opens the pop-up (/currnetCall) of a ringing call, unless the page is there already: the chat socket's push
 * and the seat's softphone both open it, and the second must not add the same address to the history again.
 */
export function openCallPopUp(navigate: (to: string) => void, call: { callId: string; id: number; customerId?: number | null }): void {
  const target = paths.callCenter.currentCall(call);
  if (`${window.location.pathname}${window.location.search}` !== target) navigate(target);
}
