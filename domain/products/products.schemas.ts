import { z } from 'zod';
import { ExportFormatSchema } from '../downloads/downloads.schemas';
import { PagingSchema } from '../common/paging';
import { commaIdsSchema } from '../users/users.schemas';
import { MAX_QR_BATCH, TIME_UNITS, WARRANTY_BASES, type TimeUnitValue, type WarrantyBasisValue, type WarrantyStatusValue } from './products.constants';

const id = z.coerce.number({ error: 'id 须为正整数' }).int('id 须为正整数').positive('id 须为正整数');
/** Query parameters a form may send empty ('keyword='): empty means "not given". */
const optionalParam = <S extends z.ZodType>(schema: S) => z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());
const text = (max: number, label: string) => z.string({ error: `${label}须为文本` }).trim().max(max, `${label}最多${max}个字`).default('');
/** An ISO calendar date or null (an empty form value is null). */
const isoDate = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.union([
    z.null(),
    z
      .string({ error: '日期格式须为 YYYY-MM-DD' })
      .regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式须为 YYYY-MM-DD')
      .refine((s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s), '日期不存在'),
  ]),
);
const warrantyPeriod = z.preprocess(
  (v) => (v === '' || v === undefined ? null : v),
  z.union([z.null(), z.number({ error: '质保时长须为整数' }).int('质保时长须为整数').min(1, '质保时长须在1到999之间').max(999, '质保时长须在1到999之间')]),
);
const warrantyUnit = z.literal(TIME_UNITS, { error: '时间单位只能是 1 天、2 月、3 年' });
const warrantyBasis = z.literal(WARRANTY_BASES, { error: '质保依据只能是 2 购买时间、3 安装时间' });
/** Values of the custom fields by key; checked against the template-centre form on the server. */
const customValues = z.record(z.string(), z.unknown(), { error: 'customValues 须为对象' }).default({});

export const IdQuerySchema = z.object({ id });
export const DeleteIdsQuerySchema = z.object({ ids: commaIdsSchema() });

// ---- Product archive (/allProduct) ----

export const SaveProductSchema = z.object({
  id: id.optional(),
  name: z.string({ error: '请输入产品名称' }).trim().min(1, '请输入产品名称').max(50, '产品名称最多50个字'),
  model: text(50, '产品型号'),
  category: text(30, '产品分类'),
  warrantyPeriod: warrantyPeriod.default(null),
  warrantyUnit: warrantyUnit.default(3),
  warrantyBasis: warrantyBasis.default(2),
  description: text(500, '产品描述'),
  customValues,
});
export type SaveProductInput = z.infer<typeof SaveProductSchema>;

export const ProductFilterSchema = z.object({
  keyword: optionalParam(z.string().trim().max(50, 'keyword 最多50个字')),
  category: optionalParam(z.string().trim().max(30, 'category 最多30个字')),
});
export type ProductFilter = z.infer<typeof ProductFilterSchema>;
/** POST /v2/product/export: the archive list as filtered. */
export const ExportProductsSchema = ProductFilterSchema.extend({ format: ExportFormatSchema.default('xlsx') });
export const ProductListQuerySchema = ProductFilterSchema.extend(PagingSchema.shape);

export interface ProductRow {
  id: number;
  name: string;
  model: string;
  category: string;
  warrantyPeriod: number | null;
  warrantyUnit: TimeUnitValue;
  warrantyBasis: WarrantyBasisValue;
  description: string;
  customValues: Record<string, unknown>;
  customerProductCount: number;
  createTime: string;
}

// ---- Customer products (/productManage) ----

export const SaveCustomerProductSchema = z.object({
  id: id.optional(),
  productId: id,
  customerId: z.preprocess((v) => (v === '' ? null : v), z.union([z.null(), id]).default(null)),
  /** Empty: the product model's name. */
  name: text(50, '产品名称'),
  serialNumber: text(50, '序列号'),
  address: text(200, '地址'),
  purchaseDate: isoDate.default(null),
  deliveryDate: isoDate.default(null),
  installDate: isoDate.default(null),
  productionDate: isoDate.default(null),
  /** Given: wins over the computed warranty. */
  warrantyStart: isoDate.default(null),
  warrantyEnd: isoDate.default(null),
  /** Absent: the product model's terms. */
  warrantyPeriod: warrantyPeriod.optional(),
  warrantyUnit: warrantyUnit.optional(),
  warrantyBasis: warrantyBasis.optional(),
  customValues,
});
export type SaveCustomerProductInput = z.infer<typeof SaveCustomerProductSchema>;

export const CustomerProductFilterSchema = z.object({
  keyword: optionalParam(z.string().trim().max(50, 'keyword 最多50个字')),
  customerId: optionalParam(id),
  productId: optionalParam(id),
});
export type CustomerProductFilter = z.infer<typeof CustomerProductFilterSchema>;
export const CustomerProductListQuerySchema = CustomerProductFilterSchema.extend(PagingSchema.shape);

export interface QrCodeRef {
  id: number;
  token: string;
  /** What the code holds: the public page's address. */
  url: string;
}

export interface CustomerProductRow {
  id: number;
  productId: number;
  productName: string;
  productModel: string;
  customerId: number | null;
  customerName: string | null;
  name: string;
  serialNumber: string;
  address: string;
  purchaseDate: string | null;
  deliveryDate: string | null;
  installDate: string | null;
  productionDate: string | null;
  warrantyStart: string | null;
  warrantyEnd: string | null;
  warrantyPeriod: number | null;
  warrantyUnit: TimeUnitValue;
  warrantyBasis: WarrantyBasisValue;
  warrantyStatus: WarrantyStatusValue;
  qr: QrCodeRef | null;
  customValues: Record<string, unknown>;
  createTime: string;
}

export interface ServiceRequestRow {
  id: number;
  contactName: string;
  phone: string;
  description: string;
  eventId: number | null;
  createTime: string;
}

/** GET /v2/customer/production/detail?customerProductionId=: the spec names customerPro.fk_t_production_id and customer.id. */
export interface CustomerProductDetail {
  customerPro: CustomerProductRow & { fk_t_production_id: number };
  customer: { id: number; name: string } | null;
  product: ProductRow;
  requests: ServiceRequestRow[];
}
export const CustomerProductDetailQuerySchema = z.object({ customerProductionId: id });

// ---- QR codes (/productQR/...) ----

/** POST /productQR/generateDownloadQrUrl: codes for customer products (one each, kept), or a new batch of unbound codes. */
export const GenerateQrSchema = z.union(
  [
    z.object({ customerProductIds: z.array(id, { error: 'customerProductIds 须为 id 列表' }).min(1, '请选择产品').max(MAX_QR_BATCH, `一次最多${MAX_QR_BATCH}个`) }),
    z.object({
      quantity: z.number({ error: '请输入数量' }).int('数量须为整数').min(1, `数量须在1到${MAX_QR_BATCH}之间`).max(MAX_QR_BATCH, `数量须在1到${MAX_QR_BATCH}之间`),
      note: text(100, '备注'),
    }),
  ],
  { error: '请提供 customerProductIds 或 quantity' },
);
export type GenerateQrInput = z.infer<typeof GenerateQrSchema>;

/** POST /productQR/generateDownloadQrImg: PNG images of the given codes, or of a batch's. */
export const QrImagesSchema = z.union(
  [
    z.object({ ids: z.array(id, { error: 'ids 须为 id 列表' }).min(1, '请选择二维码').max(MAX_QR_BATCH, `一次最多${MAX_QR_BATCH}个`) }),
    z.object({ batchId: id }),
  ],
  { error: '请提供 ids 或 batchId' },
);
export type QrImagesInput = z.infer<typeof QrImagesSchema>;

/** A code as scanned: the token alone or the whole address. */
export const QrLookupQuerySchema = z.object({ code: z.string({ error: '请提供二维码内容' }).trim().min(1, '请提供二维码内容').max(500, '二维码内容过长') });

export const BindQrSchema = z.object({ codeId: id, customerProductId: z.union([z.null(), id], { error: 'customerProductId 须为正整数或 null' }) });
export type BindQrInput = z.infer<typeof BindQrSchema>;

export const QrBatchListQuerySchema = PagingSchema.extend({ keyword: optionalParam(z.string().trim().max(50, 'keyword 最多50个字')) });
export const QrCodeListQuerySchema = PagingSchema.extend({ batchId: optionalParam(id), ids: optionalParam(commaIdsSchema(MAX_QR_BATCH)) });

export interface QrBatchRow {
  id: number;
  batchNo: string;
  quantity: number;
  boundCount: number;
  note: string;
  createTime: string;
}

export interface QrCodeRow extends QrCodeRef {
  batchId: number | null;
  batchNo: string | null;
  customerProductId: number | null;
  productName: string | null;
  serialNumber: string | null;
  createTime: string;
}

export interface QrImage extends QrCodeRow {
  /** data:image/png;base64,... */
  image: string;
}

// ---- Public page of a scanned code ----

export const QrTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22}$/, '二维码不存在') });
/** GET /public/qr/{token}?chat=…: the chat link the page kept for this code, answered again while it still holds. */
export const PublicQrQuerySchema = z.object({ chat: z.string().max(2000, '链接过长').regex(/^[A-Za-z0-9_.-]*$/, '链接格式不正确').optional() });

export interface PublicProductView {
  enterpriseName: string;
  productName: string;
  productModel: string;
  serialNumber: string;
  warrantyEnd: string | null;
  warrantyStatus: WarrantyStatusValue;
  /** The enterprise's customer portal (/portal/{code}) when it takes service requests: its account holders report there, the product chosen. */
  portalPath: string | null;
  /** The token of a web chat link about this product (/kefu/chat?token=…) when the enterprise has a web chat entry: a new visitor, the product named on the session. */
  chatToken: string | null;
}

export const ServiceRequestSchema = z.object({
  contactName: z.string({ error: '请输入联系人' }).trim().min(1, '请输入联系人').max(30, '联系人最多30个字'),
  phone: z.string({ error: '请输入联系电话' }).trim().regex(/^[\d+\-\s()]{5,20}$/, '请输入正确的联系电话'),
  description: z.string({ error: '请描述需要的服务' }).trim().min(1, '请描述需要的服务').max(500, '问题描述最多500个字'),
});
export type ServiceRequestInput = z.infer<typeof ServiceRequestSchema>;
