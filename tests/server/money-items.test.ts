import { describe, expect, it } from 'vitest';
import type { MoneyItemRow } from '@domain/money-items/money-items.constants';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin] = useSignedIn(t, '13800000001');

const live = async (c: Client = admin) => (await c.get('/v2/moneyItem/tmp')).json.data as MoneyItemRow[];
const bin = async () => (await admin.get('/v2/moneyItem/tmpDeleteList')).json.data as MoneyItemRow[];
const save = (body: Record<string, unknown>) => admin.post('/v2/moneyItem/save', body);
const idOf = async (name: string) => (await live()).find((i) => i.name === name)!.id;

describe('POST /v2/moneyItem/save', () => {
  it('adds items that every user of the enterprise can list, ordered by sort', async () => {
    const added = await save({ name: '上门费', price: 50, itemType: 1, sort: 2 });
    expect(added.json).toMatchObject({ success: true, message: '保存成功', data: { name: '上门费', price: '50.00', itemType: 1, sort: 2, deleteTime: null } });
    await save({ name: '定金', price: '199.9', itemType: 3, sort: 1 });
    await save({ name: '材料费' });
    const engineer = await Client.signIn(t.app, '13800000003');
    expect((await live(engineer)).map((i) => [i.name, i.price, i.itemType])).toEqual([
      ['材料费', null, 1],
      ['定金', '199.90', 3],
      ['上门费', '50.00', 1],
    ]);
    expect((await engineer.get('/v2/moneyItem/tmpCount')).json.data).toBe(3);
  });

  it('edits an item, keeping its id', async () => {
    const id = await idOf('材料费');
    const res = await save({ id, name: '配件费', price: '12.5', itemType: 5 });
    expect(res.json.data).toMatchObject({ id, name: '配件费', price: '12.50', itemType: 5 });
  });

  it('refuses a bad price, an unknown type, an empty name and a duplicate name', async () => {
    for (const price of [-1, '1.234', 'abc']) {
      const res = await save({ name: '运费', price });
      expect(res.statusCode).toBe(400);
      expect(res.json.message).toContain('price');
    }
    const type = await save({ name: '运费', itemType: 6 });
    expect(type.statusCode).toBe(400);
    expect(type.json.message).toContain('itemType');
    expect((await save({ name: '  ' })).json.message).toBe('name: 请输入费用项目名称');
    const twice = await save({ name: '上门费' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json.message).toBe('费用项目名称已存在');
    expect((await save({ id: 99999999, name: '运费' })).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const dispatcher = await Client.signIn(t.app, '13800000002');
    expect((await dispatcher.post('/v2/moneyItem/save', { name: '运费' })).statusCode).toBe(403);
    expect((await dispatcher.delete(`/v2/moneyItem/delete?ids=${await idOf('上门费')}`)).statusCode).toBe(403);
    expect((await dispatcher.get('/v2/moneyItem/tmpDeleteList')).statusCode).toBe(403);
    expect((await dispatcher.put('/v2/moneyItem/returnTmp', { ids: [1] })).statusCode).toBe(403);
  });

  it('pages the live list', async () => {
    const first = (await admin.get('/v2/moneyItem/tmp?pageIndex=0&pageSize=2')).json.data as MoneyItemRow[];
    const second = (await admin.get('/v2/moneyItem/tmp?pageIndex=1&pageSize=2')).json.data as MoneyItemRow[];
    expect(first).toHaveLength(2);
    expect([...first, ...second].map((i) => i.name)).toEqual((await live()).map((i) => i.name));
    expect((await admin.get('/v2/moneyItem/tmp?pageSize=0')).statusCode).toBe(400);
  });
});

describe('the money-item recycle bin', () => {
  it('takes deleted items out of the list and into the bin, newest first', async () => {
    await save({ name: '远程费', price: 30 });
    const ids = [await idOf('定金'), await idOf('远程费')];
    const res = await admin.delete(`/v2/moneyItem/delete?ids=${ids.join(',')}`);
    expect(res.json).toMatchObject({ success: true, message: '删除成功' });
    expect((await live()).map((i) => i.name)).not.toContain('定金');
    const binned = await bin();
    expect(binned.map((i) => i.name).sort()).toEqual(['定金', '远程费'].sort());
    expect(binned.every((i) => i.deleteTime !== null)).toBe(true);
    expect((await admin.get('/v2/moneyItem/tmpDeleteListCount')).json.data).toBe(2);
  });

  it('deletes all the given items or none, and refuses an empty selection', async () => {
    const id = await idOf('上门费');
    expect((await admin.delete(`/v2/moneyItem/delete?ids=${id},99999999`)).statusCode).toBe(404);
    expect((await live()).map((i) => i.id)).toContain(id);
    const empty = await admin.delete('/v2/moneyItem/delete?ids=');
    expect(empty.statusCode).toBe(400);
    expect(empty.json.message).toBe('请选择需要删除的行');
  });

  it('lets a new item take a binned item\u2019s name, then refuses to restore the old one, naming it', async () => {
    const old = (await bin()).find((i) => i.name === '定金')!;
    await save({ name: '定金', price: 300, itemType: 3 });
    const res = await admin.put('/v2/moneyItem/returnTmp', { ids: [old.id] });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toBe('已有同名的费用项目“定金”，不能还原');
    expect((await bin()).map((i) => i.id)).toContain(old.id);
  });

  it('refuses to restore two items of the same name at once', async () => {
    const newer = await idOf('定金');
    await admin.delete(`/v2/moneyItem/delete?ids=${newer}`);
    const both = (await bin()).filter((i) => i.name === '定金').map((i) => i.id);
    expect(both).toHaveLength(2);
    const res = await admin.put('/v2/moneyItem/returnTmp', { ids: both });
    expect(res.statusCode).toBe(409);
    expect(res.json.message).toContain('定金');
  });

  it('restores items to the list as they were', async () => {
    const item = (await bin()).find((i) => i.name === '远程费')!;
    const res = await admin.put('/v2/moneyItem/returnTmp', { ids: [item.id] });
    expect(res.json).toMatchObject({ success: true, message: '还原成功' });
    expect((await live()).find((i) => i.id === item.id)).toMatchObject({ name: '远程费', price: '30.00', deleteTime: null });
    expect((await bin()).map((i) => i.id)).not.toContain(item.id);
    expect((await admin.put('/v2/moneyItem/returnTmp', { ids: [item.id] })).statusCode).toBe(404);
    expect((await admin.put('/v2/moneyItem/returnTmp', { ids: [] })).json.message).toContain('请选择需要还原的费用项目');
  });

  it('cannot edit an item while it is in the bin', async () => {
    const [binned] = await bin();
    expect((await save({ id: binned.id, name: '改名' })).statusCode).toBe(404);
  });
});

describe('the operation log', () => {
  it('records additions, edits, deletions and restores under 费用项目', async () => {
    const logs = (await admin.get('/operlog/point?module=money-items&pageSize=100')).json.data as { summary: string; moduleName: string }[];
    const summaries = logs.map((l) => l.summary);
    expect(summaries).toEqual(
      expect.arrayContaining(['新增费用项目：上门费', '修改费用项目：材料费 → 配件费', '删除费用项目：定金、远程费', '还原费用项目：远程费']),
    );
    expect(logs.every((l) => l.moduleName === '费用项目')).toBe(true);
  });
});
