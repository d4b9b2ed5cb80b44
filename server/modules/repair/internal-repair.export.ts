import { INTERNAL_REPAIR_KIND_NAMES, INTERNAL_REPAIR_RESULT_NAMES, INTERNAL_REPAIR_STATE_NAMES } from '@domain/repair/internal-repair.constants';
import { InternalRepairFilterSchema, type InternalRepairFilter } from '@domain/repair/internal-repair.schemas';
import { defineExportSource } from '../../jobs/exports/export-source';
import { countRecords, recordsAfter, toRows, type InternalRepairRow } from './internal-repair.queries';

/** The export source's key in the download centre's registry. */
export const INTERNAL_REPAIR_EXPORT = 'repair-internal';

/** Internal repair orders as filtered on /maintenanceOrder: the quantity as a number, start, finish and creation as date-time cells. */
export const internalRepairsExport = defineExportSource<InternalRepairFilter, InternalRepairRow>({
  name: '内部维修单',
  filterSchema: InternalRepairFilterSchema,
  columns: [
    { header: '内部维修单号', width: 14, value: (r) => r.internalRepairNo },
    { header: '类型', width: 10, value: (r) => INTERNAL_REPAIR_KIND_NAMES[r.kind] },
    { header: '状态', width: 10, value: (r) => INTERNAL_REPAIR_STATE_NAMES[r.state] },
    { header: '旧件', width: 16, value: (r) => r.part?.name ?? null },
    { header: '仓库', width: 14, value: (r) => r.warehouse?.name ?? null },
    { header: '数量', width: 8, kind: 'number', value: (r) => (r.qty === null ? null : Number(r.qty)) },
    { header: '单位', width: 6, value: (r) => r.unit },
    { header: '设备名称', width: 16, value: (r) => r.equipmentName },
    { header: '资产编号', width: 14, value: (r) => r.assetNo },
    { header: '故障', width: 30, value: (r) => r.fault },
    { header: '维修人', width: 12, value: (r) => r.repairer?.name ?? null },
    { header: '开始时间', width: 20, kind: 'datetime', value: (r) => r.startedAt },
    { header: '维修结果', width: 14, value: (r) => (r.result === null ? null : INTERNAL_REPAIR_RESULT_NAMES[r.result]) },
    { header: '结果说明', width: 20, value: (r) => r.note },
    { header: '完成时间', width: 20, kind: 'datetime', value: (r) => r.finishedAt },
    { header: '创建人', width: 12, value: (r) => r.createdBy?.name ?? null },
    { header: '创建时间', width: 20, kind: 'datetime', value: (r) => r.createTime },
  ],
  count: (tx, enterpriseId, filter) => countRecords(tx, enterpriseId, filter),
  page: async (tx, enterpriseId, filter, { afterId, limit }) => toRows(tx, enterpriseId, await recordsAfter(tx, enterpriseId, filter, afterId, limit)),
});
