import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { addDays, businessDay } from '@domain/cycle-plans/cycle';
import { InspectionPaths as P } from '@domain/maintenance/inspection.paths';
import type { InspectionPlanRow, InspectionPointRow, InspectionTaskDetail, InspectionTaskRow } from '@domain/maintenance/inspection.schemas';
import { inspectionResults, notices, orderLogs, orders } from '@server/db/schema';
import { addCustomer, enterpriseId, orderTypeId, serviceItemId, userIds } from '@tests/support/order-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, dispatcher, engineer, sales, director, trialAdmin] = useSignedIn(t, '13800000001', '13800000002', '13800000003', '13800000005', '13800000010', '13800000021');
let paid: number;
let people: Record<string, number>;
let defaultType: number;
let customer: number;
let otherCustomer: number;
let points: InspectionPointRow[];
let otherPoint: InspectionPointRow;
const today = businessDay(new Date());
const CHECKS = ['外观完好', '运行正常'];
let codeSeq = 0;

const newPoint = async (over: Record<string, unknown> = {}) => {
  const res = await dispatcher.post(P.pointSave, { name: `巡检点${++codeSeq}`, customerId: customer, location: 'A区', ...over });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as InspectionPointRow;
};
const planBody = (over: Record<string, unknown> = {}) => ({
  name: '周巡检',
  customerId: customer,
  assigneeId: people['张师傅'],
  pointIds: points.map((p) => p.id),
  checkItems: CHECKS,
  mode: 1,
  cycleUnit: 2,
  cycleEvery: 1,
  startDate: today,
  endDate: addDays(today, 60),
  aheadDays: 0,
  ...over,
});
const newPlan = async (over: Record<string, unknown> = {}) => {
  const res = await dispatcher.post(P.planSave, planBody(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as InspectionPlanRow & { upcoming: string[] };
};
const tasksOf = async (planId: number, c: Client = dispatcher) => (await c.get(`${P.taskList}?planId=${planId}&pageSize=100`)).json.data as InspectionTaskRow[];
const detail = async (id: number, c: Client = dispatcher) => (await c.get(`${P.taskDetail}?id=${id}`)).json.data as InspectionTaskDetail;
const items = (failed: string | null = null) => CHECKS.map((name) => ({ name, passed: name !== failed, note: name === failed ? '漏水' : '' }));
const record = (c: Client, id: number, point: InspectionPointRow, failed: string | null = null) => c.post(P.taskRecord, { id, pointId: point.id, scannedCode: point.code, items: items(failed) });
/** A fresh plan's round due today. */
async function todaysRound(over: Record<string, unknown> = {}) {
  const plan = await newPlan(over);
  const [task] = await tasksOf(plan.id);
  expect(task).toMatchObject({ dueDate: today, state: 0, pointCount: points.length });
  return task;
}
/** Walks a round: every point recorded by the engineer, the first with `failed` failed, then finished. */
async function walk(id: number, failed: string | null) {
  for (const [i, p] of points.entries()) expect((await record(engineer, id, p, i === 0 ? failed : null)).statusCode).toBe(200);
  const res = await engineer.post(P.taskFinish, { id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as InspectionTaskDetail;
}

beforeAll(async () => {
  paid = await enterpriseId(t.app, '示例科技有限公司');
  people = await userIds(t.app, paid);
  defaultType = await orderTypeId(t.app, paid, '默认工单');
  customer = await addCustomer(t.app, paid, { name: '巡检客户甲', phone: '075566670001' });
  otherCustomer = await addCustomer(t.app, paid, { name: '巡检客户乙', phone: '075566670002' });
  points = [await newPoint({ name: '水泵房' }), await newPoint({ name: '配电间', code: 'PD-001' })];
  otherPoint = await newPoint({ name: '乙的机房', customerId: otherCustomer });
});

describe('demo data', () => {
  it('gives 示例科技 points, two plans and an exception to-do', async () => {
    const plans = (await admin.get(`${P.planList}?pageSize=100`)).json.data as InspectionPlanRow[];
    expect(plans.map((p) => p.name)).toEqual(expect.arrayContaining(['配电设施周巡检', '消防设施月巡检']));
    const exceptions = (await admin.get(`${P.taskList}?state=3&pageSize=100`)).json.data as InspectionTaskRow[];
    expect(exceptions.some((r) => r.plan.name === '消防设施月巡检' && r.exceptionCount === 1)).toBe(true);
  });
});

describe('points', () => {
  it('makes a code when none is given, keeps codes unique, and refuses to delete a point a plan walks', async () => {
    expect(points[0].code).toMatch(/^XJ[0-9A-F]{10}$/);
    expect(points[1]).toMatchObject({ code: 'PD-001', customer: { id: customer, name: '巡检客户甲' } });
    const taken = await dispatcher.post(P.pointSave, { name: '重码', customerId: customer, code: 'PD-001' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json.message).toBe('巡检码已被其他巡检点使用');
    const bad = await dispatcher.post(P.pointSave, { name: '', customerId: customer });
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toContain('巡检点名称');
    expect((await dispatcher.post(P.pointSave, { name: '坏码', customerId: customer, code: '中文码' })).statusCode).toBe(400);
    await newPlan({ pointIds: [points[1].id] });
    const used = await dispatcher.delete(`${P.pointDelete}?ids=${points[1].id}`);
    expect(used.statusCode).toBe(409);
    const lone = await newPoint();
    expect((await dispatcher.delete(`${P.pointDelete}?ids=${lone.id}`)).statusCode).toBe(200);
    expect((await dispatcher.get(`${P.pointDetail}?id=${lone.id}`)).statusCode).toBe(404);
  });
});

describe('plans', () => {
  it('makes today’s round at once and never twice; refuses an end before the start, another customer’s points, an unknown walker', async () => {
    const plan = await newPlan();
    expect(plan.points.map((p) => p.name)).toEqual(['水泵房', '配电间']);
    expect(plan.upcoming[0]).toBe(addDays(today, 7));
    await dispatcher.post(P.planSave, { ...planBody(), id: plan.id, name: '周巡检改' });
    expect(await tasksOf(plan.id)).toHaveLength(1);
    const before = (await dispatcher.get(P.planCount)).json.data as number;
    const refusals: [Record<string, unknown>, string][] = [
      [{ endDate: addDays(today, -1) }, '结束日期不能早于开始日期'],
      [{ pointIds: [otherPoint.id] }, 'pointIds'],
      [{ assigneeId: 99_999_999 }, 'assigneeId'],
      [{ checkItems: [] }, '检查项'],
      [{ pointIds: [] }, '巡检点'],
    ];
    for (const [over, text] of refusals) {
      const res = await dispatcher.post(P.planSave, planBody(over));
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json.message).toContain(text);
    }
    expect((await dispatcher.get(P.planCount)).json.data).toBe(before);
  });
});

describe('rounds', () => {
  it('lists the rounds still to walk soonest first (the walker takes them in that order) and all rounds newest first', async () => {
    const plan = await newPlan({ name: '提前一周巡检', aheadDays: 7 });
    const dates = async (query: string) => ((await engineer.get(`${P.taskList}?planId=${plan.id}&mine=1${query}`)).json.data as InspectionTaskRow[]).map((r) => r.dueDate);
    expect(await dates('&state=0')).toEqual([today, addDays(today, 7)]);
    expect(await dates('')).toEqual([addDays(today, 7), today]);
  });

  it('the engineer walks a round with one failed item; the exception becomes an order through inspectionTaskId, once', async () => {
    const task = await todaysRound({ name: '异常转工单' });
    expect((await detail(task.id, engineer)).allowedOperations).toEqual(['record']);
    const early = await engineer.post(P.taskFinish, { id: task.id });
    expect(early.statusCode).toBe(409);
    expect((await record(engineer, task.id, points[0], '运行正常')).statusCode).toBe(200);
    const half = await engineer.post(P.taskFinish, { id: task.id });
    expect(half.statusCode).toBe(409);
    expect(half.json.message).toBe('还有巡检点未记录');
    const done = await walk(task.id, '运行正常');
    expect(done).toMatchObject({ state: 3, recordedCount: 2, exceptionCount: 1 });
    expect(done.points[0].result).toMatchObject({ exception: true, scanned: true, items: [{ name: '外观完好', passed: true }, { name: '运行正常', passed: false, note: '漏水' }] });
    expect((await detail(task.id)).allowedOperations).toEqual(['createOrder', 'close']);
    expect((await dispatcher.get(`${P.taskList}?exception=1&pageSize=100`)).json.data.some((r: InspectionTaskRow) => r.id === task.id)).toBe(true);

    const order = {
      templateId: defaultType,
      customerId: customer,
      title: '巡检异常处理',
      serviceItemId: await serviceItemId(t.app, paid, '空调维修'),
      appointmentTime: `${addDays(today, 1)} 10:00`,
      description: '水泵房运行异常',
      source: 6,
      origin: { inspectionTaskId: task.id },
    };
    const made = await dispatcher.post('/v2/order/add', order);
    expect(made.statusCode, made.body).toBe(200);
    const after = await detail(task.id);
    expect(after).toMatchObject({ state: 4, order: { orderNo: expect.stringMatching(/^GD/) } });
    const [row] = await t.app.db.system.select().from(orders).where(eq(orders.id, after.order!.id));
    expect(row).toMatchObject({ source: 6, origin: expect.objectContaining({ inspectionTaskId: task.id }) });
    expect((await t.app.db.system.select({ op: orderLogs.op }).from(orderLogs).where(eq(orderLogs.orderId, row.id))).map((l) => l.op)).toContain('create');
    const again = await dispatcher.post('/v2/order/add', { ...order, title: '重复巡检工单' });
    expect(again.statusCode).toBe(409);
    expect(await t.app.db.system.select({ id: orders.id }).from(orders).where(eq(orders.title, '重复巡检工单'))).toEqual([]);
  });

  it('a round without failed items is done; an exception may be closed with a reason instead', async () => {
    const clean = await todaysRound({ name: '正常巡检' });
    expect(await walk(clean.id, null)).toMatchObject({ state: 2, exceptionCount: 0, allowedOperations: [] });
    const failed = await todaysRound({ name: '异常关闭' });
    await walk(failed.id, '外观完好');
    expect((await dispatcher.post(P.taskClose, { id: failed.id, reason: '' })).statusCode).toBe(400);
    expect((await engineer.post(P.taskClose, { id: failed.id, reason: '已现场处理' })).statusCode).toBe(403);
    const closed = await dispatcher.post(P.taskClose, { id: failed.id, reason: '已现场处理' });
    expect(closed.json.data).toMatchObject({ state: 5, closeReason: '已现场处理' });
    expect((await dispatcher.post(P.taskClose, { id: failed.id, reason: '再关' })).statusCode).toBe(409);
  });

  it('refuses a wrong scan, items not the round’s, a point not in it, and changes nothing', async () => {
    const task = await todaysRound({ name: '坏输入' });
    const cases: [Record<string, unknown>, string][] = [
      [{ id: task.id, pointId: points[0].id, scannedCode: 'WRONG', items: items() }, 'scannedCode'],
      [{ id: task.id, pointId: points[0].id, items: items().slice(1) }, 'items'],
      [{ id: task.id, pointId: otherPoint.id, items: items() }, 'pointId'],
      [{ id: task.id, pointId: points[0].id, items: [{ name: '外观完好', passed: 'yes' }] }, '检查结果'],
      [{ id: task.id, pointId: points[0].id, items: items(), remark: 'x'.repeat(501) }, '备注'],
      [{ id: task.id, pointId: points[0].id, items: items(), photoIds: [99_999_999] }, 'photoIds'],
      [{ id: task.id, pointId: points[0].id, items: items(), photoIds: Array.from({ length: 10 }, (_, i) => i + 1) }, '图片最多9张'],
      [{ id: task.id, pointId: points[0].id, items: items(), photoIds: ['1'] }, '图片'],
    ];
    for (const [body, text] of cases) {
      const res = await engineer.post(P.taskRecord, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json.message).toContain(text);
    }
    expect(await t.app.db.system.select().from(inspectionResults).where(eq(inspectionResults.taskId, task.id))).toEqual([]);
    expect((await detail(task.id)).state).toBe(0);
  });

  it('keeps the photos taken at a point (the enterprise’s uploads) and shows them on the round', async () => {
    const task = await todaysRound({ name: '带照片' });
    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('the pump room')]);
    const photo = (await engineer.post('/upload/save/str', { data: `data:image/png;base64,${png.toString('base64')}`, name: 'pump.png' })).json.data as { id: number; url: string };
    const res = await engineer.post(P.taskRecord, { id: task.id, pointId: points[0].id, scannedCode: points[0].code, items: items(), photoIds: [photo.id, photo.id] });
    expect(res.statusCode, res.body).toBe(200);
    const shown = (res.json.data as InspectionTaskDetail).points[0].result!;
    expect(shown.photos).toEqual([expect.objectContaining({ id: photo.id, url: photo.url, name: 'pump.png' })]);
  });

  it('tells the walker of the rounds made for them, linking to the round', async () => {
    const task = await todaysRound({ name: '通知巡检' });
    const told = await t.app.db.system.select().from(notices).where(eq(notices.link, `/inspectionTask/${task.id}`));
    expect(told).toEqual([expect.objectContaining({ userId: people['张师傅'], title: '新的巡检任务', content: `1 个巡检任务待巡检，计划日期 ${today}` })]);
  });

  it('disables, enables and deletes rounds not begun; exports the list', async () => {
    const task = await todaysRound({ name: '停用删除' });
    expect((await dispatcher.post(P.taskState, { id: task.id, op: 'disable' })).json.data.state).toBe(6);
    expect((await record(engineer, task.id, points[0])).statusCode).toBe(409);
    expect((await dispatcher.post(P.taskState, { id: task.id, op: 'enable' })).json.data.state).toBe(0);
    expect((await dispatcher.delete(`${P.taskDelete}?ids=${task.id}`)).statusCode).toBe(200);
    expect((await dispatcher.get(`${P.taskDetail}?id=${task.id}`)).statusCode).toBe(404);
    const exported = await dispatcher.post(P.taskExport, {});
    expect(exported.statusCode, exported.body).toBe(200);
  });
});

describe('who', () => {
  it('service staff see and walk only their own rounds (404 outside them); others’ roles get 403; signed out 401', async () => {
    const theirs = await todaysRound({ name: '别人的巡检', assigneeId: people['李派单'] });
    expect((await engineer.get(`${P.taskDetail}?id=${theirs.id}`)).statusCode).toBe(404);
    expect((await record(engineer, theirs.id, points[0])).statusCode).toBe(404);
    expect((await tasksOf(theirs.plan.id, engineer)).some((r) => r.id === theirs.id)).toBe(false);
    expect((await record(dispatcher, theirs.id, points[0])).statusCode).toBe(200);
    expect((await engineer.post(P.pointSave, { name: 'x', customerId: customer })).statusCode).toBe(403);
    expect((await engineer.get(P.planList)).statusCode).toBe(403);
    expect((await sales.get(P.taskList)).statusCode).toBe(403);
    expect((await director.post(P.taskRecord, { id: theirs.id, pointId: points[0].id, items: items() })).statusCode).toBe(403);
    expect((await director.get(P.taskList)).statusCode).toBe(200);
    expect((await new Client(t.app).get(P.taskList)).statusCode).toBe(401);
  });

  it('another enterprise’s ids are 404 and change nothing', async () => {
    const task = await todaysRound({ name: '租户隔离' });
    const plan = task.plan.id;
    const calls = [
      trialAdmin.get(`${P.pointDetail}?id=${points[0].id}`),
      trialAdmin.delete(`${P.pointDelete}?ids=${points[0].id}`),
      trialAdmin.get(`${P.planDetail}?id=${plan}`),
      trialAdmin.delete(`${P.planDelete}?ids=${plan}`),
      trialAdmin.get(`${P.taskDetail}?id=${task.id}`),
      trialAdmin.post(P.taskRecord, { id: task.id, pointId: points[0].id, items: items() }),
      trialAdmin.post(P.taskFinish, { id: task.id }),
      trialAdmin.post(P.taskState, { id: task.id, op: 'disable' }),
      trialAdmin.delete(`${P.taskDelete}?ids=${task.id}`),
      trialAdmin.post(P.pointSave, { id: points[0].id, name: '改名', customerId: customer }),
      trialAdmin.post(P.planSave, { ...planBody(), id: plan }),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(404);
    expect((await trialAdmin.post(P.pointSave, { name: '偷点', customerId: customer })).statusCode).toBe(400);
    expect((await trialAdmin.get(P.taskList)).json.data).toEqual([]);
    expect((await detail(task.id)).state).toBe(0);
    expect((await dispatcher.get(`${P.pointDetail}?id=${points[0].id}`)).json.data.name).toBe('水泵房');
  });
});
