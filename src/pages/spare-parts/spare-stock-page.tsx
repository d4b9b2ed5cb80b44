import { Card, Tabs } from '@arco-design/web-react';
import { useLocation } from 'wouter';
import { Role } from '@domain/shell/roles';
import { paths } from '@/app/paths';
import { useGetSessionUserQuery } from '@/app/session/session.api';
import { SpareSettingsForm } from '@/features/spare-parts/components/spare-settings-form';
import { StockTable } from '@/features/spare-parts/components/stock-table';
import { WarehouseTable } from '@/features/spare-parts/components/warehouse-table';
import { useIsKeeper } from './use-keeper';

/**
 * /spareStock 备件库存: stock per part and warehouse, warning levels, the warehouses (/warehouse/list) and,
 * for administrators, the spare settings. /sparewarning 库存预警 is the same page listing only the rows
 * below their warning level.
 */
export default function SpareStockPage() {
  const keeper = useIsKeeper();
  const { data: user } = useGetSessionUserQuery();
  const [location] = useLocation();
  return (
    <Card bordered={false}>
      <Tabs defaultActiveTab="stock" lazyload>
        <Tabs.TabPane key="stock" title="库存">
          <StockTable scope="warehouses" canWarn={keeper} lowOnly={location === paths.spare.warning} />
        </Tabs.TabPane>
        <Tabs.TabPane key="warehouses" title="仓库">
          <WarehouseTable editable={user?.sysrole === Role.admin} />
        </Tabs.TabPane>
        {user?.sysrole === Role.admin && (
          <Tabs.TabPane key="settings" title="备件设置">
            <SpareSettingsForm />
          </Tabs.TabPane>
        )}
      </Tabs>
    </Card>
  );
}
