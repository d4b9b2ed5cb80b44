import { SPARE_PART_IMPORT_COLUMNS, type SparePartImportKey } from '@domain/spare-parts/spare-part-import';
import { PartFilterSchema, type SparePartRow } from '@domain/spare-parts/spare-parts.schemas';
import { defineExportSource, importColumns } from '../../jobs/exports/export-source';
import { countParts, partsAfter } from './catalogue.queries';

/** The parts catalogue as filtered on /spareList, one line per part with its total stock (the import reads the same columns back). */
export const sparePartsExport = defineExportSource<{ keyword: string; typeId?: number }, SparePartRow>({
  name: '备件列表',
  filterSchema: PartFilterSchema,
  columns: [
    ...importColumns<SparePartRow, SparePartImportKey>(SPARE_PART_IMPORT_COLUMNS, {
      name: (p) => p.name,
      code: (p) => p.code,
      model: (p) => p.model,
      typeName: (p) => p.typeName,
      unit: (p) => p.unit,
      decimal: (p) => (p.decimal ? '是' : '否'),
      price: (p) => Number(p.price),
    }),
    { header: '总库存', width: 12, kind: 'number', value: (p) => Number(p.stock) },
    { header: '创建时间', width: 20, kind: 'datetime', value: (p) => p.createTime },
  ],
  count: countParts,
  page: (tx, enterpriseId, filter, { afterId, limit }) => partsAfter(tx, enterpriseId, filter, afterId, limit),
});
