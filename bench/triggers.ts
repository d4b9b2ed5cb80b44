// Triggers (issue 39), measured side by side in one process on PGlite (the default database), demo-seeded:
//   - condition evaluation: a trigger of 6 conditions (text contains, code equals, codes in, number
//     greater, custom text not empty, date-time less) over an order record, ns per trigger, against
//     the same six field reads and comparisons written by hand (the baseline);
//   - per-order overhead: creating an order through the real API (session, roles, tenancy, row security)
//     with no trigger (the baseline), with 5 enabled after-create triggers (the operation hook's lookup and
//     the run job's enqueue), and the engine's run of those 5 triggers for the order (conditions, one auto
//     copy action each, run rows) — medians over ORDERS orders, alternating the two set-ups.
// Run: node --import tsx bench/triggers.ts
import { mkdtemp } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { and, desc, eq } from 'drizzle-orm';
import { evaluate, type Condition, type TriggerRecord } from '@domain/triggers/conditions';
import { buildApp } from '@server/app';
import { openDatabase } from '@server/db/database';
import { seedDemoIfEmpty } from '@server/db/seed/demo';
import { DEMO_PASSWORD } from '@server/db/seed/demo-data';
import { orderLogs, serviceItems, triggers, users } from '@server/db/schema';
import { runTriggers } from '@server/modules/triggers/triggers.public';
import { median, printTable, progressLogger, saveResult } from './lib';

const EVALUATIONS = 200_000;
const ORDERS = 60;
const step = progressLogger();

const record: TriggerRecord = {
  title: '客厅空调不制冷需要上门',
  priority: 3,
  tagIds: [4, 5],
  createdAt: new Date('2030-06-01T08:00:00Z'),
  values: { 机型: 'KFR-35', 匹数: 1.5 },
};
const conditions: Condition[] = [
  { field: 'title', operator: 'contains', value: '空调' },
  { field: 'priority', operator: 'eq', value: 3 },
  { field: 'tagIds', operator: 'in', value: [5, 9] },
  { field: 'values.匹数', operator: 'gt', value: 1 },
  { field: 'values.机型', operator: 'notEmpty', value: null },
  { field: 'createdAt', operator: 'lt', value: '2031-01-01T00:00:00Z' },
];
const byHand = (r: TriggerRecord) =>
  String(r.title).includes('空调') &&
  r.priority === 3 &&
  (r.tagIds as number[]).some((t) => t === 5 || t === 9) &&
  Number(r.values!['匹数']) > 1 &&
  r.values!['机型'] !== '' &&
  (r.createdAt as Date).getTime() < Date.parse('2031-01-01T00:00:00Z');

function timeNs(fn: () => boolean): number {
  let ok = 0;
  const start = process.hrtime.bigint();
  for (let i = 0; i < EVALUATIONS; i++) if (fn()) ok++;
  const ns = Number(process.hrtime.bigint() - start) / EVALUATIONS;
  if (ok !== EVALUATIONS) throw new Error('the record should match');
  return ns;
}

async function main() {
  step('condition evaluation');
  timeNs(() => conditions.every((c) => evaluate(c, record)));
  timeNs(() => byHand(record));
  const evalRounds = [0, 1, 2].map(() => [timeNs(() => byHand(record)), timeNs(() => conditions.every((c) => evaluate(c, record)))]);
  const handNs = median(evalRounds.map((r) => r[0]));
  const evalNs = median(evalRounds.map((r) => r[1]));

  step('the app on a demo-seeded PGlite');
  const database = await openDatabase({});
  await seedDemoIfEmpty(database);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'fsm-bench-triggers-'));
  const app = await buildApp({ database, runWorker: false, config: { dataDir, hotline: '400', appDownloadUrl: 'https://a.test', paymentUrl: 'https://p.test' } });
  await app.ready();
  const inject = async (method: 'GET' | 'POST', url: string, body?: object, cookie = '', ctoken = '') => {
    const res = await app.inject({ method, url: `/api${url}`, headers: cookie ? { cookie } : {}, payload: method === 'POST' ? { ...body, ...(ctoken ? { ctoken } : {}) } : undefined });
    return res;
  };
  const login = await inject('POST', '/stand/pwdLogin', { mobile: '13800000001', password: DEMO_PASSWORD });
  const cookie = `fsm_sid=${login.cookies.find((c) => c.name === 'fsm_sid')!.value}`;
  const ctoken = (login.json() as { data: { csrfToken: string } }).data.csrfToken;
  const post = (url: string, body: object) => inject('POST', url, body, cookie, ctoken);
  const get = (url: string) => inject('GET', url, undefined, cookie);
  const types = (get('/orderTypeTemplate/list').then((r) => r.json().data)) as Promise<{ id: number; name: string }[]>;
  const defaultType = (await types).find((t) => t.name === '默认工单')!.id;
  const customerId = ((await get('/v2/customer/list?pageSize=10')).json().data as { id: number }[])[0].id;
  const [admin] = await database.system.select().from(users).where(eq(users.phone, '13800000001'));
  const enterpriseId = admin.enterpriseId;
  const [item] = await database.system.select().from(serviceItems).where(and(eq(serviceItems.enterpriseId, enterpriseId), eq(serviceItems.name, '空调维修')));

  const triggerIds: number[] = [];
  for (let i = 0; i < 5; i++) {
    const res = await post('/trigger/save', {
      name: `基准触发器${i}`,
      moment: 1,
      enabled: false,
      templateIds: [defaultType],
      conditions: [
        { field: 'title', operator: 'contains', value: '基准' },
        { field: 'priority', operator: 'in', value: [1, 2, 3] },
      ],
      actions: [{ kind: 6, config: { userIds: [admin.id] } }],
    });
    if (res.statusCode !== 200) throw new Error(res.body);
    triggerIds.push(res.json().data.id);
  }
  const setEnabled = (enabled: boolean) => database.system.update(triggers).set({ enabled }).where(and(eq(triggers.enterpriseId, enterpriseId)));

  const create = async (n: number) => {
    const start = performance.now();
    const res = await post('/v2/order/add', { templateId: defaultType, customerId, title: `基准工单${n}`, serviceItemId: item.id, appointmentTime: '2030-06-01 14:00', description: 'bench' });
    const ms = performance.now() - start;
    if (res.statusCode !== 200) throw new Error(res.body);
    return { ms, id: res.json().data.id as number };
  };
  step(`${ORDERS} orders each way, alternating`);
  for (let i = 0; i < 10; i++) await create(-i); // warm-up
  const plain: number[] = [];
  const hooked: number[] = [];
  const engine: number[] = [];
  for (let i = 0; i < ORDERS; i++) {
    await setEnabled(false);
    plain.push((await create(i)).ms);
    await setEnabled(true);
    const { ms, id } = await create(i);
    hooked.push(ms);
    const [log] = await database.system.select().from(orderLogs).where(and(eq(orderLogs.orderId, id), eq(orderLogs.op, 'create'))).orderBy(desc(orderLogs.id)).limit(1);
    const start = performance.now();
    const ran = await runTriggers({ db: database, jobs: app.jobs, notifications: app.notifications }, enterpriseId, { recordKind: 1, recordId: id, moment: 1, occurrence: log.id, depth: 0 });
    engine.push(performance.now() - start);
    if (ran !== 5) throw new Error(`expected 5 runs, got ${ran}`);
  }
  await app.close();

  const base = median(plain);
  const rows = [
    { measure: 'condition evaluation, 6 conditions (ns)', baseline: handNs.toFixed(0), value: evalNs.toFixed(0), ratio: (evalNs / handNs).toFixed(1) },
    { measure: 'create order, no trigger vs 5 enabled (ms, median)', baseline: base.toFixed(2), value: median(hooked).toFixed(2), ratio: (median(hooked) / base).toFixed(2) },
    { measure: 'engine run of 5 triggers per order (ms, median)', baseline: base.toFixed(2), value: median(engine).toFixed(2), ratio: (median(engine) / base).toFixed(2) },
  ];
  printTable(rows);
  saveResult('triggers', { rows, orders: ORDERS, evaluations: EVALUATIONS });
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
