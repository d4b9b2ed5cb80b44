import { z } from 'zod';
import { INSPECTION_STATE_NAMES } from '@domain/maintenance/inspection.constants';
import { InspectionTaskFilterSchema, type InspectionTaskRow } from '@domain/maintenance/inspection.schemas';
import { businessDay } from '@domain/cycle-plans/cycle';
import { defineExportSource } from '../../jobs/exports/export-source';
import { ExportViewerSchema, storedViewer } from '../customers/customers.public';
import { countInspectionTasks, inspectionTasksAfter } from './inspection.queries';

export const InspectionTasksExportFilterSchema = InspectionTaskFilterSchema.extend({ viewer: ExportViewerSchema });
type ExportFilter = z.infer<typeof InspectionTasksExportFilterSchema>;

/** Inspection rounds as filtered on /inspectionTask and seen by the user: the due date as a date cell, the counts as numbers. */
export const inspectionTasksExport = defineExportSource<ExportFilter, InspectionTaskRow>({
  name: '巡检任务',
  filterSchema: InspectionTasksExportFilterSchema,
  columns: [
    { header: '巡检计划', width: 24, value: (t) => t.plan.name },
    { header: '客户名称', width: 24, value: (t) => t.customer.name },
    { header: '巡检日期', width: 14, kind: 'date', value: (t) => t.dueDate },
    { header: '巡检人员', width: 12, value: (t) => t.assignee?.name ?? null },
    { header: '任务状态', width: 12, value: (t) => INSPECTION_STATE_NAMES[t.state] },
    { header: '巡检点数', width: 10, kind: 'number', value: (t) => t.pointCount },
    { header: '已巡检', width: 10, kind: 'number', value: (t) => t.recordedCount },
    { header: '异常点数', width: 10, kind: 'number', value: (t) => t.exceptionCount },
    { header: '工单编号', width: 22, value: (t) => t.order?.orderNo ?? null },
    { header: '完成时间', width: 20, kind: 'datetime', value: (t) => t.finishTime },
  ],
  count: (tx, enterpriseId, { viewer, ...filter }) => countInspectionTasks(tx, storedViewer(enterpriseId, viewer), filter, businessDay(new Date())),
  page: (tx, enterpriseId, { viewer, ...filter }, { afterId, limit }) => inspectionTasksAfter(tx, storedViewer(enterpriseId, viewer), filter, businessDay(new Date()), afterId, limit),
});
