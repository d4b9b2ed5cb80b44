import { z } from 'zod';
import { CHAT_CHANNEL_NAMES, CLOSE_REASON_NAMES } from '@domain/online-chat/online-chat.constants';
import { RecordFilterSchema, type ReceptionRecordRow } from '@domain/online-chat/online-chat.schemas';
import { defineExportSource } from '../../jobs/exports/export-source';
import { recordRows } from './accounts.service';
import { countRecords, recordsAfter } from './online-chat.queries';

/** The reception records as filtered on /customerservice/receptionList (a reception user's own only): times as date cells, duration, counts and the rating (1–5) as numbers. */
export const receptionRecordsExport = defineExportSource<z.infer<typeof RecordFilterSchema>, ReceptionRecordRow>({
  name: '接待记录',
  filterSchema: RecordFilterSchema,
  columns: [
    { header: '客户', width: 20, value: (r) => r.customerName },
    { header: '渠道', width: 10, value: (r) => CHAT_CHANNEL_NAMES[r.channel] },
    { header: '客服账号', width: 16, value: (r) => r.accountName },
    { header: '接待人员', width: 12, value: (r) => r.staffName },
    { header: '开始时间', width: 20, kind: 'datetime', value: (r) => r.createdAt },
    { header: '结束时间', width: 20, kind: 'datetime', value: (r) => r.closedAt },
    { header: '时长(秒)', width: 10, kind: 'number', value: (r) => r.durationSeconds },
    { header: '消息数', width: 8, kind: 'number', value: (r) => r.messageCount },
    { header: '结束方式', width: 10, value: (r) => (r.closeReason ? CLOSE_REASON_NAMES[r.closeReason] : '') },
    { header: '满意度', width: 8, kind: 'number', value: (r) => r.rating },
    { header: '评价', width: 24, value: (r) => r.ratingComment },
  ],
  count: (tx, enterpriseId, filter) => countRecords(tx, enterpriseId, filter),
  page: async (tx, enterpriseId, filter, { afterId, limit }) => recordRows(tx, enterpriseId, await recordsAfter(tx, enterpriseId, filter, afterId, limit)),
});
