import { and, eq, isNull } from 'drizzle-orm';
import { PortalErrors } from '@domain/portal/errors';
import { AccountStatus, PortalFunction, type PortalFunctionValue } from '@domain/portal/portal.constants';
import type { PortalEvaluateInput, PortalEventDetail, PortalEventRow, PortalMe, PortalRepairInput, PortalRequestInput, PortalRequestRow } from '@domain/portal/portal.schemas';
import { portalFormFields, portalNeeds, type PortalRequestType } from '@domain/portal/portal-form';
import type { TemplateForm } from '@domain/templates/template-form.schemas';
import type { PortalRepairRow } from '@domain/repair/repair.schemas';
import type { CustomerProductRow } from '@domain/products/products.schemas';
import type { Database } from '../../db/database';
import { portalAccounts, portalSettings } from '../../db/schema/portal';
import { AppError, badRequest, conflict, forbidden, notFound } from '../../lib/app-error';
import type { SmsCodeService } from '../auth/auth.public';
import { customerNamesWithDeleted, liveCustomersByPhone } from '../customers/customers.public';
import { cancelPortalOrder, createPortalOrder, customerOrders, evaluatePortalOrder, portalOrderTypes, signPortalReceipt, type Notifier } from '../orders/orders.public';
import { customerEvent, customerEvents } from '../events/events.public';
import { customerProductsByScan, findCustomerProducts } from '../products/products.public';
import { dataUrlFile, dataUrlImage, storeUpload } from '../uploads/uploads.public';
import type { FileStore } from '../../lib/storage/file-store';
import { cancelPortalRepair, portalRepairs, requestPortalRepair } from '../repair/repair.public';
import { ownImageIds, ownImages, PORTAL_UPLOADER } from './portal-images';
import { filledFields, LISTED_ORDERS, portalChoices, productsOf } from './portal-form-values';
import { portalRequest } from './portal-request';
import { needsFunction } from './portal-guard';
import { createPortalSession, type PortalCaller } from './portal-sessions';
import { lookOf, settingByCode } from './settings.queries';

/** The SMS code purpose of portal sign-in: apart from staff sign-in, so neither's code opens the other. */
export const PORTAL_CODE_PURPOSE = 4;
/** The SMS code purpose of portal self-registration. */
export const PORTAL_REGISTER_PURPOSE = 5;
const customerOf = (caller: PortalCaller) => ({ enterpriseId: caller.enterpriseId, customerId: caller.customerId });

/**
 * What a portal customer does. Every read and write is of the caller's own customer, in the caller's
 * enterprise (the tenant transaction): another customer's record is "not found", never shown.
 */
export class PortalCustomerService {
  constructor(
    private readonly db: Database,
    private readonly codes: SmsCodeService,
    private readonly notifier: Notifier,
    private readonly storage: FileStore,
  ) {}

  /** A photo or signature from the customer's phone (a data URL) into the enterprise's uploads. */
  async uploadImage(caller: PortalCaller, data: string, name: string) {
    return storeUpload(this.db, this.storage, { enterpriseId: caller.enterpriseId, userId: PORTAL_UPLOADER }, dataUrlImage(data, name || 'photo.jpg'));
  }

  /** An attachment (附件 of the request form) from the customer's phone (a data URL), judged by its name as any attachment. */
  async uploadFile(caller: PortalCaller, data: string, name: string) {
    await this.needs(caller, PortalFunction.report);
    return storeUpload(this.db, this.storage, { enterpriseId: caller.enterpriseId, userId: PORTAL_UPLOADER }, dataUrlFile(data, name));
  }

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

  /**
   * A registration code goes only to the phone of one of the enterprise's customers (its 客户账号 phone)
   * that has no portal account yet; other phones are answered alike (no probing who is a customer).
   */
  async sendRegisterCode(code: string, phone: string, ip: string): Promise<void> {
    const setting = await this.registrable(code);
    const customerId = await this.db.tenant(setting.enterpriseId, async (tx) => (await liveCustomersByPhone(tx, setting.enterpriseId, [phone])).get(phone));
    const account = await this.accountByPhone(setting.enterpriseId, phone);
    await this.codes.send(phone, PORTAL_REGISTER_PURPOSE, ip, { deliver: customerId !== undefined && !account });
  }

  /** Self-registration: the proven phone opens a pending account of the customer holding that phone; staff approve it. */
  async register(code: string, phone: string, smsCode: string, name: string): Promise<void> {
    const setting = await this.registrable(code);
    await this.codes.consume(phone, PORTAL_REGISTER_PURPOSE, smsCode);
    await this.db.tenant(setting.enterpriseId, async (tx) => {
      const customerId = (await liveCustomersByPhone(tx, setting.enterpriseId, [phone])).get(phone);
      if (customerId === undefined) throw badRequest(PortalErrors.noCustomerRecord);
      // The live-phone unique index decides between two registrations (or staff opening the account) at once.
      const [made] = await tx
        .insert(portalAccounts)
        .values({ enterpriseId: setting.enterpriseId, customerId, name, phone, status: AccountStatus.pending })
        .onConflictDoNothing()
        .returning({ id: portalAccounts.id });
      if (!made) throw conflict(PortalErrors.phoneTaken);
    });
  }

  async me(caller: PortalCaller): Promise<PortalMe> {
    const setting = await this.setting(caller);
    return this.db.tenant(caller.enterpriseId, async (tx) => {
      const names = await customerNamesWithDeleted(tx, caller.enterpriseId, [caller.customerId]);
      return { name: caller.name, phone: caller.phone, customerName: names.get(caller.customerId)?.name ?? '', csrfToken: caller.csrfToken, look: lookOf(setting) };
    });
  }

  /** 我的工单: the customer's orders (theirs whoever made them), with the engineer and the appointment. */
  async requests(caller: PortalCaller): Promise<PortalRequestRow[]> {
    await this.needs(caller, PortalFunction.orders);
    return this.db.tenant(caller.enterpriseId, (tx) => customerOrders(tx, caller.enterpriseId, caller.customerId, LISTED_ORDERS));
  }

  /** 我的事件: the customer's service events (theirs whoever reported them), with the handler; gated as 我的工单. */
  async events(caller: PortalCaller): Promise<PortalEventRow[]> {
    await this.needs(caller, PortalFunction.orders);
    return this.db.tenant(caller.enterpriseId, (tx) => customerEvents(tx, caller.enterpriseId, caller.customerId, LISTED_ORDERS));
  }

  /** One of the customer's events with its progress; another customer's or enterprise's (or a deleted one) is 404. */
  async event(caller: PortalCaller, id: number): Promise<PortalEventDetail> {
    await this.needs(caller, PortalFunction.orders);
    const found = await this.db.tenant(caller.enterpriseId, (tx) => customerEvent(tx, caller.enterpriseId, caller.customerId, id));
    if (!found) throw notFound(PortalErrors.eventNotFound);
    return found;
  }

  /** The order types a request may be, each with the fields of its form (the template centre's) the customer fills. */
  async requestForm(caller: PortalCaller): Promise<PortalRequestType[]> {
    await this.needs(caller, PortalFunction.report);
    return this.db.tenant(caller.enterpriseId, async (tx) => {
      const types = await portalOrderTypes(tx, caller.enterpriseId);
      // The saved places and the customer's own records, looked up once for all the types' fields that offer them.
      const choices = await portalChoices(tx, caller, portalNeeds(types.flatMap((t) => (t.form as TemplateForm).fields)));
      return types.map((t) => ({ id: t.id, name: t.name, fields: portalFormFields((t.form as TemplateForm).fields, choices) }));
    });
  }

  /** A scanned product code (its QR address or token, or a serial number) naming one of the caller's customer's products; else 404. */
  async scanProduct(caller: PortalCaller, code: string): Promise<CustomerProductRow> {
    await this.needs(caller, PortalFunction.report);
    const found = await this.db.tenant(caller.enterpriseId, (tx) => customerProductsByScan(tx, caller.enterpriseId, '', code));
    const own = found.find((p) => p.customerId === caller.customerId);
    if (!own) throw notFound(PortalErrors.notYourProduct);
    return own;
  }

  /** 服务申请: the request becomes an order (门户创建) of the chosen type, with its form as the customer filled it and the account as its contact. */
  async report(caller: PortalCaller, input: PortalRequestInput): Promise<{ id: number; orderNo: string }> {
    await this.needs(caller, PortalFunction.report);
    return this.db.tenant(caller.enterpriseId, async (tx) => {
      const types = await portalOrderTypes(tx, caller.enterpriseId);
      const type = input.templateId === undefined ? types[0] : types.find((t) => t.id === input.templateId);
      if (!type && input.templateId !== undefined) throw badRequest(`templateId: ${PortalErrors.noSuchType}`);
      const fields = type ? await filledFields(tx, caller, type.form as TemplateForm, input.fields) : {};
      let product: CustomerProductRow | undefined;
      if (input.customerProductId) {
        [product] = await findCustomerProducts(tx, caller.enterpriseId, '', [input.customerProductId]);
        if (!product || product.customerId !== caller.customerId) throw badRequest(`customerProductId: ${PortalErrors.notYours}`);
      }
      const request = {
        ...portalRequest(caller, input.description, product, input.contactName),
        appointmentTime: input.appointmentTime?.toISOString(),
        images: await ownImages(tx, caller.enterpriseId, 'images', input.images),
        templateId: type?.id,
        fields,
      };
      return createPortalOrder(tx, this.notifier, caller.enterpriseId, request).catch((e: unknown) => {
        // No enabled external order type, a required field of its form, or the customer deleted meanwhile.
        if (e instanceof AppError && e.statusCode < 500) throw conflict(`服务申请提交失败：${e.message}`);
        throw e;
      });
    });
  }

  /** 门户取消, while the order machine allows it (nobody holds the order yet). */
  async cancel(caller: PortalCaller, input: { id: number; reason: string }): Promise<void> {
    await this.needs(caller, PortalFunction.orders);
    await this.db.tenant(caller.enterpriseId, (tx) => cancelPortalOrder(tx, customerOf(caller), input.id, input.reason));
  }

  /** The customer's evaluation of a completed order. */
  async evaluate(caller: PortalCaller, input: PortalEvaluateInput): Promise<void> {
    await this.needs(caller, PortalFunction.orders);
    const { id, ...evaluation } = input;
    await this.db.tenant(caller.enterpriseId, async (tx) =>
      evaluatePortalOrder(tx, customerOf(caller), id, { ...evaluation, images: await ownImages(tx, caller.enterpriseId, 'images', evaluation.images) }),
    );
  }

  /** 客户签字 on the receipt of one of the customer's orders, with the signature drawn in the portal (an upload). */
  async sign(caller: PortalCaller, input: { id: number; signature: { url: string } }): Promise<void> {
    await this.needs(caller, PortalFunction.orders);
    await this.db.tenant(caller.enterpriseId, async (tx) => {
      const [signature] = await ownImages(tx, caller.enterpriseId, 'signature', [input.signature]);
      await signPortalReceipt(tx, customerOf(caller), input.id, signature);
    });
  }

  /** 申请维修 of one of the customer's products: a repair order of the repair area (source 门户), with the photos taken. */
  async requestRepair(caller: PortalCaller, input: PortalRepairInput): Promise<{ id: number; repairNo: string }> {
    await this.needs(caller, PortalFunction.products);
    return this.db.tenant(caller.enterpriseId, async (tx) => {
      const photoIds = await ownImageIds(tx, caller.enterpriseId, 'images', input.images);
      const who = { enterpriseId: caller.enterpriseId, customerId: caller.customerId, name: caller.name, phone: caller.phone };
      return requestPortalRepair(this.notifier, tx, who, { customerProductId: input.customerProductId, fault: input.fault, photoIds });
    });
  }

  /** 取消申请 of the customer's own portal repair request, before the product is signed in (the repair machine decides). */
  async cancelRepair(caller: PortalCaller, id: number): Promise<void> {
    await this.needs(caller, PortalFunction.products);
    const who = { enterpriseId: caller.enterpriseId, customerId: caller.customerId, name: caller.name, phone: caller.phone };
    await this.db.tenant(caller.enterpriseId, (tx) => cancelPortalRepair(this.notifier, tx, who, id));
  }

  /** 我的维修: the customer's repair orders and their states, whoever made them. */
  async repairs(caller: PortalCaller): Promise<PortalRepairRow[]> {
    await this.needs(caller, PortalFunction.products);
    return this.db.tenant(caller.enterpriseId, (tx) => portalRepairs(tx, caller.enterpriseId, caller.customerId, LISTED_ORDERS));
  }

  async products(caller: PortalCaller): Promise<CustomerProductRow[]> {
    await this.needs(caller, PortalFunction.products);
    return this.db.tenant(caller.enterpriseId, (tx) => productsOf(tx, caller));
  }

  /** The open portal at this address that allows self-registration. */
  private async registrable(code: string) {
    const setting = await settingByCode(this.db.system, code);
    if (!setting || !setting.enabled) throw notFound(PortalErrors.portalClosed);
    if (!setting.selfRegister) throw forbidden(PortalErrors.selfRegisterOff);
    return setting;
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

  private needs(caller: PortalCaller, fn: PortalFunctionValue) {
    return needsFunction(this.db, caller.enterpriseId, fn);
  }

}

