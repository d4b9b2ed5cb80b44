import { z } from 'zod';
import { PagingSchema } from '../common/paging';
import { requiredText } from '../common/text.schemas';
import { clientTime } from '../format/client-time';
import { EvaluateSchema } from '../orders/orders.schemas';
import { commaIdsSchema } from '../users/users.schemas';
import { ACCOUNT_MOVES } from './account.machine';
import { ACCOUNT_STATUSES, PORTAL_FUNCTIONS, type AccountStatusValue, type PortalFunctionValue } from './portal.constants';

const id = z.coerce.number({ error: 'id 须为正整数' }).int('id 须为正整数').positive('id 须为正整数').max(2 ** 53 - 1, 'id 过大');
const bodyId = (label: string) => z.number({ error: `请选择${label}` }).int(`请选择${label}`).positive(`请选择${label}`).max(2 ** 53 - 1, `${label}不存在`);
const mobile = z.string({ error: '请输入手机号' }).trim().regex(/^1\d{10}$/, '手机号格式不正确');
const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

export const IdQuerySchema = z.object({ id });
export const IdBodySchema = z.object({ id: bodyId('记录') });
export const IdsQuerySchema = z.object({ ids: commaIdsSchema(200).refine((l) => l.length > 0, '请选择需要删除的行') });
export const IdsBodySchema = z.object({ ids: z.array(bodyId('账号'), { error: '请选择账号' }).min(1, '请选择账号').max(200, '最多选择200个') });

export const AccountFilterSchema = z.object({
  keyword: optionalParam(z.string().trim().max(50, '关键词最多50个字')),
  status: optionalParam(z.coerce.number().refine((n): n is AccountStatusValue => (ACCOUNT_STATUSES as number[]).includes(n), 'status 不正确')),
  customerId: optionalParam(id),
});
export const AccountListQuerySchema = PagingSchema.extend(AccountFilterSchema.shape);
export type AccountFilter = z.infer<typeof AccountFilterSchema>;

/** POST /home/account/save: a main account names its customer; a child account its main account (and takes its customer). */
export const SaveAccountSchema = z.object({
  id: bodyId('账号').optional(),
  customerId: bodyId('客户').optional(),
  parentId: bodyId('主账号').optional(),
  name: requiredText('姓名', 50),
  phone: mobile,
});
export type SaveAccountInput = z.infer<typeof SaveAccountSchema>;

export const AccountStatusSchema = z.object({ id: bodyId('账号'), op: z.enum(ACCOUNT_MOVES, { error: 'op 须为 approve、disable 或 enable' }) });
export type AccountStatusInput = z.infer<typeof AccountStatusSchema>;

export const ChildListQuerySchema = z.object({ parentId: id });
export const AddressListQuerySchema = z.object({ accountId: id });

/** POST /home/account/address/save. */
export const SaveAddressSchema = z.object({
  id: bodyId('地址').optional(),
  accountId: bodyId('账号'),
  contactName: requiredText('联系人', 50),
  phone: z.string({ error: '请输入联系电话' }).trim().regex(/^[\d+\-() ]{5,20}$/, '联系电话格式不正确'),
  address: requiredText('详细地址', 200),
  isDefault: z.boolean({ error: 'isDefault 须为 true 或 false' }).default(false),
});
export type SaveAddressInput = z.infer<typeof SaveAddressSchema>;

/** POST /portal/setting/save (/portalSetting). */
export const SavePortalSettingSchema = z.object({
  name: requiredText('门户名称', 30),
  logo: z.string({ error: 'logo 须为文本' }).trim().max(500, 'logo 地址最多500个字').default(''),
  hotline: z.string({ error: '服务热线须为文本' }).trim().regex(/^[\d\-+ ]{0,20}$/, '服务热线格式不正确').default(''),
  functions: z
    .array(z.enum(PORTAL_FUNCTIONS as [PortalFunctionValue, ...PortalFunctionValue[]], { error: '门户功能不正确' }), { error: '请选择门户功能' })
    .max(PORTAL_FUNCTIONS.length, '门户功能不正确')
    .transform((l) => [...new Set(l)]),
  enabled: z.boolean({ error: 'enabled 须为 true 或 false' }),
  selfRegister: z.boolean({ error: 'selfRegister 须为 true 或 false' }),
});
export type PortalSettingInput = z.infer<typeof SavePortalSettingSchema>;

// The portal's own calls.
const portalCode = z.string({ error: '门户地址不正确' }).regex(/^[a-z0-9]{6,20}$/, '门户地址不正确');
export const LookQuerySchema = z.object({ portal: portalCode });
export const PortalSendCodeSchema = z.object({ portal: portalCode, mobile });
export const PortalSignInSchema = z.object({ portal: portalCode, mobile, code: z.string({ error: '请输入验证码' }).regex(/^\d{6}$/, '验证码为6位数字') });
/** POST /portal/c/register: the phone proven by its code, and the registrant's name. */
export const PortalRegisterSchema = PortalSignInSchema.extend({ name: requiredText('姓名', 50) });
/** How many photos a portal request or evaluation takes. */
export const PORTAL_MAX_IMAGES = 9;
/** Images the customer uploaded (POST /portal/c/upload/image), by their address; the server checks each is an upload of the enterprise. */
const portalImages = z
  .array(z.object({ url: z.string({ error: 'images 格式不正确' }).trim().min(1, 'images 格式不正确').max(500, 'images 格式不正确') }), { error: 'images 格式不正确' })
  .max(PORTAL_MAX_IMAGES, `images 最多${PORTAL_MAX_IMAGES}张`)
  .default([]);
/** POST /portal/c/request/create: the request form (服务申请), made an order of the enterprise's first external order type. */
export const PortalRequestSchema = z.object({
  description: requiredText('问题描述', 500),
  customerProductId: bodyId('产品').optional(),
  contactName: z.string({ error: '联系人须为文本' }).trim().max(30, '联系人最多30个字').optional(),
  /** The visit the customer would like (期望上门时间): the order's appointment, which the engineer confirms or changes. */
  appointmentTime: optionalParam(clientTime('期望上门时间格式不正确').refine((d) => d.getTime() > Date.now() - 60_000, '期望上门时间不能早于现在')),
  /** Photos uploaded through POST /portal/c/upload/image (the order's 图片描述). */
  images: portalImages,
  /** 服务类型: one of GET /portal/c/request/form's types (default: the first). */
  templateId: bodyId('服务类型').optional(),
  /** The type's form as the customer filled it, by field key (images as uploads: [{ url }]); checked against the fields the portal asks. */
  fields: z
    .record(z.string().max(40, 'fields 格式不正确'), z.unknown(), { error: 'fields 格式不正确' })
    .refine((v) => Object.keys(v).length <= 200, 'fields 格式不正确')
    .default({}),
});
export type PortalRequestInput = z.infer<typeof PortalRequestSchema>;
/** The largest attachment a customer sends (20 MB, the uploads' ceiling for a file), as base64 with its data-URL prefix. */
const MAX_FILE_DATA_URL = Math.ceil((20 * 1024 * 1024 * 4) / 3) + 200;
/** POST /portal/c/upload/file: an attachment (附件) from the customer's phone as a data URL; its name's extension says what it is. */
export const PortalFileSchema = z.object({
  data: z.string({ error: 'data 须为 base64 编码的文件' }).max(MAX_FILE_DATA_URL, '文件大小不能超过20MB'),
  name: requiredText('文件名', 100),
});
/** GET /portal/c/product/scan: a scanned product code (its address or token) or serial number. */
export const PortalScanQuerySchema = z.object({ code: requiredText('产品二维码', 500) });
/** POST /portal/c/repair/create: a repair of one of the customer's products (a repair order of the repair area, source 门户). */
export const PortalRepairSchema = z.object({
  customerProductId: bodyId('产品'),
  fault: requiredText('故障描述', 500),
  /** Photos uploaded through POST /portal/c/upload/image (the repair order's 照片). */
  images: portalImages,
});
export type PortalRepairInput = z.infer<typeof PortalRepairSchema>;
/** POST /portal/c/repair/cancel: the customer withdraws their repair request (取消申请). */
export const PortalRepairCancelSchema = z.object({ id: bodyId('维修单') });
export const PortalCancelSchema = z.object({ id: bodyId('工单'), reason: z.string({ error: '取消原因须为文本' }).trim().max(200, '取消原因最多200个字').default('') });
/** POST /portal/c/request/evaluate: the evaluation fields of spec part 1 (solved, the stars, suggestion, images). */
export const PortalEvaluateSchema = EvaluateSchema.omit({ version: true }).extend({ images: portalImages });
export type PortalEvaluateInput = z.infer<typeof PortalEvaluateSchema>;
/** POST /portal/c/request/sign: the customer's signature (drawn on the phone, uploaded through /portal/c/upload/image) on the engineer's receipt. */
export const PortalSignSchema = z.object({ id: bodyId('工单'), signature: z.object({ url: z.string({ error: 'signature 须为上传的签名图片' }).max(500, 'signature 须为上传的签名图片') }, { error: '请签名' }) });

// Rows.
export interface PortalAccountRow {
  id: number;
  customerId: number;
  customerName: string;
  parentId: number | null;
  name: string;
  phone: string;
  status: AccountStatusValue;
  isDefault: boolean;
  childCount: number;
  createdAt: string;
  lastSignInAt: string | null;
  deletedAt: string | null;
}
export interface PortalAccountDetail extends PortalAccountRow {
  allowedOperations: string[];
}
export interface PortalAddressRow {
  id: number;
  accountId: number;
  contactName: string;
  phone: string;
  address: string;
  isDefault: boolean;
}
export interface PortalSettingRow {
  code: string;
  path: string;
  name: string;
  logo: string;
  hotline: string;
  functions: PortalFunctionValue[];
  enabled: boolean;
  selfRegister: boolean;
}
/** What the portal's first screen needs before sign-in. */
export interface PortalLook {
  name: string;
  logo: string;
  hotline: string;
  functions: PortalFunctionValue[];
  /** Whether the sign-in screen offers self-registration. */
  selfRegister: boolean;
}
export interface PortalMe {
  name: string;
  phone: string;
  customerName: string;
  csrfToken: string;
  look: PortalLook;
}
/** A customer's order in the portal (我的工单): progress, engineer, appointment and what the customer may do now. */
export interface PortalRequestRow {
  id: number;
  orderNo: string;
  title: string;
  description: string;
  state: number;
  stateName: string;
  createdAt: string;
  engineerName: string | null;
  appointmentTime: string | null;
  evaluated: boolean;
  canCancel: boolean;
  canEvaluate: boolean;
  /** The engineer wrote the receipt and the customer has not signed it yet (客户签名). */
  canSign: boolean;
}
/** A customer's service event in the portal (我的事件): its progress and who handles it. */
export interface PortalEventRow {
  id: number;
  code: string;
  /** The event type (its template's name). */
  typeName: string;
  state: number;
  stateName: string;
  title: string;
  /** The start of the description, as the list shows it. */
  excerpt: string;
  createdAt: string;
  handlerName: string | null;
}
/** One line of an event's progress as the customer reads it: what happened and when (no staff remarks). */
export interface PortalEventStep {
  opName: string;
  createdAt: string;
}
export interface PortalEventDetail extends PortalEventRow {
  description: string;
  steps: PortalEventStep[];
}
