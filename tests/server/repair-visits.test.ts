import { beforeAll, describe, expect, it } from 'vitest';
import type { RepairDetail, RepairView } from '@domain/repair/repair.schemas';
import type { VisitPlanRow, VisitTaskDetail } from '@domain/return-visits/return-visits.schemas';
import { makePlanTasks } from '@server/modules/return-visits/visit-task.job';
import { waitUntil } from '@tests/support/wait-until';
import { enterpriseId, userIds } from '@tests/support/order-fixtures';
import { useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, visitor, engineer] = useSignedIn(t, '13800000001', '13800000007', '13800000003');
let paid: number;
let people: Record<string, number>;
/** The demo's repair order completed and sent back (RO-800-24013). */
let done: RepairView;

const HOUR = 3_600_000;
const plan = (over: Record<string, unknown> = {}) =>
  admin.post('/v2/returnvisitPlan/save', { name: '维修完工回访', visitType: 53, delayValue: 0, delayUnit: 3, assigneeIds: [people['周回访']], questions: [{ title: '维修满意度', kind: 1 }], ...over });
const detail = async (id: number) => (await engineer.get(`/v2/repair/order/detail?id=${id}`)).json.data as RepairDetail;

beforeAll(async () => {
  paid = await enterpriseId(t.app, '示例科技有限公司');
  people = await userIds(t.app, paid);
  done = ((await admin.get('/v2/repair/order/list?state=2')).json.data as RepairView[]).find((r) => r.serialNumber === 'RO-800-24013')!;
});

describe('return visits of repair orders (type 53)', () => {
  it('refuses a repair-order plan narrowed to types, naming the field', async () => {
    const res = await plan({ templateIds: [1] });
    expect([res.statusCode, res.json.message]).toEqual([400, 'templateIds: 维修单回访不按类型筛选，请不要选择类型']);
  });

  it('makes a task for each completed repair order, which its detail shows until it is visited', async () => {
    expect((await detail(done.id)).returnVisits).toEqual([]);
    const saved = await plan();
    expect(saved.statusCode, saved.body).toBe(200);
    const row = saved.json.data as VisitPlanRow;
    expect(row).toMatchObject({ visitType: 53, templates: [] });
    // A saved plan looks at once (its job runs on save): the completed repair order gets its task.
    const tasks = await waitUntil(async () => (await visitor.get('/v2/returnvisitTask/list?visitType=53')).json.data as VisitTaskDetail[], (l) => l.length > 0);
    expect(tasks).toHaveLength(1);
    expect(tasks[0]).toMatchObject({ visitType: 53, targetId: done.id, targetNo: done.repairNo, ownerName: '张师傅', customerName: done.customerName, assignee: { name: '周回访' } });
    expect(tasks[0].contactPhone).toMatch(/^\d{11}$/);
    const found = await admin.get(`/v2/returnvisitTask/visitOrderDetail?id=${done.id}&visitType=53`);
    expect(found.json.data.id).toBe(tasks[0].id);
    expect((await detail(done.id)).returnVisits).toEqual([expect.objectContaining({ id: tasks[0].id, planName: '维修完工回访', state: 1, assigneeName: '周回访', submittedAt: null })]);

    expect((await visitor.post('/v2/returnvisitTask/submit', { id: tasks[0].id, state: 3, answers: [5], remark: '很满意' })).statusCode).toBe(200);
    expect((await detail(done.id)).returnVisits[0]).toMatchObject({ state: 3, remark: '很满意', submittedAt: expect.any(String) });
    // Looking again makes nothing twice.
    expect(await makePlanTasks(t.app.db, paid, row.id, new Date(Date.now() + 2 * HOUR))).toEqual({ made: 0, more: false });
  });

  it('leaves open repair orders out', async () => {
    const open = (await admin.get('/v2/repair/order/list?state=1')).json.data as RepairView[];
    expect(open.length).toBeGreaterThan(0);
    for (const order of open) expect((await detail(order.id)).returnVisits).toEqual([]);
  });
});
