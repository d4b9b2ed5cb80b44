import { z } from 'zod';
import { MALL_ORDER_STATE_NAMES, MALL_ORDER_STATES, mallOrderNo, type MallOrderStateValue } from '@domain/mall/mall-states';
import { defineExportSource } from '../../jobs/exports/export-source';
import { customerNamesWithDeleted } from '../customers/customers.public';
import { payModeName } from './mall-settings';
import * as q from './mall.queries';

/** The download centre's key of the mall orders' list. */
export const MALL_ORDERS_EXPORT = 'mall-orders';

/** The filter of /mallOrder as the job stores it. */
export const MallOrdersExportFilterSchema = z.object({
  state: z
    .number()
    .refine((n): n is MallOrderStateValue => (MALL_ORDER_STATES as number[]).includes(n))
    .optional(),
});
type ExportFilter = z.infer<typeof MallOrdersExportFilterSchema>;
type Row = q.OrderRecord & { customerName: string };

/** The mall orders as filtered on /mallOrder: amounts as number cells, order and payment times as date cells. */
export const mallOrdersExport = defineExportSource<ExportFilter, Row>({
  name: '商城订单',
  filterSchema: MallOrdersExportFilterSchema,
  columns: [
    { header: '订单编号', width: 14, value: (o) => mallOrderNo(o.id) },
    { header: '订单状态', width: 10, value: (o) => MALL_ORDER_STATE_NAMES[o.state as MallOrderStateValue] },
    { header: '客户', width: 20, value: (o) => o.customerName },
    { header: '下单人', width: 12, value: (o) => o.buyerName },
    { header: '商品', width: 36, value: (o) => o.lines.map((l) => `${l.name}×${l.qty}`).join('，') },
    { header: '订单金额', width: 12, kind: 'number', value: (o) => Number(o.amount) },
    { header: '运费', width: 10, kind: 'number', value: (o) => Number(o.shippingFee) },
    { header: '支付方式', width: 12, value: (o) => payModeName(o.payMode) },
    { header: '收款时间', width: 20, kind: 'datetime', value: (o) => o.paidAt?.toISOString() ?? null },
    { header: '收货人', width: 12, value: (o) => o.contactName },
    { header: '联系电话', width: 14, value: (o) => o.phone },
    { header: '收货地址', width: 30, value: (o) => o.address },
    { header: '物流单号', width: 18, value: (o) => o.trackingNo },
    { header: '下单时间', width: 20, kind: 'datetime', value: (o) => o.createdAt.toISOString() },
  ],
  count: async (tx, enterpriseId, filter) => (await q.listOrders(tx, enterpriseId, filter, { pageIndex: 0, pageSize: 1 })).total,
  page: async (tx, enterpriseId, filter, { afterId, limit }) => {
    const rows = await q.ordersAfter(tx, enterpriseId, filter, afterId, limit);
    const names = await customerNamesWithDeleted(tx, enterpriseId, [...new Set(rows.map((r) => r.customerId))]);
    return rows.map((r) => ({ ...r, customerName: names.get(r.customerId)?.name ?? '' }));
  },
});
