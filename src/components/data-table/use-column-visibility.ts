import { Message } from '@arco-design/web-react';
import { useState } from 'react';
import { useGetTableConfigQuery, useUpdateTableConfigMutation } from './table-config.api';
import { errorMessage } from '@/lib/errors';

/**
 * The columns a user has hidden in one table, kept by the server per user and table (the spec's
 * table configuration calls), so the choice follows the user to another browser. Until the user
 * saves a choice every column shows. A change shows at once and is taken back if the server refuses it.
 */
export function useColumnVisibility(tableKey: string) {
  // Read again on every mount: the choice may have changed in another tab or browser.
  const { data } = useGetTableConfigQuery(tableKey, { refetchOnMountOrArgChange: true });
  const [update] = useUpdateTableConfigMutation();
  const [chosen, setChosen] = useState<{ tableKey: string; hidden: string[] } | null>(null);
  const saved = data?.hidden ?? [];
  const hidden = chosen?.tableKey === tableKey ? chosen.hidden : saved;
  const change = (next: string[]) => {
    setChosen({ tableKey, hidden: next });
    update({ tableKey, hidden: next })
      .unwrap()
      .catch((error: unknown) => {
        setChosen(null);
        Message.error(errorMessage(error));
      });
  };
  return [hidden, change] as const;
}
