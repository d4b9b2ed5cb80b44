import { PartFilterSchema, type SparePartRow } from '@domain/spare-parts/spare-parts.schemas';
import { defineExportSource } from '../../jobs/exports/export-source';
import { countParts, partsAfter } from './catalogue.queries';

/** The parts catalogue as filtered on /spareList, one line per part with its total stock. */
export const sparePartsExport = defineExportSource<{ keyword: string; typeId?: number }, SparePartRow>({
  name: '备件列表',
  filterSchema: PartFilterSchema,
  columns: [
    { header: '备件名称', width: 24, value: (p) => p.name },
    { header: '备件编号', width: 16, value: (p) => p.code },
    { header: '规格型号', width: 16, value: (p) => p.model },
    { header: '备件类型', width: 14, value: (p) => p.typeName },
    { header: '单位', width: 8, value: (p) => p.unit },
    { header: '单价（元）', width: 12, kind: 'number', value: (p) => Number(p.price) },
    { header: '总库存', width: 12, kind: 'number', value: (p) => Number(p.stock) },
    { header: '创建时间', width: 20, kind: 'datetime', value: (p) => p.createTime },
  ],
  count: countParts,
  page: (tx, enterpriseId, filter, { afterId, limit }) => partsAfter(tx, enterpriseId, filter, afterId, limit),
});
