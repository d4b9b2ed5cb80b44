import { eq } from 'drizzle-orm';
import { EventSource } from '@domain/events/events.constants';
import type { CreateEventInput } from '@domain/events/events.schemas';
import { Role, type RoleType } from '@domain/shell/roles';
import type { Database } from '../../db/database';
import { enterprises, users } from '../../db/schema/tenancy';
import { demoCustomerIds } from '../customers/customers.public';
import type { EventActor } from './event-operation';
import { EventsService } from './events.service';

const HOUR = 3_600_000;
const TITLES = ['打印机卡纸', '门禁刷卡无反应', '空调异响', '网络时断时续', '投影仪无法开机', '热水器不出热水', '监控画面丢失', '电梯按钮失灵'];

/**
 * About fifteen events of the paid demo enterprise in every state, made through the real operations
 * (so each has its history) on a clock that walks from three days ago to now. Notices are not sent
 * for this history. Runs after the demo transaction.
 */
export async function seedDemoEvents(database: Database, enterpriseName: string): Promise<void> {
  const db = database.system;
  const [ep] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, enterpriseName));
  if (!ep) return;
  const enterpriseId = ep.id;
  const people = new Map((await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.enterpriseId, enterpriseId))).map((u) => [u.name, u.id]));
  const customerIds = await demoCustomerIds(db, enterpriseId, 5);
  let now = Date.now() - 72 * HOUR;
  const service = new EventsService(database, { notify: async () => null }, () => new Date(now));
  const as = (name: string, role: RoleType): EventActor => ({ enterpriseId, userId: people.get(name)!, userName: name, role });
  const reception = as('孙接待', Role.reception);
  const dispatcher = as('李派单', Role.dispatcher);
  const staff = as('张师傅', Role.serviceStaff);
  const admin = as('王管理', Role.admin);
  if (!people.get('孙接待') || !people.get('张师傅')) return;

  const create = async (i: number, by: EventActor, extra: Partial<CreateEventInput> = {}) => {
    now += 3 * HOUR;
    const customerId = customerIds.length ? customerIds[i % customerIds.length] : undefined;
    const input: CreateEventInput = {
      title: TITLES[i % TITLES.length],
      description: '客户来电反映，需要上门查看。',
      source: i % 3 === 0 ? EventSource.serviceCounter : EventSource.customer,
      customerId,
      custom_name: customerId ? undefined : `演示客户${i + 1}`,
      custom_phone: customerId ? undefined : `1390000${String(1000 + i)}`,
      priority: ((i % 3) + 1) as 1 | 2 | 3,
      labelIds: [],
      values: {},
      collaboratorIds: [],
      ...extra,
    };
    return (await service.create(by, input)).id;
  };
  const step = () => {
    now += HOUR;
  };
  const dispatched = async (i: number) => {
    const id = await create(i, reception);
    step();
    await service.dispatch(dispatcher, { id, ownerId: staff.userId, collaboratorIds: [] });
    return id;
  };
  const handling = async (i: number) => {
    const id = await dispatched(i);
    step();
    await service.start(staff, id);
    return id;
  };

  for (const i of [0, 1, 2]) await create(i, reception); // 待分配
  for (const i of [3, 4]) await dispatched(i); // 待处理
  for (const i of [5, 6]) await handling(i); // 处理中
  const escalated = await handling(7);
  step();
  await service.escalate(staff, escalated, admin.userId, '需要管理员协调备件');
  const paused = await handling(8);
  step();
  await service.pause(staff, paused, '等待客户确认时间');
  for (const i of [9, 10, 11]) {
    const id = await handling(i);
    step();
    await service.complete(staff, id);
  }
  const claimed = await create(12, reception);
  step();
  await service.claim(staff, claimed);
  for (const i of [13, 14]) {
    const id = await create(i, reception);
    step();
    await service.close(dispatcher, id, '客户已自行解决');
  }
}
