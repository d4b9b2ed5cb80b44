import type { PaginationProps } from '@arco-design/web-react';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@domain/common/paging';

/**
 * Paging from 0 for a list the user filters: the page is kept with the filter it was chosen under,
 * so a changed filter starts again at its first page without an effect. `pagination(total)` is what
 * the table takes.
 */
export function useFilterPaging(filter: unknown) {
  const filterKey = JSON.stringify(filter);
  const [paging, setPaging] = useState({ filterKey, pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const pageIndex = paging.filterKey === filterKey ? paging.pageIndex : 0;
  const pagination = (total: number): PaginationProps => ({
    current: pageIndex + 1,
    pageSize: paging.pageSize,
    total,
    showTotal: true,
    sizeCanChange: true,
    sizeOptions: [...PAGE_SIZES],
    onChange: (page, size) => setPaging({ filterKey, pageIndex: size === paging.pageSize ? page - 1 : 0, pageSize: size }),
  });
  return { pageIndex, pageSize: paging.pageSize, pagination };
}
