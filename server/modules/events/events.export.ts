import { and, asc, gt } from 'drizzle-orm';
import { z } from 'zod';
import { EVENT_PRIORITY_NAMES, EVENT_SOURCE_NAMES, type EventPriority, type EventSourceValue } from '@domain/events/events.constants';
import { EventFilterSchema, type EventRow } from '@domain/events/events.schemas';
import type { Tx } from '../../db/database';
import { events } from '../../db/schema/events';
import { defineExportSource } from '../../jobs/exports/export-source';
import { countEvents, filterCondition } from './events.queries';
import { toRows } from './events.view';

/** The list's filter plus who asked: an export shows what its requester sees in the list. */
export const EventExportFilterSchema = EventFilterSchema.extend({
  viewer: z.object({ userId: z.number().int().positive(), seesAll: z.boolean(), handler: z.boolean() }),
});
type EventExportFilter = z.infer<typeof EventExportFilterSchema>;

const name = (p: { name: string } | null) => p?.name ?? '';

export const eventsExport = defineExportSource<EventExportFilter, EventRow>({
  name: '事件列表',
  filterSchema: EventExportFilterSchema,
  columns: [
    { header: '事件编号', width: 18, value: (r) => r.code },
    { header: '事件标题', width: 24, value: (r) => r.title },
    { header: '状态', width: 8, value: (r) => r.stateName },
    { header: '来源', width: 10, value: (r) => EVENT_SOURCE_NAMES[r.source as EventSourceValue] },
    { header: '优先级', width: 8, value: (r) => EVENT_PRIORITY_NAMES[r.priority as EventPriority] },
    { header: '客户名称', width: 20, value: (r) => r.custom_name },
    { header: '联系人', width: 10, value: (r) => r.custom_linkperson },
    { header: '联系电话', width: 14, kind: 'phone', value: (r) => r.custom_phone },
    { header: '地址', width: 30, value: (r) => [r.map_name, r.custom_detail_addr].filter(Boolean).join(' ') },
    { header: '创建人', width: 10, value: (r) => name(r.creator) },
    { header: '负责人', width: 10, value: (r) => name(r.principal) },
    { header: '升级处理人', width: 10, value: (r) => name(r.toUpgradeUser) },
    { header: '超时', width: 6, value: (r) => (r.overdue ? '是' : '否') },
    { header: '创建时间', width: 18, kind: 'datetime', value: (r) => r.createTime },
    { header: '完成时间', width: 18, kind: 'datetime', value: (r) => r.completeTime },
  ],
  count: (tx: Tx, enterpriseId, { viewer, ...filter }) => countEvents(tx, filterCondition(enterpriseId, filter, viewer)),
  async page(tx: Tx, enterpriseId, { viewer, ...filter }, { afterId, limit }) {
    const rows = await tx
      .select()
      .from(events)
      .where(and(filterCondition(enterpriseId, filter, viewer), gt(events.id, afterId)))
      .orderBy(asc(events.id))
      .limit(limit);
    return toRows(tx, enterpriseId, rows);
  },
});
