import { EXCHANGE_WARRANTY_NAMES, RETURN_CHANGE_SOURCE_NAMES, RETURN_CHANGE_STATE_NAMES, RETURN_CHANGE_TYPE_NAMES } from '@domain/repair/repair.constants';
import { ReturnChangeFilterSchema, type ReturnChangeFilter } from '@domain/repair/return-change.schemas';
import { defineExportSource } from '../../jobs/exports/export-source';
import { countRecords, recordsAfter, toRows, type ReturnChangeRow } from './return-change.queries';

/** The export source's key in the download centre's registry. */
export const RETURN_CHANGE_EXPORT = 'repair-return-changes';

/** Return and exchange orders as filtered on /returnChange: the decision and creation as date-time cells. */
export const returnChangesExport = defineExportSource<ReturnChangeFilter, ReturnChangeRow>({
  name: '退换货单',
  filterSchema: ReturnChangeFilterSchema,
  columns: [
    { header: '退换货单号', width: 14, value: (r) => r.returnChangeNo },
    { header: '类型', width: 8, value: (r) => RETURN_CHANGE_TYPE_NAMES[r.type] },
    { header: '状态', width: 10, value: (r) => RETURN_CHANGE_STATE_NAMES[r.state] },
    { header: '来源', width: 10, value: (r) => RETURN_CHANGE_SOURCE_NAMES[r.source] },
    { header: '客户', width: 24, value: (r) => r.customerName },
    { header: '客户产品', width: 20, value: (r) => r.productName },
    { header: '序列号', width: 18, value: (r) => r.serialNumber },
    { header: '原因', width: 30, value: (r) => r.reason },
    { header: '原序列号', width: 18, value: (r) => r.oldSerialNumber },
    { header: '新序列号', width: 18, value: (r) => r.newSerialNumber },
    { header: '换货备件', width: 16, value: (r) => r.part?.name ?? null },
    { header: '出库仓库', width: 14, value: (r) => r.warehouse?.name ?? null },
    { header: '换货后保修', width: 12, value: (r) => (r.warranty === null ? null : EXCHANGE_WARRANTY_NAMES[r.warranty]) },
    { header: '驳回原因', width: 20, value: (r) => r.rejectReason },
    { header: '审批人', width: 12, value: (r) => r.approvedBy?.name ?? null },
    { header: '审批时间', width: 20, kind: 'datetime', value: (r) => r.approvedAt },
    { header: '创建人', width: 12, value: (r) => r.createdBy?.name ?? null },
    { header: '创建时间', width: 20, kind: 'datetime', value: (r) => r.createTime },
  ],
  count: (tx, enterpriseId, filter) => countRecords(tx, enterpriseId, filter),
  page: async (tx, enterpriseId, filter, { afterId, limit }) => toRows(tx, enterpriseId, '', await recordsAfter(tx, enterpriseId, filter, afterId, limit)),
});
