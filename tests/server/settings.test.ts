import { describe, expect, it } from 'vitest';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin] = useSignedIn(t, '13800000001');

const settings = async (c: Client, codes?: string) =>
  (await c.get(`/systemsetting/list${codes === undefined ? '' : `?codes=${codes}`}`)).json.data as { code: string; name: string; value: unknown }[];

describe('GET /systemsetting/list', () => {
  it('lists every setting with its default until one is saved', async () => {
    expect(await settings(admin)).toEqual([
      { code: 'show_invite_banner', name: '显示邀请同事横幅', value: 1 },
      { code: 'default_page_size', name: '列表默认每页条数', value: 10 },
      { code: 'default_sort', name: '列表默认排序', value: '1' },
      { code: 'order_search_in_home', name: '首页显示工单搜索框', value: 1 },
      { code: 'engineer_collect', name: '允许服务人员收款', value: 0 },
    ]);
  });

  it('returns only the codes asked for, in that order, to any role', async () => {
    const engineer = await Client.signIn(t.app, '13800000003');
    expect((await settings(engineer, 'default_sort,show_invite_banner')).map((s) => s.code)).toEqual(['default_sort', 'show_invite_banner']);
  });

  it('refuses an unknown code, naming it', async () => {
    const res = await admin.get('/systemsetting/list?codes=default_sort,nope');
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toContain('nope');
  });
});

describe('POST /systemsetting/batchsave', () => {
  it('saves several settings at once', async () => {
    const res = await admin.post('/systemsetting/batchsave', {
      items: [
        { code: 'show_invite_banner', value: 0 },
        { code: 'default_page_size', value: '50' },
        { code: 'default_sort', value: 2 },
      ],
    });
    expect(res.json.message).toBe('保存成功');
    expect(await settings(admin, 'show_invite_banner,default_page_size,default_sort')).toEqual([
      { code: 'show_invite_banner', name: '显示邀请同事横幅', value: 0 },
      { code: 'default_page_size', name: '列表默认每页条数', value: 50 },
      { code: 'default_sort', name: '列表默认排序', value: '2' },
    ]);
  });

  it('saves nothing when one value is invalid, naming its code', async () => {
    const res = await admin.post('/systemsetting/batchsave', {
      items: [
        { code: 'order_search_in_home', value: 0 },
        { code: 'default_page_size', value: 30 },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toContain('default_page_size');
    expect((await settings(admin, 'order_search_in_home'))[0].value).toBe(1);
  });

  it('refuses unknown and repeated codes and an empty list', async () => {
    expect((await admin.post('/systemsetting/batchsave', { items: [{ code: 'nope', value: 1 }] })).json.message).toContain('nope');
    const twice = [{ code: 'show_invite_banner', value: 1 }, { code: 'show_invite_banner', value: 0 }];
    expect((await admin.post('/systemsetting/batchsave', { items: twice })).statusCode).toBe(400);
    expect((await admin.post('/systemsetting/batchsave', { items: [] })).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    const dispatcher = await Client.signIn(t.app, '13800000002');
    expect((await dispatcher.post('/systemsetting/batchsave', { items: [{ code: 'show_invite_banner', value: 1 }] })).statusCode).toBe(403);
  });

  it('keeps the free plan from changing the sort order, but saves the rest of its form', async () => {
    const freeAdmin = await Client.signIn(t.app, '13800000011');
    const refused = await freeAdmin.post('/systemsetting/batchsave', { items: [{ code: 'default_sort', value: '2' }] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json.message).toBe('免费版不支持更改排序方式');
    const unchanged = await freeAdmin.post('/systemsetting/batchsave', {
      items: [
        { code: 'default_sort', value: '1' },
        { code: 'show_invite_banner', value: false },
      ],
    });
    expect(unchanged.statusCode).toBe(200);
    expect((await settings(freeAdmin, 'show_invite_banner'))[0].value).toBe(0);
  });
});
