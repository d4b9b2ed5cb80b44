import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { DispatchPaths as P } from '@domain/dispatch/dispatch.paths';
import type { BoardView, CalendarListView, CandidatesView, DecisionRow, MyDayView, OptimiseView } from '@domain/dispatch/dispatch.types';
import type { OrderDetail } from '@domain/orders/orders.types';
import { notices, orderLogs, orders } from '@server/db/schema';
import { orderTypeId, sampleOrderSetting } from '@tests/support/order-fixtures';
import { Client, useSignedIn, useTestApp } from '@tests/support/test-app';

const t = useTestApp();
const [admin, dispatcher, engineer, trialAdmin, freeAdmin] = useSignedIn(t, '13800000001', '13800000002', '13800000003', '13800000021', '13800000011');
let u: Record<string, number>;
let customerId: number;
let defaultType: number;
let aircon: number;
let installType: number;
let zhang: number;
let multi: number;
let skillId: number;
// A Monday far from any real today.
const DAY = '2030-06-03';
const SITE = { lng: 121.55, lat: 31.22 };

beforeAll(async () => {
  let ep: number;
  ({ ep, users: u, customerId, defaultType, aircon } = await sampleOrderSetting(t.app, { name: '派单测试客户', phone: '13900004001', region: '上海市/上海市/浦东新区', detail: '张江路 1 号' }));
  installType = await orderTypeId(t.app, ep, '安装工单');
  zhang = u['张师傅'];
  multi = u['多企业用户'];
});

async function newOrder(over: Record<string, unknown> = {}, position: { lng: number; lat: number } | null = SITE) {
  const res = await dispatcher.post('/v2/order/add', { templateId: defaultType, customerId, serviceItemId: aircon, title: '空调安装', description: '新机安装', address: '上海市浦东新区张江路 1 号', ...over, appointmentTime: over.appointmentTime ?? `${DAY} 10:00` });
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json.data as OrderDetail;
  // The type requires an appointment at creation; an order waiting for one has it cleared here.
  const appointmentTime = 'appointmentTime' in over && over.appointmentTime === undefined ? null : undefined;
  const [row] = await t.app.db.system.update(orders).set({ lng: position?.lng ?? null, lat: position?.lat ?? null, ...(appointmentTime === null ? { appointmentTime } : {}) }).where(eq(orders.id, order.id)).returning({ version: orders.version });
  return { ...order, version: row.version };
}
const detail = async (id: number) => (await dispatcher.get(`/order/orderDetail?id=${id}`)).json.data as OrderDetail;
/** The order's timeline, oldest first (without an order PostgreSQL answers in whatever order it reads the rows). */
const logsOf = (id: number) => t.app.db.system.select().from(orderLogs).where(eq(orderLogs.orderId, id)).orderBy(asc(orderLogs.id));
const calendar = async () => (await dispatcher.get(P.calendarList)).json.data as CalendarListView;
/** The notices a person was given, newest last. */
const noticesOf = async (userId: number) => (await t.app.db.system.select().from(notices).where(eq(notices.userId, userId))).sort((a, b) => a.id - b.id);

describe('working calendar', () => {
  it('saves hours, home, areas, skills and leave; lists them with what applies', async () => {
    const saved = await dispatcher.post(P.calendarSave, { kind: 1, subjectId: zhang, days: [1, 2, 3, 4, 5, 6], startMinute: 480, endMinute: 1080, home: { lng: 121.5, lat: 31.2, address: '张江' }, areas: ['浦东新区'] });
    expect(saved.statusCode, saved.body).toBe(200);
    await dispatcher.post(P.calendarSave, { kind: 1, subjectId: multi, days: [1, 2, 3, 4, 5], startMinute: 540, endMinute: 1080, home: { lng: 121.45, lat: 31.25, address: '' }, areas: ['徐汇区'] });
    const skill = await dispatcher.post(P.skillSave, { name: '空调安装' });
    expect(skill.statusCode, skill.body).toBe(200);
    skillId = skill.json.data.id;
    expect((await dispatcher.post(P.skillSave, { name: '空调安装' })).statusCode).toBe(409);
    expect((await dispatcher.post(P.personSkills, { userId: zhang, skills: [{ skillId, level: 2 }] })).statusCode).toBe(200);
    expect((await dispatcher.post(P.leaveSave, { userId: multi, fromDate: '2030-06-10', toDate: '2030-06-12', reason: '年假' })).statusCode).toBe(200);
    const list = await calendar();
    const z = list.people.find((p) => p.userId === zhang)!;
    expect(z.effective).toMatchObject({ startMinute: 480, endMinute: 1080, areas: ['浦东新区'], home: { lng: 121.5, lat: 31.2 } });
    expect(z.skills).toEqual([{ skillId, name: '空调安装', level: 2 }]);
    expect(list.people.find((p) => p.userId === multi)!.leaves).toMatchObject([{ fromDate: '2030-06-10', toDate: '2030-06-12', reason: '年假' }]);
  });

  it.each([
    [{ kind: 1, subjectId: 0, days: [1], startMinute: 480, endMinute: 1080 }, 'subjectId'],
    [{ kind: 1, subjectId: 1, days: [1], startMinute: 600, endMinute: 540 }, 'endMinute'],
    [{ kind: 1, subjectId: 1, days: [8], startMinute: 480, endMinute: 1080 }, 'days.0'],
    [{ kind: 3, subjectId: 1, days: [1], startMinute: 480, endMinute: 1080 }, 'kind'],
    [{ kind: 1, subjectId: 1, days: [1], startMinute: 480, endMinute: 1080, home: { lng: 200, lat: 0 } }, 'home.lng'],
  ])('refuses a bad calendar naming the field, changing nothing (%#)', async (body, field) => {
    const before = await calendar();
    const res = await dispatcher.post(P.calendarSave, body);
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toMatch(new RegExp(`^${field.replace('.', '\\.')}: `));
    expect(await calendar()).toEqual(before);
  });

  it('refuses a person who is not service staff, and a leave ending before it starts', async () => {
    expect((await dispatcher.post(P.calendarSave, { kind: 1, subjectId: u['赵员工'], days: [1], startMinute: 480, endMinute: 1080 })).json.message).toBe('subjectId: 服务人员不存在或已停用');
    expect((await dispatcher.post(P.leaveSave, { userId: zhang, fromDate: '2030-06-12', toDate: '2030-06-10' })).json.message).toBe('toDate: 结束日期不能早于开始日期');
  });
});

describe('candidates with reasons', () => {
  it('ranks the staff for an order with why, and says why not for those left out', async () => {
    await dispatcher.post(P.ruleSave, { templateId: defaultType, mode: 0, skillId, minLevel: 2, requireSkill: true, partIds: [], serviceMinutes: 90, weights: { skill: 3, area: 2, load: 2, distance: 2, sla: 2, part: 1 } });
    const order = await newOrder();
    const res = await dispatcher.get(`${P.candidates}?orderId=${order.id}&day=${DAY}`);
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json.data as CandidatesView;
    expect(view.need).toMatchObject({ skill: '空调安装', minLevel: 2, required: true, durationMin: 90 });
    expect(view.candidates.map((c) => c.userId)).toEqual([zhang]);
    expect(view.candidates[0].reasons.map((r) => r.text)).toEqual(expect.arrayContaining(['有技能 空调安装 2 级', '服务 浦东新区', '当天还没有上门', '08:00–18:00 空闲']));
    expect(view.excluded).toContainEqual({ userId: multi, name: '多企业用户', kind: 'noSkill', text: '没有技能 空调安装' });
  });

  it('lists an order without coordinates as no location, never at 0,0', async () => {
    const order = await newOrder({}, null);
    const view = (await dispatcher.get(`${P.candidates}?orderId=${order.id}&day=${DAY}`)).json.data as CandidatesView;
    expect(view.noLocation).toBe(true);
    expect(view.candidates[0].km).toBeNull();
  });
});

describe('automatic assignment', () => {
  it('assigns a new order by the rule, logs 自动指派 with the reason and keeps it on the order', async () => {
    await dispatcher.post(P.ruleSave, { templateId: defaultType, mode: 2, skillId, minLevel: 1, requireSkill: false, partIds: [], serviceMinutes: 60, weights: { skill: 3, area: 2, load: 2, distance: 2, sla: 2, part: 1 } });
    const order = await newOrder({ appointmentTime: `${DAY} 15:00` });
    const d = await detail(order.id);
    expect(d.state).toBe(2);
    const [log] = (await logsOf(order.id)).filter((l) => l.op === 'autoAssign');
    expect(log.remark).toMatch(/^自动派单：张师傅（[\d.]+ 分）：有技能 空调安装 2 级；服务 浦东新区/);
    const reasons = (await dispatcher.get(`${P.reasons}?orderId=${order.id}`)).json.data as DecisionRow[];
    expect(reasons[0]).toMatchObject({ kind: 2, userId: zhang, text: log.remark });
    // 张师傅 is told in the message centre, with why, and the notice opens the order.
    const told = (await noticesOf(zhang)).find((n) => n.link === `/allOrder/orderDetail/${order.id}`)!;
    expect(told.title).toBe('工单已自动派给您');
    expect(told.content).toMatch(new RegExp(`^${d.orderNo} 空调安装：有技能 空调安装 2 级；服务 浦东新区`));
  });

  it('a refusal sends the order to the next candidate', async () => {
    const order = await newOrder({ appointmentTime: `${DAY} 16:30` });
    expect((await detail(order.id)).state).toBe(2);
    const [row] = await t.app.db.system.select({ ownerId: orders.ownerId, version: orders.version }).from(orders).where(eq(orders.id, order.id));
    expect(row.ownerId).toBe(zhang);
    const refused = await engineer.post('/order/refuseOrder', { id: order.id, reason: '太远' });
    expect(refused.statusCode, refused.body).toBe(200);
    const [after] = await t.app.db.system.select({ ownerId: orders.ownerId }).from(orders).where(eq(orders.id, order.id));
    expect(after.ownerId).toBe(multi);
  });

  it('suggest mode only keeps the suggestion; off does nothing', async () => {
    await dispatcher.post(P.ruleSave, { templateId: defaultType, mode: 1, skillId: null, minLevel: 1, requireSkill: false, partIds: [], serviceMinutes: 60, weights: { skill: 1, area: 1, load: 1, distance: 1, sla: 1, part: 1 } });
    const order = await newOrder();
    expect((await detail(order.id)).state).toBe(1);
    const reasons = (await dispatcher.get(`${P.reasons}?orderId=${order.id}`)).json.data as DecisionRow[];
    expect(reasons[0].text).toMatch(/^派单推荐：/);
    await dispatcher.post(P.ruleSave, { templateId: defaultType, mode: 0, skillId: null, minLevel: 1, requireSkill: false, partIds: [], serviceMinutes: 60, weights: { skill: 1, area: 1, load: 1, distance: 1, sla: 1, part: 1 } });
  });
});

describe('the board', () => {
  it('shows engineers × days, blocks and waiting orders; a drop assigns and sets the appointment in one move', async () => {
    const order = await newOrder({ appointmentTime: undefined });
    const board = (await dispatcher.get(`${P.board}?from=${DAY}&days=3`)).json.data as BoardView;
    expect(board.days).toEqual([DAY, '2030-06-04', '2030-06-05']);
    expect(board.rows.map((r) => r.userId)).toEqual(expect.arrayContaining([zhang, multi]));
    expect(board.waiting.map((w) => w.orderId)).toContain(order.id);
    const check = await dispatcher.post(P.check, { orderId: order.id, userId: zhang, appointmentTime: `${DAY} 12:00` });
    expect(check.json.data.conflicts).toEqual([]);
    const placed = await dispatcher.post(P.place, { orderId: order.id, version: order.version, userId: zhang, appointmentTime: `${DAY} 12:00` });
    expect(placed.statusCode, placed.body).toBe(200);
    const d = await detail(order.id);
    expect(d.state).toBe(2);
    expect(d.appointmentTime).toBe('2030-06-03T04:00:00.000Z');
    expect((await logsOf(order.id)).map((l) => l.op)).toContain('assign');
    const after = (await dispatcher.get(`${P.board}?from=${DAY}&days=1`)).json.data as BoardView;
    expect(after.blocks.find((b) => b.orderId === order.id)).toMatchObject({ userId: zhang, day: DAY, startMinute: 720 });
  });

  it('refuses an overlap, leave, outside hours and a stale version with a clear message, changing nothing', async () => {
    const order = await newOrder({ appointmentTime: undefined });
    const tries: [Record<string, unknown>, number, string][] = [
      [{ userId: zhang, appointmentTime: `${DAY} 12:30` }, 409, '与该人员已有的预约重叠'],
      [{ userId: multi, appointmentTime: '2030-06-11 10:00' }, 409, '该人员当天请假（年假）'],
      [{ userId: zhang, appointmentTime: `${DAY} 07:00` }, 409, '预约时间不在该人员的工作时间内'],
      [{ userId: zhang, appointmentTime: `${DAY} 09:00`, version: order.version + 5 }, 409, '工单已被他人修改，请刷新后重试'],
    ];
    for (const [body, status, message] of tries) {
      const res = await dispatcher.post(P.place, { orderId: order.id, version: order.version, ...body });
      expect(res.statusCode, res.body).toBe(status);
      if (!body.version) expect(res.json.message).toBe(message);
    }
    const check = (await dispatcher.post(P.check, { orderId: order.id, userId: zhang, appointmentTime: `${DAY} 12:30` })).json.data.conflicts;
    expect(check.map((c: { kind: string }) => c.kind)).toEqual(['overlap']);
    expect((await detail(order.id)).state).toBe(1);
  });

  it('two dispatchers dropping the same order at once: one wins, the other is told', async () => {
    const order = await newOrder({ appointmentTime: undefined });
    const [a, b] = await Promise.all([
      dispatcher.post(P.place, { orderId: order.id, version: order.version, userId: zhang, appointmentTime: '2030-06-04 09:00' }),
      admin.post(P.place, { orderId: order.id, version: order.version, userId: multi, appointmentTime: '2030-06-04 10:00' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
  });
});

describe('moving a block', () => {
  /** An order assigned to 张师傅 on DAY at 14:00 (a block on the board). */
  async function block() {
    const order = await newOrder({ appointmentTime: undefined });
    const placed = await dispatcher.post(P.place, { orderId: order.id, version: order.version, userId: zhang, appointmentTime: `${DAY} 14:00` });
    expect(placed.statusCode, placed.body).toBe(200);
    return placed.json.data as { orderId: number; version: number };
  }

  it('hands a block over to another engineer on another day in one 改派 line, and tells every board after commit', async () => {
    const { orderId, version } = await block();
    const heard: number[] = [];
    const stop = t.app.bus.subscribe('dispatch-changed', ({ enterpriseId }) => heard.push(enterpriseId));
    try {
      const refused = await dispatcher.post(P.place, { orderId, version, userId: zhang, appointmentTime: `${DAY} 06:00` });
      expect(refused.statusCode).toBe(409);
      expect(heard).toEqual([]);
      const moved = await dispatcher.post(P.place, { orderId, version, userId: multi, appointmentTime: '2030-06-05 15:00' });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(heard).toHaveLength(1);
    } finally {
      stop();
    }
    const logs = await logsOf(orderId);
    expect(logs.map((l) => l.op).slice(-1)).toEqual(['reassign']);
    expect(logs.at(-1)!.remark).toBe('派工看板');
    const board = (await dispatcher.get(`${P.board}?from=${DAY}&days=3`)).json.data as BoardView;
    expect(board.blocks.find((b) => b.orderId === orderId)).toMatchObject({ userId: multi, day: '2030-06-05', startMinute: 900 });
  });

  it('two dispatchers moving one block at once: one wins, the board shows the winner', async () => {
    const { orderId, version } = await block();
    const [a, b] = await Promise.all([
      dispatcher.post(P.place, { orderId, version, userId: multi, appointmentTime: '2030-06-05 10:00' }),
      admin.post(P.place, { orderId, version, userId: zhang, appointmentTime: '2030-06-04 11:00' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json.message).toBe('工单已被他人修改，请刷新后重试');
    const winner = a.statusCode === 200 ? { userId: multi, day: '2030-06-05', startMinute: 600 } : { userId: zhang, day: '2030-06-04', startMinute: 660 };
    const board = (await dispatcher.get(`${P.board}?from=${DAY}&days=3`)).json.data as BoardView;
    expect(board.blocks.find((x) => x.orderId === orderId)).toMatchObject(winner);
    expect((await logsOf(orderId)).filter((l) => l.remark === '派工看板')).toHaveLength(2);
  });
});

describe('route optimisation', () => {
  it('proposes a shorter order of the day and applies it only when accepted', async () => {
    const day = '2030-06-05';
    const places = [
      { lng: 121.6, lat: 31.2 },
      { lng: 121.5, lat: 31.21 },
      { lng: 121.61, lat: 31.21 },
      { lng: 121.51, lat: 31.2 },
    ];
    const ids: number[] = [];
    for (const [i, p] of places.entries()) {
      const o = await newOrder({ appointmentTime: undefined }, p);
      const res = await dispatcher.post(P.place, { orderId: o.id, userId: zhang, appointmentTime: `${day} ${String(9 + i * 2).padStart(2, '0')}:00` });
      expect(res.statusCode, res.body).toBe(200);
      ids.push(o.id);
    }
    const res = await dispatcher.post(P.optimise, { day, speedKmh: 30, slackMinutes: 240 });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json.data as OptimiseView;
    const route = view.routes.find((r) => r.userId === zhang)!;
    expect(route.afterKm).toBeLessThan(route.beforeKm);
    // What the map draws: the start (his home) and the day as booked, in appointment order.
    expect(route.start).toEqual({ lng: 121.5, lat: 31.2 });
    expect(route.bookedStops.map((s) => [s.orderId, s.booked.slice(11)])).toEqual(ids.map((id, i) => [id, `${String(9 + i * 2).padStart(2, '0')}:00`]));
    const untouched = await detail(ids[0]);
    expect(untouched.appointmentTime).toBe('2030-06-05T01:00:00.000Z');
    const accepted = await dispatcher.post(P.optimiseAccept, { day, routes: [{ userId: zhang, visits: route.visits.map((v) => ({ orderId: v.orderId, version: v.version, appointmentTime: v.planned })) }] });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const again = await dispatcher.post(P.optimiseAccept, { day, routes: [{ userId: zhang, visits: route.visits.map((v) => ({ orderId: v.orderId, version: v.version, appointmentTime: v.planned })) }] });
    expect(again.statusCode).toBe(409);
    const times = await Promise.all(route.visits.map(async (v) => (await detail(v.orderId)).appointmentTime!));
    expect([...times].sort()).toEqual(times);
    // 张师傅 is told his new order of stops, once.
    const told = (await noticesOf(zhang)).filter((n) => n.title === '您的行程已优化' && n.content.startsWith(day));
    expect(told).toHaveLength(1);
    expect(told[0]).toMatchObject({ link: `/m/day?day=${day}` });
    expect(told[0].content).toContain(`1. ${route.visits[0].planned.slice(11)} ${route.visits[0].orderNo} 空调安装；2. `);
    // The engineer's phone: the day in the accepted order, the first stop next, each with its coordinates.
    const mine = (await engineer.get(`${P.myDay}?day=${day}`)).json.data as MyDayView;
    const stops = mine.visits.filter((v) => ids.includes(v.orderId));
    expect(stops.map((v) => v.orderId)).toEqual(route.visits.map((v) => v.orderId));
    expect(stops.map((v) => v.time)).toEqual(route.visits.map((v) => v.planned.slice(11)));
    expect(stops.every((v) => v.position !== null)).toBe(true);
    expect(mine.nextOrderId).toBe(mine.visits[0].orderId);
    // Only the caller's own visits: the dispatcher and another enterprise see none of them.
    expect(((await dispatcher.get(`${P.myDay}?day=${day}`)).json.data as MyDayView).visits.some((v) => ids.includes(v.orderId))).toBe(false);
    expect(((await trialAdmin.get(`${P.myDay}?day=${day}`)).json.data as MyDayView).visits).toEqual([]);
    const bad = await engineer.get(`${P.myDay}?day=2030-13-45`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json.message).toMatch(/日期/);
  });

  it('leaves a visit frozen by a pending abnormal request as booked, and lists a day without locations as 无位置', async () => {
    const day = '2030-06-07';
    const frozen = await newOrder({ appointmentTime: undefined }, { lng: 121.52, lat: 31.21 });
    const nowhere = await newOrder({ appointmentTime: undefined, title: '无坐标上门' }, null);
    expect((await dispatcher.post(P.place, { orderId: frozen.id, userId: zhang, appointmentTime: `${day} 10:00` })).statusCode).toBe(200);
    expect((await dispatcher.post(P.place, { orderId: nowhere.id, userId: multi, appointmentTime: `${day} 11:00` })).statusCode).toBe(200);
    const propose = async () => (await dispatcher.post(P.optimise, { day, speedKmh: 30, slackMinutes: 120 })).json.data as OptimiseView;
    expect((await propose()).routes.find((r) => r.userId === zhang)!.visits.map((v) => v.orderId)).toEqual([frozen.id]);
    await t.app.db.system.update(orders).set({ abnormalKind: 1 }).where(eq(orders.id, frozen.id));
    const view = await propose();
    expect(view.routes.find((r) => r.userId === zhang)).toBeUndefined();
    expect(view.routes.find((r) => r.userId === multi)).toMatchObject({ visits: [], bookedStops: [], noLocation: [{ orderId: nowhere.id, title: '无坐标上门', booked: `${day} 11:00` }] });
  });
});

describe('moving visits between engineers', () => {
  it('hands a visit across town to the engineer living beside it, with why, and tells both', async () => {
    const day = '2030-06-06';
    const placed: number[] = [];
    for (const [time, p] of [['10:00', { lng: 121.51, lat: 31.2 }], ['14:00', { lng: 121.45, lat: 31.251 }]] as const) {
      const o = await newOrder({ appointmentTime: undefined }, p);
      expect((await dispatcher.post(P.place, { orderId: o.id, userId: zhang, appointmentTime: `${day} ${time}` })).statusCode).toBe(200);
      placed.push(o.id);
    }
    const alone = (await dispatcher.post(P.optimise, { day, speedKmh: 30, slackMinutes: 60 })).json.data as OptimiseView;
    expect(alone.moved).toBe(0);
    expect(alone.routes.flatMap((r) => r.visits).every((v) => v.movedFrom === null)).toBe(true);
    const res = await dispatcher.post(P.optimise, { day, speedKmh: 30, slackMinutes: 60, moveBetween: true });
    expect(res.statusCode, res.body).toBe(200);
    const view = res.json.data as OptimiseView;
    expect(view.moved).toBe(1);
    expect(view.afterKm).toBeLessThan(view.beforeKm);
    const theirs = view.routes.find((r) => r.userId === multi)!;
    expect(theirs.visits.map((v) => v.orderId)).toEqual([placed[1]]);
    expect(theirs.visits[0].movedFrom).toMatchObject({ userId: zhang, name: '张师傅' });
    expect(theirs.visits[0].movedFrom!.reason).toMatch(/^由 张师傅 改派：组内路程少 [\d.]+ km$/);
    expect(view.routes.find((r) => r.userId === zhang)!.visits.map((v) => v.orderId)).toEqual([placed[0]]);
    // Nothing moves until accepted; then the visit is 改派 to 多企业用户 with its time, in one line.
    expect((await detail(placed[1])).state).toBe(2);
    const [before] = await t.app.db.system.select({ ownerId: orders.ownerId }).from(orders).where(eq(orders.id, placed[1]));
    expect(before.ownerId).toBe(zhang);
    const routes = view.routes.filter((r) => r.visits.length > 0).map((r) => ({ userId: r.userId, visits: r.visits.map((v) => ({ orderId: v.orderId, version: v.version, appointmentTime: v.planned })) }));
    // Taken on leave meanwhile: the hand-over is refused naming why, and nothing changes.
    const leave = (await dispatcher.post(P.leaveSave, { userId: multi, fromDate: day, toDate: day, reason: '病假' })).json.data as { id: number };
    const refused = await dispatcher.post(P.optimiseAccept, { day, routes });
    expect(refused.statusCode).toBe(409);
    expect(refused.json.message).toBe(`routes.${routes.findIndex((r) => r.userId === multi)}.userId: 该人员当天请假（病假）`);
    expect((await t.app.db.system.select({ ownerId: orders.ownerId }).from(orders).where(eq(orders.id, placed[1])))[0].ownerId).toBe(zhang);
    expect((await dispatcher.post(P.leaveDelete, { id: leave.id })).statusCode).toBe(200);
    const accepted = await dispatcher.post(P.optimiseAccept, { day, routes });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [after] = await t.app.db.system.select({ ownerId: orders.ownerId }).from(orders).where(eq(orders.id, placed[1]));
    expect(after.ownerId).toBe(multi);
    expect((await logsOf(placed[1])).at(-1)).toMatchObject({ op: 'reassign', remark: '路线优化：第 1 站' });
    const gained = (await noticesOf(multi)).filter((n) => n.content.startsWith(day)).at(-1)!;
    expect(gained.title).toBe('您的行程已优化');
    expect(gained.content).toMatch(/（由 张师傅 改派给您）$/);
    const lost = (await noticesOf(zhang)).filter((n) => n.content.startsWith(day)).at(-1)!;
    expect(lost.content).toMatch(/已改派给 多企业用户$/);
  });

  it('refuses a moveBetween that is not true or false, naming it', async () => {
    const res = await dispatcher.post(P.optimise, { day: '2030-06-06', moveBetween: 'yes' });
    expect(res.statusCode).toBe(400);
    expect(res.json.message).toMatch(/^moveBetween: /);
  });
});

describe('tenancy and roles', () => {
  it("answers another enterprise's order with 404 and its people with 400, changing nothing", async () => {
    const order = await newOrder({ appointmentTime: undefined });
    expect((await trialAdmin.get(`${P.candidates}?orderId=${order.id}`)).statusCode).toBe(404);
    expect((await trialAdmin.get(`${P.reasons}?orderId=${order.id}`)).statusCode).toBe(404);
    expect((await trialAdmin.post(P.place, { orderId: order.id, userId: zhang, appointmentTime: `${DAY} 09:00` })).statusCode).toBe(404);
    expect((await trialAdmin.post(P.personSkills, { userId: zhang, skills: [] })).statusCode).toBe(400);
    expect((await trialAdmin.post(P.ruleSave, { templateId: installType, mode: 2, weights: { skill: 1, area: 1, load: 1, distance: 1, sla: 1, part: 1 } })).statusCode).toBe(404);
    expect((await trialAdmin.get(`${P.board}?from=${DAY}`)).json.data.waiting).toEqual(expect.not.arrayContaining([expect.objectContaining({ orderId: order.id })]));
    expect((await detail(order.id)).state).toBe(1);
  });

  it('the free plan keeps the rule off and refuses automatic assignment and route optimisation, naming the feature', async () => {
    const [rule] = (await freeAdmin.get(P.ruleList)).json.data as { templateId: number }[];
    const weights = { skill: 1, area: 1, load: 1, distance: 1, sla: 1, part: 1 };
    const refused = await freeAdmin.post(P.ruleSave, { templateId: rule.templateId, mode: 2, weights });
    expect(refused.statusCode).toBe(403);
    expect(refused.json.message).toMatch(/免费版本不支持自动派单/);
    expect((await freeAdmin.get(P.ruleList)).json.data[0].mode).toBe(0);
    expect((await freeAdmin.post(P.ruleSave, { templateId: rule.templateId, mode: 0, weights })).statusCode).toBe(200);
    const optimise = await freeAdmin.post(P.optimise, { day: DAY, speedKmh: 30, slackMinutes: 120 });
    expect(optimise.statusCode).toBe(403);
    expect(optimise.json.message).toMatch(/免费版本不支持路线优化/);
    expect((await freeAdmin.post(P.optimiseAccept, { day: DAY, routes: [] })).statusCode).toBe(403);
  });

  it('refuses roles without dispatch and answers a signed-out caller with 401', async () => {
    expect((await engineer.get(P.board)).statusCode).toBe(403);
    expect((await engineer.post(P.place, { orderId: 1, userId: zhang, appointmentTime: `${DAY} 09:00` })).statusCode).toBe(403);
    expect((await new Client(t.app).get(P.board)).statusCode).toBe(401);
  });
});


