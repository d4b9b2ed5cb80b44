import { addressText } from '@domain/customers/customers.schemas';
import { DEFAULT_FORM_LIMITS } from '@domain/forms/field-values';
import { ValueErrors } from '@domain/forms/errors';
import { FieldType, LinkTarget } from '@domain/forms/field-types';
import { notYourRecord } from '@domain/portal/errors';
import { linkTargetOf, portalAskedFields, portalAsks, type PortalChoices, type PortalPlace, type PortalRecord } from '@domain/portal/portal-form';
import { PORTAL_MAX_IMAGES } from '@domain/portal/portal.schemas';
import type { TemplateField, TemplateForm } from '@domain/templates/template-form.schemas';
import { Role } from '@domain/shell/roles';
import type { Executor, Tx } from '../../db/database';
import { badRequest } from '../../lib/app-error';
import { addressesOf, customerNamesWithDeleted } from '../customers/customers.public';
import { customerEvents } from '../events/events.public';
import { checkedValues, customerOrders } from '../orders/orders.public';
import { listCustomerProducts } from '../products/products.public';
import { listAddresses } from './accounts.queries';
import { ownImages } from './portal-images';
import type { PortalCaller } from './portal-sessions';

/** How many of a customer's orders or events a 关联记录 field (and 我的工单, 我的事件) offers. */
export const LISTED_ORDERS = 50;
const FIRST_PRODUCTS = { pageIndex: 0, pageSize: 100 };

/** The customer's products (我的产品): read as one who sees every customer, narrowed to the caller's own customer. */
export function productsOf(tx: Executor, caller: PortalCaller) {
  const viewer = { enterpriseId: caller.enterpriseId, userId: 0, role: Role.admin };
  return listCustomerProducts(tx, viewer, '', { customerId: caller.customerId }, FIRST_PRODUCTS);
}

/** The caller's own records of a kind a 关联记录 field links (PORTAL_LINK_TARGETS): never another customer's. */
async function ownRecords(tx: Executor, caller: PortalCaller, target: number): Promise<PortalRecord[]> {
  const { enterpriseId, customerId } = caller;
  if (target === LinkTarget.customer) {
    const name = (await customerNamesWithDeleted(tx, enterpriseId, [customerId])).get(customerId)?.name ?? '';
    return [{ id: String(customerId), text: name }];
  }
  if (target === LinkTarget.order) return (await customerOrders(tx, enterpriseId, customerId, LISTED_ORDERS)).map((o) => ({ id: String(o.id), text: `${o.orderNo} ${o.title}` }));
  if (target === LinkTarget.event) return (await customerEvents(tx, enterpriseId, customerId, LISTED_ORDERS)).map((e) => ({ id: String(e.id), text: `${e.code} ${e.title}` }));
  if (target === LinkTarget.product) {
    // The product models the customer owns units of, each once (the staff form links the model).
    const models = new Map((await productsOf(tx, caller)).map((p) => [p.productId, p.productName]));
    return [...models].map(([id, text]) => ({ id: String(id), text }));
  }
  return [];
}

/** 'Region/parts' of a customer's service address as the form's address value. */
const regionParts = (region: string) => {
  const [province = '', city = '', district = ''] = region.split('/');
  return { province, city, district };
};

/** The customer's service addresses (with their coordinates) and the account's own addresses (text only). */
async function savedPlaces(tx: Executor, caller: PortalCaller): Promise<PortalPlace[]> {
  const customer = await addressesOf(tx, caller.enterpriseId, caller.customerId);
  const account = await listAddresses(tx, caller.enterpriseId, caller.accountId);
  return [
    ...customer.map((a) => ({ label: addressText(a), address: { ...regionParts(a.region), detail: a.detail }, lng: a.lng, lat: a.lat })),
    ...account.map((a) => ({ label: `${a.address}（${a.contactName}）`, address: { province: '', city: '', district: '', detail: a.address }, lng: null, lat: null })),
  ];
}

/** What the request form offers to choose from, for the kinds of record and the places its fields need. */
export async function portalChoices(tx: Executor, caller: PortalCaller, needs: { targets: number[]; places: boolean }): Promise<PortalChoices> {
  const records: PortalChoices['records'] = {};
  for (const target of needs.targets) records[target] = await ownRecords(tx, caller, target);
  return { places: needs.places ? await savedPlaces(tx, caller) : [], records };
}

const isRef = (v: unknown): v is { url: string } => typeof v === 'object' && v !== null && typeof (v as { url?: unknown }).url === 'string';
const FILE_CAPS: Partial<Record<number, { max: number; text: (title: string, max: number) => string }>> = {
  [FieldType.image]: { max: PORTAL_MAX_IMAGES, text: (t, n) => `${t}最多${n}张` },
  [FieldType.images]: { max: PORTAL_MAX_IMAGES, text: (t, n) => `${t}最多${n}张` },
  [FieldType.upload]: { max: DEFAULT_FORM_LIMITS.maxFiles, text: ValueErrors.tooManyFiles },
  [FieldType.signature]: { max: 1, text: ValueErrors.tooManyFiles },
};

/**
 * One value as the customer sent it, made the form's: upload references (pictures, attachments, a signature) must be
 * uploads of the enterprise and become the uploads' own records; a linked record must be one of the caller's own
 * (400 naming the field otherwise) and takes its own text. Anything else goes to the form's checks as sent.
 */
async function ownValue(tx: Tx, caller: PortalCaller, f: TemplateField, value: unknown, records: (target: number) => Promise<PortalRecord[]>): Promise<unknown> {
  const field = `fields.${f.key}`;
  const cap = FILE_CAPS[f.type];
  if (cap) {
    const refs = f.type === FieldType.signature ? (isRef(value) ? [value] : null) : Array.isArray(value) && value.every(isRef) ? value : null;
    if (!refs || refs.length === 0) return value;
    if (refs.length > cap.max) throw badRequest(`${field}: ${cap.text(f.title, cap.max)}`);
    const files = await ownImages(tx, caller.enterpriseId, field, refs);
    return f.type === FieldType.signature ? files[0] : files;
  }
  if (f.type === FieldType.linkedRecord && typeof value === 'string' && value.trim() !== '') {
    const id = value.slice(value.lastIndexOf('|') + 1).trim();
    const own = (await records(linkTargetOf(f))).find((r) => r.id === id);
    if (!own) throw badRequest(`${field}: ${notYourRecord(f.title)}`);
    return `${own.text}|${own.id}`;
  }
  return value;
}

/**
 * The custom values of a request: only the fields the portal asks of this type (a stray key or a computed amount
 * is not the customer's to give), each made the form's (ownValue), then checked by the order form's own check
 * (orders' `checkedValues`, required lowered for what the portal does not ask): 400 naming `fields.{key}`.
 */
export async function filledFields(tx: Tx, caller: PortalCaller, form: TemplateForm, values: Record<string, unknown>): Promise<Record<string, unknown>> {
  const found = new Map<number, Promise<PortalRecord[]>>();
  const records = (target: number) => found.get(target) ?? found.set(target, ownRecords(tx, caller, target)).get(target)!;
  const shaped: Record<string, unknown> = {};
  for (const f of portalAskedFields(form.fields)) if (Object.hasOwn(values, f.key)) shaped[f.key] = await ownValue(tx, caller, f, values[f.key], records);
  return checkedValues(form, shaped, {}, portalAsks);
}
