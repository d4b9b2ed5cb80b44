import { and, eq } from 'drizzle-orm';
import { CycleUnit, PlanState } from '@domain/cycle-plans/cycle-plans.constants';
import { addDays } from '@domain/cycle-plans/cycle';
import { SaveCyclePlanSchema } from '@domain/cycle-plans/cycle-plans.schemas';
import { chinaToday } from '@domain/products/warranty';
import { Role } from '@domain/shell/roles';
import type { Database } from '../../db/database';
import { enterprises, users } from '../../db/schema/tenancy';
import type { Jobs } from '../../plugins/jobs';
import { demoCustomerIds } from '../customers/customers.public';
import { orderTypeQueries } from '../templates/templates.public';
import { CyclePlansService } from './cycle-plans.service';

/**
 * Three customer service plans of the paid demo enterprise, written through the service like a
 * dispatcher would: a quarterly maintenance plan with a follow-up reminder, a weekly inspection and a
 * paused yearly check. They start in the coming days, so their first orders are made by the job worker.
 */
export async function seedDemoCyclePlans(database: Database, jobs: Pick<Jobs, 'enqueue'>, enterpriseName: string): Promise<void> {
  const db = database.system;
  const [ep] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, enterpriseName));
  if (!ep) return;
  const enterpriseId = ep.id;
  const [dispatcher] = await db.select({ id: users.id }).from(users).where(and(eq(users.enterpriseId, enterpriseId), eq(users.name, '李派单')));
  const type = (await orderTypeQueries.all(db, enterpriseId)).find((t) => t.name === '默认工单');
  const customerIds = await demoCustomerIds(db, enterpriseId, 4);
  if (!dispatcher || !type || customerIds.length === 0) return;

  const actor = { enterpriseId, userId: dispatcher.id, role: Role.dispatcher };
  const service = new CyclePlansService(database, jobs);
  const today = chinaToday();
  const plan = (fields: Record<string, unknown>) => service.save(actor, SaveCyclePlanSchema.parse({ templateId: type.id, endDate: null, ...fields }));
  await plan({
    name: '季度空调保养',
    title: '空调季度保养',
    description: '清洗滤网、检查制冷剂压力和排水',
    customerIds: customerIds.slice(0, 3),
    cycleUnit: CycleUnit.month,
    cycleEvery: 3,
    startDate: addDays(today, 3),
    remindDays: 2,
    remindUserIds: [dispatcher.id],
  });
  await plan({ name: '每周净水机巡检', title: '净水机巡检', customerIds: customerIds.slice(1, 3), cycleUnit: CycleUnit.week, cycleEvery: 1, startDate: addDays(today, 1) });
  const paused = await plan({ name: '年度消防设备检查', title: '消防设备年检', customerIds: customerIds.slice(-1), cycleUnit: CycleUnit.year, cycleEvery: 1, startDate: addDays(today, 30) });
  await service.changeState(actor, { id: paused.id, state: PlanState.paused });
}
