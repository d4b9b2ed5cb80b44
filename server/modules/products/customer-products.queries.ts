import { and, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import type { TimeUnitValue, WarrantyBasisValue } from '@domain/products/products.constants';
import type { CustomerProductFilter, CustomerProductRow, ServiceRequestRow } from '@domain/products/products.schemas';
import { chinaToday, warrantyStatus } from '@domain/products/warranty';
import type { Executor } from '../../db/database';
import { customerProducts as cp, productServiceRequests, products, qrCodes } from '../../db/schema/products';
import { ownedByVisibleCustomer, type Viewer } from '../customers/customers.public';
import { customerNames } from './customer-names';
import { escapeLike } from './products-common';
import { qrRef } from './qr-codes.queries';

export type CustomerProductFields = Omit<typeof cp.$inferInsert, 'id' | 'enterpriseId' | 'createdAt' | 'createdBy'>;

/** The viewer's customer products (those of customers they see) matching the filter. */
function where(viewer: Viewer, filter: CustomerProductFilter): SQL | undefined {
  const conditions = [eq(cp.enterpriseId, viewer.enterpriseId), isNull(cp.customerRecycledAt), ownedByVisibleCustomer(cp.customerId, viewer)];
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    conditions.push(or(ilike(cp.name, like), ilike(cp.serialNumber, like))!);
  }
  if (filter.customerId) conditions.push(eq(cp.customerId, filter.customerId));
  if (filter.productId) conditions.push(eq(cp.productId, filter.productId));
  return and(...conditions);
}

function selectRows(tx: Executor, enterpriseId: number) {
  return tx
    .select({ row: cp, productName: products.name, productModel: products.model, qrId: qrCodes.id, qrToken: qrCodes.token })
    .from(cp)
    .innerJoin(products, and(eq(products.id, cp.productId), eq(products.enterpriseId, enterpriseId)))
    .leftJoin(qrCodes, and(eq(qrCodes.customerProductId, cp.id), eq(qrCodes.enterpriseId, enterpriseId)));
}
type Selected = Awaited<ReturnType<ReturnType<typeof selectRows>['where']>>[number];

async function toRows(tx: Executor, origin: string, rows: Selected[]): Promise<CustomerProductRow[]> {
  const names = await customerNames(tx, rows.map((r) => r.row.customerId));
  const today = chinaToday();
  return rows.map(({ row: r, productName, productModel, qrId, qrToken }) => ({
    id: r.id,
    productId: r.productId,
    productName,
    productModel,
    customerId: r.customerId,
    customerName: r.customerId === null ? null : (names.get(r.customerId) ?? null),
    name: r.name,
    serialNumber: r.serialNumber,
    address: r.address,
    purchaseDate: r.purchaseDate,
    deliveryDate: r.deliveryDate,
    installDate: r.installDate,
    productionDate: r.productionDate,
    warrantyStart: r.warrantyStart,
    warrantyEnd: r.warrantyEnd,
    warrantyPeriod: r.warrantyPeriod,
    warrantyUnit: r.warrantyUnit as TimeUnitValue,
    warrantyBasis: r.warrantyBasis as WarrantyBasisValue,
    warrantyStatus: warrantyStatus(r.warrantyStart, r.warrantyEnd, today),
    qr: qrId === null || qrToken === null ? null : qrRef(origin, { id: qrId, token: qrToken }),
    customValues: r.customValues as Record<string, unknown>,
    createTime: r.createdAt.toISOString(),
  }));
}

export async function listCustomerProducts(tx: Executor, viewer: Viewer, origin: string, filter: CustomerProductFilter, paging: Paging): Promise<CustomerProductRow[]> {
  const rows = await selectRows(tx, viewer.enterpriseId)
    .where(where(viewer, filter))
    .orderBy(desc(cp.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
  return toRows(tx, origin, rows);
}

export async function countCustomerProducts(tx: Executor, viewer: Viewer, filter: CustomerProductFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(cp).where(where(viewer, filter));
  return row.n;
}

/**
 * Live customer products by id; with `seenBy`, only those the viewer sees (what a user asks for by id).
 * Without it for the product's own processes: events made from a product, QR binding, the public page.
 */
export async function findCustomerProducts(tx: Executor, enterpriseId: number, origin: string, ids: number[], seenBy?: Viewer): Promise<CustomerProductRow[]> {
  const rows = await selectRows(tx, enterpriseId).where(
    and(eq(cp.enterpriseId, enterpriseId), inArray(cp.id, ids), isNull(cp.customerRecycledAt), seenBy ? ownedByVisibleCustomer(cp.customerId, seenBy) : undefined),
  );
  return toRows(tx, origin, rows);
}

export async function serialTaken(tx: Executor, enterpriseId: number, productId: number, serial: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: cp.id })
    .from(cp)
    .where(and(eq(cp.enterpriseId, enterpriseId), eq(cp.productId, productId), eq(cp.serialNumber, serial), exceptId ? ne(cp.id, exceptId) : undefined));
  return Boolean(row);
}

export async function insertCustomerProduct(tx: Executor, enterpriseId: number, createdBy: number, fields: CustomerProductFields): Promise<number> {
  const [row] = await tx.insert(cp).values({ enterpriseId, createdBy, ...fields }).returning({ id: cp.id });
  return row.id;
}

export async function updateCustomerProduct(tx: Executor, enterpriseId: number, id: number, fields: CustomerProductFields) {
  await tx.update(cp).set(fields).where(and(eq(cp.enterpriseId, enterpriseId), eq(cp.id, id)));
}

export async function deleteCustomerProducts(tx: Executor, enterpriseId: number, ids: number[]) {
  await tx.delete(productServiceRequests).where(and(eq(productServiceRequests.enterpriseId, enterpriseId), inArray(productServiceRequests.customerProductId, ids)));
  await tx.delete(cp).where(and(eq(cp.enterpriseId, enterpriseId), inArray(cp.id, ids)));
}

export async function serviceRequests(tx: Executor, enterpriseId: number, customerProductId: number): Promise<ServiceRequestRow[]> {
  const rows = await tx
    .select()
    .from(productServiceRequests)
    .where(and(eq(productServiceRequests.enterpriseId, enterpriseId), eq(productServiceRequests.customerProductId, customerProductId)))
    .orderBy(desc(productServiceRequests.id))
    .limit(50);
  return rows.map((r) => ({
    id: r.id,
    contactName: r.contactName,
    phone: r.phone,
    description: r.description,
    eventId: r.eventId,
    createTime: r.createdAt.toISOString(),
  }));
}

export async function insertServiceRequest(
  tx: Executor,
  enterpriseId: number,
  fields: { customerProductId: number; contactName: string; phone: string; description: string },
): Promise<number> {
  const [row] = await tx
    .insert(productServiceRequests)
    .values({ enterpriseId, ...fields })
    .returning({ id: productServiceRequests.id });
  return row.id;
}

export async function setRequestEvent(tx: Executor, enterpriseId: number, requestId: number, eventId: number) {
  await tx
    .update(productServiceRequests)
    .set({ eventId })
    .where(and(eq(productServiceRequests.enterpriseId, enterpriseId), eq(productServiceRequests.id, requestId)));
}
