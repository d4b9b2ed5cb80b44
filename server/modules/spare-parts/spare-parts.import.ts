import { SPARE_PART_IMPORT_COLUMNS, SparePartImportTexts as Texts, type SparePartImportKey } from '@domain/spare-parts/spare-part-import';
import { SavePartSchema, type SavePartInput } from '@domain/spare-parts/spare-parts.schemas';
import type { Tx } from '../../db/database';
import { defineImportSource, rowChecker, type GoodRow, type RowProblem, type SheetRow } from '../../jobs/imports/import-source';
import * as q from './catalogue.queries';

type Types = Map<string, number>;
const YES = ['是', 'Y', 'y', '1', 'true'];
const NO = ['', '否', 'N', 'n', '0', 'false'];

function checkRows(rows: SheetRow[], types: Types) {
  const checked = rowChecker<SavePartInput>();
  const seen = new Map<string, number>();
  for (const sheetRow of rows) {
    const v = sheetRow.values as Record<SparePartImportKey, string>;
    const typeId = types.get(v.typeName.trim());
    if (!v.typeName.trim()) checked.refuse(sheetRow, '请填写备件类型');
    else if (typeId === undefined) checked.refuse(sheetRow, Texts.unknownType(v.typeName.trim()));
    else if (![...YES, ...NO].includes(v.decimal.trim())) checked.refuse(sheetRow, Texts.badDecimal);
    else {
      const parsed = SavePartSchema.safeParse({ name: v.name, code: v.code, model: v.model, typeId, unit: v.unit || undefined, decimal: YES.includes(v.decimal.trim()), price: v.price });
      if (!parsed.success) {
        checked.refuse(sheetRow, parsed.error.issues[0].message);
        continue;
      }
      const earlier = parsed.data.code ? seen.get(parsed.data.code) : undefined;
      if (earlier) checked.refuse(sheetRow, Texts.duplicateInFile(earlier));
      else {
        if (parsed.data.code) seen.set(parsed.data.code, sheetRow.row);
        checked.keep(sheetRow, parsed.data);
      }
    }
  }
  return checked;
}

/** Stores the chunk's parts; a code already in the catalogue is refused (names may repeat, codes may not). */
async function storeChunk(tx: Tx, enterpriseId: number, _userId: number, chunk: GoodRow<SavePartInput>[]): Promise<RowProblem[]> {
  const taken = new Set(await q.partCodesAmong(tx, enterpriseId, chunk.map((r) => r.input.code).filter(Boolean)));
  const refused: RowProblem[] = [];
  for (const { input, ...row } of chunk) {
    if (input.code && taken.has(input.code)) {
      refused.push({ ...row, message: Texts.codeTaken(input.code) });
      continue;
    }
    const { id: _none, customValues: _left, ...fields } = input;
    await q.insertPart(tx, enterpriseId, fields);
  }
  return refused;
}

/** The parts catalogue from a spreadsheet (/v2/spare/sparePart/import); images and custom fields are left empty. */
export const sparePartsImport = defineImportSource<SavePartInput, Types>({
  name: '备件',
  columns: SPARE_PART_IMPORT_COLUMNS,
  example: ['压缩机', '0012', 'YS-01', '空调配件', '台', '否', '1200'],
  labels: ['name', 'code'],
  lookups: async (tx, enterpriseId) => new Map((await q.listTypes(tx, enterpriseId)).map((t) => [t.name, t.id])),
  check: checkRows,
  store: storeChunk,
});
