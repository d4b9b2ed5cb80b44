import { DETECTION_STATE_NAMES, DETECTION_VERDICT_NAMES } from '@domain/repair/repair.constants';
import { DetectionFilterSchema, type DetectionFilter } from '@domain/repair/repair.schemas';
import { defineExportSource } from '../../jobs/exports/export-source';
import { countRecords, recordsAfter, toRows, type DetectionRow } from './detection.queries';

/** The export source's key in the download centre's registry. */
export const DETECTION_EXPORT = 'repair-detections';

/** Detection orders as filtered on /detectionOrder: abnormal items as a number, inspection and creation as date-time cells. */
export const detectionsExport = defineExportSource<DetectionFilter, DetectionRow>({
  name: '检测单',
  filterSchema: DetectionFilterSchema,
  columns: [
    { header: '检测单号', width: 14, value: (r) => r.detectionNo },
    { header: '状态', width: 10, value: (r) => DETECTION_STATE_NAMES[r.state] },
    { header: '维修单号', width: 14, value: (r) => r.repairNo },
    { header: '客户', width: 24, value: (r) => r.customerName },
    { header: '送修产品', width: 20, value: (r) => r.productName },
    { header: '序列号', width: 18, value: (r) => r.serialNumber },
    { header: '检测项数', width: 10, kind: 'number', value: (r) => r.checklist.length },
    { header: '异常项数', width: 10, kind: 'number', value: (r) => r.checklist.filter((c) => c.ok === false).length },
    { header: '检测结论', width: 10, value: (r) => (r.verdict === null ? null : DETECTION_VERDICT_NAMES[r.verdict]) },
    { header: '结论说明', width: 30, value: (r) => r.conclusion },
    { header: '检测人', width: 12, value: (r) => r.inspector?.name ?? null },
    { header: '检测时间', width: 20, kind: 'datetime', value: (r) => r.inspectedAt },
    { header: '创建人', width: 12, value: (r) => r.createdBy?.name ?? null },
    { header: '创建时间', width: 20, kind: 'datetime', value: (r) => r.createTime },
  ],
  count: (tx, enterpriseId, filter) => countRecords(tx, enterpriseId, filter),
  page: async (tx, enterpriseId, filter, { afterId, limit }) => toRows(tx, enterpriseId, '', await recordsAfter(tx, enterpriseId, filter, afterId, limit)),
});
