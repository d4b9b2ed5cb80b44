import { Card } from '@arco-design/web-react';
import { paths } from '@/app/paths';
import { InspectionTaskTable } from '@/features/maintenance/components/inspection-task-table';

/** /inspectionTask 巡检任务: every round of the inspection plans (service staff: their own). */
export default function InspectionTasksPage() {
  return (
    <Card bordered={false} title="巡检任务">
      <InspectionTaskTable taskHref={paths.inspection.task} orderHref={paths.orders.detail} />
    </Card>
  );
}
