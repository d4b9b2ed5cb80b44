import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CommissionRuleRow, GroupSettlement, PersonalDetail, PersonalSettlement, SettlementDocument } from '@domain/finance/commission.schemas';
import type { OrderDetail } from '@domain/orders/orders.types';
import type { MenuNode } from '@domain/shell/menu.schemas';
import { orders, serviceGroups } from '@server/db/schema';
import { orderTypeId, sampleOrderSetting } from '@tests/support/order-fixtures';
import { downloadedRows, finishedDownload } from '@tests/support/sheet-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, dispatcher, engineer, finance] = useSignedIn(t, '13800000001', '13800000002', '13800000003', '13800000008');
let ep: number;
let u: Record<string, number>;
let customerId: number;
let defaultType: number;
let aircon: number;
const RULES = '/v2/personSettlementCommissionRuleSetting/rule';

beforeAll(async () => {
  ({ ep, users: u, customerId, defaultType, aircon } = await sampleOrderSetting(t.app, { name: '提成测试客户', phone: '13900000901' }));
  // The demo's rules end now, so this file's orders fall under its own rules only (the demo's reconciled orders keep theirs).
  const demoRules = (await finance.get(`${RULES}/list?pageSize=100`)).json.data as CommissionRuleRow[];
  if (demoRules.length) expect((await finance.delete(`${RULES}/delete?ids=${demoRules.map((r) => r.id).join(',')}`)).statusCode).toBe(200);
});

const mine = new Set<number>();

const thisMonth = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
};

/** An order completed and reconciled with fees of `amount` yuan; the owner 张师傅, collaborator 多企业用户. */
async function reconciledOrder(amount: string): Promise<number> {
  const created = await dispatcher.post('/v2/order/add', { templateId: defaultType, customerId, title: '提成工单', serviceItemId: aircon, appointmentTime: '2030-06-01 14:00', description: '提成' });
  expect(created.statusCode, created.body).toBe(200);
  const id = (created.json.data as OrderDetail).id;
  expect((await dispatcher.post('/worker/batchDesignate', { ids: [id], ownerId: u['张师傅'], collaboratorIds: [u['多企业用户']] })).json.data.done).toEqual([id]);
  expect((await engineer.post('/order/accept', { id })).statusCode).toBe(200);
  expect((await engineer.post('/order/startService', { id })).statusCode).toBe(200);
  expect((await engineer.post('/order/fees', { id, serviceAmount: amount, spareAmount: '0', otherFee: '0', discountAmount: '0', items: [] })).statusCode).toBe(200);
  expect((await engineer.post('/order/serviceComplete', { id })).statusCode).toBe(200);
  const marked = await finance.post('/v2/reconcile/mark', { orderIds: [id] });
  expect(marked.json.data, marked.body).toEqual({ done: [id], refused: [] });
  mine.add(id);
  return id;
}

describe('commission rules', () => {
  let ruleId: number;

  it('saves a rule with its applicable order types and ratios, and lists it', async () => {
    const res = await finance.post(`${RULES}/save`, { name: '按单提成', base: 1, method: 1, rate: '10', orderTmplIds: [defaultType], ownerRatio: 70, collaboratorRatio: 30, leaderRatio: 0 });
    expect(res.statusCode, res.body).toBe(200);
    const rule = res.json.data as CommissionRuleRow;
    ruleId = rule.id;
    expect(rule).toMatchObject({ name: '按单提成', base: 1, method: 1, rate: '10', ownerRatio: '70', collaboratorRatio: '30', leaderRatio: '0', orderTmplIds: [defaultType] });
    expect(((await finance.get(`${RULES}/list`)).json.data as CommissionRuleRow[]).map((r) => r.id)).toContain(ruleId);
    expect((await finance.get(`${RULES}/count?orderTmplId=${defaultType}`)).json.data).toBe(1); // the demo's rules were deleted
    expect((await finance.get(`${RULES}/distribute/ratio/list?ruleId=${ruleId}`)).json.data).toEqual([{ ruleId, ownerRatio: '70', collaboratorRatio: '30', leaderRatio: '0' }]);
    expect((await finance.get(`${RULES}/distribute/ratio/count?ruleId=${ruleId}`)).json.data).toBe(1);
    expect((await finance.get(`${RULES}/applic/tmpl/list?ruleId=${ruleId}`)).json.data).toEqual([{ orderTmplId: defaultType, name: '默认工单' }]);
  });

  it('refuses ratios not summing to 100 %, bad terms and other roles, naming the field and changing nothing', async () => {
    const before = (await finance.get(`${RULES}/count`)).json.data as number;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '坏', base: 1, method: 1, rate: '5', ownerRatio: 60, collaboratorRatio: 30, leaderRatio: 5 }, '负责人、协作人、组长的分配比例合计须为100%'],
      [{ name: '坏', base: 1, method: 1, rate: '5', ownerRatio: 120, collaboratorRatio: 0, leaderRatio: -20 }, 'ownerRatio'],
      [{ name: '坏', base: 1, method: 1 }, 'rate'],
      [{ name: '坏', base: 1, method: 1, rate: '101' }, 'rate'],
      [{ name: '坏', base: 1, method: 2, amount: '-3' }, 'amount'],
      [{ name: '坏', base: 2, method: 1, rate: '5' }, 'moneyItemId'],
      [{ name: '坏', base: 4, method: 2, amount: '5' }, 'serviceItemId'],
      [{ name: '坏', base: 5, method: 1, rate: '5' }, 'base'],
      [{ name: '坏', base: 1, method: 1, rate: '5', orderTmplIds: [99_999_999] }, 'orderTmplIds'],
    ];
    for (const [body, field] of cases) {
      const res = await finance.post(`${RULES}/save`, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toContain(field);
    }
    const ratio = await finance.post(`${RULES}/save/distribute/ratio`, { ruleId, ownerRatio: 50, collaboratorRatio: 30, leaderRatio: 10 });
    expect(ratio.statusCode).toBe(400);
    // Said in the roles' names, without a raw field name before it.
    expect(ratio.json.message).toBe('负责人、协作人、组长的分配比例合计须为100%（当前90%）');
    expect((await dispatcher.post(`${RULES}/save`, { name: 'x', base: 3, method: 2, amount: '1' })).statusCode).toBe(403);
    expect((await finance.post(`${RULES}/save/distribute/ratio`, { ruleId: 99_999_999, ownerRatio: 100, collaboratorRatio: 0, leaderRatio: 0 })).statusCode).toBe(404);
    const other = await Client.signIn(t.app, '13800000011');
    expect((await other.get(`${RULES}/distribute/ratio/list?ruleId=${ruleId}`)).statusCode).toBe(404);
    expect((await finance.get(`${RULES}/count`)).json.data).toBe(before);
    expect((await finance.get(`${RULES}/distribute/ratio/list?ruleId=${ruleId}`)).json.data[0].ownerRatio).toBe('70');
  });

  it('versions every change; an order completed before a change keeps the old terms', async () => {
    const first = await reconciledOrder('100');
    // Ratios and rate change after the first order completed.
    expect((await finance.post(`${RULES}/save/distribute/ratio`, { ruleId, ownerRatio: 100, collaboratorRatio: 0, leaderRatio: 0 })).statusCode).toBe(200);
    const changed = await finance.post(`${RULES}/save`, { id: ruleId, name: '按单提成', base: 1, method: 1, rate: '20', orderTmplIds: [defaultType], ownerRatio: 100, collaboratorRatio: 0, leaderRatio: 0 });
    expect(changed.json.data).toMatchObject({ id: ruleId, rate: '20' });
    const second = await reconciledOrder('100');

    const owner = (await finance.get(`/v2/settlement/personal/detail?period=${thisMonth()}&userId=${u['张师傅']}`)).json.data as PersonalDetail;
    const amounts = Object.fromEntries(owner.orders.map((o) => [o.orderId, o.amount]));
    expect(amounts[first]).toBe('7.00'); // 10 % of 100, 70 % to the owner
    expect(amounts[second]).toBe('20.00'); // 20 % of 100, all to the owner
    const collaborator = (await finance.get(`/v2/settlement/personal/detail?period=${thisMonth()}&userId=${u['多企业用户']}`)).json.data as PersonalDetail;
    expect(collaborator.orders.filter((o) => mine.has(o.orderId)).map((o) => [o.orderId, o.amount, o.roles])).toEqual([[first, '3.00', ['collaborator']]]);
  });

  it('adds and removes applicable order types, and deletes rules from now on', async () => {
    const install = await orderTypeId(t.app, ep, '安装工单');
    expect(((await finance.post(`${RULES}/save/applic/tmpl`, { ruleId, orderTmplIds: [install] })).json.data as CommissionRuleRow).orderTmplIds.sort()).toEqual([defaultType, install].sort());
    expect(((await finance.delete(`${RULES}/delete/applic/tmpl?ruleId=${ruleId}&orderTmplIds=${install}`)).json.data as CommissionRuleRow).orderTmplIds).toEqual([defaultType]);
    const temp = (await finance.post(`${RULES}/save`, { name: '临时规则', base: 3, method: 2, amount: '5' })).json.data as CommissionRuleRow;
    expect(temp).toMatchObject({ method: 2, amount: '5.00' });
    expect((await finance.delete(`${RULES}/delete/distribute/ratio?ruleId=${temp.id}`)).json.data).toMatchObject({ ownerRatio: '100' });
    expect((await finance.delete(`${RULES}/delete?ids=${temp.id}`)).json.message).toBe('删除成功');
    expect(((await finance.get(`${RULES}/list`)).json.data as CommissionRuleRow[]).map((r) => r.id)).not.toContain(temp.id);
    expect((await finance.delete(`${RULES}/delete?ids=${temp.id}`)).statusCode).toBe(404);
  });
});

describe('rewards and penalties', () => {
  it('files a reward and a penalty, refuses bad ones, and lets finance decide each once', async () => {
    const rewardsOf = async () => ((await engineer.get(`/v2/settlement/personal/detail?period=${thisMonth()}`)).json.data as PersonalDetail).row.rewards;
    // The demo has an approved reward of its own.
    const before = Math.round(Number(await rewardsOf()) * 100);
    const reward = await dispatcher.post('/rewards/addRewardsForm', { userId: u['张师傅'], amount: 50, reason: '客户表扬' });
    expect(reward.statusCode, reward.body).toBe(200);
    expect(reward.json.data).toMatchObject({ userId: u['张师傅'], amount: '50.00', state: 0 });
    const penalty = await finance.post('/rewards/addRewardsForm', { userId: u['张师傅'], amount: '-20.5', reason: '迟到', orderId: [...mine][0] });
    expect(penalty.json.data).toMatchObject({ amount: '-20.50', orderId: [...mine][0] });
    const count = (await finance.get('/rewards/count')).json.data as number;
    for (const [body, field] of [
      [{ userId: u['张师傅'], amount: 0, reason: 'x' }, 'amount'],
      [{ userId: u['张师傅'], amount: '1.234', reason: 'x' }, 'amount'],
      [{ userId: u['张师傅'], amount: 5, reason: '' }, '奖惩原因'],
      [{ userId: 99_999_999, amount: 5, reason: 'x' }, 'userId'],
      [{ userId: u['张师傅'], amount: 5, reason: 'x', orderId: 99_999_999 }, 'orderId'],
    ] as const) {
      const res = await finance.post('/rewards/addRewardsForm', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json.message).toContain(field);
    }
    expect((await engineer.post('/rewards/addRewardsForm', { userId: u['张师傅'], amount: 5, reason: '自己奖励自己' })).statusCode).toBe(403);
    expect((await finance.get('/rewards/count')).json.data).toBe(count);

    const rewardId = reward.json.data.id as number;
    const penaltyId = penalty.json.data.id as number;
    expect((await dispatcher.post('/rewards/decide', { id: rewardId, pass: true })).statusCode).toBe(403);
    const [a, b] = await Promise.all([finance.post('/rewards/decide', { id: rewardId, pass: true }), finance.post('/rewards/decide', { id: rewardId, pass: false })]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const approvedFirst = a.statusCode === 200 ? a.json.data.state === 1 : b.json.data.state === 1;
    if (!approvedFirst) {
      // The rejection won the race: file the reward again and approve it.
      const again = await dispatcher.post('/rewards/addRewardsForm', { userId: u['张师傅'], amount: 50, reason: '客户表扬' });
      expect((await finance.post('/rewards/decide', { id: again.json.data.id, pass: true })).statusCode).toBe(200);
    }
    expect((await finance.post('/rewards/decide', { id: penaltyId, pass: false, remark: '已核实未迟到' })).json.data).toMatchObject({ state: 2, decideRemark: '已核实未迟到' });
    const steps = (await finance.get(`/rewards/approvalProcess?id=${penaltyId}`)).json.data;
    expect(steps).toEqual([
      expect.objectContaining({ step: 'filed', userId: u['吴财务'], remark: '迟到' }),
      expect.objectContaining({ step: 'rejected', userId: u['吴财务'], remark: '已核实未迟到' }),
    ]);
    // Everyone else sees only their own.
    const own = (await engineer.get('/rewards/list?userId=' + u['多企业用户'])).json.data as { userId: number; operations: string[] }[];
    expect(own.every((r) => r.userId === u['张师傅'])).toBe(true);
    // Each row carries what the caller may do now (the reward machine): finance decides the waiting ones, nobody the decided.
    expect(own.every((r) => r.operations.length === 0)).toBe(true);
    const rows = (await finance.get('/rewards/list?pageSize=100')).json.data as { state: number; operations: string[] }[];
    for (const r of rows) expect(r.operations).toEqual(r.state === 0 ? ['approve', 'reject'] : []);
    expect(rows.some((r) => r.state === 0)).toBe(true);
    expect(((await finance.get('/rewards/list?state=1')).json.data as { state: number }[]).every((r) => r.state === 1)).toBe(true);
    const other = await Client.signIn(t.app, '13800000011');
    expect((await other.get(`/rewards/approvalProcess?id=${penaltyId}`)).statusCode).toBe(404);

    // The approved reward enters the month; the rejected penalty does not.
    expect(Math.round(Number(await rewardsOf()) * 100)).toBe(before + 5_000);
  });
});

describe('personal settlement', () => {
  it('shows each person their own figure only; finance sees everyone', async () => {
    const all = (await finance.get(`/v2/settlement/personal/list?period=${thisMonth()}`)).json.data as PersonalSettlement;
    expect(all.rows.map((r) => r.userId)).toEqual(expect.arrayContaining([u['张师傅'], u['多企业用户']]));
    const fen = (yuan: string) => Math.round(Number(yuan) * 100);
    expect(fen(all.total)).toBe(all.rows.reduce((sum, r) => sum + fen(r.total), 0));
    const own = (await engineer.get(`/v2/settlement/personal/list?period=${thisMonth()}`)).json.data as PersonalSettlement;
    expect(own.rows.map((r) => r.userId)).toEqual([u['张师傅']]);
    expect(own.rows[0]).toEqual(all.rows.find((r) => r.userId === u['张师傅']));
    // The owner's figure is the sum of his order shares (27.00 of them from this file's two orders).
    const detail = (await engineer.get(`/v2/settlement/personal/detail?period=${thisMonth()}`)).json.data as PersonalDetail;
    expect(fen(detail.row.commission)).toBe(detail.orders.reduce((sum, o) => sum + fen(o.amount), 0));
    expect(detail.orders.filter((o) => mine.has(o.orderId)).reduce((sum, o) => sum + fen(o.amount), 0)).toBe(2_700);
    // Asking for someone else's detail gives one's own.
    expect(((await engineer.get(`/v2/settlement/personal/detail?period=${thisMonth()}&userId=${u['多企业用户']}`)).json.data as PersonalDetail).userId).toBe(u['张师傅']);
    expect((await finance.get('/v2/settlement/personal/list?period=2026-13')).json.message).toContain('period');
  });

  it('sums the order shares by service group for team settlement (finance only)', async () => {
    const res = await finance.get(`/v2/settlement/group/list?period=${thisMonth()}`);
    expect(res.statusCode, res.body).toBe(200);
    const groups = res.json.data as GroupSettlement;
    const personal = (await finance.get(`/v2/settlement/personal/list?period=${thisMonth()}`)).json.data as PersonalSettlement;
    const fen = (yuan: string) => Math.round(Number(yuan) * 100);
    // Team totals are the order shares (rewards are personal).
    const commission = personal.rows.reduce((sum, r) => sum + fen(r.commission), 0);
    expect(groups.rows.reduce((sum, g) => sum + fen(g.commission), 0)).toBe(commission);
    for (const g of groups.rows) expect(g.people.reduce((sum, p) => sum + fen(p.commission), 0)).toBe(fen(g.commission));
    const first = groups.rows[0];
    const one = (await finance.get(`/v2/settlement/group/list?period=${thisMonth()}${first.groupId ? `&groupId=${first.groupId}` : ''}`)).json.data as GroupSettlement;
    expect(one.rows[0]).toEqual(first);
  });

  it("shows a group leader their own team's settlement only; others' teams and non-leaders are refused", async () => {
    const [team] = await t.app.db.system.select({ id: serviceGroups.id }).from(serviceGroups).where(and(eq(serviceGroups.enterpriseId, ep), eq(serviceGroups.name, '服务一组')));
    const [other] = await t.app.db.system.select({ id: serviceGroups.id }).from(serviceGroups).where(and(eq(serviceGroups.enterpriseId, ep), eq(serviceGroups.name, '安装组')));
    // One of this file's orders is served by 服务一组 (led by 张师傅), another by 安装组.
    const [first, second] = [...mine];
    // Written as the app writes an order (stamped): the finance roll-up re-reads orders written since its last run.
    await t.app.db.system.update(orders).set({ serviceGroupId: team.id, updatedAt: new Date() }).where(eq(orders.id, first));
    await t.app.db.system.update(orders).set({ serviceGroupId: other.id, updatedAt: new Date() }).where(eq(orders.id, second));
    const all = (await finance.get(`/v2/settlement/group/list?period=${thisMonth()}`)).json.data as GroupSettlement;
    const led = await engineer.get(`/v2/settlement/group/list?period=${thisMonth()}`);
    expect(led.statusCode, led.body).toBe(200);
    const rows = (led.json.data as GroupSettlement).rows;
    expect(rows.map((r) => r.groupName)).toEqual(['服务一组']);
    expect(rows[0]).toEqual(all.rows.find((r) => r.groupId === team.id));
    expect(((await engineer.get(`/v2/settlement/group/list?period=${thisMonth()}&groupId=${team.id}`)).json.data as GroupSettlement).rows).toEqual(rows);
    const refused = await engineer.get(`/v2/settlement/group/list?period=${thisMonth()}&groupId=${other.id}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.json.message).toBe('只能查看自己担任组长的服务组的团队结算');
    expect((await dispatcher.get(`/v2/settlement/group/list?period=${thisMonth()}`)).statusCode).toBe(403);
    expect((await engineer.get('/v2/settlement/group/list?period=2026-13')).statusCode).toBe(400);
  });

  it('settles a period once into a document later changes do not alter', async () => {
    const before = (await finance.get(`/v2/settlement/personal/list?period=${thisMonth()}`)).json.data as PersonalSettlement;
    const detailOf = async () => (await finance.get(`/v2/settlement/personal/detail?period=${thisMonth()}&userId=${u['张师傅']}`)).json.data as PersonalDetail;
    const groupsOf = async () => (await finance.get(`/v2/settlement/group/list?period=${thisMonth()}`)).json.data as GroupSettlement;
    const [detailBefore, groupsBefore] = [await detailOf(), await groupsOf()];
    expect(detailBefore.orders.length).toBeGreaterThan(0);
    const res = await finance.post('/v2/settlement/settle', { period: thisMonth() });
    expect(res.statusCode, res.body).toBe(200);
    const doc = res.json.data as SettlementDocument;
    expect(doc).toMatchObject({ period: thisMonth(), total: before.total });
    expect(doc.rows).toEqual(before.rows);
    const twice = await finance.post('/v2/settlement/settle', { period: thisMonth() });
    expect(twice.statusCode).toBe(409);
    expect(twice.json.message).toBe('该期间已结算，不能重复结算');
    expect((await engineer.post('/v2/settlement/settle', { period: thisMonth() })).statusCode).toBe(403);
    expect((await finance.post('/v2/settlement/settle', { period: '2999-01' })).statusCode).toBe(400);

    // A rule change and a new reconciled order after settling leave the document as it was.
    await finance.post(`${RULES}/save/distribute/ratio`, { ruleId: ((await finance.get(`${RULES}/list`)).json.data as CommissionRuleRow[])[0].id, ownerRatio: 50, collaboratorRatio: 50, leaderRatio: 0 });
    await reconciledOrder('500');
    const after = (await finance.get(`/v2/settlement/detail?id=${doc.id}`)).json.data as SettlementDocument;
    expect(after).toEqual(doc);
    expect((await finance.get(`/v2/settlement/personal/list?period=${thisMonth()}`)).json.data).toMatchObject({ settlementId: doc.id, total: before.total });
    // The document's order shares (a person's detail, the team sums) read as they were summed when settling.
    expect(await detailOf()).toEqual({ ...detailBefore, settlementId: doc.id });
    expect(await groupsOf()).toEqual({ ...groupsBefore, settlementId: doc.id });
    const own = (await engineer.get(`/v2/settlement/detail?id=${doc.id}`)).json.data as SettlementDocument;
    expect(own.rows.map((r) => r.userId)).toEqual([u['张师傅']]);
    // A person sees only their own figures: the document's total and order count are their line's, not the enterprise's.
    expect({ total: own.total, orderCount: own.orderCount }).toEqual({ total: own.rows[0].total, orderCount: own.rows[0].orderCount });
    expect(own.total).not.toBe(doc.total);
    const other = await Client.signIn(t.app, '13800000011');
    expect((await other.get(`/v2/settlement/detail?id=${doc.id}`)).statusCode).toBe(404);

    // Exported through the download centre: amounts are number cells, the settling time a date cell.
    const exported = await finance.post('/v2/settlement/export', { id: doc.id });
    expect(exported.statusCode, exported.body).toBe(200);
    const item = await finishedDownload(finance, exported.json.data.id);
    const cookie = (finance as unknown as { cookie: string }).cookie;
    const rows = await downloadedRows(t, cookie, item);
    expect(rows[0]).toEqual(['结算期间', '人员', '工单数', '提成（元）', '奖惩（元）', '合计（元）', '结算时间']);
    const owner = rows.find((r) => r[1] === '张师傅')!;
    const ownerLine = doc.rows.find((r) => r.userId === u['张师傅'])!;
    expect(owner.slice(0, 6)).toEqual([thisMonth(), '张师傅', ownerLine.orderCount, Number(ownerLine.commission), Number(ownerLine.rewards), Number(ownerLine.total)]);
    expect(owner[6]).toBeInstanceOf(Date);
    // The header, a row a person, then 合计: the amounts added up, the document's order count (a shared order once).
    expect(rows).toHaveLength(doc.rows.length + 2);
    const sum = (key: 'commission' | 'rewards') => doc.rows.reduce((fen, r) => fen + Math.round(Number(r[key]) * 100), 0) / 100;
    expect(rows.at(-1)!.slice(0, 6)).toEqual(['合计', undefined, doc.orderCount, sum('commission'), sum('rewards'), Number(doc.total)]);
    expect((await finance.post('/v2/settlement/export', { id: 99_999_999 })).statusCode).toBe(404);
    expect((await engineer.post('/v2/settlement/export', { id: doc.id })).statusCode).toBe(403);
    expect(admin).toBeTruthy();
  });
});

describe('team settlement in the menu', () => {
  /** The menu's 团队结算 entries (under 财务管理), as [parent, route]. */
  const teamEntries = async (c: Client) => {
    const walk = (nodes: MenuNode[]): MenuNode[] => nodes.flatMap((n) => [n, ...walk(n.children)]);
    const res = await c.get('/v2/menu/listV2');
    expect(res.statusCode).toBe(200);
    return walk(res.json.data as MenuNode[]).filter((n) => n.name === '团队结算').map((n) => [n.parent_id, n.routerName]);
  };
  const entry = [['finance_manage', '/groupCommission']];

  it('is shown to a service group leader and finance once, not to a member of the same role who leads none', async () => {
    const member = await Client.signIn(t.app, '13800000012'); // 林师傅: a service engineer like 张师傅, leading no group
    // Asked in turns: the menu the role shares must not carry the leader's entry to the member, nor back.
    expect(await teamEntries(member)).toEqual([]);
    expect(await teamEntries(engineer)).toEqual(entry);
    expect(await teamEntries(member)).toEqual([]);
    expect(await teamEntries(finance)).toEqual(entry);
    expect(await teamEntries(dispatcher)).toEqual([]);
  });
});

describe('bank account and settlement-mode names (T+ names calls)', () => {
  it('keeps each list, answers names by ids, and refuses duplicates, other roles and unknown ids', async () => {
    for (const base of ['/tplusBankAccount', '/tplusSettlementModesSetting']) {
      const a = await finance.post(`${base}/save`, { name: '工商银行基本户' });
      expect(a.statusCode, a.body).toBe(200);
      const b = await finance.post(`${base}/save`, { name: '建设银行一般户' });
      const ids = [a.json.data.id, b.json.data.id];
      expect((await engineer.get(`${base}/names/${ids.join(',')}`)).json.data).toEqual([
        { id: ids[0], name: '工商银行基本户' },
        { id: ids[1], name: '建设银行一般户' },
      ]);
      expect((await finance.post(`${base}/save`, { name: '工商银行基本户' })).statusCode).toBe(409);
      expect((await finance.post(`${base}/save`, { name: '' })).json.message).toContain('名称');
      expect((await engineer.post(`${base}/save`, { name: '私户' })).statusCode).toBe(403);
      expect((await finance.post(`${base}/save`, { id: ids[1], name: '建设银行改名' })).json.data).toEqual({ id: ids[1], name: '建设银行改名' });
      expect((await finance.get(`${base}/names/abc`)).statusCode).toBe(400);
      const other = await Client.signIn(t.app, '13800000011');
      expect((await other.get(`${base}/names/${ids.join(',')}`)).json.data).toEqual([]);
      expect((await finance.delete(`${base}/delete?ids=${ids[0]}`)).statusCode).toBe(200);
      expect(((await finance.get(`${base}/list`)).json.data as { id: number }[]).map((e) => e.id)).toEqual([ids[1]]);
      // A deleted entry still answers its name (older records name it).
      expect((await engineer.get(`${base}/names/${ids[0]}`)).json.data).toEqual([{ id: ids[0], name: '工商银行基本户' }]);
      expect((await finance.delete(`${base}/delete?ids=${ids[0]}`)).statusCode).toBe(404);
    }
  });
});
