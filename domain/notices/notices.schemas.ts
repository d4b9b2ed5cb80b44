import { z } from 'zod';
import { PagingSchema } from '@domain/common/paging';

/** The notice centre's tabs, as the `read` filter of GET /home/notice/list. */
export const NoticeReadFilter = { all: 'all', unread: 'unread', read: 'read' } as const;
export type NoticeReadFilterValue = (typeof NoticeReadFilter)[keyof typeof NoticeReadFilter];
const READ_FILTERS = Object.values(NoticeReadFilter) as [NoticeReadFilterValue, ...NoticeReadFilterValue[]];

export const NoticeListQuerySchema = PagingSchema.extend({
  read: z.enum(READ_FILTERS, { error: `read 只能是 ${READ_FILTERS.join(', ')}` }).default(NoticeReadFilter.all),
});
export type NoticeListQuery = z.infer<typeof NoticeListQuerySchema>;

/** POST /home/notice/read: the caller's notices to mark read (others' ids are ignored). */
export const MarkNoticesReadSchema = z.object({
  ids: z
    .array(z.coerce.number().int('id 须为正整数').positive('id 须为正整数'), { error: '请选择消息' })
    .min(1, '请选择消息')
    .max(500, '一次最多500条')
    .transform((ids) => [...new Set(ids)]),
});

/** Answer of POST /home/notice/read and /home/notice/clearUnread: how many notices became read. */
export interface NoticesMarked {
  marked: number;
}
