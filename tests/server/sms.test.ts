import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { operationLogs, smsSignatures } from '@server/db/schema';
import { Client, enterpriseIdOf, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin] = useSignedIn(t, '13800000001');
let enterpriseId: number;
beforeAll(async () => {
  enterpriseId = await enterpriseIdOf(admin);
});

const templates = async (client = admin) => (await client.get('/sms/tmpl/list')).json.data as { id: number; name: string; content: string }[];

describe('SMS templates', () => {
  it('saves, lists, edits and deletes a template, logging each change', async () => {
    const created = await admin.post('/sms/tmpl/save', { name: '回访提醒', content: '{{客户名称}}您好，工单{{订单编号}}已完成，客服热线{{客服热线}}' });
    expect(created).toMatchObject({ statusCode: 200, json: { message: '保存成功', data: { name: '回访提醒' } } });
    const { id } = created.json.data;
    expect((await admin.post('/sms/tmpl/save', { id, name: '回访', content: '您好，感谢使用' })).statusCode).toBe(200);
    expect(await templates()).toEqual([expect.objectContaining({ id, name: '回访', content: '您好，感谢使用' })]);
    // Any user may read them: senders such as return visits pick from the list.
    expect(await templates(await Client.signIn(t.app, '13800000007'))).toHaveLength(1);

    expect((await admin.delete(`/sms/tmpl/delete?ids=${id}`)).json.message).toBe('删除成功');
    expect(await templates()).toEqual([]);
    const logs = await t.app.db.system
      .select({ summary: operationLogs.summary })
      .from(operationLogs)
      .where(and(eq(operationLogs.enterpriseId, enterpriseId), eq(operationLogs.module, 'sms')));
    expect(logs.map((l) => l.summary)).toEqual(['新增短信模板：回访提醒', '修改短信模板：回访', '删除短信模板：回访']);
  });

  it('refuses an unknown variable naming it, and missing fields', async () => {
    expect((await admin.post('/sms/tmpl/save', { name: '错误', content: '验证码{{校验码}}' })).json).toMatchObject({
      success: false,
      message: '未知变量：{{校验码}}',
    });
    expect((await admin.post('/sms/tmpl/save', { name: '', content: '您好' })).json.message).toBe('name: 请输入模板名称');
    expect((await admin.post('/sms/tmpl/save', { name: '空' })).statusCode).toBe(400);
    expect(await templates()).toEqual([]);
  });

  it('refuses deleting nothing or a template that does not exist', async () => {
    expect((await admin.delete('/sms/tmpl/delete?ids=')).json.message).toBe('请选择需要删除的行');
    expect((await admin.delete('/sms/tmpl/delete?ids=999999')).statusCode).toBe(404);
    expect((await admin.post('/sms/tmpl/save', { id: 999999, name: '无', content: '无' })).statusCode).toBe(404);
  });

  it('lets only administrators change templates', async () => {
    const dispatcher = await Client.signIn(t.app, '13800000002');
    expect((await dispatcher.post('/sms/tmpl/save', { name: '派单', content: '您好' })).statusCode).toBe(403);
  });
});

describe('SMS signature', () => {
  it('refuses a signature shorter than 2, longer than 12 or with symbols', async () => {
    expect((await admin.post('/sms/signature/apply', { signature: '示' })).json.message).toBe('signature: 短信签名为2到12个字');
    expect((await admin.post('/sms/signature/apply', { signature: '一二三四五六七八九十一二三' })).statusCode).toBe(400);
    expect((await admin.post('/sms/signature/apply', { signature: '示例!' })).json.message).toBe('signature: 短信签名只能包含中文、字母和数字');
  });

  it('applies for a signature that stays under review until the platform decides, one at a time', async () => {
    const applied = await admin.post('/sms/signature/apply', { signature: ' 示例科技 ' });
    expect(applied).toMatchObject({ statusCode: 200, json: { message: '已提交，等待平台审核', data: { signature: '示例科技', state: 1 } } });
    const again = await admin.post('/sms/signature/apply', { signature: '示例服务' });
    expect(again).toMatchObject({ statusCode: 409, json: { message: '已有审核中的短信签名，请等待平台审核结果' } });

    await t.app.db.system.update(smsSignatures).set({ state: 3, remark: '签名与企业名称不符' }).where(eq(smsSignatures.id, applied.json.data.id));
    expect((await admin.post('/sms/signature/apply', { signature: '示例服务' })).statusCode).toBe(200);
    const list = (await admin.get('/sms/signature/list')).json.data;
    expect(list.map((s: any) => [s.signature, s.state, s.remark])).toEqual([
      ['示例服务', 1, ''],
      ['示例科技', 3, '签名与企业名称不符'],
    ]);
  });

  it('is for administrators only', async () => {
    const staff = await Client.signIn(t.app, '13800000003');
    expect((await staff.get('/sms/signature/list')).statusCode).toBe(403);
    expect((await staff.post('/sms/signature/apply', { signature: '师傅' })).statusCode).toBe(403);
  });
});
