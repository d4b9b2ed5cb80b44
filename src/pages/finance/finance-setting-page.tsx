import { Card } from '@arco-design/web-react';
import { ALL_SERVICE_ITEMS, useListServiceItemsQuery } from '@/features/catalogue/catalogue.api';
import { CommissionRuleTable } from '@/features/finance/components/commission-rule-table';
import { useListMoneyItemsQuery } from '@/features/money-items/money-items.api';
import { useListOrderTypeOptionsQuery } from '@/features/templates/templates.api';

/** /financeSetting 财务设置: the commission rules, with the order types, money items and service items they name. */
export default function FinanceSettingPage() {
  const { data: orderTypes = [] } = useListOrderTypeOptionsQuery();
  const { data: moneyItems = [] } = useListMoneyItemsQuery();
  const { data: serviceItems = [] } = useListServiceItemsQuery(ALL_SERVICE_ITEMS);
  return (
    <Card bordered={false} title="提成规则">
      <CommissionRuleTable lookups={{ orderTypes, moneyItems, serviceItems }} />
    </Card>
  );
}
