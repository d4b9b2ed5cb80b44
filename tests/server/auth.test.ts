import { describe, expect, it } from 'vitest';
import { Client, useTestApp } from '@tests/support/test-app';

const t = useTestApp();

describe('GET /stand/codeContent', () => {
  it('sends a six-digit code to a known phone', async () => {
    const res = await new Client(t.app).get('/stand/codeContent?mobile=13800000002');
    expect(res.statusCode).toBe(200);
    expect(t.sms.lastCode('13800000002')).toMatch(/^\d{6}$/);
  });

  it('refuses a malformed phone, naming the field', async () => {
    const c = new Client(t.app);
    const bad = await c.get('/stand/codeContent?mobile=123');
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toContain('mobile');
  });

  it('refuses a second code for the same phone within a minute', async () => {
    const c = new Client(t.app);
    await c.get('/stand/codeContent?mobile=13800000004');
    const again = await c.get('/stand/codeContent?mobile=13800000004');
    expect(again.statusCode).toBe(429);
    expect(again.json.message).toContain('60秒');
  });
});

describe('POST /stand/codeLogin', () => {
  it('signs in with the code once and refuses it the second time', async () => {
    const c = new Client(t.app);
    await c.get('/stand/codeContent?mobile=13800000003');
    const code = t.sms.lastCode('13800000003');
    const ok = await c.post('/stand/codeLogin', { mobile: '13800000003', code });
    expect(ok.statusCode).toBe(200);
    expect((await c.get('/v2/sessionUser/info')).json.data.name).toBe('张师傅');
    const reused = await new Client(t.app).post('/stand/codeLogin', { mobile: '13800000003', code });
    expect(reused.json.message).toBe('验证码已使用，请重新获取');
  });

  it('refuses a wrong code', async () => {
    const c = new Client(t.app);
    await c.get('/stand/codeContent?mobile=13800000005');
    const code = t.sms.lastCode('13800000005');
    const wrong = code === '000000' ? '111111' : '000000';
    const res = await c.post('/stand/codeLogin', { mobile: '13800000005', code: wrong });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toBe('验证码错误');
  });
});

describe('POST /stand/pwdLogin', () => {
  it('refuses a wrong password and does not create a session', async () => {
    const c = new Client(t.app);
    const res = await c.post('/stand/pwdLogin', { mobile: '13800000006', password: 'wrong-pass1' });
    expect(res.json.message).toBe('手机号或密码错误');
    expect((await c.get('/v2/sessionUser/info')).statusCode).toBe(401);
  });

  it('asks a phone with several enterprises to choose one, then binds the session', async () => {
    const c = new Client(t.app);
    const res = await c.post('/stand/pwdLogin', { mobile: '13800000099', password: 'demo1234' });
    expect(res.json.data.chooseEnterprise).toBe(true);
    expect((await c.get('/v2/sessionUser/info')).json.message).toBe('未登录');
    const list = (await c.get('/stand/login/epList')).json.data as { enterpriseId: number; enterpriseName: string }[];
    const free = list.find((e) => e.enterpriseName === '免费体验工作室')!;
    expect((await c.post('/stand/login/epList', { enterpriseId: free.enterpriseId })).statusCode).toBe(200);
    expect((await c.get('/v2/sessionUser/info')).json.data.enterpriseName).toBe('免费体验工作室');
  });
});

describe('csrf', () => {
  it('refuses an unsafe request without the session csrf token', async () => {
    const c = await Client.signIn(t.app, '13800000001');
    const token = c.csrfToken;
    c.csrfToken = '';
    const res = await c.post('/user/changeRole', { role: 1 });
    expect(res.statusCode).toBe(403);
    expect(res.json.message).toBe('操作失败，无效的CsrfToken');
    c.csrfToken = token;
    expect((await c.post('/user/changeRole', { role: 1 })).json.message).toBe('切换角色成功');
  });
});

describe('POST /stand/enterprise', () => {
  it('registers an enterprise on trial with the caller as administrator', async () => {
    const c = new Client(t.app);
    await c.get('/stand/codeContent?mobile=13700000001&type=2');
    const code = t.sms.lastCode('13700000001');
    const res = await c.post('/stand/enterprise', {
      enterpriseName: '新注册公司',
      name: '新管理员',
      mobile: '13700000001',
      code,
      password: 'abc12345',
    });
    expect(res.statusCode).toBe(200);
    const info = (await c.get('/v2/sessionUser/info')).json.data;
    expect(info).toMatchObject({ enterpriseName: '新注册公司', sysrole: 3, isChargeUser: 2, admin: true });
    expect((await Client.signIn(t.app, '13700000001', 'abc12345')).csrfToken).not.toBe('');
  });
});

describe('POST /logout', () => {
  it('ends the session at once', async () => {
    const c = await Client.signIn(t.app, '13800000007');
    expect((await c.post('/logout')).json.message).toBe('登出成功');
    expect((await c.get('/v2/sessionUser/info')).statusCode).toBe(401);
  });
});
