import { Messages, freeEditionNotice } from '@domain/common/messages';
import type { Paging } from '@domain/common/paging';
import { ProductErrors } from '@domain/products/errors';
import type { CustomerProductDetail, CustomerProductFilter, CustomerProductRow, SaveCustomerProductInput } from '@domain/products/products.schemas';
import { computeWarranty } from '@domain/products/warranty';
import { Plan } from '@domain/shell/plans';
import { DetailEntityType } from '@domain/templates/fixed-fields';
import type { Database, Tx } from '../../db/database';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import { customerSnapshot } from '../customers/customers.public';
import { checkedDetailValues } from '../templates/templates.public';
import * as cq from './customer-products.queries';
import { lockProducts, logProductChange, type ProductActor } from './products-common';
import * as pq from './products.queries';
import { releaseProductCodes } from './qr-codes.queries';

/** Customer products (/productManage): units of product models at customers, with dates and the computed warranty. */
export class CustomerProductsService {
  constructor(
    private readonly db: Database,
    private readonly hotline: string,
  ) {}

  /** Customer products are a restricted feature (spec part 1 section 6): the free plan gets the upgrade notice. */
  assertPaying(actor: Pick<ProductActor, 'planType'>) {
    if (actor.planType === Plan.free) throw forbidden(freeEditionNotice(ProductErrors.freePlan, this.hotline));
  }

  list(actor: ProductActor, origin: string, filter: CustomerProductFilter, paging: Paging): Promise<CustomerProductRow[]> {
    this.assertPaying(actor);
    return this.db.tenant(actor.enterpriseId, (tx) => cq.listCustomerProducts(tx, actor, origin, filter, paging));
  }

  count(actor: ProductActor, filter: CustomerProductFilter): Promise<number> {
    this.assertPaying(actor);
    return this.db.tenant(actor.enterpriseId, (tx) => cq.countCustomerProducts(tx, actor, filter));
  }

  detail(actor: ProductActor, origin: string, id: number): Promise<CustomerProductDetail> {
    this.assertPaying(actor);
    const { enterpriseId } = actor;
    return this.db.tenant(enterpriseId, async (tx) => {
      const [row] = await cq.findCustomerProducts(tx, enterpriseId, origin, [id], actor);
      if (!row) throw notFound(ProductErrors.customerProductNotFound);
      const [product] = await pq.findProducts(tx, enterpriseId, [row.productId]);
      return {
        customerPro: { ...row, fk_t_production_id: row.productId },
        customer: row.customerId !== null && row.customerName !== null ? { id: row.customerId, name: row.customerName } : null,
        product,
        requests: await cq.serviceRequests(tx, enterpriseId, id),
      };
    });
  }

  async save(actor: ProductActor, origin: string, input: SaveCustomerProductInput): Promise<CustomerProductRow> {
    this.assertPaying(actor);
    const { enterpriseId } = actor;
    const values = await checkedDetailValues(this.db, enterpriseId, DetailEntityType.customerProduct, input.customValues);
    return this.db.tenant(enterpriseId, async (tx) => {
      await lockProducts(tx, enterpriseId);
      const { id } = input;
      const [before] = id ? await cq.findCustomerProducts(tx, enterpriseId, origin, [id], actor) : [];
      if (id && !before) throw notFound(ProductErrors.customerProductNotFound);
      const fields = await this.fields(tx, actor, input, values);
      if (fields.serialNumber && (await cq.serialTaken(tx, enterpriseId, fields.productId, fields.serialNumber, id))) throw conflict(ProductErrors.serialTaken);
      if (id) await cq.updateCustomerProduct(tx, enterpriseId, id, fields);
      const savedId = id ?? (await cq.insertCustomerProduct(tx, enterpriseId, actor.userId, fields));
      const [after] = await cq.findCustomerProducts(tx, enterpriseId, origin, [savedId]);
      await logProductChange(tx, actor, {
        action: before ? 'customer-product.update' : 'customer-product.create',
        targetId: savedId,
        summary: `${before ? '修改' : '新增'}客户产品：${after.name}${after.serialNumber ? `（${after.serialNumber}）` : ''}`,
        before,
        after,
      });
      return after;
    });
  }

  /** The stored columns: model defaults (name, warranty terms), the customer's default address, and the warranty computed. */
  private async fields(tx: Tx, actor: ProductActor, input: SaveCustomerProductInput, customValues: Record<string, unknown>): Promise<cq.CustomerProductFields> {
    const [product] = await pq.findProducts(tx, actor.enterpriseId, [input.productId]);
    if (!product) throw notFound(ProductErrors.productNotFound);
    const customer = input.customerId === null ? null : await customerSnapshot(tx, input.customerId, actor);
    const terms = {
      basis: input.warrantyBasis ?? product.warrantyBasis,
      period: input.warrantyPeriod === undefined ? product.warrantyPeriod : input.warrantyPeriod,
      unit: input.warrantyUnit ?? product.warrantyUnit,
    };
    const warranty = computeWarranty({ ...terms, ...input });
    if (warranty.warrantyStart && warranty.warrantyEnd && warranty.warrantyEnd < warranty.warrantyStart) throw badRequest(`warrantyEnd: ${ProductErrors.warrantyEndBeforeStart}`);
    return {
      productId: product.id,
      customerId: input.customerId,
      name: input.name || product.name,
      serialNumber: input.serialNumber,
      address: input.address || customer?.address || '',
      purchaseDate: input.purchaseDate,
      deliveryDate: input.deliveryDate,
      installDate: input.installDate,
      productionDate: input.productionDate,
      ...warranty,
      warrantyPeriod: terms.period,
      warrantyUnit: terms.unit,
      warrantyBasis: terms.basis,
      customValues,
    };
  }

  /** Deletes all or none; their own QR codes go, batch codes return to their batch unbound. */
  async remove(actor: ProductActor, origin: string, ids: number[]): Promise<void> {
    this.assertPaying(actor);
    if (ids.length === 0) throw badRequest(Messages.deleteNothingSelected);
    const { enterpriseId } = actor;
    await this.db.tenant(enterpriseId, async (tx) => {
      const found = await cq.findCustomerProducts(tx, enterpriseId, origin, ids, actor);
      if (found.length !== ids.length) throw notFound(ProductErrors.customerProductNotFound);
      await releaseProductCodes(tx, enterpriseId, ids);
      await cq.deleteCustomerProducts(tx, enterpriseId, ids);
      await logProductChange(tx, actor, {
        action: 'customer-product.delete',
        targetId: ids.join(','),
        summary: `删除客户产品：${found.map((p) => p.name).join('、')}`,
        before: found,
      });
    });
  }
}
