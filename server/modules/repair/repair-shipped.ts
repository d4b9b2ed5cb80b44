import { RepairRecipient, Trigger } from '@domain/notifications/triggers';
import { repairNo } from '@domain/repair/repair.constants';
import type { ShipRepairInput } from '@domain/repair/repair.schemas';
import type { Tx } from '../../db/database';
import { customerSnapshot, liveCustomerNames } from '../customers/customers.public';
import { findCustomerProducts } from '../products/products.public';
import type { RepairActor } from './repair-common';
import { repairDesk, repairLink, tellRepairMoment, type RepairNotifier } from './repair-notices';
import type { RepairRecord } from './repair.queries';

/**
 * The product on its way back (寄回): the customer is texted at their default contact's phone (as an order's customer
 * at its contact phone) with the courier and tracking number, once the enterprise's 消息设置 turns the text on; the
 * desk and the engineer only where it adds them. A customer deleted meanwhile is texted nothing.
 */
export async function tellShipped(notifier: RepairNotifier, tx: Tx, actor: RepairActor, order: RepairRecord, input: ShipRepairInput): Promise<void> {
  const { enterpriseId } = actor;
  const live = (await liveCustomerNames(tx, enterpriseId, [order.customerId])).has(order.customerId);
  const customer = live ? await customerSnapshot(tx, order.customerId) : null;
  const [product] = await findCustomerProducts(tx, enterpriseId, '', [order.customerProductId]);
  const people = { [RepairRecipient.desk]: await repairDesk(tx, enterpriseId), [RepairRecipient.engineer]: [order.repairerId] };
  const values = {
    repairDocNo: repairNo(order.id),
    repairDocKind: '维修单',
    repairProduct: product?.name ?? '',
    repairCourier: input.courierCompany,
    repairCourierNo: input.courierNo,
    customerName: customer?.name ?? '',
    contactName: customer?.contactName ?? '',
    contactPhone: customer?.contactPhone ?? '',
  };
  await tellRepairMoment(notifier, tx, { enterpriseId, trigger: Trigger.repairShipped, people, values, link: repairLink(order.id), actorId: actor.userId, customerPhone: customer?.contactPhone || null });
}
