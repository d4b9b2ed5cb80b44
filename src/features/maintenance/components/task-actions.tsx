import { Button, Popconfirm, Space } from '@arco-design/web-react';
import { Messages } from '@domain/common/messages';
import type { MaintenanceTaskDetail } from '@domain/maintenance/maintenance.schemas';
import { TaskOp } from '@domain/maintenance/task.machine';
import { toastResult } from '@/lib/toast-result';
import { useCreateTaskOrderMutation, useDeleteMaintenanceTasksMutation, useMoveMaintenanceTaskMutation } from '../maintenance.api';

/** The buttons of what the caller may do with the task now (the server's `allowedOperations`). */
export function MaintenanceTaskActions({ task, onDeleted }: { task: MaintenanceTaskDetail; onDeleted: () => void }) {
  const [createOrder, { isLoading }] = useCreateTaskOrderMutation();
  const [move] = useMoveMaintenanceTaskMutation();
  const [remove] = useDeleteMaintenanceTasksMutation();
  const can = (op: string) => (task.allowedOperations as string[]).includes(op);
  return (
    <Space wrap>
      {can(TaskOp.createOrder) && (
        <Button type="primary" loading={isLoading} onClick={() => toastResult(createOrder(task.id).unwrap(), '已生成工单')}>
          生成工单
        </Button>
      )}
      {can(TaskOp.disable) && <Button onClick={() => toastResult(move({ id: task.id, op: TaskOp.disable }).unwrap(), Messages.statusChanged)}>停用</Button>}
      {can(TaskOp.enable) && <Button onClick={() => toastResult(move({ id: task.id, op: TaskOp.enable }).unwrap(), Messages.statusChanged)}>启用</Button>}
      {can(TaskOp.delete) && (
        <Popconfirm title="删除任务？该日期不会再次生成。" onOk={async () => (await toastResult(remove([task.id]).unwrap(), Messages.deleteOk)) && onDeleted()}>
          <Button status="danger">删除</Button>
        </Popconfirm>
      )}
    </Space>
  );
}
