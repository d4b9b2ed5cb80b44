import { and, eq, isNull } from 'drizzle-orm';
import type { CustomerProductRow } from '@domain/products/products.schemas';
import type { Executor } from '../../db/database';
import { customerProducts as cp } from '../../db/schema/products';
import { findCustomerProducts } from './customer-products.queries';
import { findCodeByToken } from './qr-codes.queries';
import { tokenOf } from './qr-codes.service';

/**
 * The live customer products a scan names in the enterprise: the one its QR code (address or token) is
 * stuck on, else those whose serial number it is. Codes and serials of other enterprises name nothing.
 */
export async function customerProductsByScan(tx: Executor, enterpriseId: number, origin: string, scanned: string): Promise<CustomerProductRow[]> {
  const token = tokenOf(scanned);
  if (token) {
    const code = await findCodeByToken(tx, enterpriseId, token);
    if (code?.customerProductId) return findCustomerProducts(tx, enterpriseId, origin, [code.customerProductId]);
  }
  const bySerial = await tx
    .select({ id: cp.id })
    .from(cp)
    .where(and(eq(cp.enterpriseId, enterpriseId), eq(cp.serialNumber, scanned), isNull(cp.customerRecycledAt)))
    .limit(10);
  return bySerial.length === 0 ? [] : findCustomerProducts(tx, enterpriseId, origin, bySerial.map((r) => r.id));
}
