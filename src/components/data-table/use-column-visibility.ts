import { useGetTableConfigQuery, useUpdateTableConfigMutation } from '@/features/table-config/table-config.api';

/**
 * The columns a user has hidden in one table, kept by the server per user and table (the spec's
 * table configuration calls), so the choice follows the user to another browser. Until the user
 * saves a choice the table's `defaultHidden` applies.
 */
export function useColumnVisibility(tableKey: string, defaultHidden: readonly string[] = []) {
  const { data } = useGetTableConfigQuery(tableKey);
  const [update] = useUpdateTableConfigMutation();
  const hidden = data?.updatedAt ? data.hidden : defaultHidden;
  const change = (next: string[]) => void update({ tableKey, hidden: next });
  return [hidden, change] as const;
}
