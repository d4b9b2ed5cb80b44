import { Button } from '@arco-design/web-react';
import { IconLock } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { UpgradeDialog } from './upgrade-dialog';
import { StatusResult } from '@/components/status-result';

/** What a free enterprise sees instead of a charged page: the upgrade dialog, and a way back to it. */
export function LockedPage({ feature }: { feature: string }) {
  const [dialogVisible, setDialogVisible] = useState(true);

  return (
    <>
      <StatusResult
        icon={<IconLock />}
        title={`${feature}为付费功能`}
        subTitle="升级为VIP版本后即可使用"
        extra={
          <Button type="primary" onClick={() => setDialogVisible(true)}>
            查看升级方式
          </Button>
        }
      />
      <UpgradeDialog feature={feature} visible={dialogVisible} onClose={() => setDialogVisible(false)} />
    </>
  );
}
