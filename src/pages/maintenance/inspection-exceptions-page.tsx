import { Card } from '@arco-design/web-react';
import { paths } from '@/app/paths';
import { InspectionTaskTable } from '@/features/maintenance/components/inspection-task-table';

/** /inspectionException 巡检异常待办: rounds with a failed item, to turn into an order or close. */
export default function InspectionExceptionsPage() {
  return (
    <Card bordered={false} title="巡检异常待办">
      <InspectionTaskTable exceptions taskHref={paths.inspection.task} orderHref={paths.orders.detail} />
    </Card>
  );
}
