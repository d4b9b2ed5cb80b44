import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { DownloadItem } from '@domain/downloads/downloads.constants';
import { DEMO_PASSWORD } from '@server/db/seed/demo-data';
import type { Client, TestApp } from './test-app';

/** An xlsx file with a header row and the given rows. */
export async function workbook(header: string[], rows: (string | number)[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('导入');
  sheet.addRow(header);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Sends the spreadsheet the way the browser does (FormData with the csrf token), signed in as `mobile`. */
export async function uploadSheet(t: TestApp, url: string, mobile: string, bytes: Buffer, filename = 'import.xlsx') {
  const login = await t.app.inject({ method: 'POST', url: '/api/stand/pwdLogin', payload: { mobile, password: DEMO_PASSWORD } });
  const cookie = `fsm_sid=${login.cookies.find((c) => c.name === 'fsm_sid')!.value}`;
  const ctoken = login.json().data.csrfToken as string;
  const boundary = `----cu${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="ctoken"\r\n\r\n${ctoken}\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({ method: 'POST', url: `/api${url}`, headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload });
  return { statusCode: res.statusCode, json: res.json() as { message: string; data?: { id: number } }, cookie };
}

/** The download item once its job has ended (done or failed). */
export async function finishedDownload(client: Client, id: number): Promise<DownloadItem> {
  const until = Date.now() + 30_000;
  for (;;) {
    const item = ((await client.get('/fileDownloadCenter/list')).json.data as DownloadItem[]).find((i) => i.id === id)!;
    if (item.process_state !== 1) return item;
    if (Date.now() > until) throw new Error('job did not finish');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The bytes of a finished download. */
export async function downloadedBytes(t: TestApp, cookie: string, item: DownloadItem): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url: item.file_download_url!, headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.rawPayload;
}

/** The first sheet of a finished download (xlsx), with its cells' types and number formats. */
export async function downloadedSheet(t: TestApp, cookie: string, item: DownloadItem): Promise<ExcelJS.Worksheet> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await downloadedBytes(t, cookie, item)) as unknown as ArrayBuffer);
  return book.worksheets[0];
}

/** The cells of the first sheet of a finished download (xlsx), row by row. */
export async function downloadedRows(t: TestApp, cookie: string, item: DownloadItem): Promise<unknown[][]> {
  const rows: unknown[][] = [];
  (await downloadedSheet(t, cookie, item)).eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The header row of a template download. */
export async function templateHeader(t: TestApp, cookie: string, url: string): Promise<unknown[]> {
  const res = await t.app.inject({ method: 'GET', url: `/api${url}`, headers: { cookie } });
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  return (book.worksheets[0].getRow(1).values as unknown[]).slice(1);
}

/** The session cookie of a signed-in client, for the download calls that read files. */
export const cookieOf = (client: Client) => (client as unknown as { cookie: string }).cookie;

/** Imports the file as `mobile`, checks it was queued, and answers the finished item and the rows of its result file. */
export async function importResult(t: TestApp, client: Client, url: string, mobile: string, bytes: Buffer) {
  const res = await uploadSheet(t, url, mobile, bytes);
  expect([res.statusCode, res.json.message]).toEqual([200, '已加入下载中心，导入完成后可下载导入结果']);
  const item = await finishedDownload(client, res.json.data!.id);
  return { item, rows: await downloadedRows(t, res.cookie, item) };
}

/** Runs the export call as the client and answers the finished item and the rows of its file. */
export async function exportResult(t: TestApp, client: Client, url: string, body: Record<string, unknown>) {
  const res = await client.post(url, body);
  expect(res.json, JSON.stringify(res.json)).toMatchObject({ success: true, data: { id: expect.any(Number) } });
  const item = await finishedDownload(client, res.json.data.id);
  return { item, message: res.json.message as string, rows: await downloadedRows(t, cookieOf(client), item) };
}
