import { z } from 'zod';
import { CALL_TYPE_NAMES, PICKUP_NAMES, callEndNote } from '@domain/call-center/call-center.constants';
import { CallFilterSchema, type CallRecordRow } from '@domain/call-center/call-center.schemas';
import { defineExportSource } from '../../jobs/exports/export-source';
import { ExportViewerSchema, storedViewer } from '../customers/customers.public';
import { countRecords, recordsAfter } from './records.queries';

export const CallsExportFilterSchema = z.intersection(CallFilterSchema, z.object({ viewer: ExportViewerSchema }));
type ExportFilter = z.infer<typeof CallsExportFilterSchema>;

/** Call records as filtered on /callcenter and seen by the user: the start as a date-time cell, talk and wait as mm:ss time cells. */
export const callRecordsExport = defineExportSource<ExportFilter, CallRecordRow>({
  name: '通话记录',
  filterSchema: CallsExportFilterSchema,
  columns: [
    { header: '通话类型', width: 10, value: (r) => CALL_TYPE_NAMES[r.type] },
    { header: '接听状态', width: 10, value: (r) => PICKUP_NAMES[r.pickup] },
    { header: '主叫号码', width: 16, value: (r) => r.caller },
    { header: '被叫号码', width: 16, value: (r) => r.callee },
    { header: '客户', width: 24, value: (r) => r.customer?.name ?? null },
    { header: '坐席', width: 12, value: (r) => r.seat?.name ?? null },
    { header: '开始时间', width: 20, kind: 'datetime', value: (r) => r.startTime },
    { header: '通话时长', width: 10, kind: 'duration', value: (r) => r.duration },
    { header: '等待时长', width: 10, kind: 'duration', value: (r) => r.wait },
    { header: '备注', width: 30, value: (r) => r.notes },
    { header: '结束说明', width: 20, value: (r) => callEndNote(r) || null },
  ],
  count: (tx, enterpriseId, { viewer, ...filter }) => countRecords(tx, storedViewer(enterpriseId, viewer), filter),
  page: (tx, enterpriseId, { viewer, ...filter }, { afterId, limit }) => recordsAfter(tx, storedViewer(enterpriseId, viewer), filter, afterId, limit),
});
