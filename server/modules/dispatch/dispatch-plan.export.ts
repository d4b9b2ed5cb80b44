import { addDays, atMinute } from '@domain/dispatch/day-time';
import { DispatchPlanExportFilterSchema, type DispatchPlanExportFilter } from '@domain/dispatch/dispatch.schemas';
import { ORDER_STATE_NAMES, type OrderStateCode } from '@domain/orders/order.constants';
import { Role } from '@domain/shell/roles';
import type { Tx } from '../../db/database';
import { defineExportSource } from '../../jobs/exports/export-source';
import { appointedOrdersAfter, countAppointedOrders, type DispatchOrder } from '../orders/read-models/orders-read-models.public';
import { activeUsersWithRole } from '../users/users.public';
import { positionOf, serviceMinutes } from './staff';

interface PlanRow extends DispatchOrder {
  engineer: string | null;
  minutes: number;
}

/** The service staff (the board's rows) and the span of the chosen days. */
async function planOf(tx: Tx, enterpriseId: number, { from, days }: DispatchPlanExportFilter) {
  const names = new Map((await activeUsersWithRole(tx, enterpriseId, Role.serviceStaff)).map((u) => [u.id, u.name]));
  return { names, span: { from: atMinute(from, 0), to: atMinute(addDays(from, days), 0), ownerIds: [...names.keys()] } };
}

/** A page of the plan with each visit's engineer and length (one read of the staff and the rules per page). */
async function planPage(tx: Tx, enterpriseId: number, filter: DispatchPlanExportFilter, afterId: number, limit: number): Promise<PlanRow[]> {
  const { names, span } = await planOf(tx, enterpriseId, filter);
  const rows = await appointedOrdersAfter(tx, enterpriseId, span, afterId, limit);
  const minutes = await serviceMinutes(tx, enterpriseId);
  return rows.map((r) => ({ ...r, engineer: r.ownerId === null ? null : (names.get(r.ownerId) ?? null), minutes: minutes(r.templateId) }));
}

/** 派工计划: the board's visits (service staff's held orders) of the chosen days, the appointment a date-time cell, the length a number. */
export const dispatchPlanExport = defineExportSource<DispatchPlanExportFilter, PlanRow>({
  name: '派工计划',
  filterSchema: DispatchPlanExportFilterSchema,
  columns: [
    { header: '预约时间', width: 20, kind: 'datetime', value: (r) => r.appointmentTime },
    { header: '服务人员', width: 12, value: (r) => r.engineer },
    { header: '工单编号', width: 22, value: (r) => r.orderNo },
    { header: '工单标题', width: 24, value: (r) => r.title },
    { header: '客户名称', width: 24, value: (r) => r.customerName },
    { header: '服务地址', width: 32, value: (r) => r.address },
    { header: '时长（分钟）', width: 12, kind: 'number', value: (r) => r.minutes },
    { header: '工单状态', width: 10, value: (r) => ORDER_STATE_NAMES[r.state as OrderStateCode] ?? null },
    { header: '位置', width: 10, value: (r) => (positionOf(r) ? '有' : '无位置') },
  ],
  count: async (tx, enterpriseId, filter) => countAppointedOrders(tx, enterpriseId, (await planOf(tx, enterpriseId, filter)).span),
  page: (tx, enterpriseId, filter, { afterId, limit }) => planPage(tx, enterpriseId, filter, afterId, limit),
});
