import { DatePicker, Form, Input, Modal, Select } from '@arco-design/web-react';
import { useRef, useState, type ReactNode } from 'react';
import { Messages } from '@domain/common/messages';
import type { FormField } from '@domain/forms/form-definition.schemas';
import type { CustomerProductRow } from '@domain/products/products.schemas';
import type { CustomFieldFormHandle } from '@/components/custom-field-form/custom-field-form';
import { toastResult } from '@/lib/toast-result';
import { useListProductsQuery, useSaveCustomerProductMutation } from '../products.api';
import { CustomValuesSection } from '@/components/custom-field-form/custom-values-section';
import { WarrantyFields } from './warranty-fields';
import { usePlanPageSizes } from '@/components/data-table/use-plan-page-sizes';
import { ScanInput } from '@/components/scan-input/scan-input';

export interface CustomerProductDialogProps {
  /** The customer product to edit; null adds one (for `customerId` when given). */
  row: CustomerProductRow | null;
  customerId?: number;
  /** The customer picker (the customers feature's), placed in the form's customer field. */
  customerPicker: ReactNode;
  /** The customer product fields of the template centre (detail type 3). */
  customFields: readonly (FormField & { fixed?: boolean })[];
  onClose: () => void;
  onSaved?: (row: CustomerProductRow) => void;
}

const DATES = [
  ['purchaseDate', '购买日期'],
  ['installDate', '安装日期'],
  ['deliveryDate', '交付日期'],
  ['productionDate', '生产日期'],
  ['warrantyStart', '质保开始日期'],
  ['warrantyEnd', '质保结束日期'],
] as const;
type DateKey = (typeof DATES)[number][0];

type FormValues = { productId?: number; customerId?: number; name?: string; serialNumber?: string; address?: string; warrantyPeriod?: number; warrantyUnit?: number; warrantyBasis?: number } & Partial<Record<DateKey, string>>;

/** 添加产品 / 编辑客户产品. Empty warranty dates are computed by the server from the terms. */
export function CustomerProductDialog({ row, customerId, customerPicker, customFields, onClose, onSaved }: CustomerProductDialogProps) {
  const [form] = Form.useForm<FormValues>();
  const custom = useRef<CustomFieldFormHandle>(null);
  const [values, setValues] = useState<Record<string, unknown>>(row?.customValues ?? {});
  // The largest page the plan allows: a free tenant's archive is read up to 100 models.
  const largestPage = usePlanPageSizes().at(-1);
  const { data: products = [] } = useListProductsQuery({ pageIndex: 0, pageSize: largestPage ?? 100 });
  const [save, { isLoading }] = useSaveCustomerProductMutation();
  const initialValues: FormValues = row
    ? {
        productId: row.productId,
        customerId: row.customerId ?? undefined,
        name: row.name,
        serialNumber: row.serialNumber,
        address: row.address,
        warrantyPeriod: row.warrantyPeriod ?? undefined,
        warrantyUnit: row.warrantyUnit,
        warrantyBasis: row.warrantyBasis,
        ...Object.fromEntries(DATES.map(([k]) => [k, row[k] ?? undefined])),
      }
    : { customerId };

  const handleProductChange = (productId: number) => {
    const p = products.find((x) => x.id === productId);
    if (p) form.setFieldsValue({ warrantyPeriod: p.warrantyPeriod ?? undefined, warrantyUnit: p.warrantyUnit, warrantyBasis: p.warrantyBasis });
  };

  const handleOk = async () => {
    const fields = await form.validate().catch(() => null);
    if (!fields || (custom.current && custom.current.validate().length > 0)) return;
    const dates = Object.fromEntries(DATES.map(([k]) => [k, fields[k] || null]));
    const body = { ...fields, ...dates, id: row?.id, productId: fields.productId!, customerId: fields.customerId ?? null, warrantyPeriod: fields.warrantyPeriod ?? null, customValues: custom.current?.values() ?? {} };
    const call = save(body).unwrap();
    if (await toastResult(call, Messages.saveOk)) {
      onSaved?.((await call).data!);
      onClose();
    }
  };

  return (
    <Modal visible title={row ? '编辑客户产品' : '添加产品'} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit style={{ width: 680 }}>
      <Form form={form} layout="vertical" initialValues={initialValues}>
        <Form.Item label="产品" field="productId" rules={[{ required: true, message: '请选择产品' }]}>
          <Select
            showSearch
            placeholder="从产品档案选择"
            filterOption={(input, option) => String((option as { props?: { children?: unknown } }).props?.children ?? '').includes(input)}
            onChange={handleProductChange}
            options={products.map((p) => ({ value: p.id, label: p.model ? `${p.name}（${p.model}）` : p.name }))}
          />
        </Form.Item>
        <Form.Item label="客户" field="customerId">
          {customerPicker}
        </Form.Item>
        <Form.Item label="产品名称" field="name" extra="不填则用产品档案中的名称" rules={[{ maxLength: 50, message: '产品名称最多50个字' }]}>
          <Input placeholder="如：一楼大堂空调" />
        </Form.Item>
        <Form.Item label="序列号" field="serialNumber" rules={[{ maxLength: 50, message: '序列号最多50个字' }]}>
          <ScanInput placeholder="请输入或扫描序列号" />
        </Form.Item>
        <Form.Item label="地址" field="address" extra="不填则用客户的默认地址" rules={[{ maxLength: 200, message: '地址最多200个字' }]}>
          <Input placeholder="产品所在地址" />
        </Form.Item>
        <div style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', columnGap: 16 }}>
          {DATES.map(([key, label]) => (
            <Form.Item key={key} label={label} field={key}>
              <DatePicker style={{ width: '100%' }} placeholder={key.startsWith('warranty') ? '不填则自动计算' : '请选择日期'} />
            </Form.Item>
          ))}
        </div>
        <WarrantyFields />
      </Form>
      <CustomValuesSection ref={custom} fields={customFields} value={values} onChange={setValues} />
    </Modal>
  );
}
