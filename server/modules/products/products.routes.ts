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
import { parse } from '../../lib/parse';
import type { CustomerProductsService } from './customer-products.service';
import { actorOf, enterpriseOf, originOf } from './products-request';
import type { ProductsService } from './products.service';

const managers = { config: { roles: PRODUCT_MANAGERS } };
const writers = { config: { roles: CUSTOMER_PRODUCT_WRITERS } };

/** The product archive (/v2/product/...) and customer products (/v2/customer/production/...). Everyone signed in reads them. */
export async function productsRoutes(app: FastifyInstance, { products, customerProducts }: { products: ProductsService; customerProducts: CustomerProductsService }) {

  app.get('/v2/product/list', async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(ProductListQuerySchema, request.query);
    return { success: true, data: await products.list(enterpriseOf(request), filter, { pageIndex, pageSize }) };
  });

  app.get('/v2/product/count', async (request) => {
    return { success: true, data: await products.count(enterpriseOf(request), parse(ProductFilterSchema, request.query)) };
  });

  app.get('/v2/product/categories', async (request) => ({ success: true, data: await products.categories(enterpriseOf(request)) }));

  app.get('/v2/product/detail', async (request) => {
    const { id } = parse(IdQuerySchema, request.query);
    return { success: true, data: await products.detail(enterpriseOf(request), id) };
  });

  app.post('/v2/product/save', managers, async (request) => {
    const input = parse(SaveProductSchema, request.body);
    return { success: true, message: Messages.saveOk, data: await products.save(actorOf(request), input) };
  });

  app.delete('/v2/product/delete', managers, async (request) => {
    await products.remove(actorOf(request), parse(DeleteIdsQuerySchema, request.query).ids);
    return { success: true, message: Messages.deleteOk };
  });

  app.get('/v2/customer/production/list', async (request) => {
    const { pageIndex, pageSize, ...filter } = parse(CustomerProductListQuerySchema, request.query);
    return { success: true, data: await customerProducts.list(actorOf(request), originOf(request), filter, { pageIndex, pageSize }) };
  });

  app.get('/v2/customer/production/count', async (request) => {
    return { success: true, data: await customerProducts.count(actorOf(request), parse(CustomerProductFilterSchema, request.query)) };
  });

  app.get('/v2/customer/production/detail', async (request) => {
    const { customerProductionId } = parse(CustomerProductDetailQuerySchema, request.query);
    return { success: true, data: await customerProducts.detail(actorOf(request), originOf(request), customerProductionId) };
  });

  app.post('/v2/customer/production/save', writers, async (request) => {
    const input = parse(SaveCustomerProductSchema, request.body);
    return { success: true, message: Messages.saveOk, data: await customerProducts.save(actorOf(request), originOf(request), input) };
  });

  app.delete('/v2/customer/production/delete', writers, async (request) => {
    await customerProducts.remove(actorOf(request), originOf(request), parse(DeleteIdsQuerySchema, request.query).ids);
    return { success: true, message: Messages.deleteOk };
  });
}
