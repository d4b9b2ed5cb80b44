import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractRow } from '@domain/contracts/contracts.schemas';
import type { ProductRow } from '@domain/products/products.schemas';
import { addCustomer, enterpriseIds } from '@tests/support/product-fixtures';
import { cookieOf, exportResult, finishedDownload, importResult, templateHeader, uploadSheet, workbook } from '@tests/support/sheet-fixtures';
import { useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, sales, engineer, trialAdmin] = useSignedIn(t, '13800000001', '13800000005', '13800000003', '13800000021');

const PRODUCT_HEADER = ['产品名称*', '产品型号', '产品分类', '质保时长', '质保单位', '质保起算', '产品描述'];
const CONTRACT_HEADER = ['合同编号*', '合同名称*', '客户电话*', '签订日期*', '合同状态', '开始日期', '结束日期'];

beforeAll(async () => {
  const ids = await enterpriseIds(t);
  await addCustomer(t, ids['示例科技有限公司'], '合同导入客户', '075522220001');
  await addCustomer(t, ids['试用服务公司'], '他人的客户', '075522220009');
});

describe('POST /v2/product/import', () => {
  it('keeps the good rows and reports each bad row with its number and reason', async () => {
    await admin.post('/v2/product/save', { name: '已有导入机型', model: 'OLD-1' });
    const file = await workbook(PRODUCT_HEADER, [
      ['导入冷柜', 'LG-100', '制冷设备', 2, '年', '安装时间', '商用冷柜'],
      ['导入热水器', '', '', '', '', '', ''],
      ['', 'X-1', '', '', '', '', ''],
      ['导入冷柜', 'LG-100', '', '', '', '', ''],
      ['导入坏单位', 'U-1', '', 3, '周', '', ''],
      ['导入坏时长', 'P-1', '', 'abc', '', '', ''],
      ['已有导入机型', 'OLD-1', '', '', '', '', ''],
    ]);
    const { item, rows: result } = await importResult(t, admin, '/v2/product/import', '13800000001', file);
    expect(item.name).toMatch(/^产品导入结果\d{14}（成功2条，失败5条）$/);
    expect(result.slice(0, 6)).toEqual([
      ['行号', '产品名称', '产品型号', '失败原因'],
      [4, '', 'X-1', '请输入产品名称'],
      [5, '导入冷柜', 'LG-100', '与第2行的产品名称和型号相同'],
      [6, '导入坏单位', 'U-1', '质保单位只能是 天、月、年'],
      [7, '导入坏时长', 'P-1', '质保时长须为1到999的整数'],
      [8, '已有导入机型', 'OLD-1', '已有同名同型号的产品'],
    ]);
    const rows = (await admin.get('/v2/product/list?keyword=导入&pageSize=100')).json.data as ProductRow[];
    expect(rows.find((p) => p.name === '导入冷柜')).toMatchObject({ model: 'LG-100', category: '制冷设备', warrantyPeriod: 2, warrantyUnit: 3, warrantyBasis: 3 });
    expect(rows.find((p) => p.name === '导入热水器')).toMatchObject({ warrantyPeriod: null, warrantyUnit: 3, warrantyBasis: 2 });
    expect(rows.filter((p) => p.name.startsWith('导入坏'))).toEqual([]);
  });

  it('offers the template, and is for administrators and dispatchers only', async () => {
    expect(await templateHeader(t, cookieOf(admin), '/v2/product/importTemplate')).toEqual(PRODUCT_HEADER);
    expect((await uploadSheet(t, '/v2/product/import', '13800000003', await workbook(PRODUCT_HEADER, []))).statusCode).toBe(403);
    const wrong = await uploadSheet(t, '/v2/product/import', '13800000001', Buffer.from('x'), 'products.xls');
    expect([wrong.statusCode, wrong.json.message]).toEqual([400, '请上传 .xlsx 或 .csv 格式的文件（.xls 请先在Excel中另存为 .xlsx）']);
  });
});

describe('POST /v2/product/export', () => {
  it('exports the filtered archive into the download centre, in the columns the import reads', async () => {
    const { item, message, rows } = await exportResult(t, engineer, '/v2/product/export', { keyword: '导入冷柜' });
    expect(message).toBe('已加入下载中心');
    expect(item.name).toMatch(/^产品档案\d{14}$/);
    expect(rows[0].slice(0, 7)).toEqual(PRODUCT_HEADER.map((h) => h.replace('*', '')));
    expect(rows.slice(1).map((r) => r.slice(0, 7))).toEqual([['导入冷柜', 'LG-100', '制冷设备', 2, '年', '安装时间', '商用冷柜']]);
    expect((await engineer.post('/v2/product/export', { format: 'pdf' })).statusCode).toBe(400);
  });
});

describe('POST /v2/saleContract/import', () => {
  it('stores good rows as drafts and reports each bad row, customers found by phone in the own enterprise only', async () => {
    await uploadSheet(t, '/v2/saleContract/import', '13800000005', await workbook(CONTRACT_HEADER, [['HT-IMP-OLD', '旧合同', '075522220001', '2026-01-01']]));
    const file = await workbook(CONTRACT_HEADER, [
      ['HT-IMP-1', '导入维保合同', '075522220001', '2026-03-01', '执行中', '2026-03-01', '2027-02-28'],
      ['HT-IMP-2', '导入安装合同', '075522220001', '2026-03-02', '', '', ''],
      ['HT-IMP-1', '重复编号', '075522220001', '2026-03-03', '', '', ''],
      ['HT-IMP-4', '坏日期', '075522220001', '2026-13-01', '', '', ''],
      ['HT-IMP-5', '坏状态', '075522220001', '2026-03-05', '作废', '', ''],
      ['HT-IMP-6', '别家客户', '075522220009', '2026-03-06', '', '', ''],
      ['HT-IMP-OLD', '编号已有', '075522220001', '2026-03-07', '', '', ''],
      ['HT-IMP-8', '倒置日期', '075522220001', '2026-03-08', '', '2026-05-01', '2026-04-01'],
    ]);
    const { item, rows: result } = await importResult(t, sales, '/v2/saleContract/import', '13800000005', file);
    expect(item.name).toMatch(/^销售合同导入结果\d{14}（成功2条，失败6条）$/);
    expect(result.slice(0, 7)).toEqual([
      ['行号', '合同编号', '合同名称', '失败原因'],
      [4, 'HT-IMP-1', '重复编号', '合同编号与第2行重复'],
      [5, 'HT-IMP-4', '坏日期', '签订日期须为日期，如 2026-01-05、2026/1/5 或 2026年1月5日'],
      [6, 'HT-IMP-5', '坏状态', '合同状态只能是 已签订、执行中、已完成、已终止'],
      [7, 'HT-IMP-6', '别家客户', '没有该电话的客户'],
      [8, 'HT-IMP-OLD', '编号已有', '合同编号已存在'],
      [9, 'HT-IMP-8', '倒置日期', '结束日期不能早于开始日期'],
    ]);
    const rows = (await admin.get('/v2/saleContract/list?keyword=HT-IMP&pageSize=100')).json.data as ContractRow[];
    expect(rows.find((c) => c.contractNo === 'HT-IMP-1')).toMatchObject({ name: '导入维保合同', customerName: '合同导入客户', status: 2, approvalState: 1, endDate: '2027-02-28', createdBy: { name: '钱销售' } });
    expect(rows.find((c) => c.contractNo === 'HT-IMP-2')).toMatchObject({ status: 1, startDate: null });
    expect(rows).toHaveLength(3);
    expect((await trialAdmin.get('/v2/saleContract/count?keyword=HT-IMP')).json.data).toBe(0);
  });

  it('fails the whole item on a wrong template and keeps importing from writers only', async () => {
    const res = await uploadSheet(t, '/v2/saleContract/import', '13800000001', await workbook(['编号', '名称'], [['HT-X', 'x']]));
    expect(await finishedDownload(admin, res.json.data!.id)).toMatchObject({ process_state: 3, error: '模板不正确：缺少列「合同编号」' });
    expect((await uploadSheet(t, '/v2/saleContract/import', '13800000003', await workbook(CONTRACT_HEADER, []))).statusCode).toBe(403);
    expect(await templateHeader(t, cookieOf(admin), '/v2/saleContract/importTemplate')).toEqual(CONTRACT_HEADER);
  });
});

describe('POST /v2/saleContract/export', () => {
  it('exports the filtered contracts for their readers', async () => {
    const { rows } = await exportResult(t, admin, '/v2/saleContract/export', { keyword: 'HT-IMP-1' });
    expect(rows[0]).toEqual([...CONTRACT_HEADER.map((h) => h.replace('*', '')), '客户', '审批状态', '签约人', '创建时间']);
    const day = (text: string) => new Date(`${text}T00:00:00Z`);
    expect(rows.slice(1).map((r) => r.slice(0, 9))).toEqual([
      ['HT-IMP-1', '导入维保合同', '075522220001', day('2026-03-01'), '执行中', day('2026-03-01'), day('2027-02-28'), '合同导入客户', '待提交'],
    ]);
    expect((await engineer.post('/v2/saleContract/export', {})).statusCode).toBe(403);
  });
});
