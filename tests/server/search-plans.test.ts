import { describe, expect, it } from 'vitest';
import type { SearchPlan } from '@domain/search-plans/search-plans.schemas';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, dispatcher, freeAdmin] = useSignedIn(t, '13800000001', '13800000002', '13800000011');

const save = (c: Client, body: Record<string, unknown>) => c.post('/search/plan/save', { listKey: 'allCustomer', conditions: {}, ...body });
const list = async (c: Client, listKey = 'allCustomer') => (await c.get(`/search/plan/list?listKey=${listKey}`)).json.data as SearchPlan[];

describe('/search/plan/...', () => {
  it('saves plans per list with one default, and answers the default, detail and count', async () => {
    const a = (await save(admin, { name: '深圳客户', conditions: { name: '深圳' } })).json.data as SearchPlan;
    const b = (await save(admin, { name: 'VIP', conditions: { tagId: 1 }, isDefault: true })).json.data as SearchPlan;
    await save(admin, { listKey: 'allOrder', name: '深圳客户', conditions: { state: 1 }, isDefault: true });
    expect((await admin.get('/search/plan/default?listKey=allCustomer')).json.data).toMatchObject({ id: b.id, conditions: { tagId: 1 } });
    expect((await admin.get('/search/plan/count?listKey=allCustomer')).json.data).toBe(2);
    expect((await admin.get(`/search/plan/detail?id=${a.id}`)).json.data).toMatchObject({ name: '深圳客户', conditions: { name: '深圳' }, isDefault: false });

    await admin.post('/search/plan/set/default', { id: a.id });
    expect((await list(admin)).map((p) => [p.name, p.isDefault])).toEqual([
      ['深圳客户', true],
      ['VIP', false],
    ]);
    // The other list keeps its own default.
    expect((await admin.get('/search/plan/default?listKey=allOrder')).json.data.conditions).toEqual({ state: 1 });

    await admin.post('/search/plan/set/default', { id: a.id, isDefault: false });
    expect((await admin.get('/search/plan/default?listKey=allCustomer')).json.data).toBeNull();

    const renamed = await save(admin, { id: b.id, name: 'VIP客户', conditions: { tagId: 2 } });
    expect(renamed.json.data).toMatchObject({ name: 'VIP客户', conditions: { tagId: 2 } });
    expect((await admin.delete(`/search/plan/delete?id=${b.id}`)).json.message).toBe('删除成功');
    expect((await list(admin)).map((p) => p.name)).toEqual(['深圳客户']);
  });

  it('refuses a taken name, a bad list key or a missing name, changing nothing', async () => {
    await save(admin, { listKey: 'contacts', name: '同名' });
    const taken = await save(admin, { listKey: 'contacts', name: '同名' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json.message).toBe('方案名称已存在');
    expect((await save(admin, { listKey: '1 bad', name: 'x' })).json.message).toBe('listKey: listKey 格式不正确');
    expect((await save(admin, { listKey: 'contacts', name: ' ' })).json.message).toBe('name: 请输入方案名称');
    expect((await save(admin, { listKey: 'contacts', name: 'x', conditions: 'a' })).statusCode).toBe(400);
    expect(await list(admin, 'contacts')).toHaveLength(1);
  });

  it('keeps every user to their own plans', async () => {
    const mine = (await save(admin, { listKey: 'private', name: '我的方案' })).json.data as SearchPlan;
    expect(await list(dispatcher, 'private')).toEqual([]);
    expect((await dispatcher.get(`/search/plan/detail?id=${mine.id}`)).statusCode).toBe(404);
    expect((await dispatcher.delete(`/search/plan/delete?id=${mine.id}`)).statusCode).toBe(404);
    expect((await dispatcher.post('/search/plan/set/default', { id: mine.id })).statusCode).toBe(404);
    expect((await freeAdmin.get(`/search/plan/detail?id=${mine.id}`)).json.message).toBe('搜索方案不存在');
    expect(await list(admin, 'private')).toHaveLength(1);
  });
});
