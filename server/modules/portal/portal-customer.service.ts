import { and, eq, isNull } from 'drizzle-orm';
import { EventState } from '@domain/events/events.constants';
import { PortalErrors } from '@domain/portal/errors';
import { AccountStatus, PortalFunction, type PortalFunctionValue } from '@domain/portal/portal.constants';
import type { PortalMe, PortalRequestInput, PortalRequestRow } from '@domain/portal/portal.schemas';
import { Role } from '@domain/shell/roles';
import type { CustomerProductRow } from '@domain/products/products.schemas';
import type { Database } from '../../db/database';
import { portalAccounts, portalSettings } from '../../db/schema/portal';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import type { SmsCodeService } from '../auth/auth.public';
import { customerNamesWithDeleted } from '../customers/customers.public';
import { closeCustomerEvent, createCustomerEvent, customerEvents } from '../events/events.public';
import { orderProgress } from '../orders/orders.public';
import { findCustomerProducts, listCustomerProducts } from '../products/products.public';
import { createPortalSession, type PortalCaller } from './portal-sessions';
import { lookOf, settingByCode } from './settings.queries';

/** The SMS code purpose of portal sign-in: apart from staff sign-in, so neither's code opens the other. */
export const PORTAL_CODE_PURPOSE = 4;
type Notifier = Parameters<typeof createCustomerEvent>[1];

/**
 * What a portal customer does. Every read and write is of the caller's own customer, in the caller's
 * enterprise (the tenant transaction): another customer's record is "not found", never shown.
 */
export class PortalCustomerService {
  constructor(
    private readonly db: Database,
    private readonly codes: SmsCodeService,
    private readonly notifier: Notifier,
  ) {}

  async look(code: string) {
    const setting = await settingByCode(this.db.system, code);
    if (!setting || !setting.enabled) throw notFound(PortalErrors.portalClosed);
    return lookOf(setting);
  }

  /** Sends a code only to a phone with an active account of this portal; an unknown phone is answered alike (no account lookup by probing). */
  async sendCode(code: string, phone: string, ip: string): Promise<void> {
    const setting = await settingByCode(this.db.system, code);
    if (!setting || !setting.enabled) throw notFound(PortalErrors.portalClosed);
    const account = await this.accountByPhone(setting.enterpriseId, phone);
    await this.codes.send(phone, PORTAL_CODE_PURPOSE, ip, { deliver: account?.status === AccountStatus.active });
  }

  async signIn(code: string, phone: string, smsCode: string): Promise<{ token: string; csrfToken: string }> {
    const setting = await settingByCode(this.db.system, code);
    if (!setting || !setting.enabled) throw notFound(PortalErrors.portalClosed);
    await this.codes.consume(phone, PORTAL_CODE_PURPOSE, smsCode);
    const account = await this.accountByPhone(setting.enterpriseId, phone);
    if (!account) throw badRequest(PortalErrors.notAnAccount);
    if (account.status === AccountStatus.pending) throw forbidden(PortalErrors.pendingAccount);
    if (account.status !== AccountStatus.active) throw forbidden(PortalErrors.disabledAccount);
    return this.db.tenant(setting.enterpriseId, async (tx) => {
      await tx.update(portalAccounts).set({ lastSignInAt: new Date() }).where(eq(portalAccounts.id, account.id));
      return createPortalSession(tx, setting.enterpriseId, account.id);
    });
  }

  async me(caller: PortalCaller): Promise<PortalMe> {
    const setting = await this.setting(caller);
    return this.db.tenant(caller.enterpriseId, async (tx) => {
      const names = await customerNamesWithDeleted(tx, caller.enterpriseId, [caller.customerId]);
      return { name: caller.name, phone: caller.phone, customerName: names.get(caller.customerId)?.name ?? '', csrfToken: caller.csrfToken, look: lookOf(setting) };
    });
  }

  async requests(caller: PortalCaller): Promise<PortalRequestRow[]> {
    await this.needs(caller, PortalFunction.orders);
    return this.db.tenant(caller.enterpriseId, async (tx) => {
      const rows = await customerEvents(tx, caller.enterpriseId, caller.customerId);
      return Promise.all(
        rows.map(async (r) => {
          const order = r.orderId ? await orderProgress(tx, caller.enterpriseId, r.orderId) : null;
          return {
            id: r.id,
            eventNo: r.code,
            title: r.title,
            description: r.description,
            state: r.state,
            stateName: order ? `工单${order.stateName}` : r.stateName,
            createdAt: r.createdAt.toISOString(),
            engineerName: r.principalName,
            appointmentTime: null,
            canCancel: r.state === EventState.pendingAssignment,
          };
        }),
      );
    });
  }

  async report(caller: PortalCaller, input: PortalRequestInput): Promise<{ id: number; eventNo: string }> {
    await this.needs(caller, PortalFunction.report);
    return this.db.tenant(caller.enterpriseId, async (tx) => {
      let product: CustomerProductRow | undefined;
      if (input.customerProductId) {
        [product] = await findCustomerProducts(tx, caller.enterpriseId, '', [input.customerProductId]);
        if (!product || product.customerId !== caller.customerId) throw badRequest(`customerProductId: ${PortalErrors.notYours}`);
      }
      const made = await createCustomerEvent(tx, this.notifier, {
        enterpriseId: caller.enterpriseId,
        customerId: caller.customerId,
        contactName: input.contactName || caller.name,
        phone: caller.phone,
        description: input.description,
        customerProductId: product?.id,
        customerProductName: product?.name,
        productId: product?.productId,
      }).catch((e: unknown) => {
        // No enabled event template, or the customer deleted meanwhile: the request cannot be taken here.
        if (e instanceof AppError && e.statusCode < 500) throw conflict(`服务申请提交失败：${e.message}`);
        throw e;
      });
      return { id: made.id, eventNo: made.code };
    });
  }

  async cancel(caller: PortalCaller, id: number): Promise<void> {
    await this.needs(caller, PortalFunction.orders);
    await this.db.tenant(caller.enterpriseId, async (tx) => {
      if (await closeCustomerEvent(tx, caller.enterpriseId, caller.customerId, id)) return;
      const mine = (await customerEvents(tx, caller.enterpriseId, caller.customerId, 1000)).some((r) => r.id === id);
      if (!mine) throw notFound(PortalErrors.notYours);
      throw conflict('服务申请已受理，不能取消，请联系客服');
    });
  }

  async products(caller: PortalCaller): Promise<CustomerProductRow[]> {
    await this.needs(caller, PortalFunction.products);
    // The portal caller reads as one who sees every customer, narrowed to the caller's own customer.
    const viewer = { enterpriseId: caller.enterpriseId, userId: 0, role: Role.admin };
    return this.db.tenant(caller.enterpriseId, (tx) => listCustomerProducts(tx, viewer, '', { customerId: caller.customerId }, { pageIndex: 0, pageSize: 100 }));
  }

  private async accountByPhone(enterpriseId: number, phone: string) {
    const [row] = await this.db.system
      .select()
      .from(portalAccounts)
      .where(and(eq(portalAccounts.enterpriseId, enterpriseId), eq(portalAccounts.phone, phone), isNull(portalAccounts.deletedAt)));
    return row;
  }

  private async setting(caller: PortalCaller) {
    const [row] = await this.db.system.select().from(portalSettings).where(eq(portalSettings.enterpriseId, caller.enterpriseId));
    if (!row || !row.enabled) throw forbidden(PortalErrors.portalClosed);
    return row;
  }

  private async needs(caller: PortalCaller, fn: PortalFunctionValue) {
    const setting = await this.setting(caller);
    if (!(setting.functions as string[]).includes(fn)) throw forbidden(PortalErrors.functionOff);
  }
}

