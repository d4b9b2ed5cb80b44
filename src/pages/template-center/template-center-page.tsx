import { Card, Tabs } from '@arco-design/web-react';
import { useState } from 'react';
import { useParams } from 'wouter';
import { EventTemplateTable } from '@/features/templates/components/event-template-table';
import { FieldRecycleBin } from '@/features/templates/components/field-recycle-bin';
import { OrderTypeTable } from '@/features/templates/components/order-type-table';
import { AdminOnly } from '@/components/admin-only/admin-only';

/** The tabs of /templateCenter/{type?}: order, event, and the field recycle bin ('recycle'). */
const TABS = { order: '工单类型', event: '事件模板', recycle: '字段回收站' } as const;
type TabKey = keyof typeof TABS;
const isTab = (type: string | undefined): type is TabKey => type !== undefined && Object.hasOwn(TABS, type);

function TemplateCenterTabs({ initialTab }: { initialTab: TabKey }) {
  const [tab, setTab] = useState<TabKey>(initialTab);
  return (
    <Card bordered={false}>
      <Tabs activeTab={tab} onChange={(key) => setTab(key as TabKey)} lazyload>
        <Tabs.TabPane key="order" title={TABS.order}>
          <OrderTypeTable />
        </Tabs.TabPane>
        <Tabs.TabPane key="event" title={TABS.event}>
          <EventTemplateTable />
        </Tabs.TabPane>
        <Tabs.TabPane key="recycle" title={TABS.recycle}>
          <FieldRecycleBin />
        </Tabs.TabPane>
      </Tabs>
    </Card>
  );
}

/**
 * /templateCenter/{type?} 模板中心. The type segment picks the first tab shown (no or an unknown
 * type opens the order types); switching tabs stays on the page's address, so the shell keeps one tab.
 */
export default function TemplateCenterPage() {
  const { type } = useParams<{ type?: string }>();
  const initialTab: TabKey = isTab(type) ? type : 'order';
  return (
    <AdminOnly>
      <TemplateCenterTabs key={initialTab} initialTab={initialTab} />
    </AdminOnly>
  );
}
