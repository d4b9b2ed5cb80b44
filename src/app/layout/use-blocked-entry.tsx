import { Message } from '@arco-design/web-react';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import type { MenuNode } from '@domain/shell/menu.schemas';
import { Plan } from '@domain/shell/plans';
import { useGetSessionUserQuery } from '@/features/session/session.api';
import { UpgradeDialog } from './upgrade-dialog';

/**
 * What a click on a disabled menu entry does: the upgrade dialog on the free plan, a notice when
 * the paid headcount is exceeded. `admit` says whether the entry may open; render `dialog`.
 */
export function useBlockedEntry() {
  const { data: user } = useGetSessionUserQuery();
  const [feature, setFeature] = useState<string | null>(null);

  const admit = (node: MenuNode): boolean => {
    if (!node.meta.isDisabled) return true;
    if (user?.isChargeUser === Plan.free) setFeature(node.name);
    else if (user?.headcountExceeded) Message.warning(`${Messages.notSupportedView}${node.name}，${Messages.overPaidHeadcount}`);
    return false;
  };

  const dialog = <UpgradeDialog feature={feature ?? ''} visible={feature !== null} onClose={() => setFeature(null)} />;
  return { admit, dialog };
}
