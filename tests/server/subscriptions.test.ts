import { describe, expect, it } from 'vitest';
import { Client, useTestApp } from '@tests/support/test-app';

const t = useTestApp();

describe('GET and PUT /subscribe/...SubscribeStatus', () => {
  it('starts unsubscribed, then subscribes and unsubscribes each type on its own', async () => {
    const c = await Client.signIn(t.app, '13800000002');
    expect((await c.get('/subscribe/getSubscribeStatus?type=1')).json.data).toEqual({ type: 1, state: 0 });
    expect((await c.put('/subscribe/updateSubscribeStatus', { type: 1, state: 1 })).json.message).toBe('订阅成功');
    expect((await c.get('/subscribe/getSubscribeStatus?type=1')).json.data).toEqual({ type: 1, state: 1 });
    expect((await c.get('/subscribe/getSubscribeStatus?type=2')).json.data).toEqual({ type: 2, state: 0 });
    expect((await c.put('/subscribe/updateSubscribeStatus', { type: 1, state: 0 })).json.message).toBe('取订成功');
    expect((await c.get('/subscribe/getSubscribeStatus?type=1')).json.data.state).toBe(0);
  });

  it('keeps one user subscription from another user', async () => {
    const a = await Client.signIn(t.app, '13800000003');
    const b = await Client.signIn(t.app, '13800000004');
    await a.put('/subscribe/updateSubscribeStatus', { type: 2, state: 1 });
    expect((await b.get('/subscribe/getSubscribeStatus?type=2')).json.data.state).toBe(0);
  });

  it('refuses an unknown type, naming the field', async () => {
    const c = await Client.signIn(t.app, '13800000002');
    const res = await c.put('/subscribe/updateSubscribeStatus', { type: 3, state: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toContain('type');
    expect((await c.get('/subscribe/getSubscribeStatus')).statusCode).toBe(400);
  });
});

describe('GET and PUT /subscribe/...SubscribeContentStatus', () => {
  it('lists the notices of a type, all on until the user turns one off', async () => {
    const c = await Client.signIn(t.app, '13800000005');
    const todo = (await c.get('/subscribe/getSubscribeContentStatus?type=1')).json.data as { descri: string; code: string; value: number }[];
    expect(todo.map((i) => i.descri)).toEqual(['待受理工单', '待派单工单', '待服务工单', '超时工单', '待处理事件']);
    expect(todo.every((i) => i.value === 1)).toBe(true);
    const stats = (await c.get('/subscribe/getSubscribeContentStatus?type=2')).json.data as { descri: string }[];
    expect(stats.map((i) => i.descri)).toEqual(['昨日工单统计', '昨日事件统计', '服务人员工作量', '客户评价统计']);

    const overtime = todo.find((i) => i.descri === '超时工单')!;
    expect((await c.put('/subscribe/updateSubscribeContentStatus', { code: overtime.code, value: 0 })).json.message).toBe('保存成功');
    const after = (await c.get('/subscribe/getSubscribeContentStatus?type=1')).json.data as { code: string; value: number }[];
    expect(after.find((i) => i.code === overtime.code)!.value).toBe(0);
    expect(after.filter((i) => i.value === 1)).toHaveLength(4);
  });

  it('refuses an unknown notice code, naming it', async () => {
    const c = await Client.signIn(t.app, '13800000005');
    const res = await c.put('/subscribe/updateSubscribeContentStatus', { code: 'no_such_notice', value: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toContain('no_such_notice');
    expect((await c.put('/subscribe/updateSubscribeContentStatus', { code: 'todo_accept_order', value: 2 })).statusCode).toBe(400);
  });

  it('requires a signed-in user', async () => {
    expect((await new Client(t.app).get('/subscribe/getSubscribeContentStatus?type=1')).statusCode).toBe(401);
  });
});
