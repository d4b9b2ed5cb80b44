import { describe, expect, it } from 'vitest';
import { Client, useTestApp } from '@tests/support/test-app';

const t = useTestApp();

describe('GET /operlog/point', () => {
  it('shows who changed which system parameter, with the values before and after', async () => {
    const admin = await Client.signIn(t.app, '13800000001');
    const save = await admin.post('/systemsetting/batchsave', { items: [{ code: 'default_page_size', value: 20 }] });
    expect(save.statusCode).toBe(200);
    const { json } = await admin.get('/operlog/point?module=settings');
    expect(json.data[0]).toMatchObject({
      userName: '王管理',
      moduleName: '系统参数',
      summary: expect.stringContaining('默认'),
      after: { default_page_size: 20 },
    });
    expect((await admin.get('/operlog/point/count?module=settings')).json.data).toBe(1);
  });

  it('logs nothing when a save changes nothing', async () => {
    const admin = await Client.signIn(t.app, '13800000001');
    await admin.post('/systemsetting/batchsave', { items: [{ code: 'default_page_size', value: 20 }] });
    expect((await admin.get('/operlog/point/count?module=settings')).json.data).toBe(1);
  });

  it('is for administrators only and shows nothing of another enterprise', async () => {
    const dispatcher = await Client.signIn(t.app, '13800000002');
    expect((await dispatcher.get('/operlog/point')).statusCode).toBe(403);
    const otherAdmin = await Client.signIn(t.app, '13800000021');
    expect((await otherAdmin.get('/operlog/point/count')).json.data).toBe(0);
  });
});
