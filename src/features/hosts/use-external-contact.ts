import { useEffect, useState } from 'react';
import { useHostAdapter } from './use-host-adapter';

/** The WeCom sidebar's current external contact: undefined while asking, null when there is none. */
export function useExternalContact(): string | null | undefined {
  const adapter = useHostAdapter();
  const [contact, setContact] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!adapter) return;
    let live = true;
    adapter
      .currentExternalContact()
      .catch(() => null)
      .then((id) => live && setContact(id));
    return () => {
      live = false;
    };
  }, [adapter]);
  return contact;
}
