import { Message } from '@arco-design/web-react';
import { useResolveHostContactsMutation } from './hosts.api';
import { useHostAdapter } from './use-host-adapter';

/**
 * "从通讯录选择": the host's contact picker, its members mapped to product users. A multiple choice
 * also offers departments, each standing for its members (sub-departments included); a single
 * choice is one person. Null while the page is not inside a host with a picker.
 */
export function useContactPick() {
  const adapter = useHostAdapter();
  const [resolve] = useResolveHostContactsMutation();
  if (!adapter?.canPickContacts || adapter.kind === 'browser') return null;
  const host = adapter.kind;

  /** Resolves the chosen product user ids (empty when cancelled or none maps). */
  return async (multiple: boolean, allowed: (userId: number) => boolean): Promise<number[]> => {
    try {
      const picked = await adapter.pickContacts({ multiple, users: true, departments: multiple, title: '选择人员' });
      if (!picked || picked.users.length + picked.departments.length === 0) return [];
      const found = await resolve({ host, userIds: picked.users.map((u) => u.id), departmentIds: picked.departments.map((d) => d.id) }).unwrap();
      const ids = [...new Set([...found.users.map((u) => u.userId), ...found.departments.flatMap((d) => d.members.map((m) => m.userId))])];
      const usable = ids.filter(allowed);
      const lost = found.users.length < picked.users.length || found.departments.length < picked.departments.length || usable.length < ids.length;
      if (lost || usable.length === 0) Message.warning('部分人员未同步到本系统或不符合要求，已忽略');
      return usable;
    } catch {
      Message.error('通讯录选择失败');
      return [];
    }
  };
}
