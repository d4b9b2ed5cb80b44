import { z } from 'zod';
import { isCalendarDateTime } from '@domain/common/dates';
import { PagingSchema } from '@domain/common/paging';
import { commaIdsSchema } from '@domain/users/users.schemas';

/** Query parameters a form may send empty ('name='): empty means "not given". */
const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const id = z.coerce.number().int('id 须为正整数').positive('id 须为正整数');
/** A reference that may be cleared: null (or an empty form value) means none. */
const optionalRef = z.preprocess((v) => (v === '' ? null : v), z.union([z.null(), id]).optional());
const keyword = (label: string) => optionalParam(z.string().trim().max(50, `${label}最多50个字`));

/** Phones: digits with the usual separators (landlines with area code and extension, +86). */
export const PHONE_PATTERN = /^\+?[\d\s()-]{3,20}$/;
const phone = (label: string) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .regex(PHONE_PATTERN, `${label}格式不正确`);
const text = (label: string, max: number) =>
  z
    .string({ error: `请输入${label}` })
    .trim()
    .min(1, `请输入${label}`)
    .max(max, `${label}最多${max}个字`);
const optionalText = (label: string, max: number) => z.string().trim().max(max, `${label}最多${max}个字`).default('');
const dateTime = (label: string) =>
  optionalParam(
    z
      .string()
      .trim()
      .regex(/^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/, `${label}须为 YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss`)
      .refine(isCalendarDateTime, `${label}不是有效的日期时间`),
  );

export const CUSTOMER_NAME_MAX = 50;

// ---- Filters (spec part 1 section 3, "Customer filter fields") ----

export const CustomerFilterSchema = z.object({
  name: keyword('客户名称'),
  /** The client account phone. */
  phone: keyword('客户电话'),
  linkperson: keyword('联系人'),
  linkPersonPhone: keyword('联系人电话'),
  mapName: keyword('地址'),
  tagId: optionalParam(id),
  businessUserId: optionalParam(id),
  serviceGroupId: optionalParam(id),
  /** Creation time range, China business time; a bare end date means the whole day. */
  createTimeStart: dateTime('开始时间'),
  createTimeEnd: dateTime('结束时间'),
  /** WeCom external contact: only the WeCom sidebar sends it. */
  external_userid: optionalParam(z.string().trim().max(100, 'external_userid 最多100个字')),
});
export type CustomerFilter = z.infer<typeof CustomerFilterSchema>;

export const CustomerListQuerySchema = CustomerFilterSchema.extend(PagingSchema.shape);
export type CustomerListQuery = z.infer<typeof CustomerListQuerySchema>;

export const CustomerIdQuerySchema = z.object({ id });
export const CustomerIdsQuerySchema = z.object({ ids: commaIdsSchema() });

/** GET /v2/customer/history: the customer's change log, newest first. */
export const CustomerHistoryQuerySchema = PagingSchema.extend({ id });

/** One change of a customer (or of its contacts, addresses, visibility) by one person. */
export interface CustomerHistoryRow {
  id: number;
  action: string;
  summary: string;
  userName: string;
  createTime: string;
}

// ---- Contacts and addresses ----

export const ContactInputSchema = z.object({
  name: text('联系人', 30),
  phone: phone('联系人电话'),
  isDefault: z.boolean().default(false),
});
export type ContactInput = z.infer<typeof ContactInputSchema>;

const coordinate = (label: string, limit: number) =>
  z.preprocess(
    (v) => (v === '' ? null : v),
    z
      .number({ error: `${label}须为数字` })
      .min(-limit, `${label}超出范围`)
      .max(limit, `${label}超出范围`)
      .nullable()
      .default(null),
  );

export const AddressInputSchema = z.object({
  /** '广东省/深圳市/南山区'. */
  region: optionalText('所在地区', 100),
  detail: optionalText('详细地址', 200),
  mapName: optionalText('地图位置', 200),
  lng: coordinate('经度', 180),
  lat: coordinate('纬度', 90),
  isDefault: z.boolean().default(false),
});
export type AddressInput = z.infer<typeof AddressInputSchema>;

/** POST /customer/contact/save: a new contact (no id) or an edit; the customer never changes. */
export const SaveContactSchema = ContactInputSchema.extend({ id: id.optional(), customerId: id });
export type SaveContactInput = z.infer<typeof SaveContactSchema>;

/** POST /customer/address/save. */
export const SaveAddressSchema = AddressInputSchema.extend({ id: id.optional(), customerId: id }).refine(
  (a) => a.region || a.detail || a.mapName,
  { message: '请输入地址', path: ['detail'] },
);
export type SaveAddressInput = z.infer<typeof SaveAddressSchema>;

export const SetDefaultSchema = z.object({ id });

/** /v2/customer/epLinkPersonList and /customer/contact/count (the contacts screen). */
export const ContactFilterSchema = z.object({
  customerId: optionalParam(id),
  name: keyword('联系人'),
  phone: keyword('联系人电话'),
  customerName: keyword('客户名称'),
});
export type ContactFilter = z.infer<typeof ContactFilterSchema>;
export const ContactListQuerySchema = ContactFilterSchema.extend(PagingSchema.shape);

/** /customer/address/list and /customer/address/count (the addresses screen). */
export const AddressFilterSchema = z.object({
  customerId: optionalParam(id),
  mapName: keyword('地址'),
  customerName: keyword('客户名称'),
});
export type AddressFilter = z.infer<typeof AddressFilterSchema>;
export const AddressListQuerySchema = AddressFilterSchema.extend(PagingSchema.shape);

// ---- Customers ----

const customerFields = {
  name: text('客户名称', CUSTOMER_NAME_MAX),
  /** The client account phone, unique among the enterprise's customers. */
  phone: phone('客户电话'),
  businessUserId: optionalRef,
  serviceGroupId: optionalRef,
  tagIds: z.array(id).max(20, '标签最多20个').default([]).transform((ids) => [...new Set(ids)]),
  /** Values of the template centre's customer fields by key. */
  customValues: z.record(z.string(), z.unknown()).default({}),
  external_userid: optionalParam(z.string().trim().max(100, 'external_userid 最多100个字')),
};

const exactlyOneDefault = <T extends { isDefault: boolean }>(items: T[]) => {
  if (items.length === 0 || items.some((i) => i.isDefault)) return items;
  return items.map((item, index) => ({ ...item, isDefault: index === 0 }));
};

/** POST /v2/customer/add: the customer with its contacts (at least one) and service addresses. */
export const AddCustomerSchema = z
  .object({
    ...customerFields,
    contacts: z.array(ContactInputSchema, { error: '请输入联系人' }).min(1, '请输入联系人').max(20, '联系人最多20个').transform(exactlyOneDefault),
    addresses: z.array(AddressInputSchema).max(20, '地址最多20个').default([]).transform(exactlyOneDefault),
  })
  .refine((c) => c.contacts.filter((x) => x.isDefault).length === 1, { message: '只能有一个默认联系人', path: ['contacts'] })
  .refine((c) => c.addresses.length === 0 || c.addresses.filter((x) => x.isDefault).length === 1, {
    message: '只能有一个默认地址',
    path: ['addresses'],
  });
export type AddCustomerInput = z.infer<typeof AddCustomerSchema>;

/** POST /v2/customer/edit: the customer's own fields (contacts and addresses have their own calls). */
export const EditCustomerSchema = z.object({ id, ...customerFields });
export type EditCustomerInput = z.infer<typeof EditCustomerSchema>;

/**
 * DELETE /v2/customer/delete?ids=&force=&openOrders=: force confirms deleting customers that have open
 * orders; openOrders (`1,0,2`, one count per id in the same order) is what that confirmation named, so
 * orders opened or finished meanwhile make the server ask again instead of deleting past them.
 */
export const DeleteCustomersQuerySchema = z
  .object({
    ids: commaIdsSchema(),
    force: z.preprocess((v) => v === '1' || v === 'true' || v === true, z.boolean()).default(false),
    openOrders: z
      .preprocess((v) => (typeof v === 'string' ? v.split(',') : v), z.array(z.coerce.number().int('openOrders 须为整数').min(0, 'openOrders 不能为负')))
      .optional(),
  })
  .refine((q) => q.openOrders === undefined || q.openOrders.length === q.ids.length, { path: ['openOrders'], message: 'openOrders 须与 ids 一一对应' });

/** POST /v2/customer/batchAddPermission and batchRemovePermission. */
export const CustomerPermissionSchema = z.object({
  customerIds: z.array(id, { error: '请选择客户' }).min(1, '请选择客户').max(1000, '一次最多1000个客户'),
  userIds: z.array(id, { error: '请选择人员' }).min(1, '请选择人员').max(100, '一次最多100人'),
});
export type CustomerPermissionInput = z.infer<typeof CustomerPermissionSchema>;

export const RecycleBinQuerySchema = z.object({ name: keyword('客户名称') }).extend(PagingSchema.shape);
export type RecycleBinQuery = z.infer<typeof RecycleBinQuerySchema>;
/** PUT /v2/customer/reduction. */
export const RestoreCustomersSchema = z.object({ ids: z.array(id, { error: '请选择客户' }).min(1, '请选择客户').max(500, '一次最多500个') });

// ---- Rows ----

export interface UserName {
  id: number;
  name: string;
}

export interface CustomerTagRef {
  id: number;
  name: string;
  color_rgb: string;
}

export interface ContactRow {
  id: number;
  customerId: number;
  customerName: string;
  name: string;
  phone: string;
  isDefault: boolean;
}

export interface AddressRow {
  id: number;
  customerId: number;
  customerName: string;
  region: string;
  detail: string;
  mapName: string;
  lng: number | null;
  lat: number | null;
  isDefault: boolean;
}

/** One line of the customer list. */
export interface CustomerRow {
  id: number;
  name: string;
  phone: string;
  linkperson: string;
  linkPersonPhone: string;
  address: string;
  businessUser: UserName | null;
  serviceGroup: { id: number; name: string } | null;
  tags: CustomerTagRef[];
  externalUserid: string | null;
  createdAt: string;
  /** The template centre's customer fields, by field key (list columns the user may choose). */
  customValues: Record<string, unknown>;
}

export interface CustomerDetail extends CustomerRow {
  contacts: ContactRow[];
  addresses: AddressRow[];
  grantedUsers: UserName[];
  createdBy: UserName | null;
  updatedAt: string;
  deletedAt: string | null;
  deletedBy: UserName | null;
}

export interface RecycledCustomerRow {
  id: number;
  name: string;
  phone: string;
  linkperson: string;
  deletedAt: string;
  deletedBy: UserName | null;
}

/** What an order or event copies from its customer when it is created. */
export interface CustomerSnapshot {
  id: number;
  name: string;
  contactName: string;
  contactPhone: string;
  /** Region and detail of the default address, one text. */
  address: string;
  lng: number | null;
  lat: number | null;
  /** The customer's custom fields: what {c|name} formulas of order and event forms read. */
  customValues: Record<string, unknown>;
}

/** Answer of the delete pre-check: customers that still have open orders. */
export interface OpenOrdersNotice {
  customerId: number;
  customerName: string;
  openOrders: number;
}

/** Joins region and detail into the one address text orders and lists show. */
export const addressText = (a: { region: string; detail: string; mapName?: string }) =>
  [a.region.replaceAll('/', ''), a.detail].filter(Boolean).join('') || a.mapName || '';

/** POST /v2/customer/export: the list's filters, or the selected rows (an empty selection is "未选中数据"). */
export const ExportCustomersSchema = CustomerFilterSchema.extend({
  format: z.enum(['xlsx', 'csv'], { error: 'format 只能是 xlsx 或 csv' }).default('xlsx'),
  ids: z.array(id).max(1000, '一次最多选择1000行').optional(),
});
export type ExportCustomersInput = z.infer<typeof ExportCustomersSchema>;
