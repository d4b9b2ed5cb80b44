import { z } from 'zod';
import { PagingSchema, pageIndexSchema } from '@domain/common/paging';
import { commaIdsSchema } from '@domain/users/users.schemas';

// The types and their names live without zod, so that screens needing only the names load no schema code.
export { MoneyItemType, MONEY_ITEM_TYPE_CODES, MONEY_ITEM_TYPE_NAMES, type MoneyItemTypeCode } from './money-items.constants';
import { MONEY_ITEM_TYPE_CODES, MoneyItemType, type MoneyItemTypeCode } from './money-items.constants';

/** What the user reads when a money-item call is refused. */
export const MoneyItemTexts = {
  kind: '费用项目',
  notFound: '费用项目不存在',
  nameTaken: '费用项目名称已存在',
  restored: '还原成功',
  nothingToRestore: '请选择需要还原的费用项目',
} as const;
export const restoreNameClash = (name: string) => `已有同名的费用项目“${name}”，不能还原`;

export const PRICE_RULE = 'price 须为不小于0、最多两位小数的数字';
/** Yuan kept as decimal text so no float rounding creeps in; empty or null means no fixed price. */
const price = z.preprocess(
  (v) => (v === '' || v === undefined ? null : typeof v === 'number' ? String(v) : v),
  z.union([z.null(), z.string({ error: PRICE_RULE }).trim().regex(/^\d{1,10}(\.\d{1,2})?$/, PRICE_RULE)]),
);

const id = z.coerce.number().int('id 须为正整数').positive('id 须为正整数');

export const SaveMoneyItemSchema = z.object({
  id: id.optional(),
  name: z.string({ error: '请输入费用项目名称' }).trim().min(1, '请输入费用项目名称').max(30, '费用项目名称最多30个字'),
  price,
  itemType: z.coerce
    .number()
    .refine((n) => (MONEY_ITEM_TYPE_CODES as number[]).includes(n), `itemType 只能是 ${MONEY_ITEM_TYPE_CODES.join(', ')}`)
    .transform((n) => n as MoneyItemTypeCode)
    .default(MoneyItemType.regular),
  sort: z.coerce.number().int('排序须为整数').min(0, '排序须在0到9999之间').max(9999, '排序须在0到9999之间').default(0),
});
export type SaveMoneyItemInput = z.infer<typeof SaveMoneyItemSchema>;

/**
 * GET /v2/moneyItem/tmp: the live items. Order forms load them all as a lookup, so without a
 * pageSize the first 1000 come back; the settings page pages with the usual sizes.
 */
export const MONEY_ITEM_LOOKUP_SIZE = 1000;
export const MoneyItemListQuerySchema = z.object({
  pageIndex: pageIndexSchema,
  pageSize: z.coerce
    .number()
    .int()
    .min(1, `pageSize 须在1到${MONEY_ITEM_LOOKUP_SIZE}之间`)
    .max(MONEY_ITEM_LOOKUP_SIZE, `pageSize 须在1到${MONEY_ITEM_LOOKUP_SIZE}之间`)
    .default(MONEY_ITEM_LOOKUP_SIZE),
});
export type MoneyItemListQuery = z.infer<typeof MoneyItemListQuerySchema>;

/** GET /v2/moneyItem/tmpDeleteList: the bin, newest deletion first. */
export const MoneyItemBinQuerySchema = PagingSchema;

/** DELETE /v2/moneyItem/delete?ids=1,2: into the bin. */
export const DeleteMoneyItemsQuerySchema = z.object({ ids: commaIdsSchema() });

export const RestoreMoneyItemsSchema = z.object({
  ids: z.array(id, { error: 'ids 须为id数组' }).min(1, MoneyItemTexts.nothingToRestore).max(500, '一次最多500个'),
});

/** A row of /v2/moneyItem/tmp and of the bin; price is text with two decimals ('20.00') or null. */
export interface MoneyItemRow {
  id: number;
  name: string;
  price: string | null;
  itemType: MoneyItemTypeCode;
  sort: number;
  createTime: string;
  /** Set in the bin only. */
  deleteTime: string | null;
}
