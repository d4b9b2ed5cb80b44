import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ContractRow, ContractView } from '@domain/contracts/contracts.schemas';
import { notices } from '@server/db/schema';
import { addCustomer, enterpriseIds, grantCustomers } from '@tests/support/product-fixtures';
import { Client, userIdsByName, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, sales, director, engineer, finance, trialAdmin] = useSignedIn(t, '13800000001', '13800000005', '13800000010', '13800000003', '13800000008', '13800000021');
let paid: number;
let customer: number;
let users: Record<string, number>;

beforeAll(async () => {
  paid = (await enterpriseIds(t))['示例科技有限公司'];
  customer = await addCustomer(t, paid, '合同客户', '075533330001');
  // A salesperson writes contracts of the customers they see.
  await grantCustomers(t, paid, [customer], ['13800000005']);
  users = await userIdsByName(admin);
});

const draft = (overrides: Record<string, unknown> = {}) => ({
  contractNo: `HT-${Math.random().toString(36).slice(2, 8)}`,
  name: '年度维保合同',
  customerId: customer,
  signedDate: '2026-03-01',
  status: 1,
  signerUserId: users['钱销售'],
  startDate: '2026-03-01',
  endDate: '2027-02-28',
  ...overrides,
});
const save = async (c: Client, body: Record<string, unknown>) => c.post('/v2/saleContract/save', body);
const act = (c: Client, id: number, action: string, reason?: string) => c.post('/v2/saleContract/approve', { id, action, reason });

describe('POST /v2/saleContract/save', () => {
  it('adds a draft waiting to be submitted, with the customer and people by name', async () => {
    const res = await save(sales, draft({ contractNo: 'HT-2026-001' }));
    expect(res.json).toMatchObject({
      success: true,
      message: '保存成功',
      data: {
        contractNo: 'HT-2026-001',
        customerName: '合同客户',
        signedDate: '2026-03-01',
        status: 1,
        approvalState: 1,
        signer: { id: users['钱销售'], name: '钱销售' },
        createdBy: { id: users['钱销售'], name: '钱销售' },
        approvedBy: null,
      },
    });
  });

  it('refuses a used number, a foreign or missing customer, an unknown signer and reversed dates', async () => {
    expect((await save(sales, draft({ contractNo: 'HT-2026-001' }))).json.message).toBe('合同编号已存在');
    const foreign = await addCustomer(t, (await enterpriseIds(t))['试用服务公司'], '别家客户', '075533330002');
    expect((await save(sales, draft({ customerId: foreign }))).json).toMatchObject({ success: false, message: '客户不存在' });
    expect((await save(sales, draft({ signerUserId: 999999 }))).json.message).toBe('签订人不存在');
    const reversed = await save(sales, draft({ endDate: '2026-01-01' }));
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json.message).toBe('endDate: 结束日期不能早于开始日期');
  });

  it('refuses missing required fields with a 400 naming each', async () => {
    for (const [field, value] of [
      ['contractNo', ''],
      ['name', ''],
      ['customerId', undefined],
      ['signedDate', '2026/03/01'],
      ['status', 5],
    ] as const) {
      const res = await save(sales, draft({ [field]: value }));
      expect(res.statusCode).toBe(400);
      expect(res.json.message).toContain(field);
    }
  });

  it('lets only writers save, and readers read', async () => {
    expect((await save(director, draft())).statusCode).toBe(403);
    expect((await engineer.get('/v2/saleContract/list')).statusCode).toBe(403);
    expect((await finance.get('/v2/saleContract/count')).json.data).toBeGreaterThanOrEqual(1);
  });
});

describe('approval: 1 to submit, 2 pending approval, 3 approved', () => {
  let id: number;

  beforeAll(async () => {
    id = (await save(sales, draft({ contractNo: 'HT-2026-002' }))).json.data.id;
  });

  it('is submitted by its writer and tells the approvers', async () => {
    expect((await act(director, id, 'submit')).statusCode).toBe(403);
    const res = await act(sales, id, 'submit');
    expect(res.json.data.approvalState).toBe(2);
    const sent = await t.app.db.system
      .select({ userId: notices.userId })
      .from(notices)
      .where(and(eq(notices.enterpriseId, paid), eq(notices.title, '销售合同待审批')));
    expect(sent.map((n) => n.userId)).toEqual(expect.arrayContaining([users['王管理'], users['冯总监']]));
  });

  it('cannot be edited, deleted or submitted again while pending', async () => {
    expect((await save(sales, { ...draft({ contractNo: 'HT-2026-002' }), id })).json.message).toBe('合同已提交审批，不能修改或删除');
    expect((await sales.delete(`/v2/saleContract/delete?ids=${id}`)).statusCode).toBe(409);
    expect((await act(sales, id, 'submit')).json.message).toBe('合同当前为待审批，不能提交审批');
  });

  it('is rejected back to the writer with a reason', async () => {
    expect((await act(director, id, 'reject')).json.message).toBe('reason: 请填写驳回原因');
    const res = await act(director, id, 'reject', '金额有误');
    expect(res.json.data).toMatchObject({ approvalState: 1, rejectReason: '金额有误' });
    const told = await t.app.db.system.select({ title: notices.title }).from(notices).where(and(eq(notices.enterpriseId, paid), eq(notices.userId, users['钱销售'])));
    expect(told.map((n) => n.title)).toContain('销售合同被驳回：金额有误');
  });

  it('is approved by a director, never by the salesperson who wrote it', async () => {
    await save(sales, { ...draft({ contractNo: 'HT-2026-002', name: '年度维保合同（修订）' }), id });
    await act(sales, id, 'submit');
    expect((await act(sales, id, 'approve')).statusCode).toBe(403);
    const res = await act(director, id, 'approve');
    expect(res.json.data).toMatchObject({ approvalState: 3, rejectReason: '', approvedBy: { name: '冯总监' }, name: '年度维保合同（修订）' });
    expect((await act(director, id, 'approve')).statusCode).toBe(409);
  });

  it('lets the administrator approve a contract they wrote themselves', async () => {
    const own = (await save(admin, draft())).json.data.id;
    await act(admin, own, 'submit');
    expect((await act(admin, own, 'approve')).json.data.approvalState).toBe(3);
  });
});

describe('lifecycle: 1 signed, 2 executing, 3 finished, 4 terminated', () => {
  it('moves only approved contracts, only forward', async () => {
    const { id } = (await save(sales, draft())).json.data as ContractRow;
    expect((await sales.post('/v2/saleContract/status', { id, status: 2 })).json.message).toBe('合同审批通过后才能变更状态');
    await act(sales, id, 'submit');
    await act(director, id, 'approve');
    expect((await sales.post('/v2/saleContract/status', { id, status: 3 })).json.message).toBe('合同状态不能从已签订变为已完成');
    expect((await sales.post('/v2/saleContract/status', { id, status: 2 })).json).toMatchObject({ message: '修改状态成功', data: { status: 2 } });
    expect((await sales.post('/v2/saleContract/status', { id, status: 3 })).json.data.status).toBe(3);
    expect((await sales.post('/v2/saleContract/status', { id, status: 4 })).statusCode).toBe(409);
    expect((await sales.post('/v2/saleContract/status', { id, status: 9 })).statusCode).toBe(400);
  });
});

describe('GET /v2/saleContract/list, count, detail and delete', () => {
  it('filters by keyword, approval state, status and customer', async () => {
    const byNo = (await admin.get('/v2/saleContract/list?keyword=HT-2026')).json.data as ContractRow[];
    expect(byNo.map((c) => c.contractNo)).toEqual(['HT-2026-002', 'HT-2026-001']);
    expect((await admin.get('/v2/saleContract/count?approvalState=1&keyword=HT-2026')).json.data).toBe(1);
    expect((await admin.get(`/v2/saleContract/count?customerId=${customer}&status=3`)).json.data).toBe(1);
    expect((await admin.get('/v2/saleContract/list?approvalState=7')).statusCode).toBe(400);
  });

  it('sends with each contract the operations its caller may run now', async () => {
    const { id, operations } = (await save(sales, draft({ contractNo: 'HT-OPS-001' }))).json.data as ContractView;
    expect(operations).toEqual(['edit', 'submit', 'delete']);
    await act(sales, id, 'submit');
    expect((await director.get(`/v2/saleContract/detail?id=${id}`)).json.data.operations).toEqual(['approve', 'reject']);
    const [row] = (await sales.get('/v2/saleContract/list?keyword=HT-OPS-001')).json.data as ContractView[];
    expect(row.operations).toEqual(['withdraw']);
    expect((await act(director, id, 'approve')).json.data.operations).toEqual(['createOrder']);
    expect((await sales.get(`/v2/saleContract/detail?id=${id}`)).json.data.operations).toEqual(['createOrder', 'execute', 'terminate']);
  });

  it('deletes drafts only', async () => {
    const { id } = (await save(sales, draft())).json.data;
    expect((await sales.delete(`/v2/saleContract/delete?ids=${id}`)).json.message).toBe('删除成功');
    expect((await admin.get(`/v2/saleContract/detail?id=${id}`)).statusCode).toBe(404);
  });

  it('keeps every contract inside its enterprise', async () => {
    const [first] = (await admin.get('/v2/saleContract/list')).json.data as ContractRow[];
    expect((await trialAdmin.get(`/v2/saleContract/detail?id=${first.id}`)).statusCode).toBe(404);
    expect((await trialAdmin.post('/v2/saleContract/approve', { id: first.id, action: 'submit' })).statusCode).toBe(404);
    expect((await trialAdmin.get('/v2/saleContract/count')).json.data).toBe(0);
  });
});
