import { StockExportFilterSchema, type StockExportFilter } from '@domain/spare-parts/spare-parts.schemas';
import { formatQty, fromNumeric } from '@domain/spare-parts/quantity';
import { defineExportSource } from '../../jobs/exports/export-source';
import * as sq from './stock.queries';

type StockFilter = StockExportFilter;
type StockLine = Awaited<ReturnType<typeof sq.listStock>>[number] & { id: number };

const qty = (n: string | null) => (n === null ? null : Number(formatQty(fromNumeric(n))));

/**
 * Warehouse stock as filtered on /spareStock, one line per part and warehouse. Stock rows have a
 * composite key, so a page's `afterId` is the number of rows already written (an offset): the rows
 * keep their order (warehouse, part), and a row added meanwhile at most shifts one line.
 */
export const spareStockExport = defineExportSource<StockFilter, StockLine>({
  name: '备件库存',
  filterSchema: StockExportFilterSchema,
  columns: [
    { header: '仓库', width: 16, value: (r) => r.warehouseName ?? '' },
    { header: '备件名称', width: 24, value: (r) => r.partName },
    { header: '备件编号', width: 16, kind: 'text', value: (r) => r.partCode },
    { header: '备件类型', width: 14, value: (r) => r.typeName },
    { header: '单位', width: 8, value: (r) => r.unit },
    { header: '库存数量', width: 12, kind: 'number', value: (r) => qty(r.qty) },
    { header: '最低库存', width: 12, kind: 'number', value: (r) => qty(r.minQty) },
    { header: '最高库存', width: 12, kind: 'number', value: (r) => qty(r.maxQty) },
  ],
  count: (tx, enterpriseId, f) => sq.countStock(tx, enterpriseId, f),
  page: async (tx, enterpriseId, f, { afterId, limit }) => {
    const rows = await sq.listStockFrom(tx, enterpriseId, f, afterId, limit);
    return rows.map((r, i) => ({ ...r, id: afterId + i + 1 }));
  },
});
