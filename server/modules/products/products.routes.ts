import type { FastifyInstance } from 'fastify';
import { Messages } from '@domain/common/messages';
import { CUSTOMER_PRODUCT_WRITERS, PRODUCT_MANAGERS } from '@domain/products/products.constants';
import {
  CustomerProductDetailQuerySchema,
  CustomerProductFilterSchema,
  CustomerProductListQuerySchema,
  DeleteIdsQuerySchema,
  IdQuerySchema,
  ProductFilterSchema,
  ProductListQuerySchema,
  SaveCustomerProductSchema,
  SaveProductSchema,
} from '@domain/products/products.schemas';
import { parse, parseBody } from '../../lib/parse';
import type { CustomerProductsService } from './customer-products.service';
import { actorOf, enterpriseOf, originOf } from './products-request';
import { ProductPaths } from '@domain/products/products.paths';
import type { ProductsService } from './products.service';

const managers = { config: { roles: PRODUCT_MANAGERS } };
const writers = { config: { roles: CUSTOMER_PRODUCT_WRITERS } };

/** The product archive (/v2/product/...) and customer products (/v2/customer/production/...). Everyone signed in reads them. */
export async function productsRoutes(app: FastifyInstance, { products, customerProducts }: { products: ProductsService; customerProducts: CustomerProductsService }) {

  app.get(ProductPaths.list, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(ProductListQuerySchema, request.query);
    return { success: true, data: await products.list(enterpriseOf(request), filter, { pageIndex, pageSize }) };
  });

  app.get(ProductPaths.count, async (request) => {
    return { success: true, data: await products.count(enterpriseOf(request), parse(ProductFilterSchema, request.query)) };
  });

  app.get(ProductPaths.categories, async (request) => ({ success: true, data: await products.categories(enterpriseOf(request)) }));

  app.get(ProductPaths.detail, async (request) => {
    const { id } = parse(IdQuerySchema, request.query);
    return { success: true, data: await products.detail(enterpriseOf(request), id) };
  });

  app.post(ProductPaths.save, managers, async (request) => {
    const input = parseBody(SaveProductSchema, request);
    return { success: true, message: Messages.saveOk, data: await products.save(actorOf(request), input) };
  });

  app.delete(ProductPaths.delete, managers, async (request) => {
    await products.remove(actorOf(request), parse(DeleteIdsQuerySchema, request.query).ids);
    return { success: true, message: Messages.deleteOk };
  });

  app.get(ProductPaths.customerProductList, async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(CustomerProductListQuerySchema, request.query);
    return { success: true, data: await customerProducts.list(actorOf(request), originOf(request), filter, { pageIndex, pageSize }) };
  });

  app.get(ProductPaths.customerProductCount, async (request) => {
    return { success: true, data: await customerProducts.count(actorOf(request), parse(CustomerProductFilterSchema, request.query)) };
  });

  app.get(ProductPaths.customerProductDetail, async (request) => {
    const { customerProductionId } = parse(CustomerProductDetailQuerySchema, request.query);
    return { success: true, data: await customerProducts.detail(actorOf(request), originOf(request), customerProductionId) };
  });

  app.post(ProductPaths.customerProductSave, writers, async (request) => {
    const input = parseBody(SaveCustomerProductSchema, request);
    return { success: true, message: Messages.saveOk, data: await customerProducts.save(actorOf(request), originOf(request), input) };
  });

  app.delete(ProductPaths.customerProductDelete, writers, async (request) => {
    await customerProducts.remove(actorOf(request), originOf(request), parse(DeleteIdsQuerySchema, request.query).ids);
    return { success: true, message: Messages.deleteOk };
  });
}
