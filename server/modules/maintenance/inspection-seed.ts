import { and, eq } from 'drizzle-orm';
import { addDays } from '@domain/cycle-plans/cycle';
import { CycleUnit } from '@domain/cycle-plans/cycle-plans.constants';
import { SaveInspectionPlanSchema, SaveInspectionPointSchema } from '@domain/maintenance/inspection.schemas';
import { ScheduleMode } from '@domain/maintenance/maintenance.constants';
import { Role } from '@domain/shell/roles';
import type { Database } from '../../db/database';
import { users } from '../../db/schema/tenancy';
import { InspectionPlansService } from './inspection-plans.service';
import { InspectionPointsService } from './inspection-points.service';
import { InspectionTasksService } from './inspection-tasks.service';
import type { MaintenanceActor } from './maintenance-common';

const CHECKS = ['设备运行正常', '无异响异味', '消防器材完好'];

/**
 * The demo enterprise's inspection rounds, written through the services: three points of a
 * customer's site with their QR codes, a weekly round for the engineer (today's to walk), and a
 * monthly round the engineer walked today with one failed item (an exception to-do to turn into an order).
 */
export async function seedDemoInspection(database: Database, dispatcher: MaintenanceActor, customerId: number, today: string): Promise<void> {
  const { enterpriseId } = dispatcher;
  const [engineer] = await database.system
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.enterpriseId, enterpriseId), eq(users.name, '张师傅')));
  if (!engineer) return;
  const points = new InspectionPointsService(database);
  const plans = new InspectionPlansService(database);
  const ids: number[] = [];
  for (const [i, [name, location]] of [
    ['配电房', '1号楼负一层'],
    ['消防泵房', '1号楼负二层'],
    ['屋顶冷却塔', '2号楼屋顶'],
  ].entries())
    ids.push((await points.save(dispatcher, SaveInspectionPointSchema.parse({ name, location, customerId, code: `XJDEMO${i + 1}` }))).id);
  const plan = (name: string, cycleUnit: number, pointIds: number[]) =>
    plans.save(
      dispatcher,
      SaveInspectionPlanSchema.parse({ name, customerId, assigneeId: engineer.id, pointIds, checkItems: CHECKS, mode: ScheduleMode.cycle, cycleUnit, startDate: today, endDate: addDays(today, 180) }),
    );
  await plan('配电设施周巡检', CycleUnit.week, ids);
  const monthly = await plan('消防设施月巡检', CycleUnit.month, ids.slice(1));
  const tasks = new InspectionTasksService(database);
  const walker = { enterpriseId, userId: engineer.id, role: Role.serviceStaff };
  const [round] = await tasks.list(walker, { planId: monthly.id }, { pageIndex: 0, pageSize: 10 });
  if (!round) return;
  for (const [i, pointId] of ids.slice(1).entries())
    await tasks.record(walker, {
      id: round.id,
      pointId,
      scannedCode: `XJDEMO${i + 2}`,
      remark: '',
      photoIds: [],
      items: CHECKS.map((name, j) => ({ name, passed: !(i === 0 && j === 2), note: i === 0 && j === 2 ? '灭火器压力不足' : '' })),
    });
  await tasks.finish(walker, round.id);
}
