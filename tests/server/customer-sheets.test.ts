import { beforeAll, describe, expect, it } from 'vitest';
import type { CustomerRow } from '@domain/customers/customers.schemas';
import type { DownloadItem } from '@domain/downloads/downloads.constants';
import { downloadedRows, finishedDownload, templateHeader, uploadSheet, workbook as sheetFile } from '@tests/support/sheet-fixtures';
import { useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, sales] = useSignedIn(t, '13800000001', '13800000005');

beforeAll(async () => {
  await admin.post('/v2/epTag/save', { code: 4, name: '导入标签', color_rgb: '#00ff00' });
});

const HEADER = ['客户名称*', '客户电话*', '联系人*', '联系人电话*', '所在地区', '详细地址', '地图位置', '归属销售手机号', '服务组', '客户标签'];

const workbook = (rows: (string | number)[][], header = HEADER) => sheetFile(header, rows);
const upload = (mobile: string, bytes: Buffer, filename = 'customers.xlsx') => uploadSheet(t, '/v2/customer/import', mobile, bytes, filename);
const finished = finishedDownload;
const sheetRows = (cookie: string, item: DownloadItem) => downloadedRows(t, cookie, item);

describe('POST /v2/customer/import', () => {
  it('keeps the good rows and reports each bad row with its number and reason', async () => {
    const bytes = await workbook([
      ['导入客户一', '13511110001', '联系人一', '13611110001', '广东省/深圳市/南山区', '导入路1号', '导入大厦', '13800000005', '服务一组', '导入标签'],
      ['导入客户二', '13511110002', '联系人二', '13611110002'],
      ['', '13511110003', '无名', '13611110003'],
      ['导入客户重号', '13511110001', '联系人', '13611110004'],
      ['导入客户坏销售', '13511110005', '联系人', '13611110005', '', '', '', '13999999999'],
      ['导入客户坏标签', '13511110006', '联系人', '13611110006', '', '', '', '', '', '不存在的标签'],
      ['导入客户坏电话', 'abc', '联系人', '13611110007'],
    ]);
    const res = await upload('13800000001', bytes);
    expect(res.statusCode, JSON.stringify(res.json)).toBe(200);
    expect(res.json.message).toBe('已加入下载中心，导入完成后可下载导入结果');
    const item = await finished(admin, res.json.data!.id);
    expect(item.process_state).toBe(2);
    expect(item.name).toMatch(/^客户导入结果\d{14}（成功2条，失败5条）$/);

    const report = await sheetRows(res.cookie, item);
    expect(report.slice(1, 6)).toEqual([
      [4, '', '13511110003', '请输入客户名称'],
      [5, '导入客户重号', '13511110001', '客户电话与第2行重复'],
      [6, '导入客户坏销售', '13511110005', '归属销售手机号不是本企业人员'],
      [7, '导入客户坏标签', '13511110006', '客户标签「不存在的标签」不存在'],
      [8, '导入客户坏电话', 'abc', '客户电话格式不正确'],
    ]);

    const [one] = (await admin.get('/v2/customer/list?name=导入客户一')).json.data as CustomerRow[];
    expect(one).toMatchObject({
      phone: '13511110001',
      linkperson: '联系人一',
      address: '广东省深圳市南山区导入路1号',
      businessUser: { name: '钱销售' },
      serviceGroup: { name: '服务一组' },
      tags: [{ name: '导入标签' }],
    });
    expect((await admin.get('/v2/customer/count?name=导入客户')).json.data).toBe(2);
    expect((await admin.get(`/v2/customer/history?id=${one.id}`)).json.data.list).toMatchObject([{ summary: '导入客户：导入客户一', userName: '王管理' }]);
  });

  it('refuses rows whose phone an existing customer holds, keeping the others', async () => {
    const res = await upload('13800000001', await workbook([
      ['再次导入一', '13511110001', '甲', '13600000001'],
      ['再次导入二', '13511119999', '乙', '13600000002'],
    ]));
    const item = await finished(admin, res.json.data!.id);
    expect(item.name).toMatch(/（成功1条，失败1条）$/);
    expect((await sheetRows(res.cookie, item))[1]).toEqual([2, '再次导入一', '13511110001', '客户电话已被其他客户使用']);
    expect((await admin.get('/v2/customer/count?name=再次导入')).json.data).toBe(1);
  });

  it('fails the item with the reason when the template is wrong, storing nothing', async () => {
    const res = await upload('13800000001', await workbook([['模板错误客户', '1']], ['名称', '电话']));
    const item = await finished(admin, res.json.data!.id);
    expect(item).toMatchObject({ process_state: 3, error: '模板不正确：缺少列「客户名称」' });
    expect((await admin.get('/v2/customer/count?name=模板错误')).json.data).toBe(0);
  });

  it('answers 400 naming the accepted files for an .xls, and 403 for a salesperson', async () => {
    const xls = await upload('13800000001', Buffer.from('a,b'), 'customers.xls');
    expect(xls.statusCode).toBe(400);
    expect(xls.json.message).toBe('请上传 .xlsx 或 .csv 格式的文件（.xls 请先在Excel中另存为 .xlsx）');
    expect((await upload('13800000005', await workbook([]))).statusCode).toBe(403);
  });

  it('offers a template whose header the import reads', async () => {
    expect(await templateHeader(t, (admin as unknown as { cookie: string }).cookie, '/v2/customer/importTemplate')).toEqual(HEADER);
  });
});

describe('POST /v2/customer/export', () => {
  it('exports the filtered list the user sees into the download centre', async () => {
    const res = await admin.post('/v2/customer/export', { format: 'xlsx', name: '导入客户' });
    expect(res.json.message).toBe('已加入下载中心');
    const item = await finished(admin, res.json.data.id);
    expect(item.name).toMatch(/^客户数据\d{14}$/);
    const rows = await sheetRows((admin as unknown as { cookie: string }).cookie, item);
    expect(rows[0]).toEqual([...HEADER.map((h) => h.replace('*', '')), '归属销售', '创建时间']);
    expect(rows.slice(1).map((r) => r[0]).sort()).toEqual(['导入客户一', '导入客户二']);
  });

  it('exports only the selected rows, and refuses an empty export or selection', async () => {
    const [one] = (await admin.get('/v2/customer/list?name=导入客户一')).json.data as CustomerRow[];
    const res = await admin.post('/v2/customer/export', { format: 'csv', ids: [one.id] });
    const item = await finished(admin, res.json.data.id);
    expect(item.format).toBe('csv');
    expect((await admin.post('/v2/customer/export', { name: '没有这个客户' })).json.message).toBe('导出数据不能为空');
    expect((await admin.post('/v2/customer/export', { ids: [] })).json.message).toBe('未选中数据');
  });

  it('limits a salesperson export to their own customers', async () => {
    // 导入客户一 is owned by 钱销售; 导入客户二 has no owner.
    const res = await sales.post('/v2/customer/export', { name: '导入客户' });
    const item = await finished(sales, res.json.data.id);
    const rows = await sheetRows((sales as unknown as { cookie: string }).cookie, item);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['导入客户一']);
  });
});
