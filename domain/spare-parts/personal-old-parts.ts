import { z } from 'zod';
import { PagingSchema } from '@domain/common/paging';
import { commaIdsSchema } from '@domain/users/users.schemas';
import type { OldLogRow } from './old-parts';
import { qtySchema } from './spare-parts.schemas';

/**
 * A staff member's old parts (我的旧件, spec part 2 section 7 "personal old-part stock"): old parts
 * they took out and hold (location kind personOld), until a return form moves them to a
 * warehouse's old-part store. Each change is a movement of the posting engine.
 */

export const PersonalOldTexts = {
  notHeld: '你没有这个旧件',
  othersOnly: '只能操作自己的旧件',
  saved: '已登记到我的旧件',
  returned: '已退回旧件库',
  discarded: '已删除',
} as const;

const id = (field: string) => z.coerce.number({ error: `${field} 须为正整数` }).int(`${field} 须为正整数`).positive(`${field} 须为正整数`).max(2 ** 53 - 1, `${field} 须为正整数`);
const lines = z
  .array(z.object({ partId: id('partId'), qty: qtySchema }), { error: '请添加旧件' })
  .min(1, '请添加旧件')
  .max(50, '一次最多50行');
const remark = z.string().trim().max(200, '备注最多200个字').default('');

/** GET /old/part/personal/stock/list and count: the caller's old parts (keepers, administrators and dispatchers: anyone's, by userId). */
export const PersonalStockQuerySchema = PagingSchema.extend({
  userId: id('userId').optional(),
  partId: id('partId').optional(),
  keyword: z.string().trim().max(60).default(''),
});
export type PersonalStockQuery = z.infer<typeof PersonalStockQuerySchema>;

/** GET /old/part/personal/stock/detail?partId=: one old part the person holds, and its log at their place. */
export const PersonalStockDetailQuerySchema = z.object({ partId: id('partId'), userId: id('userId').optional() });

/** DELETE /old/part/personal/stock/delete?partIds=: the caller discards these old parts (their whole quantity, as 旧件报废). */
export const PersonalStockDeleteQuerySchema = z.object({ partIds: commaIdsSchema(50) });

/** POST /old/part/personal/recycle/form/save: old parts taken out of a customer's equipment (during an order the caller serves, if given). */
export const PersonalRecycleFormSchema = z.object({ orderId: id('orderId').optional(), lines, remark });
export type PersonalRecycleFormInput = z.infer<typeof PersonalRecycleFormSchema>;

/** POST /old/part/return/form/add: the caller returns old parts they hold to a warehouse's old-part store. */
export const ReturnFormSchema = z.object({ warehouseId: id('warehouseId'), lines, remark });
export type ReturnFormInput = z.infer<typeof ReturnFormSchema>;

// Rows the API sends.
export interface PersonalOldStockRow { userId: number; partId: number; partName: string; partCode: string; unit: string; qty: string }
export interface PersonalOldStockDetail extends PersonalOldStockRow { log: OldLogRow[] }
