import { Card, Tabs } from '@arco-design/web-react';
import { NamedListKind } from '@domain/finance/named-lists.schemas';
import { ALL_SERVICE_ITEMS, useListServiceItemsQuery } from '@/features/catalogue/catalogue.api';
import { CommissionRuleTable } from '@/features/finance/components/commission-rule-table';
import { NamedListTable } from '@/features/finance/components/named-list-table';
import { useListMoneyItemsQuery } from '@/features/money-items/money-items.api';
import { useListOrderTypeOptionsQuery } from '@/features/templates/templates.api';

/** /financeSetting 财务设置: the commission rules (with the order types, money items and service items they name), bank accounts and settlement modes. */
export default function FinanceSettingPage() {
  const { data: orderTypes = [] } = useListOrderTypeOptionsQuery();
  const { data: moneyItems = [] } = useListMoneyItemsQuery();
  const { data: serviceItems = [] } = useListServiceItemsQuery(ALL_SERVICE_ITEMS);
  return (
    <Card bordered={false}>
      <Tabs defaultActiveTab="rules" lazyload>
        <Tabs.TabPane key="rules" title="提成规则">
          <CommissionRuleTable lookups={{ orderTypes, moneyItems, serviceItems }} />
        </Tabs.TabPane>
        <Tabs.TabPane key="banks" title="银行账户">
          <NamedListTable kind={NamedListKind.bankAccount} />
        </Tabs.TabPane>
        <Tabs.TabPane key="modes" title="结算方式">
          <NamedListTable kind={NamedListKind.settlementMode} />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}
