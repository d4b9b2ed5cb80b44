import { ProductErrors } from '@domain/products/errors';
import type { PublicProductView, ServiceRequestInput } from '@domain/products/products.schemas';
import { Role } from '@domain/shell/roles';
import type { Database, Tx } from '../../db/database';
import { notFound } from '../../lib/app-error';
import { createNotices } from '../notices/notices.public';
import { activeUsersWithRole } from '../users/users.public';
import * as cq from './customer-products.queries';
import * as q from './qr-codes.queries';

/** Makes the service request into work for the dispatchers; returns the event id when an event was created. */
export interface ServiceRequestFacts extends ServiceRequestInput {
  enterpriseId: number;
  customerProductId: number;
  requestId: number;
  productName: string;
  productId: number;
  customerId: number | null;
  token: string;
}
export type ServiceRequestSink = (tx: Tx, request: ServiceRequestFacts) => Promise<number | null>;
/** The address of the enterprise's customer portal when it takes service requests (/portal/{code}), else null. */
export type PortalEntry = (enterpriseId: number) => Promise<string | null>;
/**
 * The enterprise's web chat for a question about this product (a signed visitor link's token naming it), else null:
 * `kept`, the link the page kept from an earlier view, while it still holds (else a new one).
 */
export type ProductChatEntry = (enterpriseId: number, product: { customerProductId: number; name: string; serialNumber: string }, kept?: string) => Promise<string | null>;

/** When no event can be made (no enabled event template), every dispatcher gets an in-app notice linking to the product. */
export const noticeDispatchers: ServiceRequestSink = async (tx, r) => {
  const dispatchers = await activeUsersWithRole(tx, r.enterpriseId, Role.dispatcher);
  await createNotices(tx, {
    enterpriseId: r.enterpriseId,
    userIds: dispatchers.map((u) => u.id),
    title: `客户扫码报修：${r.productName}`,
    content: `${r.contactName}（${r.phone}）：${r.description}`,
    link: `/productManage/productDetail/0/${r.customerProductId}`,
  });
  return null;
};

/**
 * The public page of a scanned product QR code: no session, so the code's token is the only key.
 * The token is looked up before any tenant is known (owner connection, like a session lookup);
 * everything after runs in the code's own enterprise, so a code never shows another's data.
 */
export class PublicQrService {
  constructor(
    private readonly db: Database,
    private readonly sink: ServiceRequestSink,
    private readonly portalEntry: PortalEntry = async () => null,
    private readonly chatEntry: ProductChatEntry = async () => null,
  ) {}

  private async resolve(token: string) {
    const code = await q.resolveToken(this.db.system, token);
    if (!code) throw notFound(ProductErrors.qrNotFound);
    if (code.customerProductId === null) throw notFound(ProductErrors.qrUnbound);
    return { enterpriseId: code.enterpriseId, customerProductId: code.customerProductId };
  }

  /** The product's public view; `keptChat`: the chat link the page kept for this code (answered again while it holds). */
  async view(token: string, keptChat?: string): Promise<PublicProductView> {
    const { enterpriseId, customerProductId } = await this.resolve(token);
    const enterprise = await q.enterpriseOfCode(this.db.system, enterpriseId);
    const [product] = await this.db.tenant(enterpriseId, (tx) => cq.findCustomerProducts(tx, enterpriseId, '', [customerProductId]));
    if (!product || !enterprise) throw notFound(ProductErrors.qrNotFound);
    return {
      enterpriseName: enterprise.name,
      productName: product.name,
      productModel: product.productModel,
      serialNumber: product.serialNumber,
      warrantyEnd: product.warrantyEnd,
      warrantyStatus: product.warrantyStatus,
      portalPath: await this.portalEntry(enterpriseId),
      chatToken: await this.chatEntry(enterpriseId, { customerProductId, name: product.name, serialNumber: product.serialNumber }, keptChat),
    };
  }

  /** Stores the request on the product and hands it to the dispatchers (the sink) in one transaction. */
  async request(token: string, input: ServiceRequestInput): Promise<{ requestId: number; eventId: number | null }> {
    const { enterpriseId, customerProductId } = await this.resolve(token);
    return this.db.tenant(enterpriseId, async (tx) => {
      const [product] = await cq.findCustomerProducts(tx, enterpriseId, '', [customerProductId]);
      if (!product) throw notFound(ProductErrors.qrNotFound);
      const requestId = await cq.insertServiceRequest(tx, enterpriseId, { customerProductId, ...input });
      const eventId = await this.sink(tx, {
        enterpriseId,
        customerProductId,
        requestId,
        productName: product.name,
        productId: product.productId,
        customerId: product.customerName === null ? null : product.customerId,
        token,
        ...input,
      });
      if (eventId !== null) await cq.setRequestEvent(tx, enterpriseId, requestId, eventId);
      return { requestId, eventId };
    });
  }
}
