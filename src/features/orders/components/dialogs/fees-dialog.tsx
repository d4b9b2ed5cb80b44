import { Button, Form, Grid, InputNumber, Select } from '@arco-design/web-react';
import { IconDelete, IconPlus } from '@arco-design/web-react/icon';
import type { ReactNode } from 'react';
import { PAYMENT_ITEM_TYPE_NAMES, PaymentItemType } from '@domain/orders/order.constants';
import { useSaveFeesMutation } from '../../orders.api';
import type { OrderDialogProps } from './dialog-props';
import { OperationDialog } from './operation-dialog';

interface ItemValues {
  moneyItemId?: number;
  name: string;
  itemType: number;
  quantity: number;
  price: number;
}
interface FeesValues {
  serviceAmount: number;
  spareAmount: number;
  otherFee: number;
  discountAmount: number;
  items?: ItemValues[];
}

/** The expenses fixed fields (spec part 1 section 3): all required, the discount is subtracted. */
const AMOUNTS: [keyof Omit<FeesValues, 'items'>, string][] = [
  ['serviceAmount', '服务费用'],
  ['spareAmount', '备件金额'],
  ['otherFee', '其他费用'],
  ['discountAmount', '优惠金额'],
];
const TYPES = Object.entries(PAYMENT_ITEM_TYPE_NAMES).map(([value, label]) => ({ value: Number(value), label }));
const yuan = (n: number) => n.toFixed(2);

export interface FeesDialogProps extends OrderDialogProps {
  /** The 收费项 field: the page gives the enterprise's money items to choose from; without them a name is typed in. */
  itemNameSelect?: ReactNode;
}

const TYPED_NAME = <Select allowCreate showSearch placeholder="选择或输入收费项" />;

/** 费用: the four amounts and the payment items (from the enterprise's money items, or typed in). */
export function FeesDialog({ order, onClose, itemNameSelect = TYPED_NAME }: FeesDialogProps) {
  const [saveFees] = useSaveFeesMutation();
  const { fees } = order;
  const initialValues: FeesValues = {
    serviceAmount: Number(fees.serviceAmount),
    spareAmount: Number(fees.spareAmount),
    otherFee: Number(fees.otherFee),
    discountAmount: Number(fees.discountAmount),
    items: fees.items.map((i) => ({ moneyItemId: i.moneyItemId ?? undefined, name: i.name, itemType: i.itemType, quantity: i.quantity, price: Number(i.price) })),
  };
  const submit = (v: FeesValues) =>
    saveFees({
      id: order.id,
      version: order.version,
      serviceAmount: yuan(v.serviceAmount),
      spareAmount: yuan(v.spareAmount),
      otherFee: yuan(v.otherFee),
      discountAmount: yuan(v.discountAmount),
      items: (v.items ?? []).map((i) => ({ ...i, price: yuan(i.price) })),
    }).unwrap();

  return (
    <OperationDialog<FeesValues> title="费用" doneText="费用已保存" initialValues={initialValues} submit={submit} onClose={onClose} width={760}>
      <Grid.Row gutter={12}>
        {AMOUNTS.map(([field, label]) => (
          <Grid.Col span={6} key={field}>
            <Form.Item label={`${label}（元）`} field={field} rules={[{ required: true, message: `请输入${label}` }]}>
              <InputNumber min={0} precision={2} aria-label={label} />
            </Form.Item>
          </Grid.Col>
        ))}
      </Grid.Row>
      <Form.List field="items">
        {(rows, { add, remove }) => (
          <>
            {rows.map((row, index) => (
              <Grid.Row gutter={8} key={row.key} align="end">
                <Grid.Col span={7}>
                  <Form.Item label={index === 0 ? '收费项' : undefined} field={`${row.field}.name`} rules={[{ required: true, message: '请输入收费项名称' }]}>
                    {itemNameSelect}
                  </Form.Item>
                </Grid.Col>
                <Grid.Col span={5}>
                  <Form.Item label={index === 0 ? '类型' : undefined} field={`${row.field}.itemType`} initialValue={PaymentItemType.regular} rules={[{ required: true }]}>
                    <Select options={TYPES} />
                  </Form.Item>
                </Grid.Col>
                <Grid.Col span={4}>
                  <Form.Item label={index === 0 ? '数量' : undefined} field={`${row.field}.quantity`} initialValue={1} rules={[{ required: true, message: '请输入数量' }]}>
                    <InputNumber min={1} precision={0} />
                  </Form.Item>
                </Grid.Col>
                <Grid.Col span={5}>
                  <Form.Item label={index === 0 ? '单价（元）' : undefined} field={`${row.field}.price`} rules={[{ required: true, message: '请输入单价' }]}>
                    <InputNumber min={0} precision={2} />
                  </Form.Item>
                </Grid.Col>
                <Grid.Col span={3}>
                  <Form.Item label={index === 0 ? ' ' : undefined}>
                    <Button icon={<IconDelete />} aria-label="删除收费项" onClick={() => remove(index)} />
                  </Form.Item>
                </Grid.Col>
              </Grid.Row>
            ))}
            <Button type="dashed" long icon={<IconPlus />} onClick={() => add()}>
              添加收费项
            </Button>
          </>
        )}
      </Form.List>
    </OperationDialog>
  );
}
