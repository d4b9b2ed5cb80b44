import { useEffect, useState } from 'react';
import { currentHost, loadHostAdapter, type HostAdapter } from '@adapters/index';

/** The host adapter once its chunk has loaded (null until then; standalone resolves at once). */
export function useHostAdapter(): HostAdapter | null {
  const [adapter, setAdapter] = useState<HostAdapter | null>(null);
  useEffect(() => {
    let live = true;
    void loadHostAdapter().then((a) => live && setAdapter(a));
    return () => {
      live = false;
    };
  }, []);
  return adapter;
}

/** True inside WeCom or DingTalk (decided once at start). */
export const inChatHost = () => currentHost() !== 'browser';
