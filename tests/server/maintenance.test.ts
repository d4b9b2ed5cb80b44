import { and, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { MaintenancePaths as P } from '@domain/maintenance/maintenance.paths';
import type { MaintenanceContractDetail, MaintenancePlanDetail, MaintenanceTaskDetail, MaintenanceTaskRow } from '@domain/maintenance/maintenance.schemas';
import { notices, orderLogs, orders } from '@server/db/schema';
import { generateAllTasks, noticeOverdueTasks } from '@server/modules/maintenance/maintenance.public';
import { addCustomer, enterpriseId, orderTypeId, serviceItemId, userIds } from '@tests/support/order-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, dispatcher, engineer, sales, director, trialAdmin] = useSignedIn(t, '13800000001', '13800000002', '13800000003', '13800000005', '13800000010', '13800000021');
let paid: number;
let people: Record<string, number>;
let defaultType: number;
let customer: number;
let otherCustomer: number;
let units: number[];
let otherUnit: number;

// Dates far from any real today: the tasks are made by runs at fixed business days.
const YEAR = { startDate: '2031-01-01', endDate: '2031-12-31' };
const generate = (today: string) => generateAllTasks(t.app.db, today);

async function unit(customerId: number, serial: string): Promise<number> {
  const model = (await admin.post('/v2/product/save', { name: `维保测试机-${serial}`, model: serial })).json.data.id as number;
  const res = await admin.post('/v2/customer/production/save', { productId: model, customerId, serialNumber: serial });
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data.id as number;
}

beforeAll(async () => {
  paid = await enterpriseId(t.app, '示例科技有限公司');
  people = await userIds(t.app, paid);
  defaultType = await orderTypeId(t.app, paid, '默认工单');
  customer = await addCustomer(t.app, paid, { name: '维保客户甲', phone: '075566660001' });
  otherCustomer = await addCustomer(t.app, paid, { name: '维保客户乙', phone: '075566660002' });
  units = [await unit(customer, 'MT-001'), await unit(customer, 'MT-002'), await unit(customer, 'MT-003')];
  otherUnit = await unit(otherCustomer, 'MT-900');
});

const contractBody = (over: Record<string, unknown> = {}) => ({ name: '年度维保合同', customerId: customer, ...YEAR, amount: 12000.5, customerProductIds: units.slice(0, 2), ...over });
const planBody = (contractId: number, over: Record<string, unknown> = {}) => ({
  contractId,
  name: '月度保养',
  templateId: defaultType,
  content: '清洗、检查',
  mode: 1,
  cycleUnit: 3,
  cycleEvery: 1,
  ...YEAR,
  aheadDays: 7,
  productIds: units.slice(0, 2),
  ...over,
});
const newContract = async (over: Record<string, unknown> = {}, c: Client = dispatcher) => {
  const res = await c.post(P.contractSave, contractBody(over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as MaintenanceContractDetail;
};
const newPlan = async (contractId: number, over: Record<string, unknown> = {}) => {
  const res = await dispatcher.post(P.planSave, planBody(contractId, over));
  expect(res.statusCode, res.body).toBe(200);
  return res.json.data as MaintenancePlanDetail;
};
const tasksOf = async (planId: number) => (await dispatcher.get(`${P.taskList}?planId=${planId}&pageSize=100`)).json.data as MaintenanceTaskRow[];
const taskDetail = async (id: number, c = dispatcher) => (await c.get(`${P.taskDetail}?id=${id}`)).json.data as MaintenanceTaskDetail;

describe('demo data', () => {
  it('gives 示例科技 executing contracts with plans', async () => {
    const rows = (await admin.get(`${P.contractList}?pageSize=100`)).json.data as MaintenanceContractDetail[];
    expect(rows.map((r) => r.name)).toEqual(expect.arrayContaining(['年度空调维保合同', '净水设备半年维保']));
    expect(rows.find((r) => r.name === '年度空调维保合同')).toMatchObject({ status: 2, planCount: 1 });
  });
});

describe('contracts', () => {
  it('saves a contract with its products and lists, counts and shows it with its operations', async () => {
    const c = await newContract();
    expect(c).toMatchObject({ name: '年度维保合同', amount: '12000.50', status: 1, customer: { id: customer, name: '维保客户甲' }, productCount: 2 });
    expect(c.products.map((p) => p.id)).toEqual(units.slice(0, 2));
    expect(c.allowedOperations).toEqual(['edit', 'delete', 'execute', 'terminate']);
    const listed = (await dispatcher.get(`${P.contractList}?customerId=${customer}&keyword=年度维保`)).json.data as { id: number }[];
    expect(listed.map((r) => r.id)).toContain(c.id);
    expect((await dispatcher.get(`${P.contractCount}?customerId=${customer}&status=1`)).json.data).toBeGreaterThanOrEqual(1);
    expect((await director.get(`${P.contractDetail}?id=${c.id}`)).json.data.allowedOperations).toEqual([]);
    // Service staff see the contracts of the customers they see (none of these).
    expect((await engineer.get(`${P.contractDetail}?id=${c.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with the field named, and changes nothing', async () => {
    const before = (await dispatcher.get(P.contractCount)).json.data;
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name: 请输入合同名称'],
      [{ endDate: '2030-12-31' }, 'endDate: 结束日期不能早于开始日期'],
      [{ startDate: '2031-02-30' }, 'startDate: 日期不存在'],
      [{ amount: -1 }, 'amount: 合同金额不能小于0'],
      [{ amount: undefined }, 'amount: 请输入合同金额'],
      [{ name: 'x'.repeat(101) }, 'name: 合同名称最多100个字'],
      [{ customerProductIds: [otherUnit] }, 'customerProductIds: 客户产品不存在或不属于该客户'],
      [{ customerId: 999999999 }, 'customerId: 客户不存在'],
      [{ name: 'a\u0000b' }, ''],
    ];
    for (const [over, message] of cases) {
      const res = await dispatcher.post(P.contractSave, contractBody(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(400);
      if (message) expect(res.json.message).toBe(message);
    }
    expect((await dispatcher.get(P.contractCount)).json.data).toBe(before);
  });

  it('moves along its lifecycle as the machine allows, and a closed contract is a record', async () => {
    const c = await newContract();
    expect((await dispatcher.post(P.contractStatus, { id: c.id, op: 'finish' })).statusCode).toBe(409);
    const executing = (await dispatcher.post(P.contractStatus, { id: c.id, op: 'execute' })).json.data as MaintenanceContractDetail;
    expect(executing).toMatchObject({ status: 2, allowedOperations: ['edit', 'finish', 'terminate'] });
    const finished = await dispatcher.post(P.contractStatus, { id: c.id, op: 'finish' });
    expect(finished.json.data).toMatchObject({ status: 3, allowedOperations: [] });
    const edit = await dispatcher.post(P.contractSave, contractBody({ id: c.id, name: '改名' }));
    expect(edit.statusCode).toBe(409);
    expect(edit.json.message).toBe('合同当前为已完成，不能修改');
    expect((await dispatcher.post(P.contractStatus, { id: c.id, op: 'bogus' })).statusCode).toBe(400);
    expect((await engineer.post(P.contractStatus, { id: c.id, op: 'terminate' })).statusCode).toBe(403);
  });

  it('adds, lists, counts and removes contract products; a product a plan uses stays', async () => {
    const c = await newContract({ customerProductIds: [units[0]] });
    const added = await dispatcher.post(P.contractProductSave, { contractId: c.id, customerProductIds: [units[1], units[2]] });
    expect(added.json.data.map((p: { id: number }) => p.id)).toEqual(units);
    expect((await dispatcher.get(`${P.contractProductCount}?contractId=${c.id}`)).json.data).toBe(3);
    expect((await dispatcher.post(P.contractProductSave, { contractId: c.id, customerProductIds: [otherUnit] })).statusCode).toBe(400);
    await newPlan(c.id, { productIds: [units[0]] });
    const inPlan = await dispatcher.delete(`${P.contractProductDelete}?contractId=${c.id}&ids=${units[0]}`);
    expect(inPlan.statusCode).toBe(409);
    const dropped = await dispatcher.post(P.contractSave, contractBody({ id: c.id, customerProductIds: [units[1]] }));
    expect(dropped.statusCode).toBe(409);
    expect(dropped.json.message).toBe('产品已在维保计划中使用，请先从计划中移除');
    const shorter = await dispatcher.post(P.contractSave, contractBody({ id: c.id, customerProductIds: units, endDate: '2031-06-30' }));
    expect(shorter.statusCode).toBe(409);
    expect(shorter.json.message).toBe('合同的服务期限须包含其维保计划的期限');
    expect((await dispatcher.get(`${P.contractDetail}?id=${c.id}`)).json.data).toMatchObject({ endDate: '2031-12-31', productCount: 3 });
    const removed = await dispatcher.delete(`${P.contractProductDelete}?contractId=${c.id}&ids=${units[2]}`);
    expect(removed.statusCode).toBe(200);
    expect((await dispatcher.get(`${P.contractProductList}?contractId=${c.id}`)).json.data.map((p: { id: number }) => p.id)).toEqual(units.slice(0, 2));
    expect((await dispatcher.delete(`${P.contractProductDelete}?contractId=${c.id}&ids=`)).statusCode).toBe(400);
  });

  it('deletes a signed contract with its plans and tasks', async () => {
    const c = await newContract();
    const plan = await newPlan(c.id);
    await generate('2031-01-01');
    expect((await tasksOf(plan.id)).length).toBe(1);
    expect((await dispatcher.delete(`${P.contractDelete}?ids=${c.id}`)).statusCode).toBe(200);
    expect((await dispatcher.get(`${P.contractDetail}?id=${c.id}`)).statusCode).toBe(404);
    expect((await dispatcher.get(`${P.planDetail}?id=${plan.id}`)).statusCode).toBe(404);
    expect((await dispatcher.delete(`${P.contractDelete}?ids=`)).json.message).toBe('ids: 请选择需要删除的行');
  });
});

describe('plans', () => {
  it('saves a plan of contract products with alternative products, and shows its coming visits', async () => {
    const c = await newContract({ customerProductIds: units });
    const plan = await newPlan(c.id, { productIds: [units[0], units[1]], alternativeProductIds: [units[2]] });
    expect(plan).toMatchObject({ name: '月度保养', contract: { id: c.id }, customer: { id: customer }, template: { id: defaultType }, taskCount: 0, editable: true });
    expect(plan.products.map((p) => p.id)).toEqual([units[0], units[1]]);
    expect(plan.alternativeProducts.map((p) => p.id)).toEqual([units[2]]);
    expect(plan.upcoming.slice(0, 2)).toEqual(['2031-01-01', '2031-02-01']);
    expect((await dispatcher.get(`${P.planList}?contractId=${c.id}`)).json.data.map((p: { id: number }) => p.id)).toEqual([plan.id]);
    expect((await dispatcher.get(`${P.planCount}?contractId=${c.id}`)).json.data).toBe(1);
    expect((await dispatcher.get(`${P.planProductList}?planId=${plan.id}`)).json.data).toHaveLength(2);
    expect((await dispatcher.get(`${P.planProductCount}?planId=${plan.id}`)).json.data).toBe(2);
    expect((await dispatcher.get(`${P.alternativeProductList}?planId=${plan.id}`)).json.data.map((p: { id: number }) => p.id)).toEqual([units[2]]);
    expect((await dispatcher.get(`${P.alternativeProductCount}?planId=${plan.id}`)).json.data).toBe(1);
  });

  it('refuses a period ending before it starts, products not on the contract and a period outside the contract', async () => {
    const c = await newContract();
    const cases: [Record<string, unknown>, number, string][] = [
      [{ startDate: '2031-06-01', endDate: '2031-05-31' }, 400, 'endDate: 结束日期不能早于开始日期'],
      [{ productIds: [units[2]] }, 400, 'productIds: 产品不在该维保合同中'],
      [{ alternativeProductIds: [otherUnit] }, 400, 'alternativeProductIds: 产品不在该维保合同中'],
      [{ productIds: [] }, 400, 'productIds: 请至少选择一个产品'],
      [{ endDate: '2032-01-31' }, 400, 'startDate: 计划期限须在合同服务期限内'],
      [{ templateId: 999999999 }, 400, 'templateId: 工单类型不存在或已停用'],
      [{ mode: 3 }, 400, 'mode: mode 只能是 1 按周期、2 按次数'],
      [{ cycleEvery: 0 }, 400, 'cycleEvery: 周期至少为1'],
      [{ aheadDays: 1e9 }, 400, 'aheadDays: 提前天数最多90'],
    ];
    for (const [over, status, message] of cases) {
      const res = await dispatcher.post(P.planSave, planBody(c.id, over));
      expect(res.statusCode, JSON.stringify(over)).toBe(status);
      expect(res.json.message).toBe(message);
    }
    expect((await dispatcher.get(`${P.planCount}?contractId=${c.id}`)).json.data).toBe(0);
  });

  it('adds and removes plan products and alternative products; the last product stays', async () => {
    const c = await newContract({ customerProductIds: units });
    const plan = await newPlan(c.id, { productIds: [units[0]] });
    const alt = await dispatcher.post(P.planProductSave, { planId: plan.id, customerProductIds: [units[2]], alternative: true });
    expect(alt.json.data.map((p: { id: number }) => p.id)).toEqual([units[2]]);
    await dispatcher.post(P.planProductSave, { planId: plan.id, customerProductIds: [units[1]] });
    expect((await dispatcher.get(`${P.planProductCount}?planId=${plan.id}`)).json.data).toBe(2);
    expect((await dispatcher.post(P.planProductSave, { planId: plan.id, customerProductIds: [otherUnit] })).statusCode).toBe(400);
    expect((await dispatcher.delete(`${P.planProductDelete}?planId=${plan.id}&ids=${units[1]}`)).statusCode).toBe(200);
    const last = await dispatcher.delete(`${P.planProductDelete}?planId=${plan.id}&ids=${units[0]}`);
    expect(last.statusCode).toBe(400);
    expect(last.json.message).toBe('ids: 请至少选择一个产品');
  });

  it('makes each visit once, ahead of time, never after the contract is terminated; deletes a plan with its tasks', async () => {
    const c = await newContract({ startDate: '2031-01-31' });
    const plan = await newPlan(c.id, { startDate: '2031-01-31' });
    expect(await generate('2031-01-20')).toBe(0);
    await generate('2031-01-25');
    await generate('2031-01-25');
    await generate('2031-02-23');
    expect((await tasksOf(plan.id)).map((r) => r.dueDate)).toEqual(['2031-01-31', '2031-02-28']);
    await dispatcher.post(P.contractStatus, { id: c.id, op: 'terminate' });
    await generate('2031-03-28');
    expect((await tasksOf(plan.id)).map((r) => r.dueDate)).toEqual(['2031-01-31', '2031-02-28']);
    expect((await dispatcher.delete(`${P.planDelete}?ids=${plan.id}`)).statusCode).toBe(409);

    const open = await newContract();
    const other = await newPlan(open.id);
    await generate('2031-01-01');
    expect((await dispatcher.delete(`${P.planDelete}?ids=${other.id}`)).statusCode).toBe(200);
    expect(await tasksOf(other.id)).toEqual([]);
  });
});

describe('tasks', () => {
  it('turns a task into an order of the plan type (log 维保创建) once; the order completing finishes the task', async () => {
    const c = await newContract();
    const plan = await newPlan(c.id, { name: '季度巡检保养' });
    await generate('2031-01-01');
    const [row] = await tasksOf(plan.id);
    expect(row).toMatchObject({ dueDate: '2031-01-01', state: 0, order: null, plan: { id: plan.id }, customer: { id: customer } });
    const task = await taskDetail(row.id);
    expect(task.allowedOperations).toEqual(['createOrder', 'disable', 'delete']);
    expect(task.products.map((p) => p.id)).toEqual(units.slice(0, 2));
    expect((await director.get(`${P.taskDetail}?id=${row.id}`)).json.data.allowedOperations).toEqual([]);
    expect((await engineer.post(P.taskCreateOrder, { id: row.id })).statusCode).toBe(403);

    const [first, second] = await Promise.all([dispatcher.post(P.taskCreateOrder, { id: row.id }), dispatcher.post(P.taskCreateOrder, { id: row.id })]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect([first, second].find((r) => r.statusCode === 409)!.json.message).toBe('该任务已生成工单');
    const ordered = await taskDetail(row.id);
    expect(ordered.allowedOperations).toEqual([]);
    const orderId = ordered.order!.id;
    const [order] = await t.app.db.system.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ templateId: defaultType, customerId: customer, title: '季度巡检保养', source: 9, origin: expect.objectContaining({ maintenanceTaskId: row.id, customerProductId: units[0] }) });
    expect(order.description).toContain('MT-002');
    const [log] = await t.app.db.system.select().from(orderLogs).where(and(eq(orderLogs.orderId, orderId)));
    expect(log.op).toBe('maintenanceCreate');
    const again = await dispatcher.post(P.taskCreateOrder, { id: row.id });
    expect(again.statusCode).toBe(409);
    expect(await t.app.db.system.select({ id: orders.id }).from(orders).where(eq(orders.title, '季度巡检保养'))).toHaveLength(1);

    const detail = async () => (await dispatcher.get(`/order/orderDetail?id=${orderId}`)).json.data;
    const steps = [
      () => dispatcher.post('/worker/batchDesignate', { ids: [orderId], ownerId: people['张师傅'], collaboratorIds: [] }),
      async () => engineer.post('/order/accept', { id: orderId, version: (await detail()).version }),
      () => engineer.post('/order/workerBespokeDate', { id: orderId, appointmentTime: '2031-01-01 10:00' }),
      () => engineer.post('/order/startService', { id: orderId }),
    ];
    for (const step of steps) {
      const res = await step();
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await taskDetail(row.id)).state).toBe(0);
    const done = await engineer.post('/order/serviceComplete', { id: orderId });
    expect(done.statusCode, done.body).toBe(200);
    expect(await taskDetail(row.id)).toMatchObject({ state: 1, finishTime: expect.any(String) });
    expect((await dispatcher.get(`${P.taskCount}?planId=${plan.id}&state=1`)).json.data).toBe(1);
  });

  it('an order made elsewhere naming a task that has an order is refused, and no order is made', async () => {
    const c = await newContract();
    const plan = await newPlan(c.id);
    await generate('2031-01-01');
    const [row] = await tasksOf(plan.id);
    await dispatcher.post(P.taskCreateOrder, { id: row.id });
    const res = await dispatcher.post('/v2/order/add', {
      templateId: defaultType,
      customerId: customer,
      title: '重复维保',
      serviceItemId: await serviceItemId(t.app, paid, '空调维修'),
      appointmentTime: '2031-01-02 10:00',
      description: '手动创建',
      origin: { maintenanceTaskId: row.id },
    });
    expect(res.statusCode, res.body).toBe(409);
    expect(await t.app.db.system.select({ id: orders.id }).from(orders).where(eq(orders.title, '重复维保'))).toEqual([]);
  });

  it('disables, enables and deletes tasks without an order; lists overdue ones', async () => {
    // A past year: these tasks are overdue whatever today is.
    const PAST = { startDate: '2020-01-01', endDate: '2020-12-31' };
    const c = await newContract(PAST);
    const plan = await newPlan(c.id, { ...PAST, cycleUnit: 1, aheadDays: 2 });
    await generate('2020-01-01');
    const rows = await tasksOf(plan.id);
    expect(rows.map((r) => r.dueDate)).toEqual(['2020-01-01', '2020-01-02', '2020-01-03']);
    expect(rows.every((r) => r.overdue)).toBe(true);
    expect((await dispatcher.get(`${P.taskCount}?planId=${plan.id}&overdue=1`)).json.data).toBe(3);
    const disabled = (await dispatcher.post(P.taskState, { id: rows[0].id, op: 'disable' })).json.data as MaintenanceTaskDetail;
    expect(disabled).toMatchObject({ state: 2, allowedOperations: ['enable', 'delete'] });
    expect((await dispatcher.post(P.taskCreateOrder, { id: rows[0].id })).statusCode).toBe(409);
    expect((await dispatcher.post(P.taskState, { id: rows[0].id, op: 'disable' })).statusCode).toBe(409);
    expect((await dispatcher.post(P.taskState, { id: rows[0].id, op: 'enable' })).json.data.state).toBe(0);
    expect((await dispatcher.delete(`${P.taskDelete}?ids=${rows[1].id}`)).statusCode).toBe(200);
    // A deleted task's date is not made again.
    await generate('2020-01-01');
    expect((await tasksOf(plan.id)).map((r) => r.dueDate)).toEqual(['2020-01-01', '2020-01-03']);
    // The dispatchers are told of the overdue ones once. Only the notices after this point count: the app's own
    // nightly run tells of the demo's tasks too when the China day turns while the test runs.
    const [{ last }] = await t.app.db.system.select({ last: sql<number>`coalesce(max(${notices.id}), 0)` }).from(notices);
    expect(await noticeOverdueTasks(t.app.db, '2020-01-05')).toBe(2);
    expect(await noticeOverdueTasks(t.app.db, '2020-01-05')).toBe(0);
    const told = await t.app.db.system.select().from(notices).where(and(eq(notices.userId, people['李派单']), eq(notices.title, '维保任务逾期'), gt(notices.id, Number(last))));
    expect(told.map((n) => n.content)).toEqual(['2 个维保任务已过计划日期仍未完成']);
    expect((await dispatcher.get(`${P.taskList}?state=9`)).statusCode).toBe(400);
    expect((await dispatcher.get(`${P.taskList}?pageIndex=-1`)).statusCode).toBe(400);
  });
});

describe('tenancy and roles', () => {
  it("answers another enterprise's ids with 404 and changes nothing", async () => {
    const c = await newContract();
    const plan = await newPlan(c.id);
    await generate('2031-01-01');
    const [task] = await tasksOf(plan.id);
    const calls = [
      trialAdmin.get(`${P.contractDetail}?id=${c.id}`),
      trialAdmin.post(P.contractStatus, { id: c.id, op: 'terminate' }),
      trialAdmin.delete(`${P.contractDelete}?ids=${c.id}`),
      trialAdmin.get(`${P.contractProductList}?contractId=${c.id}`),
      trialAdmin.post(P.contractProductSave, { contractId: c.id, customerProductIds: [units[2]] }),
      trialAdmin.get(`${P.planDetail}?id=${plan.id}`),
      trialAdmin.delete(`${P.planDelete}?ids=${plan.id}`),
      trialAdmin.get(`${P.alternativeProductList}?planId=${plan.id}`),
      trialAdmin.get(`${P.taskDetail}?id=${task.id}`),
      trialAdmin.post(P.taskCreateOrder, { id: task.id }),
      trialAdmin.post(P.taskState, { id: task.id, op: 'disable' }),
      trialAdmin.delete(`${P.taskDelete}?ids=${task.id}`),
    ];
    for (const res of await Promise.all(calls)) expect(res.statusCode, res.body).toBe(404);
    expect((await trialAdmin.post(P.contractSave, contractBody())).statusCode).toBe(400);
    expect((await trialAdmin.post(P.planSave, planBody(c.id))).statusCode).toBe(404);
    expect((await trialAdmin.get(P.contractList)).json.data).toEqual([]);
    expect((await taskDetail(task.id)).state).toBe(0);
    expect((await dispatcher.get(`${P.contractDetail}?id=${c.id}`)).json.data.status).toBe(1);
  });

  it('refuses writes to roles without them and answers a signed-out caller with 401', async () => {
    expect((await engineer.post(P.contractSave, contractBody())).statusCode).toBe(403);
    expect((await engineer.get(P.contractList)).statusCode).toBe(200);
    expect((await sales.post(P.taskCreateOrder, { id: 1 })).statusCode).toBe(403);
    expect((await new Client(t.app).get(P.contractList)).statusCode).toBe(401);
  });
});
