import { beforeAll, describe, expect, it } from 'vitest';
import { Trigger } from '@domain/notifications/triggers';
import { Client, enterpriseIdOf, useSignedIn, useTestApp } from '@tests/support/test-app';
import { waitUntil } from '@tests/support/wait-until';

const t = useTestApp();
const [admin] = useSignedIn(t, '13800000001');
let enterpriseId: number;
beforeAll(async () => {
  enterpriseId = await enterpriseIdOf(admin);
});

const info = async (c: Client = admin) => (await c.get('/enterprise/info')).json.data;
const valid = { name: '示例科技（华南）有限公司', industry: 'service', hotline: '400-800-1234' };

describe('/infomation/setting: GET /enterprise/info and POST /enterprise/info/save', () => {
  it('reads the name, industry and hotline the enterprise registered with', async () => {
    expect(await info()).toMatchObject({ name: '示例科技有限公司', industry: expect.any(String) });
  });

  it('saves them, shows the new name in the top bar on the next request and logs who changed what', async () => {
    const res = await admin.post('/enterprise/info/save', valid);
    expect(res.json).toMatchObject({ success: true, message: '保存成功', data: valid });
    expect(await info()).toEqual(valid);
    expect((await admin.get('/v2/sessionUser/info')).json.data.enterpriseName).toBe('示例科技（华南）有限公司');
    const [entry] = (await admin.get('/operlog/point?module=settings')).json.data;
    expect(entry).toMatchObject({ userName: '王管理', summary: '修改企业信息：企业名称、所属行业、客服热线', after: { hotline: '400-800-1234' } });
  });

  it('refuses bad values naming the field, and changes nothing', async () => {
    for (const [body, message] of [
      [{ ...valid, name: 'A' }, '企业名称至少2个字'],
      [{ ...valid, industry: 'mining' }, 'industry'],
      [{ ...valid, hotline: '400-CALL-NOW' }, '客服热线只能包含数字'],
    ] as const) {
      const res = await admin.post('/enterprise/info/save', body);
      expect(res.statusCode).toBe(400);
      expect(res.json.message).toContain(message);
    }
    expect(await info()).toEqual(valid);
  });

  it('fills {{客服热线}} of the messages the notification engine sends', async () => {
    await admin.post('/notification/rule/save', {
      trigger: Trigger.orderFinished,
      channel: 'notice',
      recipients: [101],
      template: '工单{{订单编号}}已完成，如有疑问请拨打{{客服热线}}',
      enabled: true,
    });
    const userId = (await admin.get('/v2/sessionUser/info')).json.data.id;
    await t.app.db.tenant(enterpriseId, (tx) =>
      t.app.notifications.notify(tx, { enterpriseId, trigger: Trigger.orderFinished, context: { recipients: { 101: [userId] }, values: { orderNo: 'GD-HOT-1' } } }),
    );
    const notice = await waitUntil(
      async () => ((await admin.get('/home/notice/list')).json.data as any[]).find((n) => n.content.includes('GD-HOT-1')),
      (found) => found !== undefined,
    );
    expect(notice.content).toBe('工单GD-HOT-1已完成，如有疑问请拨打400-800-1234');
  });

  it('is for administrators only, and each enterprise sees its own', async () => {
    const dispatcher = await Client.signIn(t.app, '13800000002');
    expect((await dispatcher.get('/enterprise/info')).statusCode).toBe(403);
    expect((await dispatcher.post('/enterprise/info/save', valid)).statusCode).toBe(403);
    const otherAdmin = await Client.signIn(t.app, '13800000021');
    expect((await info(otherAdmin)).name).not.toBe(valid.name);
  });
});
