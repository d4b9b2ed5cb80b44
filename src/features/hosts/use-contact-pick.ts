import { Message } from '@arco-design/web-react';
import { useResolveHostUsersMutation } from './hosts.api';
import { useHostAdapter } from './use-host-adapter';

/**
 * "从通讯录选择": the host's contact picker, its members mapped to product users. Null while the
 * page is not inside a host with a picker.
 */
export function useContactPick() {
  const adapter = useHostAdapter();
  const [resolve] = useResolveHostUsersMutation();
  if (!adapter?.canPickContacts || adapter.kind === 'browser') return null;
  const host = adapter.kind;

  /** Resolves the chosen product user ids (empty when cancelled or none maps). */
  return async (multiple: boolean, allowed: (userId: number) => boolean): Promise<number[]> => {
    try {
      const picked = await adapter.pickContacts({ multiple, users: true, title: '选择人员' });
      if (!picked || picked.users.length === 0) return [];
      const found = await resolve({ host, userIds: picked.users.map((u) => u.id) }).unwrap();
      const usable = found.filter((u) => allowed(u.userId));
      if (usable.length < picked.users.length) Message.warning('部分人员未同步到本系统或不符合要求，已忽略');
      return usable.map((u) => u.userId);
    } catch {
      Message.error('通讯录选择失败');
      return [];
    }
  };
}
