import { and, eq } from 'drizzle-orm';
import { ProductErrors } from '@domain/products/errors';
import { addTimeUnits, chinaToday } from '@domain/products/warranty';
import type { TimeUnitValue } from '@domain/products/products.constants';
import type { Tx } from '../../db/database';
import { customerProducts as cp } from '../../db/schema/products';
import { conflict, notFound } from '../../lib/app-error';
import { lockProducts, logProductChange } from './products-common';

export interface UnitExchange {
  enterpriseId: number;
  userId: number;
  customerProductId: number;
  serialNumber: string;
  /** The warranty starts again on the day of the exchange (by the product's terms); else it runs on as it was. */
  restartWarranty: boolean;
  /** The document that made the exchange, for the product's history. */
  docNo: string;
}

/**
 * A customer product replaced by another unit of the same model (a passed exchange): the new serial
 * number (unique within the model, as a save checks), the warranty run on or restarted, the change in
 * the product's history. Returns the serial number replaced.
 */
export async function exchangeCustomerProductUnit(tx: Tx, change: UnitExchange): Promise<{ oldSerialNumber: string }> {
  const { enterpriseId, customerProductId } = change;
  await lockProducts(tx, enterpriseId);
  const [before] = await tx.select().from(cp).where(and(eq(cp.enterpriseId, enterpriseId), eq(cp.id, customerProductId)));
  if (!before) throw notFound(`customerProductId: ${ProductErrors.customerProductNotFound}`);
  const [taken] = await tx
    .select({ id: cp.id })
    .from(cp)
    .where(and(eq(cp.enterpriseId, enterpriseId), eq(cp.productId, before.productId), eq(cp.serialNumber, change.serialNumber)));
  if (taken) throw conflict(`newSerialNumber: ${ProductErrors.serialTaken}`);
  const today = chinaToday();
  // Restarting needs the product's warranty length; without one there is nothing to restart.
  const restart = change.restartWarranty && before.warrantyPeriod !== null;
  const warranty = restart
    ? { warrantyStart: today, warrantyEnd: addTimeUnits(today, before.warrantyPeriod!, before.warrantyUnit as TimeUnitValue) }
    : { warrantyStart: before.warrantyStart, warrantyEnd: before.warrantyEnd };
  await tx.update(cp).set({ serialNumber: change.serialNumber, ...warranty }).where(and(eq(cp.enterpriseId, enterpriseId), eq(cp.id, customerProductId)));
  await logProductChange(tx, change, {
    action: 'customer-product.exchange',
    targetId: customerProductId,
    summary: `换货（${change.docNo}）：序列号 ${before.serialNumber || '-'} → ${change.serialNumber}${restart ? `，保修重新计算至 ${warranty.warrantyEnd}` : ''}`,
    before: { serialNumber: before.serialNumber, warrantyStart: before.warrantyStart, warrantyEnd: before.warrantyEnd },
    after: { serialNumber: change.serialNumber, ...warranty },
  });
  return { oldSerialNumber: before.serialNumber };
}
