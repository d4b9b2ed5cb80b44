import { addTimeUnits, chinaToday, computeWarranty } from '@domain/products/warranty';
import type { TimeUnitValue, WarrantyBasisValue } from '@domain/products/products.constants';
import type { Executor } from '../../db/database';
import { customerProducts, products, qrBatches, qrCodes } from '../../db/schema/products';
import { newToken } from './qr-codes.queries';

const MODELS: { name: string; model: string; category: string; period: number; unit: TimeUnitValue; basis: WarrantyBasisValue }[] = [
  { name: '商用中央空调', model: 'KT-5000', category: '暖通设备', period: 2, unit: 3, basis: 3 },
  { name: '空气净化器', model: 'AP-300', category: '净化设备', period: 18, unit: 2, basis: 2 },
  { name: '商用净水机', model: 'RO-800', category: '净水设备', period: 1, unit: 3, basis: 3 },
  { name: '电梯控制柜', model: 'EC-21', category: '电梯设备', period: 3, unit: 3, basis: 3 },
  { name: '新风换气机', model: 'XF-150', category: '暖通设备', period: 365, unit: 1, basis: 2 },
];

/**
 * The demo enterprise's products: models, about twenty customer products spread over the demo
 * customers (dates so that some are in warranty and some are not), QR codes on the first eight,
 * and one printed batch.
 */
export async function seedProducts(tx: Executor, enterpriseId: number, customerIds: number[]) {
  const modelRows = await tx
    .insert(products)
    .values(MODELS.map((m) => ({ enterpriseId, name: m.name, model: m.model, category: m.category, warrantyPeriod: m.period, warrantyUnit: m.unit, warrantyBasis: m.basis })))
    .returning({ id: products.id });
  if (customerIds.length === 0) return;
  const today = chinaToday();
  const units = Array.from({ length: 20 }, (_, i) => {
    const m = MODELS[i % MODELS.length];
    const purchaseDate = addTimeUnits(today, -(60 + i * 45), 1);
    const installDate = addTimeUnits(purchaseDate, 7, 1);
    const warranty = computeWarranty({ basis: m.basis, period: m.period, unit: m.unit, purchaseDate, installDate, warrantyStart: null, warrantyEnd: null });
    return {
      enterpriseId,
      productId: modelRows[i % MODELS.length].id,
      customerId: customerIds[i % customerIds.length],
      name: m.name,
      serialNumber: `${m.model}-${String(24001 + i)}`,
      purchaseDate,
      installDate,
      productionDate: addTimeUnits(purchaseDate, -30, 1),
      ...warranty,
      warrantyPeriod: m.period,
      warrantyUnit: m.unit,
      warrantyBasis: m.basis,
    };
  });
  const unitRows = await tx.insert(customerProducts).values(units).returning({ id: customerProducts.id });
  await tx.insert(qrCodes).values(unitRows.slice(0, 8).map((u) => ({ enterpriseId, token: newToken(), customerProductId: u.id })));
  const [batch] = await tx
    .insert(qrBatches)
    .values({ enterpriseId, batchNo: `QR${today.replaceAll('-', '')}-001`, quantity: 20, note: '出厂贴纸' })
    .returning({ id: qrBatches.id });
  await tx.insert(qrCodes).values(Array.from({ length: 20 }, () => ({ enterpriseId, token: newToken(), batchId: batch.id })));
}
