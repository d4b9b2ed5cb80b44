// Page sizes without zod, so that a client table's paging does not pull the schema library into the shell.
export const PAGE_SIZES = [10, 20, 50, 100] as const;
/** 500 and 1000 only for paying tenants. */
export const PAID_PAGE_SIZES = [10, 20, 50, 100, 500, 1000] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** The refusal of a page size a free tenant may not choose (null when allowed or not a table size). */
export function freePageSizeRefusal(pageSize: number): string | null {
  const paidOnly = (PAID_PAGE_SIZES as readonly number[]).includes(pageSize) && !(PAGE_SIZES as readonly number[]).includes(pageSize);
  return paidOnly ? `pageSize: 免费版每页最多显示${PAGE_SIZES[PAGE_SIZES.length - 1]}条，升级专业版可选500条、1000条` : null;
}

export function pageSizesFor(isPaying: boolean): readonly number[] {
  return isPaying ? PAID_PAGE_SIZES : PAGE_SIZES;
}
