import { Messages } from '@domain/common/messages';
import type { Paging } from '@domain/common/paging';
import { ProductErrors } from '@domain/products/errors';
import type { ProductFilter, ProductRow, SaveProductInput } from '@domain/products/products.schemas';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import type { Database } from '../../db/database';
import { badRequest, conflict, notFound } from '../../lib/app-error';
import { checkedDetailValues } from '../templates/templates.public';
import { lockProducts, logProductChange, type ProductActor } from './products-common';
import * as q from './products.queries';

/** The product archive (/allProduct): product models, their warranty terms and custom fields (basic-info type 5). */
export class ProductsService {
  constructor(private readonly db: Database) {}

  list(enterpriseId: number, filter: ProductFilter, paging: Paging): Promise<ProductRow[]> {
    return this.db.tenant(enterpriseId, (tx) => q.listProducts(tx, enterpriseId, filter, paging));
  }

  count(enterpriseId: number, filter: ProductFilter): Promise<number> {
    return this.db.tenant(enterpriseId, (tx) => q.countProducts(tx, enterpriseId, filter));
  }

  categories(enterpriseId: number): Promise<string[]> {
    return this.db.tenant(enterpriseId, (tx) => q.categories(tx, enterpriseId));
  }

  async detail(enterpriseId: number, id: number): Promise<ProductRow> {
    const [row] = await this.db.tenant(enterpriseId, (tx) => q.findProducts(tx, enterpriseId, [id]));
    if (!row) throw notFound(ProductErrors.productNotFound);
    return row;
  }

  async save(actor: ProductActor, input: SaveProductInput): Promise<ProductRow> {
    const { enterpriseId } = actor;
    const { id, customValues, ...fields } = input;
    const values = await checkedDetailValues(this.db, enterpriseId, DetailEntityType.product, customValues);
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockProducts(tx, enterpriseId);
      const [before] = id ? await q.findProducts(tx, enterpriseId, [id]) : [];
      if (id && !before) throw notFound(ProductErrors.productNotFound);
      if (await q.productNameTaken(tx, enterpriseId, fields.name, fields.model, id)) throw conflict(ProductErrors.productNameTaken);
      const stored = { ...fields, customValues: values };
      if (id) await q.updateProduct(tx, enterpriseId, id, stored);
      const savedId = id ?? (await q.insertProduct(tx, enterpriseId, actor.userId, stored));
      const [after] = await q.findProducts(tx, enterpriseId, [savedId]);
      await logProductChange(tx, actor, {
        action: before ? 'product.update' : 'product.create',
        targetId: savedId,
        summary: `${before ? '修改' : '新增'}产品：${after.name}${after.model ? `（${after.model}）` : ''}`,
        before,
        after,
      });
      return after;
    });
  }

  /** Deletes all the products or none; a product with customer products stays. */
  async remove(actor: ProductActor, ids: number[]): Promise<void> {
    if (ids.length === 0) throw badRequest(Messages.deleteNothingSelected);
    const { enterpriseId } = actor;
    await this.db.tenant(enterpriseId, async (tx) => {
      await lockProducts(tx, enterpriseId);
      const found = await q.findProducts(tx, enterpriseId, ids);
      if (found.length !== ids.length) throw notFound(ProductErrors.productNotFound);
      const used = found.find((p) => p.customerProductCount > 0);
      if (used) throw conflict(`${ProductErrors.productInUse}（${used.name}）`);
      await q.deleteProducts(tx, enterpriseId, ids);
      await logProductChange(tx, actor, { action: 'product.delete', targetId: ids.join(','), summary: `删除产品：${found.map((p) => p.name).join('、')}`, before: found });
    });
  }
}
