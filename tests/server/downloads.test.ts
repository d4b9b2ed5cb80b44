import { existsSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DownloadItem } from '@domain/downloads/downloads.constants';
import { departments, downloads, enterprises, users } from '@server/db/schema';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin] = useSignedIn(t, '13800000001');

const HEADER = ['姓名', '手机号', '部门', '角色', '状态', '创建时间'];

async function items(client: Client): Promise<DownloadItem[]> {
  return (await client.get('/fileDownloadCenter/list')).json.data;
}

/** Starts an export and waits for the worker to finish it. */
async function exportDone(client: Client, body: Record<string, unknown>): Promise<DownloadItem> {
  const res = await client.post('/v2/user/export', body);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json.message).toBe('已加入下载中心');
  const id = res.json.data.id as number;
  const until = Date.now() + 20_000;
  for (;;) {
    const item = (await items(client)).find((i) => i.id === id)!;
    if (item.process_state !== 1) return item;
    if (Date.now() > until) throw new Error('export did not finish');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function fetchFile(client: Client, item: DownloadItem) {
  return client.get(item.file_download_url!.replace(/^\/api/, ''));
}

/** The file's raw bytes (Client reads JSON), sent with the client's session cookie. */
async function downloadRaw(client: Client, item: DownloadItem) {
  const cookie = (client as unknown as { cookie: string }).cookie;
  return t.app.inject({ method: 'GET', url: item.file_download_url!, headers: { cookie } });
}

describe('POST /v2/user/export', () => {
  it('puts an xlsx of the enterprise staff into the download centre', async () => {
    const item = await exportDone(admin, { format: 'xlsx' });
    expect(item).toMatchObject({ process_state: 2, process: 100, format: 'xlsx', error: null });
    expect(item.name).toMatch(/^人员数据\d{14}$/);
    expect(item.file_download_url).toBe(`/api/fileDownloadCenter/file/${item.id}`);

    const file = await downloadRaw(admin, item);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`${item.name}.xlsx`)}`);

    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet.name).toBe('人员数据');
    const rows = sheet.getSheetValues().filter(Boolean).map((r) => (r as unknown[]).slice(1));
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(12);
    const boss = rows.find((r) => r[0] === '王管理')!;
    expect(boss.slice(0, 5)).toEqual(['王管理', '13800000001', '示例科技有限公司', '系统管理员、派单员、管理层', '启用']);
    expect(boss[5]).toBeInstanceOf(Date);
  });

  it('writes csv with a byte order mark, the header and the filtered rows', async () => {
    const item = await exportDone(admin, { format: 'csv', keyword: '师傅' });
    const file = await downloadRaw(admin, item);
    expect(file.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(file.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = file.rawPayload.toString('utf8').slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(HEADER.join(','));
    expect(lines.slice(1).map((l) => l.split(',')[0])).toEqual(['张师傅']);
  });

  it('exports a department together with its sub-departments', async () => {
    const [dept] = await t.app.db.system.select({ id: departments.id }).from(departments).where(eq(departments.name, '客服部'));
    const item = await exportDone(admin, { format: 'csv', departmentId: dept.id });
    const text = (await downloadRaw(admin, item)).rawPayload.toString('utf8');
    const names = text.trimEnd().split('\r\n').slice(1).map((l) => l.split(',')[0]);
    expect(names.sort()).toEqual(['周回访', '孙接待', '李派单'].sort());
  });

  it('reads a large list page by page and reaches 100 percent', async () => {
    const trialAdmin = await Client.signIn(t.app, '13800000021');
    const [trial] = await t.app.db.system.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, '试用服务公司'));
    await t.app.db.system.insert(users).values(
      Array.from({ length: 2345 }, (_, i) => ({
        enterpriseId: trial.id,
        name: `员工,"${i}"`,
        phone: `139${String(i).padStart(8, '0')}`,
        roles: [4],
      })),
    );
    const item = await exportDone(trialAdmin, { format: 'csv' });
    expect(item).toMatchObject({ process_state: 2, process: 100 });
    const text = (await downloadRaw(trialAdmin, item)).rawPayload.toString('utf8');
    const lines = text.trimEnd().split('\r\n');
    expect(lines).toHaveLength(1 + 5 + 2345);
    expect(lines.find((l) => l.includes('13900000007'))).toMatch(/^"员工,""7""","=""13900000007""",,普通员工,启用,\d{4}-/);
  });

  it('refuses an export with no rows', async () => {
    const before = (await items(admin)).length;
    const res = await admin.post('/v2/user/export', { format: 'xlsx', keyword: '查无此人' });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('导出数据不能为空');
    expect(await items(admin)).toHaveLength(before);
  });

  it('refuses an unknown format, naming the field', async () => {
    const res = await admin.post('/v2/user/export', { format: 'pdf' });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toContain('format');
  });

  it('is for administrators only', async () => {
    const dispatcher = await Client.signIn(t.app, '13800000002');
    expect((await dispatcher.post('/v2/user/export', { format: 'csv' })).statusCode).toBe(403);
  });
});

describe('download centre', () => {
  let mine: DownloadItem;
  let colleague: Client;
  let outsider: Client;
  beforeAll(async () => {
    mine = await exportDone(admin, { format: 'csv' });
    colleague = await Client.signIn(t.app, '13800000010');
    outsider = await Client.signIn(t.app, '13800000011');
  });

  it('lists the owner items newest first', async () => {
    const list = await items(admin);
    expect(list[0].id).toBe(mine.id);
    const ids = list.map((i) => i.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(Date.parse(list[0].create_time)).not.toBeNaN();
  });

  it('shows nothing of it to a colleague or to another enterprise', async () => {
    expect(await items(colleague)).toEqual([]);
    expect(await items(outsider)).toEqual([]);
    expect((await fetchFile(colleague, mine)).statusCode).toBe(404);
    expect((await fetchFile(outsider, mine)).statusCode).toBe(404);
    expect((await colleague.post('/fileDownloadCenter/updateFileState', { id: mine.id })).statusCode).toBe(404);
    expect((await outsider.delete(`/fileDownloadCenter/del?ids=${mine.id}`)).statusCode).toBe(404);
    expect((await items(admin)).some((i) => i.id === mine.id)).toBe(true);
  });

  it('has no file to give while the export runs', async () => {
    const [running] = await t.app.db.system
      .insert(downloads)
      .values({ ...(await ownerOf(admin)), name: '人员数据20250101000000', format: 'csv' })
      .returning({ id: downloads.id });
    const res = await admin.get(`/fileDownloadCenter/file/${running.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe('文件尚未生成');
    expect((await items(admin)).find((i) => i.id === running.id)!.file_download_url).toBeNull();
  });

  it('records when the owner downloads the file', async () => {
    const res = await admin.post('/fileDownloadCenter/updateFileState', { id: mine.id });
    expect(res.statusCode).toBe(200);
    const [row] = await t.app.db.system.select().from(downloads).where(eq(downloads.id, mine.id));
    expect(row.downloadedAt).toBeInstanceOf(Date);
  });

  it('asks to select rows when none are given', async () => {
    const res = await admin.delete('/fileDownloadCenter/del?ids=');
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('请选择需要删除的行');
  });

  it('deletes nothing when any of the ids is someone else', async () => {
    const [theirs] = await t.app.db.system
      .insert(downloads)
      .values({ ...(await ownerOf(colleague)), name: '别人的导出', format: 'csv' })
      .returning({ id: downloads.id });
    const res = await admin.delete(`/fileDownloadCenter/del?ids=${mine.id},${theirs.id}`);
    expect(res.statusCode).toBe(404);
    expect((await items(admin)).some((i) => i.id === mine.id)).toBe(true);
  });

  it('deletes the owner items and their files', async () => {
    const second = await exportDone(admin, { format: 'xlsx' });
    const rows = await t.app.db.system
      .select({ filePath: downloads.filePath })
      .from(downloads)
      .where(inArray(downloads.id, [mine.id, second.id]));
    const files = rows.map((r) => path.join(t.dataDir, r.filePath!));
    expect(files.every((f) => existsSync(f))).toBe(true);
    const res = await admin.delete(`/fileDownloadCenter/del?ids=${mine.id},${second.id}`);
    expect(res.json).toMatchObject({ success: true, message: '删除成功' });
    expect((await items(admin)).map((i) => i.id)).not.toContain(mine.id);
    expect(files.some((f) => existsSync(f))).toBe(false);
    expect((await fetchFile(admin, mine)).statusCode).toBe(404);
  });
});

async function ownerOf(client: Client) {
  const me = (await client.get('/v2/sessionUser/info')).json.data;
  return { enterpriseId: me.enterpriseId as number, userId: me.id as number };
}
