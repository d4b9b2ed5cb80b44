import type { PaginationProps } from '@arco-design/web-react';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@domain/common/page-sizes';
import { usePlanPageSizes } from '@/components/data-table/use-plan-page-sizes';

/** Paging from 0 and a name search that goes back to the first page. */
export function useListPaging() {
  const pageSizes = usePlanPageSizes();
  const [keyword, setKeyword] = useState('');
  const [paging, setPaging] = useState({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });

  const search = (text: string) => {
    setKeyword(text);
    setPaging((p) => ({ ...p, pageIndex: 0 }));
  };
  const pagination = (total: number): PaginationProps => ({
    current: paging.pageIndex + 1,
    pageSize: paging.pageSize,
    total,
    showTotal: true,
    sizeCanChange: true,
    sizeOptions: [...pageSizes],
    onChange: (page, size) => setPaging({ pageIndex: size === paging.pageSize ? page - 1 : 0, pageSize: size }),
  });
  return { keyword, paging, search, pagination, firstPage: () => setPaging((p) => ({ ...p, pageIndex: 0 })) };
}
