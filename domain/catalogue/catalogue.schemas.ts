import { z } from 'zod';
import { pageIndexSchema } from '@domain/common/paging';
import { DEFAULT_PAGE_SIZE } from '@domain/common/page-sizes';
import { commaIdsSchema } from '@domain/users/users.schemas';

/** Query parameters a form may send empty ('searchText='): empty means "not given". */
const optionalParam = <S extends z.ZodType>(schema: S) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), schema.optional());

const id = z.coerce.number().int('id 须为正整数').positive('id 须为正整数');
/** A reference that may be cleared: null (or an empty form value) means none. */
const optionalRef = z.preprocess((v) => (v === '' ? null : v), z.union([z.null(), id]).optional());

/** Paging whose page size the lookup calls of spec part 1 section 7 need, not just the usual options. */
const pagingUpTo = (max: number) => ({
  pageIndex: pageIndexSchema,
  pageSize: z.coerce.number().int().min(1, `pageSize 须在1到${max}之间`).max(max, `pageSize 须在1到${max}之间`).default(DEFAULT_PAGE_SIZE),
});

export const DeleteIdsQuerySchema = z.object({ ids: commaIdsSchema() });

// ---- Service groups ----

/** GET /servicegroup/detail?id= (the team page /productSetting/team/{id}). */
export const ServiceGroupIdQuerySchema = z.object({ id: z.coerce.number({ error: 'id: 请指定服务组' }).int().positive('id: 请指定服务组') });

/** `type` of /servicegroup/list: -1 every group, 1 the groups the caller leads, 2 those the caller belongs to. */
export const ServiceGroupScope = { all: -1, led: 1, joined: 2 } as const;
export type ServiceGroupScopeValue = (typeof ServiceGroupScope)[keyof typeof ServiceGroupScope];
const SCOPES = Object.values(ServiceGroupScope) as number[];

export const ServiceGroupFilterSchema = z.object({
  type: z.coerce
    .number()
    .refine((n) => SCOPES.includes(n), `type 只能是 ${SCOPES.join(', ')}`)
    .transform((n) => n as ServiceGroupScopeValue)
    .default(ServiceGroupScope.all),
  searchText: optionalParam(z.string().trim().max(50, 'searchText 最多50个字')),
});
export type ServiceGroupFilter = z.infer<typeof ServiceGroupFilterSchema>;

/**
 * Page size up to 1000 on every plan: the order and customer filters load all groups in one call
 * (pageSize 1000), and a free enterprise filters its orders too.
 */
export const ServiceGroupListQuerySchema = ServiceGroupFilterSchema.extend(pagingUpTo(1000));
export type ServiceGroupListQuery = z.infer<typeof ServiceGroupListQuerySchema>;

export const MAX_GROUP_MEMBERS = 200;

export const SaveServiceGroupSchema = z.object({
  id: id.optional(),
  name: z.string({ error: '请输入服务组名称' }).trim().min(1, '请输入服务组名称').max(30, '服务组名称最多30个字'),
  leaderUserId: optionalRef,
  memberIds: z
    .array(id, { error: '请选择服务组成员' })
    .max(MAX_GROUP_MEMBERS, `服务组最多${MAX_GROUP_MEMBERS}名成员`)
    .transform((ids) => [...new Set(ids)]),
  description: z.string().trim().max(200, '描述最多200个字').default(''),
});
export type SaveServiceGroupInput = z.infer<typeof SaveServiceGroupSchema>;

export interface UserRef {
  id: number;
  name: string;
}

/** A row of GET /servicegroup/list. */
export interface ServiceGroupRow {
  id: number;
  name: string;
  leader: UserRef | null;
  members: UserRef[];
  memberCount: number;
  description: string;
  createTime: string;
}

// ---- Service item categories and items ----

export const SaveServiceItemCategorySchema = z.object({
  id: id.optional(),
  name: z.string({ error: '请输入分类名称' }).trim().min(1, '请输入分类名称').max(20, '分类名称最多20个字'),
  parentId: optionalRef,
});
export type SaveServiceItemCategoryInput = z.infer<typeof SaveServiceItemCategorySchema>;

/** A row of GET /v2/serverItem/category/list (flat; parentId null is a top category). */
export interface ServiceItemCategoryRow {
  id: number;
  name: string;
  parentId: number | null;
  /** Items placed directly in this category. */
  itemCount: number;
}

/** `typeId` of /v2/serverItem/getItemList: -1 every item, 0 items without a category, else a category with its sub-categories. */
export const ALL_ITEMS = -1;
export const UNCATEGORISED = 0;

export const ServiceItemFilterSchema = z.object({
  typeId: z.coerce.number().int('typeId 须为整数').min(-1, 'typeId 不能小于-1').default(ALL_ITEMS),
  name: optionalParam(z.string().trim().max(50, 'name 最多50个字')),
});
export type ServiceItemFilter = z.infer<typeof ServiceItemFilterSchema>;

/** Page size up to 9999: the order filter's lookup loads every item in one call (pageSize 9999). */
export const ServiceItemListQuerySchema = ServiceItemFilterSchema.extend(pagingUpTo(9999));
export type ServiceItemListQuery = z.infer<typeof ServiceItemListQuerySchema>;

export const PRICE_RULE = '价格须为不小于0、最多两位小数的数字';

/** A price in yuan, kept as decimal text so no float rounding creeps in; null means none. */
const price = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'number' ? String(v) : v),
  z.union([z.null(), z.string({ error: PRICE_RULE }).trim().regex(/^\d{1,10}(\.\d{1,2})?$/, PRICE_RULE)]).default(null),
);

export const SaveServiceItemSchema = z.object({
  id: id.optional(),
  name: z.string({ error: '请输入服务项目名称' }).trim().min(1, '请输入服务项目名称').max(50, '服务项目名称最多50个字'),
  categoryId: optionalRef,
  price,
  description: z.string().trim().max(500, '描述最多500个字').default(''),
  enabled: z.boolean({ error: 'enabled 须为 true 或 false' }).default(true),
  sort: z.coerce.number().int('排序须为整数').min(0, '排序须在0到9999之间').max(9999, '排序须在0到9999之间').default(0),
});
export type SaveServiceItemInput = z.infer<typeof SaveServiceItemSchema>;

/** A row of GET /v2/serverItem/getItemList; price is text with two decimals ('150.00') or null. */
export interface ServiceItemRow {
  id: number;
  name: string;
  categoryId: number | null;
  categoryName: string | null;
  price: string | null;
  description: string;
  enabled: boolean;
  sort: number;
}
