import { Form, Input, InputNumber, Modal, Select } from '@arco-design/web-react';
import { Messages } from '@domain/common/messages';
import { MONEY_ITEM_TYPE_NAMES, MoneyItemType, type MoneyItemRow, type MoneyItemTypeCode } from '@domain/money-items/money-items.constants';
import { toastResult } from '@/lib/toast-result';
import { useSaveMoneyItemMutation } from '../money-items.api';

export interface MoneyItemDialogProps {
  /** The item to edit; null adds one. */
  item: MoneyItemRow | null;
  onClose: () => void;
}

interface ItemFormValues {
  name: string;
  itemType: MoneyItemTypeCode;
  price?: number;
  sort: number;
}

const typeOptions = Object.entries(MONEY_ITEM_TYPE_NAMES).map(([value, label]) => ({ value: Number(value), label }));

/** 新增费用项目 / 编辑费用项目. */
export function MoneyItemDialog({ item, onClose }: MoneyItemDialogProps) {
  const [form] = Form.useForm<ItemFormValues>();
  const [saveItem, { isLoading }] = useSaveMoneyItemMutation();
  const initialValues: Partial<ItemFormValues> = {
    name: item?.name,
    itemType: item?.itemType ?? MoneyItemType.regular,
    price: item?.price == null ? undefined : Number(item.price),
    sort: item?.sort ?? 0,
  };

  const handleOk = async () => {
    const fields = await form.validate().catch(() => null);
    if (!fields) return;
    const saved = saveItem({ ...fields, id: item?.id, price: fields.price ?? null }).unwrap();
    if (await toastResult(saved, Messages.saveOk)) onClose();
  };

  return (
    <Modal visible title={item ? '编辑费用项目' : '新增费用项目'} onOk={handleOk} onCancel={onClose} confirmLoading={isLoading} unmountOnExit>
      <Form form={form} layout="vertical" initialValues={initialValues}>
        <Form.Item label="费用名称" field="name" rules={[{ required: true, message: '请输入费用项目名称' }, { maxLength: 30, message: '费用项目名称最多30个字' }]}>
          <Input placeholder="请输入费用项目名称" />
        </Form.Item>
        <Form.Item label="款项类型" field="itemType" rules={[{ required: true, message: '请选择款项类型' }]}>
          <Select options={typeOptions} />
        </Form.Item>
        <Form.Item label="单价（元）" field="price" extra="不填表示开单时再填写金额">
          <InputNumber placeholder="请输入单价（可不填）" min={0} max={9_999_999_999.99} precision={2} />
        </Form.Item>
        <Form.Item label="排序" field="sort" extra="数字小的排在前面">
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
