import { paths } from '@/app/paths';

type PopUpCall = { callId: string; id: number; customerId?: number | null };

/**
 * Opens the pop-up (/currnetCall) of a ringing call, unless the page is there already: the chat socket's push
 * and the seat's softphone both open it, and the second must not add the same address to the history again.
 * `at` is the pop-up's address: the PC version's /currnetCall, or the phone's /m/currentCall.
 */
export function openCallPopUp(navigate: (to: string) => void, call: PopUpCall, at: (call: PopUpCall) => string = paths.callCenter.currentCall): void {
  const target = at(call);
  if (`${window.location.pathname}${window.location.search}` !== target) navigate(target);
}
