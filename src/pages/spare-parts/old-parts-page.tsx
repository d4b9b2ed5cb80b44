import { Button, Card, Tabs } from '@arco-design/web-react';
import { useLocation, useSearchParams } from 'wouter';
import { Role } from '@domain/shell/roles';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { paths } from '@/app/paths';
import { OldLogTable, ManageTable } from '@/features/spare-parts/components/old-log-table';
import { MyOldParts } from '@/features/spare-parts/components/my-old-parts';
import { OldPartParams } from '@/features/spare-parts/components/old-part-params';
import { OldStockTable } from '@/features/spare-parts/components/old-stock-table';
import { RecycleFormTable } from '@/features/spare-parts/components/recycle-form-table';
import { RecycleReminders } from '@/features/spare-parts/components/recycle-reminders';
import { useIsKeeper } from './use-keeper';

/**
 * /oldPartsRecyle 旧件回收 (its query passed through: ?tab= opens a tab): records, reminders, 我的旧件
 * (?tab=mine), the old-part store, its log, management and the form template.
 */
export default function OldPartsPage() {
  const keeper = useIsKeeper();
  const { data: user } = useGetSessionUserQuery();
  const readsAll = keeper || user?.sysrole === Role.dispatcher;
  const [params, setParams] = useSearchParams();
  const [, navigate] = useLocation();
  const tab = params.get('tab') ?? 'records';
  return (
    <Card bordered={false}>
      <Tabs
        activeTab={tab}
        onChange={(key) => setParams((p) => ({ ...Object.fromEntries(p), tab: key }), { replace: true })}
        lazyload
        extra={keeper && <Button type="primary" onClick={() => navigate(paths.spare.oldPartsScan)}>扫码收件</Button>}
      >
        <Tabs.TabPane key="records" title="回收记录">
          <RecycleFormTable canReceive={keeper} />
        </Tabs.TabPane>
        <Tabs.TabPane key="remind" title="回收提醒">
          <RecycleReminders />
        </Tabs.TabPane>
        <Tabs.TabPane key="mine" title="我的旧件">
          <MyOldParts />
        </Tabs.TabPane>
        {readsAll && (
          <Tabs.TabPane key="stock" title="旧件库存">
            <OldStockTable canManage={keeper} />
          </Tabs.TabPane>
        )}
        {readsAll && (
          <Tabs.TabPane key="log" title="旧件日志">
            <OldLogTable />
          </Tabs.TabPane>
        )}
        {readsAll && (
          <Tabs.TabPane key="manage" title="处理记录">
            <ManageTable />
          </Tabs.TabPane>
        )}
        <Tabs.TabPane key="params" title="回收参数">
          <OldPartParams editable={keeper} />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}
