import type { PaginationProps } from '@arco-design/web-react';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@domain/common/paging';
import { usePlanPageSizes } from '@/components/data-table/use-plan-page-sizes';

/** Paging from 0 for a list that answers `{list, total}`; `pagination(total)` is the table's pager. */
export function usePaging() {
  const pageSizes = usePlanPageSizes();
  const [page, setPage] = useState({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const pagination = (total: number): PaginationProps => ({
    current: page.pageIndex + 1,
    pageSize: page.pageSize,
    total,
    showTotal: true,
    sizeCanChange: true,
    sizeOptions: [...pageSizes],
    onChange: (current, size) => setPage({ pageIndex: size === page.pageSize ? current - 1 : 0, pageSize: size }),
  });
  return { page, pagination, reset: () => setPage((p) => ({ ...p, pageIndex: 0 })) };
}
