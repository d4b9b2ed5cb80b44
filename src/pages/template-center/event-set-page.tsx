import { Card } from '@arco-design/web-react';
import { EventTemplateTable } from '@/features/templates/components/event-template-table';
import { AdminOnly } from '@/components/admin-only/admin-only';

/** /eventSet 事件设置: the event templates with their form switches, each leading to its settings. */
export default function EventSetPage() {
  return (
    <AdminOnly>
      <Card bordered={false} title="事件设置">
        <EventTemplateTable />
      </Card>
    </AdminOnly>
  );
}
