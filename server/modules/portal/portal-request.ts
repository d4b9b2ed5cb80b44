import type { CustomerProductRow } from '@domain/products/products.schemas';
import type { PortalOrderRequest } from '../orders/orders.public';

/** Who reports: the portal account and its customer, the contact the order names. */
export interface Reporter {
  customerId: number;
  accountId: number;
  name: string;
  phone: string;
}

/** A customer's request as the order it becomes: titled by its description, the product named in it, the account as contact. */
export function portalRequest(who: Reporter, description: string, product: CustomerProductRow | undefined, contactName?: string): PortalOrderRequest {
  return {
    customerId: who.customerId,
    portalAccountId: who.accountId,
    title: `门户报修：${description}`.slice(0, 50),
    description: product ? `${description}\n相关产品：${product.name}${product.serialNumber ? `（${product.serialNumber}）` : ''}` : description,
    contactName: contactName || who.name,
    contactPhone: who.phone,
    customerProductId: product?.id,
    productId: product?.productId,
  };
}
