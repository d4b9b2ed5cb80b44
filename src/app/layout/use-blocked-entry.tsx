import { Message } from '@arco-design/web-react';
import { useState } from 'react';
import { headcountEntryNotice } from '@domain/common/messages';
import type { MenuNode } from '@domain/shell/menu.schemas';
import { Plan } from '@domain/shell/plans';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { UpgradeDialog } from './upgrade-dialog';

/**
 * What a click on a disabled menu entry does: the upgrade dialog on the free plan; the spec's notice
 * (不支持查看… 付费人数超出限制) for an entry the exceeded headcount withholds. `admit` says whether the
 * entry may open; render `dialog`.
 */
export function useBlockedEntry() {
  const { data: user } = useGetSessionUserQuery();
  const [feature, setFeature] = useState<string | null>(null);

  const admit = (node: MenuNode): boolean => {
    if (!node.meta.isDisabled) return true;
    if (user?.isChargeUser === Plan.free) setFeature(node.name);
    else if (user?.headcountExceeded) Message.warning(headcountEntryNotice(node.name));
    return false;
  };

  const dialog = <UpgradeDialog feature={feature ?? ''} visible={feature !== null} onClose={() => setFeature(null)} />;
  return { admit, dialog };
}
