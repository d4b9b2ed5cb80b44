import { readdir } from 'node:fs/promises';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProcessState, type DownloadItem } from '@domain/downloads/downloads.constants';
import { downloads, jobs, uploads } from '@server/db/schema';
import { IMPORT_JOB } from '@server/jobs/imports/import.job';
import { StorageUnavailable } from '@server/lib/storage/file-store';
import { S3FileStore } from '@server/lib/storage/s3-file-store';
import { addCustomer, enterpriseId, orderTypeId, serviceItemId } from '@tests/support/order-fixtures';
import { startS3Server, type TestS3Server } from '@tests/support/s3-server';
import { downloadedRows, finishedDownload, uploadSheet, workbook } from '@tests/support/sheet-fixtures';
import { Client, useSignedIn, useTestApp, type TestApp } from '@tests/support/test-app';

/**
 * The app with its user files in an S3 bucket (a real S3-compatible server): every writer and reader
 * of user files goes through the store, and nothing of them lands in the node's data folder.
 */
const BUCKET = 'fsm-files';
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('a signature')]);
const PNG_DATA_URL = `data:image/png;base64,${PNG.toString('base64')}`;

let s3: TestS3Server;
let bucket: S3Client;

beforeAll(async () => {
  s3 = await startS3Server([BUCKET]);
  const { endpoint, region, accessKeyId, secretAccessKey } = s3.config(BUCKET);
  bucket = new S3Client({ endpoint, region, forcePathStyle: true, credentials: { accessKeyId: accessKeyId!, secretAccessKey: secretAccessKey! } });
});
afterAll(async () => {
  bucket?.destroy();
  await s3?.close();
});

/** The keys in the bucket under a prefix, read with a client of the test's own. */
async function keysUnder(prefix: string): Promise<string[]> {
  const listed = await bucket.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
  return (listed.Contents ?? []).map((o) => o.Key!);
}

const raw = (t: TestApp, url: string, client: Client) =>
  t.app.inject({ method: 'GET', url, headers: { cookie: (client as unknown as { cookie: string }).cookie } });

describe('the app with its files in an S3 bucket', () => {
  const t = useTestApp(() => ({ storage: new S3FileStore(s3.config(BUCKET)) }));
  const [admin] = useSignedIn(t, '13800000001');

  const filePathOf = async (id: number) => (await t.app.db.system.select({ filePath: downloads.filePath }).from(downloads).where(eq(downloads.id, id)))[0].filePath!;

  it('stores an uploaded image in the bucket and serves it from there', async () => {
    const saved = await admin.post('/upload/save/str', { data: PNG_DATA_URL, name: 'signature.png' });
    expect(saved.statusCode, saved.body).toBe(200);
    const [row] = await t.app.db.system.select({ path: uploads.path }).from(uploads).where(eq(uploads.id, saved.json.data.id));
    expect(await keysUnder(row.path)).toEqual([row.path]);
    const back = await raw(t, saved.json.data.url, admin);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('image/png');
    expect(back.rawPayload.equals(PNG)).toBe(true);
  });

  it('writes a sheet export into the bucket, downloads it from there and deletes it with its item', async () => {
    const started = await admin.post('/v2/user/export', { format: 'csv' });
    expect(started.statusCode, started.body).toBe(200);
    const item = await finishedDownload(admin, started.json.data.id);
    expect(item.process_state).toBe(2);
    const key = await filePathOf(item.id);
    expect(await keysUnder(key)).toEqual([key]);
    const file = await raw(t, item.file_download_url!, admin);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.toString('utf8')).toContain('王管理');

    expect((await admin.delete(`/fileDownloadCenter/del?ids=${item.id}`)).statusCode).toBe(200);
    expect(await keysUnder(key)).toEqual([]);
  });

  it('reads an import from the bucket, writes its report there and removes the uploaded sheet', async () => {
    const sheet = await workbook(
      ['客户名称*', '客户电话*', '联系人*', '联系人电话*'],
      [
        ['桶导入客户', '13522220001', '联系人', '13622220001'],
        ['', '13522220002', '无名', '13622220002'],
      ],
    );
    const sent = await uploadSheet(t, '/v2/customer/import', '13800000001', sheet, 'customers.xlsx');
    expect(sent.statusCode, JSON.stringify(sent.json)).toBe(200);
    const item = await finishedDownload(admin, sent.json.data!.id);
    expect(item.name).toMatch(/（成功1条，失败1条）$/);
    expect((await downloadedRows(t, sent.cookie, item))[1]).toEqual([3, '', '13522220002', '请输入客户名称']);
    expect(await keysUnder(await filePathOf(item.id))).toHaveLength(1);
    const enterprise = await enterpriseId(t.app, '示例科技有限公司');
    expect(await keysUnder(`imports/${enterprise}/`)).toEqual([]);
  });

  it('writes an order PDF into the bucket and downloads it from there', async () => {
    const dispatcher = await Client.signIn(t.app, '13800000002');
    const ep = await enterpriseId(t.app, '示例科技有限公司');
    const customerId = await addCustomer(t.app, ep, { name: '桶PDF客户', phone: '13900003001' });
    const order = await dispatcher.post('/v2/order/add', {
      templateId: await orderTypeId(t.app, ep, '默认工单'),
      customerId,
      title: '桶里的工单',
      serviceItemId: await serviceItemId(t.app, ep, '空调维修'),
      appointmentTime: '2030-06-01 14:00',
      description: '存储桶测试',
    });
    expect(order.statusCode, order.body).toBe(200);
    const started = await dispatcher.post('/export/orderPdf', { ids: [order.json.data.id] });
    expect(started.statusCode, started.body).toBe(200);
    const item: DownloadItem = await finishedDownload(dispatcher, started.json.data.id);
    expect(item.process_state).toBe(2);
    const key = await filePathOf(item.id);
    expect(await keysUnder(key)).toEqual([key]);
    const file = await raw(t, item.file_download_url!, dispatcher);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('keeps no user file in the node’s data folder', async () => {
    // Only the ticket key lives there (UPLOAD_SECRET unset); the embedded database is elsewhere in tests.
    expect(await readdir(t.dataDir)).toEqual(['secret']);
  });
});

describe('the app on a bucket that does not exist', () => {
  const t = useTestApp(() => ({ storage: new S3FileStore(s3.config('fsm-missing')) }));
  const [admin] = useSignedIn(t, '13800000001');

  const UNAVAILABLE = { success: false, message: '文件存储暂不可用，请稍后再试' };

  it('answers an upload with 503 and a clear message, recording nothing', async () => {
    const before = await t.app.db.system.$count(uploads);
    const res = await admin.post('/upload/save/str', { data: PNG_DATA_URL, name: 'signature.png' });
    expect(res.statusCode).toBe(503);
    expect(res.json).toEqual(UNAVAILABLE);
    expect(await t.app.db.system.$count(uploads)).toBe(before);
  });

  it('answers a download with 503 and a clear message', async () => {
    const me = (await admin.get('/v2/sessionUser/info')).json.data;
    const [item] = await t.app.db.system
      .insert(downloads)
      .values({ enterpriseId: me.enterpriseId, userId: me.id, name: '桶外导出', format: 'csv', processState: ProcessState.done, process: 100, filePath: 'exports/1/1.csv' })
      .returning({ id: downloads.id });
    const res = await admin.get(`/fileDownloadCenter/file/${item.id}`);
    expect(res.statusCode).toBe(503);
    expect(res.json).toEqual(UNAVAILABLE);
  });
});

describe('the app when the store cannot remove a finished import sheet', () => {
  const t = useTestApp(() => {
    const store = new S3FileStore(s3.config(BUCKET));
    store.remove = async (key) => {
      throw new StorageUnavailable(new Error(`refused to remove ${key}`));
    };
    return { storage: store };
  });
  const [admin] = useSignedIn(t, '13800000001');

  it('finishes the import once, leaving the sheet behind rather than importing it again', async () => {
    const sheet = await workbook(['客户名称*', '客户电话*', '联系人*', '联系人电话*'], [['留档客户', '13522230001', '联系人', '13622230001']]);
    const sent = await uploadSheet(t, '/v2/customer/import', '13800000001', sheet, 'customers.xlsx');
    expect(sent.statusCode, JSON.stringify(sent.json)).toBe(200);
    const item = await finishedDownload(admin, sent.json.data!.id);
    expect(item.name).toMatch(/（成功1条，失败0条）$/);
    const [job] = await t.app.db.system.select({ state: jobs.state, attempts: jobs.attempts }).from(jobs).where(eq(jobs.kind, IMPORT_JOB));
    expect(job).toEqual({ state: 'done', attempts: 1 });
    expect((await admin.get('/v2/customer/count?name=留档客户')).json.data).toBe(1);
  });
});
