import { useState } from 'react';
import type { MenuNode } from '@domain/shell/menu.schemas';
import { Plan } from '@domain/shell/plans';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { UpgradeDialog } from './upgrade-dialog';

/**
 * What a click on a disabled menu entry does: the upgrade dialog on the free plan (entries the
 * exceeded headcount disables are not clickable at all). `admit` says whether the entry may open;
 * render `dialog`.
 */
export function useBlockedEntry() {
  const { data: user } = useGetSessionUserQuery();
  const [feature, setFeature] = useState<string | null>(null);

  const admit = (node: MenuNode): boolean => {
    if (!node.meta.isDisabled) return true;
    if (user?.isChargeUser === Plan.free) setFeature(node.name);
    return false;
  };

  const dialog = <UpgradeDialog feature={feature ?? ''} visible={feature !== null} onClose={() => setFeature(null)} />;
  return { admit, dialog };
}
