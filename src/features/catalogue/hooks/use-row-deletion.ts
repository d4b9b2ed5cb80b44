import { Message } from '@arco-design/web-react';
import { useState } from 'react';
import type { ApiEnvelope } from '@domain/common/envelope';
import { Messages } from '@domain/common/messages';
import { toastResult } from '@/lib/toast-result';

/** The checked rows of a table and their deletion: nothing checked gets the spec's 请选择需要删除的行. */
export function useRowDeletion(remove: (ids: number[]) => Promise<ApiEnvelope>) {
  const [selected, setSelected] = useState<number[]>([]);
  const handleDelete = async (ids: number[]) => {
    if (ids.length === 0) {
      Message.warning(Messages.deleteNothingSelected);
      return;
    }
    if (await toastResult(remove(ids), Messages.deleteOk)) setSelected((current) => current.filter((id) => !ids.includes(id)));
  };
  return { selected, setSelected, handleDelete };
}
