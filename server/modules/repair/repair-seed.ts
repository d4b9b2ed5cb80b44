import { eq } from 'drizzle-orm';
import { PaymentMode } from '@domain/finance/finance.constants';
import { RepairOp } from '@domain/repair/repair-order.machine';
import { ExchangeWarranty, ReturnChangeType, type ReturnChangeTypeValue } from '@domain/repair/repair.constants';
import { ReturnChangeOp } from '@domain/repair/return-change.machine';
import type { CustomerProductRow } from '@domain/products/products.schemas';
import { Role } from '@domain/shell/roles';
import { inTurn } from '../../lib/in-turn';
import type { Database } from '../../db/database';
import { enterprises, users } from '../../db/schema/tenancy';
import { customerProductsByScan } from '../products/products.public';
import { keptWarehouses } from '../spare-parts/spare-parts.public';
import type { RepairActor } from './repair-common';
import { seedInternalRepairs } from './internal-repair-seed';
import { RepairOrdersService } from './repair-orders.service';
import { RepairSettingsService } from './repair-settings.service';
import { ReturnChangeService } from './return-change.service';

const FAULTS = ['不制冷', '漏水', '不开机', '噪音大', '其他'];
/** The demo's history tells no one (as the orders' seed): the notifier does nothing. */
export const SILENT = { notify: async () => null };
const CHECKLIST = ['外观', '通电测试', '主板', '电源', '噪音'];

/**
 * The paid demo enterprise's repair desk, through the real operations: settings (fault categories,
 * the main warehouse, a labour fee), an order written ahead and waiting for its product, one scanned in
 * and on the bench, and one completed and sent back. Completions need approval from then on. Then two
 * return and exchange orders, and the internal repairs.
 */
export async function seedRepairs(database: Database, enterpriseName: string): Promise<void> {
  const [ep] = await database.system.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.name, enterpriseName));
  if (!ep) return;
  const enterpriseId = ep.id;
  const people = new Map((await database.system.select({ id: users.id, name: users.name }).from(users).where(eq(users.enterpriseId, enterpriseId))).map((u) => [u.name, u.id]));
  const [desk, engineer, admin, keeper] = [people.get('孙接待'), people.get('张师傅'), people.get('王管理'), people.get('郑仓管')];
  if (!desk || !engineer || !admin || !keeper) return;
  const as = (userId: number, role: RepairActor['role']): RepairActor => ({ enterpriseId, userId, role });
  const [products, warehouse] = await database.tenant(enterpriseId, async (tx) => [
    await inTurn(['KT-5000-24011', 'AP-300-24012', 'RO-800-24013'], async (serial) => (await customerProductsByScan(tx, enterpriseId, '', serial))[0]),
    (await keptWarehouses(tx, enterpriseId, admin)).at(0) ?? null,
  ]);
  if (products.some((p) => !p?.customerId)) return;

  const settings = new RepairSettingsService(database);
  const base = { faultCategories: FAULTS, detectionItems: CHECKLIST, defaultWarehouseId: warehouse, laborFee: '80', exchangeWarranty: ExchangeWarranty.restart };
  await settings.save(as(admin, Role.admin), { ...base, needsApproval: false });
  const orders = new RepairOrdersService(database, SILENT);
  const deskActor = as(desk, Role.reception);
  const bench = as(engineer, Role.serviceStaff);

  await orders.save(deskActor, '', { customerProductId: products[0].id, faultCategory: '不制冷', fault: '开机后不制冷，外机不转', accessories: '遥控器', remark: '客户已寄出', values: {} });

  const scanned = await orders.scanSignIn(deskActor, '', { code: products[1].serialNumber, fault: '开机无反应', accessories: '电源线' });
  await orders.operate(bench, '', { id: scanned.order.id, op: RepairOp.confirm, reason: '' });

  const done = await orders.scanSignIn(deskActor, '', { code: products[2].serialNumber, fault: '出水很慢', accessories: '' });
  for (const op of [RepairOp.confirm, RepairOp.complete] as const) await orders.operate(bench, '', { id: done.order.id, op, reason: '' });
  await orders.ship(deskActor, '', { id: done.order.id, courierCompany: '顺丰速运', courierNo: 'SF1234567890' });

  await settings.save(as(admin, Role.admin), { ...base, needsApproval: true });
  await seedReturnChanges(database, as(admin, Role.admin));
  await seedInternalRepairs(database, enterpriseId, { keeper, engineer });
}

/** An exchange waiting for approval and a return passed with its refund, written by the administrator. */
async function seedReturnChanges(database: Database, admin: RepairActor) {
  const [exchanged, returned] = await database.tenant(admin.enterpriseId, (tx) =>
    inTurn(['EC-21-24014', 'XF-150-24015'], async (serial) => (await customerProductsByScan(tx, admin.enterpriseId, '', serial))[0]),
  );
  if (!exchanged?.customerId || !returned?.customerId) return;
  const returns = new ReturnChangeService(database, SILENT);
  const ask = (type: ReturnChangeTypeValue, p: CustomerProductRow, reason: string) =>
    returns.create(admin, '', { type, customerId: p.customerId!, customerProductId: p.id, reason, remark: '' });
  await ask(ReturnChangeType.exchange, exchanged, '控制板三个月内两次烧毁，客户要求换新');
  const taken = await ask(ReturnChangeType.returnGoods, returned, '七天无理由退货，包装完好');
  // The return passed gives the price back: finance's 其他收款 shows it as 退货退款 (cancelled and refunded, out of the total).
  await returns.approve(admin, '', { id: taken.id, op: ReturnChangeOp.pass, reason: '', newSerialNumber: '', refundAmount: '1280', refundMode: PaymentMode.wechat });
}
