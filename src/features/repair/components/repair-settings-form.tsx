import { Button, Form, Input, InputTag, Radio, Spin, Switch } from '@arco-design/web-react';
import type { ReactNode } from 'react';
import { Messages } from '@domain/common/messages';
import { EXCHANGE_WARRANTIES, EXCHANGE_WARRANTY_NAMES } from '@domain/repair/repair.constants';
import { toastResult } from '@/lib/toast-result';
import { useGetRepairSettingsQuery, useSaveRepairSettingsMutation } from '../repair.api';
import '@arco-design/web-react/es/InputTag/style/css.js';
import '@arco-design/web-react/es/Radio/style/css.js';

export interface RepairSettingsFormProps {
  /** Chooses the default warehouse (spare parts' warehouses). */
  warehousePicker: ReactNode;
  /** Only administrators save; the others read. */
  editable: boolean;
}

/** /repairSet: fault categories, whether completions need approval, the detection checklist, the default warehouse, the out-of-warranty labour fee, what an exchange does to the warranty. */
export function RepairSettingsForm({ warehousePicker, editable }: RepairSettingsFormProps) {
  const { data: settings } = useGetRepairSettingsQuery();
  const [save, { isLoading }] = useSaveRepairSettingsMutation();
  const [form] = Form.useForm();
  if (!settings) return <Spin />;
  const submit = async () => {
    const v = await form.validate();
    await toastResult(
      save({ faultCategories: v.faultCategories ?? [], detectionItems: v.detectionItems ?? [], needsApproval: Boolean(v.needsApproval), defaultWarehouseId: v.defaultWarehouseId ?? null, laborFee: String(v.laborFee ?? '0'), exchangeWarranty: v.exchangeWarranty }).unwrap(),
      Messages.saveOk,
    );
  };
  return (
    <Form
      form={form}
      style={{ maxWidth: 640 }}
      disabled={!editable}
      initialValues={{ ...settings, defaultWarehouseId: settings.defaultWarehouse?.id }}
    >
      <Form.Item label="故障类型" field="faultCategories" extra="输入后回车添加">
        <InputTag aria-label="故障类型" allowClear saveOnBlur />
      </Form.Item>
      <Form.Item label="完工需要审批" field="needsApproval" triggerPropName="checked">
        <Switch aria-label="完工需要审批" />
      </Form.Item>
      <Form.Item label="检测项目" field="detectionItems" extra="新检测单的检测清单，输入后回车添加">
        <InputTag aria-label="检测项目" allowClear saveOnBlur />
      </Form.Item>
      <Form.Item label="默认仓库" field="defaultWarehouseId">
        {warehousePicker}
      </Form.Item>
      <Form.Item label="保外人工费（元）" field="laborFee">
        <Input aria-label="保外人工费" />
      </Form.Item>
      <Form.Item label="换货后保修" field="exchangeWarranty" extra="换货通过后，客户产品的保修延续原来的期限，或从换货当天按产品保修期重新计算">
        <Radio.Group aria-label="换货后保修" options={EXCHANGE_WARRANTIES.map((w) => ({ value: w, label: EXCHANGE_WARRANTY_NAMES[w] }))} />
      </Form.Item>
      {editable && (
        <Form.Item wrapperCol={{ offset: 5 }}>
          <Button type="primary" loading={isLoading} onClick={submit}>
            保存
          </Button>
        </Form.Item>
      )}
    </Form>
  );
}
