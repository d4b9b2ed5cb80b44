import { OrderSource } from '@domain/orders/order.constants';
import { CreateOrderSchema } from '@domain/orders/orders.schemas';
import { RepairErrors } from '@domain/repair/errors';
import { RepairOp, repairOrderMachine } from '@domain/repair/repair-order.machine';
import { repairNo } from '@domain/repair/repair.constants';
import type { MakeRepairOrderInput, RepairView } from '@domain/repair/repair.schemas';
import type { Database, Tx } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { insertOrder, registerOrderOrigin } from '../orders/orders.public';
import { findCustomerProducts } from '../products/products.public';
import { enforce, logRepairChange, type RepairActor } from './repair-common';
import { readSettings } from './repair-settings.service';
import { machineRepair, viewOf } from './repair-views';
import * as q from './repair.queries';

type Notifier = Parameters<typeof insertOrder>[1];
const TITLE_MAX = 50;
const DESCRIPTION_MAX = 2000;

/**
 * An order made with `repairOrderId` in its origin takes the repair order, in the order's transaction:
 * the repair order is locked and must allow 生成工单 (not cancelled, no order yet), else 409 and no order is made.
 */
async function linkOrderToRepair(tx: Tx, _notifier: Notifier, actor: RepairActor, repairOrderId: number, order: { id: number; orderNo: string }): Promise<void> {
  const { enterpriseId } = actor;
  const repair = await q.findRecord(tx, enterpriseId, repairOrderId, true);
  if (!repair) throw notFound(`repairOrderId: ${RepairErrors.notFound}`);
  const { needsApproval } = await readSettings(tx, enterpriseId);
  enforce(repairOrderMachine.decide(machineRepair(repair, needsApproval), actor, RepairOp.makeOrder));
  await q.updateOrder(tx, enterpriseId, repair.id, { orderId: order.id, orderNo: order.orderNo });
  await q.insertLog(tx, enterpriseId, repair.id, actor.userId, '生成工单', order.orderNo);
}

/** What repair registers with the orders module: repair orders as an order origin. */
export function registerRepairOrders(): void {
  registerOrderOrigin('repairOrderId', linkOrderToRepair);
}

/** 生成工单 on a repair order: an order of the chosen type for its customer and product, logged 维修创建. */
export class RepairOrderMaker {
  constructor(
    private readonly db: Database,
    private readonly notifier: Notifier,
  ) {}

  make(actor: RepairActor, origin: string, input: MakeRepairOrderInput): Promise<RepairView> {
    const { enterpriseId } = actor;
    const byRole = repairOrderMachine.refuseRole(RepairOp.makeOrder, actor);
    if (byRole) enforce(byRole);
    return this.db.tenant(enterpriseId, async (tx) => {
      const repair = await q.findRecord(tx, enterpriseId, input.id);
      if (!repair) throw notFound(RepairErrors.notFound);
      const [product] = await findCustomerProducts(tx, enterpriseId, origin, [repair.customerProductId]);
      const productLine = product ? (product.serialNumber ? `${product.name}（${product.serialNumber}）` : product.name) : '';
      const description = [`维修单：${repairNo(repair.id)}`, productLine && `产品：${productLine}`, repair.fault && `故障：${repair.fault}`].filter(Boolean).join('\n');
      const order = await insertOrder(
        tx,
        this.notifier,
        actor,
        CreateOrderSchema.parse({
          templateId: input.templateId,
          customerId: repair.customerId,
          title: `维修：${product?.name ?? repairNo(repair.id)} ${repair.faultCategory || repair.fault}`.trim().slice(0, TITLE_MAX),
          description: description.slice(0, DESCRIPTION_MAX),
          source: OrderSource.repair,
          origin: { repairOrderId: repair.id, customerProductId: repair.customerProductId, productId: product?.productId },
        }),
        'repairCreate',
      );
      await logRepairChange(tx, actor, 'repair.makeOrder', repair.id, `维修单生成工单：${repairNo(repair.id)} → ${order.orderNo}`);
      return viewOf(tx, actor, origin, repair.id);
    });
  }
}
