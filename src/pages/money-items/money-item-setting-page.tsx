import { Card, Tabs } from '@arco-design/web-react';
import { MoneyItemBinTable } from '@/features/money-items/components/money-item-bin-table';
import { MoneyItemTable } from '@/features/money-items/components/money-item-table';

/**
 * /moneyItemSetting 费用项目 (settings, 财务设置). The spec names the calls (/v2/moneyItem/...) but no
 * route, and /expensesField is the template centre's expenses-fields page, so the items and their
 * recycle bin get a settings page of their own.
 */
export default function MoneyItemSettingPage() {
  return (
    <Card bordered={false}>
      <Tabs defaultActiveTab="items" lazyload>
        <Tabs.TabPane key="items" title="费用项目">
          <MoneyItemTable />
        </Tabs.TabPane>
        <Tabs.TabPane key="bin" title="回收站">
          <MoneyItemBinTable />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}
