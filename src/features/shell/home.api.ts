import { DEFAULT_PAGE_SIZE } from '@domain/common/paging';
import { NoticeReadFilter } from '@domain/notices/notices.schemas';
import { useListNoticesQuery } from '@/features/notices/notices.api';

const FIRST_PAGE = { read: NoticeReadFilter.all, pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE };

/** The home page's latest notices: the notice centre's first page (the page shows the first few). */
export const useListHomeNoticesQuery = () => useListNoticesQuery(FIRST_PAGE);
