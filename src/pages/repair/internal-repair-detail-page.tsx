import { Card, Descriptions, Result, Spin } from '@arco-design/web-react';
import { useSearchParams } from 'wouter';
import { INTERNAL_REPAIR_KIND_NAMES, INTERNAL_REPAIR_RESULT_NAMES } from '@domain/repair/internal-repair.constants';
import { errorMessage } from '@/lib/errors';
import { InternalRepairActions } from '@/features/repair/components/internal-repair-actions';
import { InternalRepairStateTag } from '@/features/repair/components/internal-repair-state-tag';
import { repairedThing } from '@/features/repair/components/internal-repair-table';
import { useGetInternalRepairQuery } from '@/features/repair/internal-repair.api';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '-');

/** /maintenanceOrderDetail?id=: an internal repair order, who repairs it and how it ended. */
export default function InternalRepairDetailPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const { data: order, error } = useGetInternalRepairQuery(id, { skip: !(id > 0) });
  if (!(id > 0)) return <Result status="404" title="内部维修单不存在" />;
  if (error) return <Result status="error" title={errorMessage(error)} />;
  if (!order) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  return (
    <Card
      bordered={false}
      title={
        <>
          {order.internalRepairNo} {INTERNAL_REPAIR_KIND_NAMES[order.kind]} <InternalRepairStateTag state={order.state} />
        </>
      }
      extra={<InternalRepairActions order={order} />}
    >
      <Descriptions
        column={3}
        data={[
          { label: '维修对象', value: repairedThing(order), span: 2 },
          { label: '创建人', value: `${order.createdBy?.name ?? '-'} ${when(order.createTime)}` },
          { label: '故障描述', value: order.fault, span: 3 },
          { label: '维修人', value: `${order.repairer?.name ?? '-'} ${when(order.startedAt)}` },
          { label: '维修结果', value: order.result ? INTERNAL_REPAIR_RESULT_NAMES[order.result] : '-' },
          { label: '完成时间', value: when(order.finishedAt) },
          { label: '维修说明', value: order.note || '-', span: 3 },
          ...(order.movementId ? [{ label: '库存', value: `已过账备件出入库记录 #${order.movementId}`, span: 3 }] : []),
        ]}
      />
    </Card>
  );
}
