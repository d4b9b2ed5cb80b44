import { describe, expect, it } from 'vitest';
import type { CustomerProductRow } from '@domain/products/products.schemas';
import type { RepairDetail, ScanSignInResult } from '@domain/repair/repair.schemas';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

/** Photos on a repair order: uploads of the enterprise attached by id, added and removed until the product goes back. */
const t = useTestApp();
const [desk, engineer, sales, trialAdmin] = useSignedIn(t, '13800000006', '13800000003', '13800000005', '13800000021');

const PHOTOS = '/v2/repair/order/photos';
// A 1 × 1 PNG: the uploads check pictures by their content.
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
const upload = async (c: Client, name: string) => (await c.post('/upload/save/str', { data: PNG, name })).json.data as { id: number; url: string };
const detail = async (id: number) => (await desk.get(`/v2/repair/order/detail?id=${id}`)).json.data as RepairDetail;

/** A new repair order, signed in at the desk, for a product with no open one. */
async function freshOrder(): Promise<RepairDetail> {
  const products = (await desk.get('/v2/customer/production/list?pageIndex=0&pageSize=100')).json.data as CustomerProductRow[];
  for (const p of products.filter((c) => c.customerId !== null && c.qr !== null)) {
    const res = await desk.post('/v2/repair/order/scanSignIn', { code: p.qr!.url, fault: '外壳破损' });
    if (res.statusCode === 200 && (res.json.data as ScanSignInResult).created) return detail((res.json.data as ScanSignInResult).order.id);
  }
  throw new Error('the demo needs a product without an open repair order');
}

describe('POST /v2/repair/order/photos', () => {
  it('keeps the photos the desk adds, in order, and the ones the engineer removes go; the log says how many', async () => {
    const order = await freshOrder();
    expect(order.photos).toEqual([]);
    expect(order.operations).toContain('photos');
    const [front, back] = [await upload(desk, '正面.png'), await upload(desk, '背面.png')];
    const saved = await desk.post(PHOTOS, { id: order.id, photoIds: [front.id, back.id] });
    expect(saved.statusCode).toBe(200);
    expect((saved.json.data as RepairDetail).photos.map((p) => [p.name, p.url])).toEqual([['正面.png', front.url], ['背面.png', back.url]]);
    // The engineer takes it on, and removes one.
    expect((await engineer.post('/v2/repair/order/operate', { id: order.id, op: 'confirm' })).statusCode).toBe(200);
    expect((await engineer.post(PHOTOS, { id: order.id, photoIds: [back.id] })).statusCode).toBe(200);
    const after = await detail(order.id);
    expect(after.photos.map((p) => p.name)).toEqual(['背面.png']);
    expect(after.logs.filter((l) => l.action === '照片').map((l) => l.content)).toEqual(['添加2张', '删除1张']);
    // The same list again changes nothing and writes no log.
    expect((await engineer.post(PHOTOS, { id: order.id, photoIds: [back.id] })).statusCode).toBe(200);
    expect((await detail(order.id)).logs.filter((l) => l.action === '照片')).toHaveLength(2);
  });

  it('refuses another enterprise’s upload or order, a role that does not repair, too many photos and bad ids, changing nothing', async () => {
    const order = await freshOrder();
    const mine = await upload(desk, '铭牌.png');
    expect((await desk.post(PHOTOS, { id: order.id, photoIds: [mine.id] })).statusCode).toBe(200);
    const theirs = await upload(trialAdmin, '别家.png');
    const foreignUpload = await desk.post(PHOTOS, { id: order.id, photoIds: [mine.id, theirs.id] });
    expect([foreignUpload.statusCode, foreignUpload.json.message]).toEqual([400, 'photoIds: 照片不存在，请重新上传']);
    expect((await trialAdmin.post(PHOTOS, { id: order.id, photoIds: [theirs.id] })).statusCode).toBe(404);
    expect((await sales.post(PHOTOS, { id: order.id, photoIds: [] })).statusCode).toBe(403);
    const tooMany = await desk.post(PHOTOS, { id: order.id, photoIds: Array.from({ length: 10 }, (_, i) => mine.id + i) });
    expect([tooMany.statusCode, tooMany.json.message]).toEqual([400, 'photoIds: 照片最多9张']);
    const twice = await desk.post(PHOTOS, { id: order.id, photoIds: [mine.id, mine.id] });
    expect([twice.statusCode, twice.json.message]).toEqual([400, 'photoIds: photoIds 不能重复']);
    for (const bad of [-1, 2 ** 60, 'abc\u0000', null]) expect((await desk.post(PHOTOS, { id: order.id, photoIds: [bad] })).statusCode).toBe(400);
    expect((await desk.post(PHOTOS, { id: -3, photoIds: [] })).statusCode).toBe(400);
    expect((await detail(order.id)).photos.map((p) => p.id)).toEqual([mine.id]);
  });

  it('takes no photo change once the order is cancelled', async () => {
    const order = await freshOrder();
    expect((await desk.post('/v2/repair/order/operate', { id: order.id, op: 'cancel', reason: '客户取回' })).statusCode).toBe(200);
    const photo = await upload(desk, '取消后.png');
    const refused = await desk.post(PHOTOS, { id: order.id, photoIds: [photo.id] });
    expect([refused.statusCode, refused.json.message]).toEqual([409, '维修单当前为已取消，不能修改照片']);
    expect((await detail(order.id)).photos).toEqual([]);
  });
});
