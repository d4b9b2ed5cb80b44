import { and, asc, count, desc, eq, gt, ilike, inArray, ne, or, type SQL } from 'drizzle-orm';
import type { Paging } from '@domain/common/paging';
import type { ProductFilter, ProductRow } from '@domain/products/products.schemas';
import type { TimeUnitValue, WarrantyBasisValue } from '@domain/products/products.constants';
import type { Executor } from '../../db/database';
import { customerProducts, products } from '../../db/schema/products';
import { escapeLike } from './products-common';

export type ProductFields = Omit<typeof products.$inferInsert, 'id' | 'enterpriseId' | 'createdAt' | 'createdBy'>;

function where(enterpriseId: number, filter: ProductFilter): SQL | undefined {
  const conditions = [eq(products.enterpriseId, enterpriseId)];
  if (filter.keyword) {
    const like = `%${escapeLike(filter.keyword)}%`;
    conditions.push(or(ilike(products.name, like), ilike(products.model, like))!);
  }
  if (filter.category) conditions.push(eq(products.category, filter.category));
  return and(...conditions);
}

function selectRows(tx: Executor, enterpriseId: number) {
  const counts = tx
    .select({ productId: customerProducts.productId, n: count().as('n') })
    .from(customerProducts)
    .where(eq(customerProducts.enterpriseId, enterpriseId))
    .groupBy(customerProducts.productId)
    .as('counts');
  return tx
    .select({ product: products, n: counts.n })
    .from(products)
    .leftJoin(counts, eq(counts.productId, products.id));
}

const toRow = ({ product: p, n }: { product: typeof products.$inferSelect; n: number | null }): ProductRow => ({
  id: p.id,
  name: p.name,
  model: p.model,
  category: p.category,
  warrantyPeriod: p.warrantyPeriod,
  warrantyUnit: p.warrantyUnit as TimeUnitValue,
  warrantyBasis: p.warrantyBasis as WarrantyBasisValue,
  description: p.description,
  customValues: p.customValues as Record<string, unknown>,
  customerProductCount: Number(n ?? 0),
  createTime: p.createdAt.toISOString(),
});

export async function listProducts(tx: Executor, enterpriseId: number, filter: ProductFilter, paging: Paging): Promise<ProductRow[]> {
  const rows = await selectRows(tx, enterpriseId)
    .where(where(enterpriseId, filter))
    .orderBy(desc(products.id))
    .limit(paging.pageSize)
    .offset(paging.pageIndex * paging.pageSize);
  return rows.map(toRow);
}

/** The next page of the filtered list in id order after `afterId` (exports read it page by page). */
export async function productsAfter(tx: Executor, enterpriseId: number, filter: ProductFilter, afterId: number, limit: number): Promise<ProductRow[]> {
  const rows = await selectRows(tx, enterpriseId)
    .where(and(where(enterpriseId, filter), gt(products.id, afterId)))
    .orderBy(asc(products.id))
    .limit(limit);
  return rows.map(toRow);
}

export async function countProducts(tx: Executor, enterpriseId: number, filter: ProductFilter): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(products).where(where(enterpriseId, filter));
  return row.n;
}

export async function findProducts(tx: Executor, enterpriseId: number, ids: number[]): Promise<ProductRow[]> {
  const rows = await selectRows(tx, enterpriseId)
    .where(and(eq(products.enterpriseId, enterpriseId), inArray(products.id, ids)))
    .orderBy(asc(products.id));
  return rows.map(toRow);
}

export async function productNameTaken(tx: Executor, enterpriseId: number, name: string, model: string, exceptId?: number) {
  const [row] = await tx
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.enterpriseId, enterpriseId), eq(products.name, name), eq(products.model, model), exceptId ? ne(products.id, exceptId) : undefined));
  return Boolean(row);
}

export async function categories(tx: Executor, enterpriseId: number): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ category: products.category })
    .from(products)
    .where(and(eq(products.enterpriseId, enterpriseId), ne(products.category, '')))
    .orderBy(asc(products.category));
  return rows.map((r) => r.category);
}

export async function insertProduct(tx: Executor, enterpriseId: number, createdBy: number, fields: ProductFields): Promise<number> {
  const [row] = await tx.insert(products).values({ enterpriseId, createdBy, ...fields }).returning({ id: products.id });
  return row.id;
}

export async function updateProduct(tx: Executor, enterpriseId: number, id: number, fields: ProductFields) {
  await tx.update(products).set(fields).where(and(eq(products.enterpriseId, enterpriseId), eq(products.id, id)));
}

export async function deleteProducts(tx: Executor, enterpriseId: number, ids: number[]) {
  await tx.delete(products).where(and(eq(products.enterpriseId, enterpriseId), inArray(products.id, ids)));
}
