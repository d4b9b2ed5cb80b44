import { Form, Input, Modal, Select } from '@arco-design/web-react';
import { Messages } from '@domain/common/messages';
import { CycleUnit } from '@domain/cycle-plans/cycle-plans.constants';
import { DEFAULT_AHEAD_DAYS, ScheduleMode } from '@domain/maintenance/maintenance.constants';
import type { MaintenanceContractDetail, MaintenancePlanDetail } from '@domain/maintenance/maintenance.schemas';
import { useSaveMaintenancePlanMutation, type SaveMaintenancePlanArgs } from '@/features/maintenance/maintenance.api';
import { useListOrderTypeOptionsQuery } from '@/features/templates/templates.api';
import { toastResult } from '@/lib/toast-result';
import { ScheduleFields } from './schedule-fields';

export interface MaintenancePlanDialogProps {
  contract: MaintenanceContractDetail;
  plan: MaintenancePlanDetail | null;
  onClose: () => void;
}

type PlanFormValues = Omit<SaveMaintenancePlanArgs, 'id' | 'contractId'>;

/** 新增维保计划 / 编辑维保计划: which of the contract's products, which order type, how often. */
export function MaintenancePlanDialog({ contract, plan, onClose }: MaintenancePlanDialogProps) {
  const [form] = Form.useForm<PlanFormValues>();
  const [save, { isLoading }] = useSaveMaintenancePlanMutation();
  const { data: types = [] } = useListOrderTypeOptionsQuery();
  const mode = Form.useWatch('mode', form) as number | undefined;
  const productOptions = contract.products.map((p) => ({ value: p.id, label: p.serialNumber ? `${p.name}（${p.serialNumber}）` : p.name }));
  const initialValues: Partial<PlanFormValues> = plan
    ? { ...plan, templateId: plan.template?.id, productIds: plan.products.map((p) => p.id), alternativeProductIds: plan.alternativeProducts.map((p) => p.id) }
    : {
        mode: ScheduleMode.cycle,
        cycleUnit: CycleUnit.month,
        cycleEvery: 1,
        visits: 4,
        aheadDays: DEFAULT_AHEAD_DAYS,
        startDate: contract.startDate,
        endDate: contract.endDate,
        productIds: contract.products.map((p) => p.id),
        alternativeProductIds: [],
      };

  const handleOk = async () => {
    const fields = await form.validate().catch(() => null);
    if (!fields) return;
    if (await toastResult(save({ ...fields, id: plan?.id, contractId: contract.id }).unwrap(), Messages.saveOk)) onClose();
  };

  return (
    <Modal visible title={plan ? '编辑维保计划' : '新增维保计划'} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit style={{ width: 640 }}>
      <Form form={form} layout="vertical" initialValues={initialValues}>
        <Form.Item label="计划名称" field="name" rules={[{ required: true, message: '请输入计划名称' }, { maxLength: 50, message: '计划名称最多50个字' }]}>
          <Input placeholder="例如：空调月度保养（也是生成的工单的标题）" />
        </Form.Item>
        <Form.Item label="工单类型" field="templateId" rules={[{ required: true, message: '请选择工单类型' }]}>
          <Select placeholder="请选择工单类型" options={types.map((t) => ({ value: t.id, label: t.name }))} />
        </Form.Item>
        <Form.Item label="维保产品" field="productIds" rules={[{ required: true, type: 'array', minLength: 1, message: '请至少选择一个产品' }]}>
          <Select mode="multiple" options={productOptions} placeholder="合同中的产品" />
        </Form.Item>
        <Form.Item label="备选产品" field="alternativeProductIds">
          <Select mode="multiple" allowClear options={productOptions} placeholder="可替代的产品（可不选）" />
        </Form.Item>
        <ScheduleFields mode={mode} visitsLabel="维保次数" />
        <Form.Item label="维保内容" field="content" rules={[{ maxLength: 2000, message: '维保内容最多2000个字' }]}>
          <Input.TextArea maxLength={2000} placeholder="生成的工单的描述" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
