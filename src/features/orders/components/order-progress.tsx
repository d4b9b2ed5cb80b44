import { Alert, Button, Form, Input, Space, Spin, Switch, Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import type { ProgressStepView } from '@domain/orders/order-extras';
import { OrderState } from '@domain/orders/order.constants';
import { stepsRefusal } from '@domain/orders/order.machine';
import type { OrderDetail } from '@domain/orders/orders.types';
import { UserPicker } from '@/components/user-picker/user-picker';
import { useAssignProgressMutation, useGetProgressDefaultUserQuery, useSaveProgressMutation } from '../order-extras.api';
import { OperationDialog } from './dialogs/operation-dialog';

/**
 * Why the order cannot be completed yet: its type's process steps still open (the server refuses
 * 完成工单 and 申请完成 with the same text). Shown while the order is being served.
 */
export function OrderProgressNotice({ order }: { order: OrderDetail }) {
  const refusal = order.state === OrderState.inService ? stepsRefusal(order.progress?.pending) : null;
  if (!refusal) return null;
  return <Alert type="warning" content={`${refusal}，请先在“处理流程”中记录`} style={{ marginBottom: 12 }} />;
}

/** 处理流程: the order type's steps on this order, each recorded (done or not, a remark) by the people serving it. */
export function OrderProgressSteps({ order }: { order: OrderDetail }) {
  const [editing, setEditing] = useState<ProgressStepView | null>(null);
  const [assigning, setAssigning] = useState<ProgressStepView | null>(null);
  const [save] = useSaveProgressMutation();
  if (!order.progress) return null;
  const mayRecord = order.operations.includes('progressAdd') || order.operations.includes('progressEdit');
  const mayAssign = order.operations.includes('progressAssign');

  const columns: TableColumnProps<ProgressStepView>[] = [
    { title: '流程步骤', dataIndex: 'name' },
    { title: '处理人', dataIndex: 'user', render: (_, s) => s.user?.name ?? '-' },
    { title: '状态', dataIndex: 'done', render: (_, s) => (s.done ? <Tag color="green">已完成</Tag> : <Tag color="orange">未完成</Tag>) },
    { title: '备注', dataIndex: 'remark', render: (_, s) => s.remark || '-' },
  ];
  if (mayRecord || mayAssign) {
    columns.push({
      title: '操作',
      dataIndex: 'op',
      render: (_, s) => (
        <Space size={0}>
          {mayAssign && (
            <Button type="text" size="small" onClick={() => setAssigning(s)} aria-label={`指派${s.name}`}>
              指派
            </Button>
          )}
          {mayRecord && (
            <Button type="text" size="small" onClick={() => setEditing(s)} aria-label={`记录${s.name}`}>
              记录
            </Button>
          )}
        </Space>
      ),
    });
  }

  return (
    <>
      <Table rowKey="name" columns={columns} data={order.progress.steps} pagination={false} aria-label="处理流程" />
      {editing && (
        <OperationDialog<{ done: boolean; remark?: string }>
          title={`记录流程：${editing.name}`}
          doneText="流程记录已保存"
          initialValues={{ done: true, remark: editing.remark }}
          submit={(v) => save({ id: order.id, version: order.version, step: editing.name, done: v.done, remark: v.remark?.trim() ?? '' }).unwrap()}
          onClose={() => setEditing(null)}
        >
          <Form.Item label="已完成" field="done" triggerPropName="checked">
            <Switch aria-label="已完成" />
          </Form.Item>
          <Form.Item label="备注" field="remark">
            <Input.TextArea maxLength={500} placeholder="请输入备注" />
          </Form.Item>
        </OperationDialog>
      )}
      {assigning && <AssignStepDialog order={order} step={assigning.name} onClose={() => setAssigning(null)} />}
    </>
  );
}

/** 流程指派: among the step's configured people when it names some, else among everyone active. */
function AssignStepDialog({ order, step, onClose }: { order: OrderDetail; step: string; onClose: () => void }) {
  const { data } = useGetProgressDefaultUserQuery({ id: order.id, step });
  const [assign] = useAssignProgressMutation();
  return (
    <OperationDialog<{ userId: number }>
      title={`流程指派：${step}`}
      doneText="流程已指派"
      submit={(v) => assign({ id: order.id, version: order.version, step, userId: v.userId }).unwrap()}
      onClose={onClose}
    >
      {data ? (
        <Form.Item label="处理人" field="userId" initialValue={data.defaultUser?.id} rules={[{ required: true, message: '请选择处理人' }]}>
          <UserPicker candidates={data.users.length > 0 ? data.users : undefined} placeholder="请选择处理人" />
        </Form.Item>
      ) : (
        <Spin />
      )}
    </OperationDialog>
  );
}
