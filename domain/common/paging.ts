import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, PAID_PAGE_SIZES } from './page-sizes';

/** Far past any real list, and small enough that pageIndex × pageSize never overflows an OFFSET. */
export const PAGE_INDEX_MAX = 1_000_000;
export const pageIndexSchema = z.coerce
  .number()
  .int('pageIndex 须为整数')
  .min(0, 'pageIndex 不能小于0')
  .max(PAGE_INDEX_MAX, `pageIndex 最大为${PAGE_INDEX_MAX}`)
  .default(0);

export const PagingSchema = z.object({
  pageIndex: pageIndexSchema,
  pageSize: z.coerce
    .number()
    .int()
    .refine((n) => (PAID_PAGE_SIZES as readonly number[]).includes(n), 'pageSize 只能是 10, 20, 50, 100, 500, 1000')
    .default(DEFAULT_PAGE_SIZE),
});
export type Paging = z.infer<typeof PagingSchema>;
