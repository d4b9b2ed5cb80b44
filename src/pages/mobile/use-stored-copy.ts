import { useEffect, useState } from 'react';
import { getValue, putValue } from '@/lib/offline-store';

/**
 * Keeps what the server answered under `key` (IndexedDB) and, when a read fails (offline), gives the copy
 * stored when it last answered: the phone's order and round screens open without a connection.
 */
export function useStoredCopy<T>(key: string, data: T | undefined, error: unknown): T | undefined {
  const [stored, setStored] = useState<T | undefined>();
  useEffect(() => {
    if (data) void putValue(key, data).catch(() => undefined);
  }, [key, data]);
  useEffect(() => {
    if (data || !error) return;
    let live = true;
    void getValue<T>(key)
      .then((copy) => live && setStored(copy))
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [key, data, error]);
  return error ? stored : undefined;
}
