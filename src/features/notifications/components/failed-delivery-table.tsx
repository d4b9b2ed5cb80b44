import { Table, Tag, type TableColumnProps } from '@arco-design/web-react';
import { useState } from 'react';
import { DEFAULT_PAGE_SIZE } from '@domain/common/page-sizes';
import { formatDateTime } from '@domain/format/date';
import { DeliveryState, type DeliveryRow } from '@domain/notifications/notifications.schemas';
import { CHANNEL_NAMES, deliveryTriggerName } from '@domain/notifications/triggers';
import { useCountDeliveriesQuery, useListDeliveriesQuery } from '../notifications.api';
import { usePlanPageSizes } from '@/components/data-table/use-plan-page-sizes';

const columns: TableColumnProps<DeliveryRow>[] = [
  { title: '时间', dataIndex: 'createTime', width: 150, render: (time: string) => formatDateTime(time) },
  { title: '通知时机', dataIndex: 'trigger', width: 130, render: (code: string) => deliveryTriggerName(code) },
  { title: '方式', dataIndex: 'channel', width: 110, render: (channel: DeliveryRow['channel']) => <Tag>{CHANNEL_NAMES[channel]}</Tag> },
  { title: '接收人', key: 'to', width: 140, render: (_: unknown, d) => [d.userName, d.address].filter(Boolean).join(' ') },
  { title: '内容', dataIndex: 'content', ellipsis: true },
  { title: '尝试次数', dataIndex: 'attempts', width: 90 },
  { title: '失败原因', dataIndex: 'lastError', width: 200, ellipsis: true },
];

/** The messages the engine gave up on after its retries, newest first, so the administrator sees them. */
export function FailedDeliveryTable() {
  const pageSizes = usePlanPageSizes();
  const [paging, setPaging] = useState({ pageIndex: 0, pageSize: DEFAULT_PAGE_SIZE });
  const { data: rows = [], isFetching } = useListDeliveriesQuery({ state: DeliveryState.failed, ...paging });
  const { data: total = 0 } = useCountDeliveriesQuery(DeliveryState.failed);
  return (
    <Table
      rowKey="id"
      loading={isFetching}
      columns={columns}
      data={rows}
      noDataElement="暂无发送失败的消息"
      pagination={{
        total,
        current: paging.pageIndex + 1,
        pageSize: paging.pageSize,
        sizeCanChange: true,
        sizeOptions: [...pageSizes],
        showTotal: true,
        onChange: (current, pageSize) => setPaging({ pageIndex: pageSize === paging.pageSize ? current - 1 : 0, pageSize }),
      }}
    />
  );
}
