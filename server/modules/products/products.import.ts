import { ProductErrors } from '@domain/products/errors';
import { PRODUCT_IMPORT_COLUMNS, ProductImportTexts as Texts, type ProductImportKey } from '@domain/products/product-import';
import { TIME_UNIT_NAMES, TIME_UNITS, WARRANTY_BASES, WARRANTY_BASIS_NAMES, TimeUnit, WarrantyBasis } from '@domain/products/products.constants';
import { SaveProductSchema, type SaveProductInput } from '@domain/products/products.schemas';
import type { Tx } from '../../db/database';
import { defineImportSource, importSummary, rowChecker, type GoodRow, type RowProblem, type SheetRow } from '../../jobs/imports/import-source';
import { lockProducts, logProductChange } from './products-common';
import * as q from './products.queries';

/** A unit or basis by its name in the sheet ('月' is taken for 个月); empty: the default. */
const byName = <V extends number>(values: readonly V[], names: Record<V, string>, text: string, fallback: V): V | undefined =>
  text ? values.find((v) => names[v] === text || names[v].replace(/^个/, '') === text) : fallback;

function checkRows(rows: SheetRow[]) {
  const checked = rowChecker<SaveProductInput>();
  const seen = new Map<string, number>();
  for (const sheetRow of rows) {
    const v = sheetRow.values as Record<ProductImportKey, string>;
    const period = v.warrantyPeriod ? Number(v.warrantyPeriod) : null;
    const unit = byName(TIME_UNITS, TIME_UNIT_NAMES, v.warrantyUnit, TimeUnit.year);
    const basis = byName(WARRANTY_BASES, WARRANTY_BASIS_NAMES, v.warrantyBasis, WarrantyBasis.purchase);
    if (period !== null && !(Number.isInteger(period) && period >= 1 && period <= 999)) checked.refuse(sheetRow, Texts.badPeriod);
    else if (unit === undefined) checked.refuse(sheetRow, Texts.badUnit);
    else if (basis === undefined) checked.refuse(sheetRow, Texts.badBasis);
    else {
      const parsed = SaveProductSchema.safeParse({ ...v, warrantyPeriod: period, warrantyUnit: unit, warrantyBasis: basis });
      if (!parsed.success) {
        checked.refuse(sheetRow, parsed.error.issues[0].message);
        continue;
      }
      const key = `${parsed.data.name}\u0000${parsed.data.model}`;
      const earlier = seen.get(key);
      if (earlier) checked.refuse(sheetRow, Texts.duplicateInFile(earlier));
      else {
        seen.set(key, sheetRow.row);
        checked.keep(sheetRow, parsed.data);
      }
    }
  }
  return checked;
}

/** Stores the chunk's products one by one behind the products lock; a name and model already in the archive is refused. */
async function storeChunk(tx: Tx, enterpriseId: number, userId: number, chunk: GoodRow<SaveProductInput>[]): Promise<RowProblem[]> {
  await lockProducts(tx, enterpriseId);
  const refused: RowProblem[] = [];
  const stored: string[] = [];
  for (const { input, ...row } of chunk) {
    if (await q.productNameTaken(tx, enterpriseId, input.name, input.model)) {
      refused.push({ ...row, message: ProductErrors.productNameTaken });
      continue;
    }
    const { id: _none, ...fields } = input;
    await q.insertProduct(tx, enterpriseId, userId, fields);
    stored.push(input.model ? `${input.name}（${input.model}）` : input.name);
  }
  if (stored.length > 0) await logProductChange(tx, { enterpriseId, userId }, { action: 'product.import', targetId: null, summary: importSummary('产品', '个', stored) });
  return refused;
}

/** The product archive from a spreadsheet (/v2/product/import); custom fields are left empty. */
export const productsImport = defineImportSource<SaveProductInput, null>({
  name: '产品',
  columns: PRODUCT_IMPORT_COLUMNS,
  example: ['商用净水机', 'RO-800', '净水设备', '2', '年', '安装时间', '反渗透净水'],
  labels: ['name', 'model'],
  lookups: async () => null,
  check: checkRows,
  store: storeChunk,
});
