import { and, gt, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { INVALID_ORDER_NAME, ORDER_STATE_NAMES, PRIORITY_NAMES } from '@domain/orders/order.constants';
import { OrderFilterSchema } from '@domain/orders/orders.schemas';
import type { OrderRow } from '@domain/orders/orders.types';
import { ROLE_TYPES, type RoleType } from '@domain/shell/roles';
import type { Tx } from '../../db/database';
import { orders } from '../../db/schema/orders';
import { defineExportSource } from '../../jobs/exports/export-source';
import { whereOf } from './order-filter';
import { countOrders, listQuery } from './orders.queries';

/** The list's filters, the chosen rows, and who asked: an export shows what its requester sees. */
export const OrderExportFilterSchema = OrderFilterSchema.extend({
  ids: z.array(z.number().int().positive()).default([]),
  viewer: z.object({ userId: z.number().int().positive(), role: z.number().refine((r) => (ROLE_TYPES as number[]).includes(r)) }),
});
type OrderExportFilter = z.infer<typeof OrderExportFilterSchema>;

const viewerOf = (enterpriseId: number, f: OrderExportFilter) => ({ enterpriseId, userId: f.viewer.userId, role: f.viewer.role as RoleType });
const chosen = (f: OrderExportFilter) => (f.ids.length ? inArray(orders.id, f.ids) : undefined);

export const ordersExport = defineExportSource<OrderExportFilter, OrderRow>({
  name: '工单列表',
  filterSchema: OrderExportFilterSchema,
  columns: [
    { header: '工单编号', width: 20, value: (r) => r.orderNo },
    { header: '工单标题', width: 24, value: (r) => r.title },
    { header: '工单类型', width: 12, value: (r) => r.templateName },
    { header: '状态', width: 8, value: (r) => (r.invalid && r.state === 0 ? INVALID_ORDER_NAME : ORDER_STATE_NAMES[r.state]) },
    { header: '优先级', width: 8, value: (r) => PRIORITY_NAMES[r.priority] },
    { header: '客户名称', width: 20, value: (r) => r.customerName },
    { header: '联系人', width: 10, value: (r) => r.contactName },
    { header: '联系电话', width: 14, kind: 'phone', value: (r) => r.contactPhone },
    { header: '服务地址', width: 30, value: (r) => r.address },
    { header: '负责人', width: 10, value: (r) => r.owner?.name ?? '' },
    { header: '协作人', width: 16, value: (r) => r.collaborators.map((c) => c.name).join('、') },
    { header: '创建人', width: 10, value: (r) => r.creator?.name ?? '' },
    { header: '预约时间', width: 18, kind: 'datetime', value: (r) => r.appointmentTime },
    { header: '超时', width: 6, value: (r) => (r.overdue ? '是' : '否') },
    { header: '创建时间', width: 18, kind: 'datetime', value: (r) => r.createTime },
    { header: '完成时间', width: 18, kind: 'datetime', value: (r) => r.finishTime },
  ],
  async count(tx: Tx, enterpriseId, f) {
    if (!f.ids.length) return countOrders(tx, viewerOf(enterpriseId, f), f);
    const rows = await tx.select({ id: orders.id }).from(orders).where(and(whereOf(viewerOf(enterpriseId, f), f), chosen(f)));
    return rows.length;
  },
  async page(tx: Tx, enterpriseId, f, { afterId, limit }) {
    // Keyset pages in id order (oldest first): the list query narrowed to ids after the last page.
    const rows = await listQuery(tx, viewerOf(enterpriseId, f), { ...f, pageIndex: 0, pageSize: limit, sort: '2' }, and(chosen(f), gt(orders.id, afterId)));
    return rows.map((r) => r.row);
  },
});
