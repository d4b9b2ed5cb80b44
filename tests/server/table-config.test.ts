import { describe, expect, it } from 'vitest';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [dispatcher, engineer, foreign] = useSignedIn(t, '13800000002', '13800000003', '13800000011');

const one = async (c: Client, tableKey: string) => (await c.get(`/fr/table/cfg/list/table?tableKey=${tableKey}`)).json.data;

describe('GET /fr/table/cfg/list/table', () => {
  it('answers the default (nothing hidden) for a table never configured', async () => {
    expect(await one(dispatcher, 'orders-assign')).toEqual({ tableKey: 'orders-assign', hidden: [], updatedAt: null });
  });

  it('names the field of a bad table key', async () => {
    const res = await dispatcher.get('/fr/table/cfg/list/table?tableKey=../x');
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toContain('tableKey');
  });

  it('asks for a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/fr/table/cfg/list/table?tableKey=orders-all' });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /fr/table/cfg/update', () => {
  it('keeps the hidden columns per user and table, the last save winning', async () => {
    const saved = await dispatcher.post('/fr/table/cfg/update', { tableKey: 'orders-all', hidden: ['address', 'creator', 'address'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json.data).toMatchObject({ tableKey: 'orders-all', hidden: ['address', 'creator'] });
    await dispatcher.post('/fr/table/cfg/update', { tableKey: 'orders-all', hidden: ['priority'] });
    await dispatcher.post('/fr/table/cfg/update', { tableKey: 'orders-mine', hidden: ['owner'] });
    expect((await one(dispatcher, 'orders-all')).hidden).toEqual(['priority']);
    // Another user of the same enterprise keeps their own.
    expect((await one(engineer, 'orders-all')).hidden).toEqual([]);
    const all = (await dispatcher.get('/fr/table/cfg/parameter/list')).json.data;
    expect(all.map((c: { tableKey: string; hidden: string[] }) => [c.tableKey, c.hidden])).toEqual([
      ['orders-all', ['priority']],
      ['orders-mine', ['owner']],
    ]);
  });

  it('names the field of bad input and saves nothing', async () => {
    const notList = await engineer.post('/fr/table/cfg/update', { tableKey: 'orders-all', hidden: 'address' });
    expect(notList.statusCode).toBe(400);
    expect(notList.json.message).toContain('hidden');
    const noKey = await engineer.post('/fr/table/cfg/update', { hidden: [] });
    expect(noKey.statusCode).toBe(400);
    expect(noKey.json.message).toContain('表格');
    expect((await one(engineer, 'orders-all')).updatedAt).toBeNull();
  });

  it('never shows one enterprise’s configuration to another', async () => {
    await foreign.post('/fr/table/cfg/update', { tableKey: 'orders-all', hidden: ['title'] });
    expect((await one(dispatcher, 'orders-all')).hidden).toEqual(['priority']);
    const theirs = (await foreign.get('/fr/table/cfg/parameter/list')).json.data;
    expect(theirs).toEqual([expect.objectContaining({ tableKey: 'orders-all', hidden: ['title'] })]);
  });
});
