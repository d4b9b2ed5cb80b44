import { and, eq } from 'drizzle-orm';
import { addDays } from '@domain/cycle-plans/cycle';
import { CycleUnit } from '@domain/cycle-plans/cycle-plans.constants';
import { ScheduleMode } from '@domain/maintenance/maintenance.constants';
import { SaveMaintenanceContractSchema, SaveMaintenancePlanSchema } from '@domain/maintenance/maintenance.schemas';
import { chinaToday } from '@domain/products/warranty';
import { Role } from '@domain/shell/roles';
import type { Database } from '../../db/database';
import { enterprises, users } from '../../db/schema/tenancy';
import { demoCustomerIds } from '../customers/customers.public';
import { listCustomerProducts } from '../products/products.public';
import { orderTypeQueries } from '../templates/templates.public';
import { MaintenanceContractsService } from './contracts.service';
import { seedDemoInspection } from './inspection-seed';
import { MaintenancePlansService } from './plans.service';

/**
 * The demo enterprise's maintenance, written through the services like a dispatcher would: a
 * year's contract for a customer's products with a monthly plan (its first task made at once), and
 * a half-year contract with a plan of four visits; and inspection rounds (inspection-seed.ts).
 */
export async function seedDemoMaintenance(database: Database, enterpriseName: string): Promise<void> {
  const db = database.system;
  const [ep] = await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, enterpriseName));
  if (!ep) return;
  const enterpriseId = ep.id;
  const [dispatcher] = await db.select({ id: users.id }).from(users).where(and(eq(users.enterpriseId, enterpriseId), eq(users.name, '李派单')));
  const type = (await orderTypeQueries.all(db, enterpriseId)).find((t) => t.name === '默认工单');
  if (!dispatcher || !type) return;
  const actor = { enterpriseId, userId: dispatcher.id, role: Role.dispatcher };
  const contracts = new MaintenanceContractsService(database);
  const plans = new MaintenancePlansService(database);
  const today = chinaToday();
  const customers = await database.tenant(enterpriseId, (tx) => demoCustomerIds(tx, enterpriseId, 2));
  const demos = [
    { name: '年度空调维保合同', days: 365, amount: 36000, plan: { name: '空调月度保养', mode: ScheduleMode.cycle, cycleUnit: CycleUnit.month, cycleEvery: 1, content: '清洗滤网、检查冷媒压力和排水' } },
    { name: '净水设备半年维保', days: 182, amount: 8800, plan: { name: '净水设备巡检', mode: ScheduleMode.visits, visits: 4, content: '更换滤芯、检测水质' } },
  ];
  for (const [i, customerId] of customers.entries()) {
    const demo = demos[i];
    const products = await database.tenant(enterpriseId, (tx) => listCustomerProducts(tx, actor, '', { customerId }, { pageIndex: 0, pageSize: 20 }));
    if (!demo || products.length === 0) continue;
    const ids = products.slice(0, 2).map((p) => p.id);
    const endDate = addDays(today, demo.days);
    const contract = await contracts.save(actor, SaveMaintenanceContractSchema.parse({ name: demo.name, customerId, startDate: today, endDate, amount: demo.amount, customerProductIds: ids }));
    await contracts.changeStatus(actor, { id: contract.id, op: 'execute' });
    await plans.save(actor, SaveMaintenancePlanSchema.parse({ contractId: contract.id, templateId: type.id, startDate: today, endDate, productIds: ids, ...demo.plan }));
  }
  if (customers[0]) await seedDemoInspection(database, actor, customers[0], today);
}
