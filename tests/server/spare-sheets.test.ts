import { beforeAll, describe, expect, it } from 'vitest';
import type { SparePartRow } from '@domain/spare-parts/spare-parts.schemas';
import { cookieOf, exportResult, importResult, templateHeader, uploadSheet, workbook } from '@tests/support/sheet-fixtures';
import { useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, keeper] = useSignedIn(t, '13800000001', '13800000009');
const HEADER = ['备件名称*', '备件编号', '规格型号', '备件类型*', '单位', '可拆分', '单价（元）'];
/** The import columns of an exported row, empty cells as ''. */
const importCells = (r: unknown[]) => Array.from(r.slice(0, 7), (c) => c ?? '');
const parts = async (keyword: string) => (await admin.get(`/v2/spare/sparePart/list?keyword=${encodeURIComponent(keyword)}&pageSize=100`)).json.data.list as SparePartRow[];

beforeAll(async () => {
  const typeId = (await admin.post('/v2/spare/type/save', { name: '表格类' })).json.data;
  for (const p of [
    { typeId, name: '表格风机', code: '0012', model: 'FJ-1', unit: '台', price: '88.5' },
    { typeId, name: '表格铜管', code: 'TG-9', model: '', unit: '米', decimal: true, price: '30' },
  ])
    expect((await keeper.post('/v2/spare/sparePart/save', p)).statusCode).toBe(200);
});

describe('POST /v2/spare/sparePart/import', () => {
  it('offers its template and stores the good rows, listing the refused ones with their reason', async () => {
    expect(await templateHeader(t, cookieOf(keeper), '/v2/spare/sparePart/importTemplate')).toEqual(HEADER);
    const file = await workbook(HEADER, [
      ['导入滤芯', '0099', 'LX-1', '表格类', '支', '否', 18],
      ['', 'X-1', '', '表格类', '', '', ''],
      ['导入未知类', 'X-2', '', '没有这类', '', '', ''],
      ['导入坏拆分', 'X-3', '', '表格类', '', '也许', ''],
      ['导入重号', '0099', '', '表格类', '', '', ''],
      ['导入旧号', '0012', '', '表格类', '', '', ''],
      ['导入坏价', 'X-4', '', '表格类', '', '', '-1'],
    ]);
    const { item, rows } = await importResult(t, keeper, '/v2/spare/sparePart/import', '13800000009', file);
    expect(item.name).toMatch(/^备件导入结果\d{14}（成功1条，失败6条）$/);
    expect(rows[0]).toEqual(['行号', '备件名称', '备件编号', '失败原因']);
    expect(rows.slice(1, 7).map((r) => [r[0], r[3]])).toEqual([
      [3, '请输入备件名称'],
      [4, '备件类型“没有这类”不存在，请先在备件类型中新增'],
      [5, '可拆分只能填 是 或 否'],
      [6, '与第2行的备件编号相同'],
      [7, '备件编号“0012”已存在'],
      [8, 'price 须为不小于0、最多两位小数的数字'],
    ]);
    expect((await parts('导入滤芯')).map((p) => [p.code, p.model, p.typeName, p.unit, p.price])).toEqual([['0099', 'LX-1', '表格类', '支', '18.00']]);
  });

  it('is for keepers and administrators only', async () => {
    expect((await uploadSheet(t, '/v2/spare/sparePart/import', '13800000003', await workbook(HEADER, []))).statusCode).toBe(403);
  });
});

describe('export → edit → import', () => {
  it('the export writes the import’s columns first, so an edited export imports back with every value kept', async () => {
    const { rows } = await exportResult(t, admin, '/v2/spare/sparePart/export', { keyword: '表格' });
    expect(rows[0]).toEqual([...HEADER.map((h) => h.replace(/\*$/, '')), '总库存', '创建时间']);
    const originals = rows.slice(1).filter((r) => String(r[0]).startsWith('表格'));
    expect(originals.map(importCells)).toEqual([
      ['表格风机', '0012', 'FJ-1', '表格类', '台', '否', 88.5],
      ['表格铜管', 'TG-9', '', '表格类', '米', '是', 30],
    ]);
    // The user copies the rows, renaming them and giving new codes.
    const copies = originals.map(importCells).map((r) => [`${r[0]}副本`, `${r[1]}7`, ...r.slice(2)] as (string | number)[]);
    const back = await importResult(t, admin, '/v2/spare/sparePart/import', '13800000001', await workbook(rows[0].slice(0, 7) as string[], copies));
    expect(back.item.name).toMatch(/（成功2条，失败0条）$/);
    const again = await exportResult(t, admin, '/v2/spare/sparePart/export', { keyword: '副本' });
    expect(again.rows.slice(1).map(importCells)).toEqual(copies);
  });
});

describe('POST /v2/spare/stock/export', () => {
  it('exports the filtered warehouse stock into the download centre, codes as text and quantities as numbers', async () => {
    const warehouses = (await admin.get('/warehouse/list')).json.data as { id: number; name: string }[];
    const sub = warehouses.find((w) => w.name === '浦西分仓')!;
    const { rows } = await exportResult(t, admin, '/v2/spare/stock/export', { warehouseId: sub.id });
    expect(rows[0]).toEqual(['仓库', '备件名称', '备件编号', '备件类型', '单位', '库存数量', '最低库存', '最高库存']);
    const listed = (await admin.get(`/v2/spare/stock/list?warehouseId=${sub.id}&pageSize=100`)).json.data.list as { partName: string; qty: string }[];
    expect(rows.slice(1).map((r) => [r[0], r[1], r[5]])).toEqual(listed.map((s) => ['浦西分仓', s.partName, Number(s.qty)]));
    expect(rows.find((r) => r[1] === '电容')?.[6]).toBe(2);
    expect((await admin.post('/v2/spare/stock/export', { warehouseId: 'x' })).json.message).toBe('warehouseId: warehouseId 须为正整数');
  });
});
