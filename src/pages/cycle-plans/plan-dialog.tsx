import { DatePicker, Form, Input, InputNumber, Modal, Select } from '@arco-design/web-react';
import { Messages } from '@domain/common/messages';
import { CYCLE_UNIT_NAMES, CYCLE_UNITS, CycleUnit } from '@domain/cycle-plans/cycle-plans.constants';
import type { CyclePlanRow } from '@domain/cycle-plans/cycle-plans.schemas';
import { UserPicker } from '@/components/user-picker/user-picker';
import { useSaveCyclePlanMutation, type SaveCyclePlanArgs } from '@/features/cycle-plans/cycle-plans.api';
import { useListOrderTypeOptionsQuery } from '@/features/templates/templates.api';
import { toastResult } from '@/lib/toast-result';
import { PlanCustomersField } from './plan-customers-field';

export interface PlanDialogProps {
  plan: CyclePlanRow | null;
  /** Preselected customer of a new plan (from the customer detail page). */
  customerId?: number;
  onClose: () => void;
}

type PlanFormValues = Omit<SaveCyclePlanArgs, 'id'>;

const unitOptions = CYCLE_UNITS.map((u) => ({ value: u, label: CYCLE_UNIT_NAMES[u] }));

/** 新建客户服务计划 / 编辑客户服务计划. */
export function PlanDialog({ plan, customerId, onClose }: PlanDialogProps) {
  const [form] = Form.useForm<PlanFormValues>();
  const [save, { isLoading }] = useSaveCyclePlanMutation();
  const { data: types = [] } = useListOrderTypeOptionsQuery();
  const initialValues: Partial<PlanFormValues> = plan
    ? {
        ...plan,
        templateId: plan.template?.id,
        customerIds: plan.customers.map((c) => c.id),
        endDate: plan.endDate ?? undefined,
        remindUserIds: plan.remindUsers.map((u) => u.id),
      }
    : { customerIds: customerId ? [customerId] : [], cycleUnit: CycleUnit.month, cycleEvery: 1, remindDays: 0, remindUserIds: [] };

  const handleOk = async () => {
    const fields = await form.validate().catch(() => null);
    if (!fields) return;
    if (await toastResult(save({ ...fields, id: plan?.id, endDate: fields.endDate || null }).unwrap(), Messages.saveOk)) onClose();
  };

  return (
    <Modal visible title={plan ? '编辑客户服务计划' : '新建客户服务计划'} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit style={{ width: 640 }}>
      <Form form={form} layout="vertical" initialValues={initialValues}>
        <Form.Item label="计划名称" field="name" rules={[{ required: true, message: '请输入计划名称' }, { maxLength: 50, message: '计划名称最多50个字' }]}>
          <Input placeholder="例如：空调季度保养" />
        </Form.Item>
        <Form.Item label="客户" field="customerIds" rules={[{ required: true, type: 'array', minLength: 1, message: '请选择客户' }]}>
          <PlanCustomersField known={plan?.customers ?? []} />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
          <Form.Item label="工单类型" field="templateId" rules={[{ required: true, message: '请选择工单类型' }]}>
            <Select placeholder="请选择工单类型" options={types.map((t) => ({ value: t.id, label: t.name }))} />
          </Form.Item>
          <Form.Item label="工单标题" field="title" rules={[{ required: true, message: '请输入工单标题' }, { maxLength: 50, message: '工单标题最多50个字' }]}>
            <Input placeholder="生成的工单的标题" />
          </Form.Item>
          <Form.Item label="周期" required style={{ marginBottom: 0 }}>
            <div style={{ display: 'flex', gap: 8 }}>
              <Form.Item field="cycleEvery" rules={[{ required: true, message: '请输入周期' }]}>
                <InputNumber min={1} max={366} precision={0} prefix="每" />
              </Form.Item>
              <Form.Item field="cycleUnit" rules={[{ required: true, message: '请选择单位' }]}>
                <Select options={unitOptions} aria-label="周期单位" />
              </Form.Item>
            </div>
          </Form.Item>
          <Form.Item label="提前提醒（天）" field="remindDays" extra="0 表示不提醒">
            <InputNumber min={0} max={60} precision={0} />
          </Form.Item>
          <Form.Item label="开始日期" field="startDate" rules={[{ required: true, message: '请选择开始日期' }]}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item label="结束日期" field="endDate">
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
        </div>
        <Form.Item label="跟进提醒人" field="remindUserIds" extra="未选择时提醒计划创建人">
          <UserPicker multiple placeholder="请选择跟进提醒人" />
        </Form.Item>
        <Form.Item label="工单描述" field="description" rules={[{ maxLength: 2000, message: '描述最多2000个字' }]}>
          <Input.TextArea autoSize={{ minRows: 2 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
