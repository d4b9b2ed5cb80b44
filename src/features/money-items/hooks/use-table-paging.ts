import type { PaginationProps } from '@arco-design/web-react';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@domain/common/page-sizes';
import { usePlanPageSizes } from '@/components/data-table/use-plan-page-sizes';

/**
 * Paging from 0 for a table whose rows can move away (deleted into the bin, restored out of it):
 * a page left empty falls back to the last page that still has rows.
 */
export function useTablePaging(total: number) {
  const pageSizes = usePlanPageSizes();
  const [paging, setPaging] = useState({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const lastPage = Math.max(0, Math.ceil(total / paging.pageSize) - 1);
  const page = { pageIndex: Math.min(paging.pageIndex, lastPage), pageSize: paging.pageSize };
  const pagination: PaginationProps = {
    current: page.pageIndex + 1,
    pageSize: page.pageSize,
    total,
    showTotal: true,
    sizeCanChange: true,
    sizeOptions: [...pageSizes],
    onChange: (current, size) => setPaging({ pageIndex: size === page.pageSize ? current - 1 : 0, pageSize: size }),
  };
  return { page, pagination };
}
