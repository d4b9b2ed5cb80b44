import { describe, expect, it } from 'vitest';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

interface Tag {
  id: number;
  name: string;
  color_rgb: string;
}

const t = useTestApp();
const [admin] = useSignedIn(t, '13800000001');

const tags = async (c: Client, code = 1) => (await c.get(`/v2/epTag/list?code=${code}`)).json.data as Tag[];

describe('GET /v2/epTag/list', () => {
  it('lists the personal status tags an enterprise starts with', async () => {
    expect((await tags(admin)).map((x) => x.name)).toEqual(['空闲', '忙碌', '外出', '休假']);
    expect((await tags(admin))[0]).toEqual({ id: expect.any(Number), name: '空闲', color_rgb: '#00b42a' });
  });

  it('lists other kinds separately and refuses an unknown code', async () => {
    expect(await tags(admin, 3)).toEqual([]);
    const bad = await admin.get('/v2/epTag/list?code=2');
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toContain('code');
  });
});

describe('personal status', () => {
  it('is empty at first, then shows the chosen tag in the label and the session', async () => {
    const engineer = await Client.signIn(t.app, '13800000003');
    expect((await engineer.get('/v2/epTag/getUserStateLabel')).json.data).toBeNull();
    const busy = (await tags(engineer)).find((x) => x.name === '忙碌')!;
    const res = await engineer.put('/v2/epTag/updateUserStateTag', { tagId: busy.id });
    expect(res.json.message).toBe('修改状态成功');
    expect((await engineer.get('/v2/epTag/getUserStateLabel')).json.data).toEqual(busy);
    expect((await engineer.get('/v2/sessionUser/info')).json.data.stateTagId).toBe(busy.id);
  });

  it('refuses a tag that is not a status tag of the enterprise', async () => {
    const engineer = await Client.signIn(t.app, '13800000002');
    expect((await engineer.put('/v2/epTag/updateUserStateTag', { tagId: 999999 })).statusCode).toBe(404);
    expect((await engineer.put('/v2/epTag/updateUserStateTag', {})).statusCode).toBe(400);
  });

  it('is not available on the free plan', async () => {
    const free = await Client.signIn(t.app, '13800000012');
    const [idle] = await tags(free);
    const res = await free.put('/v2/epTag/updateUserStateTag', { tagId: idle.id });
    expect(res.statusCode).toBe(403);
    expect(res.json.message).toBe('不支持设置人员状态操作');
  });
});

describe('POST /v2/epTag/save', () => {
  it('adds a tag and edits it, lower-casing the colour', async () => {
    const added = await admin.post('/v2/epTag/save', { code: 1, name: '培训', color_rgb: '#3491FA' });
    expect(added.json).toMatchObject({ success: true, message: '保存成功', data: { name: '培训', color_rgb: '#3491fa' } });
    const id = added.json.data.id;
    await admin.post('/v2/epTag/save', { id, code: 1, name: '培训中', color_rgb: '#722ed1' });
    expect((await tags(admin)).find((x) => x.id === id)).toEqual({ id, name: '培训中', color_rgb: '#722ed1' });
  });

  it('refuses a duplicate name, a bad colour and an unknown id', async () => {
    expect((await admin.post('/v2/epTag/save', { code: 1, name: '空闲', color_rgb: '#000000' })).statusCode).toBe(409);
    const colour = await admin.post('/v2/epTag/save', { code: 1, name: '新', color_rgb: 'red' });
    expect(colour.statusCode).toBe(400);
    expect(colour.json.message).toContain('color_rgb');
    expect((await admin.post('/v2/epTag/save', { id: 999999, code: 1, name: '新', color_rgb: '#000000' })).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    const dispatcher = await Client.signIn(t.app, '13800000002');
    expect((await dispatcher.post('/v2/epTag/save', { code: 1, name: '新', color_rgb: '#000000' })).statusCode).toBe(403);
  });

  it('shows the free-edition notice with the hotline on the free plan', async () => {
    const freeAdmin = await Client.signIn(t.app, '13800000011');
    const res = await freeAdmin.post('/v2/epTag/save', { code: 1, name: '新', color_rgb: '#000000' });
    expect(res.statusCode).toBe(403);
    expect(res.json.message).toBe('免费版本不支持人员标签,建议升级为VIP版本,客服热线400-800-6688');
    const [idle] = await tags(freeAdmin);
    expect((await freeAdmin.delete(`/v2/epTag/delete?ids=${idle.id}`)).statusCode).toBe(403);
    expect(await tags(freeAdmin)).toHaveLength(4);
  });
});

describe('DELETE /v2/epTag/delete', () => {
  it('deletes the selected tags and takes a deleted status off the users wearing it', async () => {
    const a = (await admin.post('/v2/epTag/save', { code: 1, name: '出差', color_rgb: '#ff0000' })).json.data as Tag;
    const b = (await admin.post('/v2/epTag/save', { code: 1, name: '病假', color_rgb: '#00ff00' })).json.data as Tag;
    const director = await Client.signIn(t.app, '13800000010');
    await director.put('/v2/epTag/updateUserStateTag', { tagId: a.id });
    const res = await admin.delete(`/v2/epTag/delete?ids=${a.id},${b.id}`);
    expect(res.json.message).toBe('删除成功');
    expect((await tags(admin)).some((x) => x.id === a.id || x.id === b.id)).toBe(false);
    expect((await director.get('/v2/epTag/getUserStateLabel')).json.data).toBeNull();
    expect((await director.get('/v2/sessionUser/info')).json.data.stateTagId).toBeNull();
  });

  it('asks for a selection when none is given', async () => {
    for (const url of ['/v2/epTag/delete', '/v2/epTag/delete?ids=']) {
      const res = await admin.delete(url);
      expect(res.statusCode).toBe(400);
      expect(res.json.message).toBe('请选择需要删除的行');
    }
  });

  it('deletes nothing when one of the tags does not exist', async () => {
    const [idle] = await tags(admin);
    expect((await admin.delete(`/v2/epTag/delete?ids=${idle.id},999999`)).statusCode).toBe(404);
    expect((await tags(admin)).some((x) => x.id === idle.id)).toBe(true);
  });
});
