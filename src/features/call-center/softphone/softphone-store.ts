import { useSyncExternalStore } from 'react';
import type { SipSoftphone, SoftphoneView } from './sip-softphone';

// The page's one softphone (the top bar starts it for a SIP seat), shared with the call dialogs.
let current: SipSoftphone | null = null;
const holders = new Set<() => void>();

export function setSoftphone(phone: SipSoftphone | null): void {
  current = phone;
  for (const listener of holders) listener();
}

const subscribe = (listener: () => void) => {
  holders.add(listener);
  return () => {
    holders.delete(listener);
  };
};

/** The softphone and what it shows, or null when the seat is on the provider's path. */
export function useSoftphone(): { phone: SipSoftphone; view: SoftphoneView } | null {
  const phone = useSyncExternalStore(subscribe, () => current);
  const view = useSyncExternalStore(phone?.subscribe ?? subscribe, () => phone?.snapshot ?? null);
  return phone && view ? { phone, view } : null;
}
