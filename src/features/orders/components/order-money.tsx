import { Descriptions, Empty, Table } from '@arco-design/web-react';
import { formatDateTime } from '@domain/format/date';
import { PAYMENT_ITEM_TYPE_NAMES, PAYMENT_MODE_NAMES } from '@domain/orders/order.constants';
import type { FeesView, PaymentItemView } from '@domain/orders/orders.types';

const yuan = (v: string) => `¥${v}`;

/** 费用: the expenses fields, the payment items, the total and the collection. */
export function OrderFees({ fees }: { fees: FeesView }) {
  const summary = [
    { label: '服务费用', value: yuan(fees.serviceAmount) },
    { label: '备件金额', value: yuan(fees.spareAmount) },
    { label: '其他费用', value: yuan(fees.otherFee) },
    { label: '优惠金额', value: `-${yuan(fees.discountAmount)}` },
    { label: '合计', value: yuan(fees.total) },
  ];
  const collected = fees.collected
    ? [
        { label: '收款状态', value: '已收款' },
        { label: '支付方式', value: PAYMENT_MODE_NAMES[fees.collected.mode] },
        { label: '收款金额', value: yuan(fees.collected.amount) },
        { label: '收款人', value: fees.collected.operator?.name ?? '-' },
        { label: '收款时间', value: formatDateTime(fees.collected.time) },
      ]
    : [{ label: '收款状态', value: '未收款' }];
  return (
    <section aria-label="费用">
      <Descriptions column={5} data={summary} style={{ marginBottom: 16 }} />
      <Table<PaymentItemView>
        rowKey="id"
        pagination={false}
        data={fees.items}
        noDataElement={<Empty description="暂无收费项" />}
        columns={[
          { title: '收费项', dataIndex: 'name' },
          { title: '类型', dataIndex: 'itemType', render: (t: PaymentItemView['itemType']) => PAYMENT_ITEM_TYPE_NAMES[t] },
          { title: '数量', dataIndex: 'quantity' },
          { title: '单价', dataIndex: 'price', render: yuan },
          { title: '金额', dataIndex: 'amount', render: yuan },
        ]}
      />
      <Descriptions column={5} data={collected} style={{ marginTop: 16 }} />
    </section>
  );
}
