import { FieldAttribute, FieldType, LinkTarget, type FieldTypeCode } from '../forms/field-types';
import type { FieldOption } from '../forms/form-definition.schemas';
import type { TemplateField } from './template-form.schemas';
import { TemplatePaths, type DetailControlPaths } from './templates.paths';

interface FieldSpec {
  required?: boolean;
  options?: FieldOption[];
  linkTarget?: number;
  decimals?: number;
}

/** A field as the forms keep it; `fixed` marks the record's own columns. */
function field(key: string, type: FieldTypeCode, title: string, fixed: boolean, spec: FieldSpec = {}): TemplateField {
  return {
    key,
    type,
    title,
    required: spec.required ?? false,
    fixed,
    ...(spec.options ? { options: spec.options } : {}),
    settings: spec.decimals === undefined ? {} : { decimals: spec.decimals, min: 0 },
    fieldAttributeList: spec.linkTarget === undefined ? [] : [{ type: FieldAttribute.linkTarget, value: String(spec.linkTarget) }],
  };
}
const fixedField = (key: string, type: FieldTypeCode, title: string, spec?: FieldSpec) => field(key, type, title, true, spec);
const required = { required: true };
const money = { required: true, decimals: 2 };

/** Keys of the order's own fields: the order module keeps these values in its columns. */
export const OrderFieldKey = {
  customer: 'customer',
  title: 'title',
  serviceItem: 'service_item',
  appointmentTime: 'appointment_time',
  estimatedCompletion: 'estimated_completion',
  priority: 'priority',
  description: 'description',
  images: 'images',
  contactName: 'contact_name',
  contactPhone: 'contact_phone',
  enterpriseName: 'enterprise_name',
  product: 'product',
} as const;
const K = OrderFieldKey;

/** Priority 1 normal, 2 urgent, 3 very urgent (spec part 1 section 9). */
export const PRIORITY_OPTIONS: FieldOption[] = [
  { value: '1', label: '普通' },
  { value: '2', label: '紧急' },
  { value: '3', label: '非常紧急' },
];

/** Every order form has these, required (spec part 1 section 3). */
export const ORDER_FIXED_FIELDS: readonly TemplateField[] = [
  fixedField(K.customer, FieldType.linkedRecord, '客户名称', { required: true, linkTarget: LinkTarget.customer }),
  fixedField(K.title, FieldType.text, '工单标题', required),
];

/**
 * The order's own controls an administrator may put on an order form or leave off. The service
 * item's value is 'name|id' text: the order screens offer the service catalogue for it.
 */
export const ORDER_FORM_CONTROLS: readonly TemplateField[] = [
  field(K.appointmentTime, FieldType.datetime, '预约时间', false),
  field(K.estimatedCompletion, FieldType.datetime, '预计完成时间', false),
  field(K.serviceItem, FieldType.text, '服务项目', false),
  field(K.priority, FieldType.radio, '优先级', false, { options: PRIORITY_OPTIONS }),
  field(K.description, FieldType.textarea, '详细描述', false),
  field(K.images, FieldType.image, '图片描述', false),
];

/**
 * The form of the default order types: the fixed fields and the default controls, every one fixed
 * and required there (spec part 1 section 3, "Default order form").
 */
export const DEFAULT_ORDER_FORM: readonly TemplateField[] = [
  ...ORDER_FIXED_FIELDS,
  fixedField(K.serviceItem, FieldType.text, '服务项目', required),
  fixedField(K.appointmentTime, FieldType.datetime, '预约时间', required),
  fixedField(K.contactName, FieldType.text, '联系人', required),
  fixedField(K.contactPhone, FieldType.text, '联系电话', required),
  fixedField(K.enterpriseName, FieldType.text, '企业名称', required),
  fixedField(K.product, FieldType.linkedRecord, '产品', { required: true, linkTarget: LinkTarget.product }),
  fixedField(K.description, FieldType.textarea, '详细描述', required),
];

/**
 * Keys an order form may use only with the order's own meaning (same type and link target), so a
 * custom field can never pass for one of the order's columns.
 */
export const ORDER_RESERVED_FIELDS: readonly TemplateField[] = [...DEFAULT_ORDER_FORM, ...ORDER_FORM_CONTROLS];

const RESERVED_KEYS = new Set(ORDER_RESERVED_FIELDS.map((f) => f.key));

/** Whether a form key is one of the order's own columns (fixed, or a control the type put on its form). */
export const isOrderOwnField = (key: string): boolean => RESERVED_KEYS.has(key);

/**
 * The type's custom fields: what the order keeps in its values, not its columns. The order's own
 * controls (预约时间, 服务项目 …) are not `fixed` on a type that chose them, yet 工单信息 shows them.
 */
export const orderCustomFields = <F extends Pick<TemplateField, 'key' | 'fixed'>>(fields: readonly F[]): F[] =>
  fields.filter((f) => !f.fixed && !isOrderOwnField(f.key));

/** Entity kinds with a detail-control form (entity-wide custom fields). */
export const DetailEntityType = {
  order: 1,
  customer: 2,
  customerProduct: 3,
  /** The parts catalogue's spare parts (basic-info type 4, /spareList). */
  sparePart: 4,
  /** The product archive's product models (basic-info type 5). */
  product: 5,
  event: 6,
  project: 7,
  maintenanceContract: 25,
  saleContract: 26,
  expenses: 100,
} as const;
export type DetailEntityTypeValue = (typeof DetailEntityType)[keyof typeof DetailEntityType];
export const DETAIL_ENTITY_TYPES = Object.values(DetailEntityType) as DetailEntityTypeValue[];

export const DETAIL_ENTITY_NAMES: Record<DetailEntityTypeValue, string> = {
  1: '工单字段',
  2: '客户字段',
  3: '客户产品字段',
  4: '备件字段',
  5: '产品字段',
  6: '事件字段',
  7: '项目字段',
  25: '维保合同字段',
  26: '销售合同字段',
  100: '费用字段',
};

/** The detail-control calls of each entity kind (spec part 2 section 7); expenses fields use saveOc and cusTempField only. */
export const DETAIL_CONTROL_KINDS: readonly { paths: DetailControlPaths; type: DetailEntityTypeValue }[] = [
  { paths: TemplatePaths.detailControl.order, type: DetailEntityType.order },
  { paths: TemplatePaths.detailControl.customer, type: DetailEntityType.customer },
  { paths: TemplatePaths.detailControl.customerProduct, type: DetailEntityType.customerProduct },
  { paths: TemplatePaths.detailControl.sparePart, type: DetailEntityType.sparePart },
  { paths: TemplatePaths.detailControl.product, type: DetailEntityType.product },
  { paths: TemplatePaths.detailControl.maintenanceContract, type: DetailEntityType.maintenanceContract },
  { paths: TemplatePaths.detailControl.saleContract, type: DetailEntityType.saleContract },
  { paths: TemplatePaths.detailControl.event, type: DetailEntityType.event },
  { paths: TemplatePaths.detailControl.project, type: DetailEntityType.project },
];

/** Sales contract status: the contract lifecycle 1 signed, 2 executing, 3 finished, 4 terminated. */
const CONTRACT_STATUS_OPTIONS: FieldOption[] = [
  { value: '1', label: '已签订' },
  { value: '2', label: '执行中' },
  { value: '3', label: '已完成' },
  { value: '4', label: '已终止' },
];

/**
 * Fixed fields per form kind (spec part 1 section 3 and part 2 section 3). Orders keep theirs in
 * each order type; events have none of their own (their switches say what shows).
 */
export const DETAIL_FIXED_FIELDS: Record<DetailEntityTypeValue, readonly TemplateField[]> = {
  1: [],
  2: [
    fixedField('customer_name', FieldType.text, '客户', required),
    fixedField('contact_name', FieldType.text, '联系人', required),
    fixedField('contact_phone', FieldType.text, '联系电话', required),
    fixedField('service_address', FieldType.address, '服务地址'),
    fixedField('detail_address', FieldType.text, '详细地址'),
  ],
  // Codes 420001 to 420011 in this order.
  3: [
    fixedField('product_name', FieldType.text, '产品名称', required),
    fixedField('serial_number', FieldType.text, '序列号'),
    fixedField('customer', FieldType.linkedRecord, '客户', { linkTarget: LinkTarget.customer }),
    fixedField('address', FieldType.address, '地址'),
    fixedField('qr_code', FieldType.text, '二维码'),
    fixedField('warranty_start', FieldType.date, '质保开始日期'),
    fixedField('warranty_end', FieldType.date, '质保结束日期'),
    fixedField('purchase_date', FieldType.date, '购买日期'),
    fixedField('delivery_date', FieldType.date, '交付日期'),
    fixedField('install_date', FieldType.date, '安装日期'),
    fixedField('production_date', FieldType.date, '生产日期'),
  ],
  // Spare part template: name (required) (spec part 2 section 3).
  4: [fixedField('spare_name', FieldType.text, '备件名称', required)],
  // The product archive's own columns (the spec gives no list: name, model and category).
  5: [fixedField('product_name', FieldType.text, '产品名称', required), fixedField('product_model', FieldType.text, '产品型号'), fixedField('product_category', FieldType.text, '产品分类')],
  6: [],
  7: [
    fixedField('start_time', FieldType.datetime, '开始时间'),
    fixedField('end_time', FieldType.datetime, '结束时间'),
    fixedField('task_description', FieldType.textarea, '任务描述'),
  ],
  25: [
    fixedField('contract_name', FieldType.text, '合同名称', required),
    fixedField('service_period', FieldType.text, '服务期限', required),
    fixedField('amount', FieldType.number, '合同金额', money),
    fixedField('client', FieldType.linkedRecord, '客户名称', { linkTarget: LinkTarget.customer }),
  ],
  26: [
    fixedField('contract_no', FieldType.text, '合同编号', required),
    fixedField('contract_name', FieldType.text, '合同名称', required),
    fixedField('client', FieldType.linkedRecord, '客户', { required: true, linkTarget: LinkTarget.customer }),
    fixedField('signed_date', FieldType.date, '签订日期', required),
    fixedField('status', FieldType.radio, '合同状态', { required: true, options: CONTRACT_STATUS_OPTIONS }),
    fixedField('signer', FieldType.linkedRecord, '签订人', { linkTarget: LinkTarget.person }),
    fixedField('start_date', FieldType.date, '开始日期'),
    fixedField('end_date', FieldType.date, '结束日期'),
  ],
  // The preferential amount is subtracted from the total.
  100: [
    fixedField('service_amount', FieldType.number, '服务项目', money),
    fixedField('spare_amount', FieldType.number, '备件金额', money),
    fixedField('other_fee', FieldType.number, '其他费用', money),
    fixedField('discount_amount', FieldType.number, '优惠金额', money),
  ],
};
