import { Button, Card, Tabs } from '@arco-design/web-react';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { PORTAL_WRITERS } from '@domain/portal/portal.roles';
import type { RoleType } from '@domain/shell/roles';
import { paths } from '@/app/paths';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { PortalAccountDialog } from './account-dialog';
import { PortalAccountTable, PortalRecycleTable } from '@/features/portal/components/account-table';

/** /home_account 门户账号: the customers' portal accounts, and their recycle bin (?tab=recycle). */
export default function PortalAccountsPage() {
  const search = new URLSearchParams(useSearch());
  const [, navigate] = useLocation();
  const { data: session } = useGetSessionUserQuery();
  const writer = PORTAL_WRITERS.includes((session?.sysrole ?? 0) as RoleType);
  const [adding, setAdding] = useState(false);
  const tab = search.get('tab') === 'recycle' && writer ? 'recycle' : 'accounts';
  return (
    <Card
      bordered={false}
      title="门户账号"
      extra={
        <Button type="text" onClick={() => navigate(paths.portal.setting)}>
          门户设置
        </Button>
      }
    >
      <Tabs activeTab={tab} onChange={(key) => navigate(key === 'recycle' ? paths.portal.recycleBin : paths.portal.accounts, { replace: true })} destroyOnHide>
        <Tabs.TabPane key="accounts" title="门户账号">
          <PortalAccountTable
            writer={writer}
            detailHref={paths.portal.account}
            actions={
              writer && (
                <Button type="primary" onClick={() => setAdding(true)}>
                  新增门户账号
                </Button>
              )
            }
          />
        </Tabs.TabPane>
        {writer && (
          <Tabs.TabPane key="recycle" title="回收站">
            <PortalRecycleTable />
          </Tabs.TabPane>
        )}
      </Tabs>
      {adding && <PortalAccountDialog onClose={() => setAdding(false)} />}
    </Card>
  );
}
