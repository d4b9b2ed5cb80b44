import type { PaginationProps } from '@arco-design/web-react';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@domain/common/page-sizes';
import type { DataTablePaging } from './data-table';
import { usePlanPageSizes } from './use-plan-page-sizes';

/**
 * Paging from 0 for a list the user filters: the page is kept with the filter it was chosen under,
 * so a changed filter (typed or a saved plan applied) starts again at its first page without an effect.
 * `pagination(total)` is what an Arco table takes, `paging(total)` what DataTable takes.
 */
export function useFilterPaging(filter: unknown) {
  const pageSizes = usePlanPageSizes();
  const filterKey = JSON.stringify(filter);
  const [paging, setPaging] = useState({ filterKey, pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const pageIndex = paging.filterKey === filterKey ? paging.pageIndex : 0;
  const pageSize = paging.pageSize;
  const choose = (index: number, size: number) => setPaging({ filterKey, pageIndex: index, pageSize: size });
  const pagination = (total: number): PaginationProps => ({
    current: pageIndex + 1,
    pageSize,
    total,
    showTotal: true,
    sizeCanChange: true,
    sizeOptions: [...pageSizes],
    onChange: (page, size) => choose(size === pageSize ? page - 1 : 0, size),
  });
  const tablePaging = (total: number): DataTablePaging => ({ pageIndex, pageSize, total, onChange: choose });
  return { pageIndex, pageSize, pagination, tablePaging };
}
