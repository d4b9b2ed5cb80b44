import { z } from 'zod';

export const PAGE_SIZES = [10, 20, 50, 100] as const;
/** 500 and 1000 only for paying tenants. */
export const PAID_PAGE_SIZES = [10, 20, 50, 100, 500, 1000] as const;
export const DEFAULT_PAGE_SIZE = 10;

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

/** The refusal of a page size a free tenant may not choose (null when allowed or not a table size). */
export function freePageSizeRefusal(pageSize: number): string | null {
  const paidOnly = (PAID_PAGE_SIZES as readonly number[]).includes(pageSize) && !(PAGE_SIZES as readonly number[]).includes(pageSize);
  return paidOnly ? `pageSize: 免费版每页最多显示${PAGE_SIZES[PAGE_SIZES.length - 1]}条，升级专业版可选500条、1000条` : null;
}

export function pageSizesFor(isPaying: boolean): readonly number[] {
  return isPaying ? PAID_PAGE_SIZES : PAGE_SIZES;
}
