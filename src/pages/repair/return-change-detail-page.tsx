import { Card, Descriptions, Result, Spin } from '@arco-design/web-react';
import { Link, useSearchParams } from 'wouter';
import { EXCHANGE_WARRANTY_NAMES, RETURN_CHANGE_SOURCE_NAMES, RETURN_CHANGE_TYPE_NAMES, ReturnChangeType, repairNo } from '@domain/repair/repair.constants';
import { paths } from '@/app/paths';
import { errorMessage } from '@/lib/errors';
import { ReturnChangeActions } from '@/features/repair/components/return-change-actions';
import { ReturnChangeStateTag } from '@/features/repair/components/return-change-state-tag';
import { useGetReturnChangeQuery } from '@/features/repair/return-change.api';
import { PartSelect } from '@/features/spare-parts/components/part-select';
import { WarehouseSelect } from '@/features/spare-parts/components/warehouse-select';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '-');

/** /returnChangeDetail?id=: a return or exchange order, its approval and, for a passed exchange, what was shipped. */
export default function ReturnChangeDetailPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const { data: order, error } = useGetReturnChangeQuery(id, { skip: !(id > 0) });
  if (!(id > 0)) return <Result status="404" title="退换货单不存在" />;
  if (error) return <Result status="error" title={errorMessage(error)} />;
  if (!order) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  const shipped = order.type === ReturnChangeType.exchange && order.movementId !== null;
  return (
    <Card
      bordered={false}
      title={
        <>
          {order.returnChangeNo} {RETURN_CHANGE_TYPE_NAMES[order.type]} <ReturnChangeStateTag state={order.state} />
        </>
      }
      extra={
        <ReturnChangeActions
          order={order}
          partPicker={(value, onChange) => <PartSelect aria-label="换货备件" value={value} onChange={onChange} />}
          warehousePicker={(value, onChange) => <WarehouseSelect aria-label="发货仓库" allowClear value={value} onChange={onChange} />}
        />
      }
    >
      <Descriptions
        column={3}
        data={[
          { label: '客户', value: order.customerName ? <Link href={paths.products.customerDetail(order.customerId)}>{order.customerName}</Link> : '-' },
          { label: '产品', value: `${order.productName ?? '-'} ${order.serialNumber ?? ''}` },
          { label: '来源', value: RETURN_CHANGE_SOURCE_NAMES[order.source] },
          { label: '维修单', value: order.repairOrderId ? <Link href={paths.repair.detail(order.repairOrderId)}>{repairNo(order.repairOrderId)}</Link> : '-' },
          { label: '检测单', value: order.detectionOrderId ? <Link href={paths.repair.detection(order.detectionOrderId)}>查看</Link> : '-' },
          { label: '创建人', value: `${order.createdBy?.name ?? '-'} ${when(order.createTime)}` },
          { label: '退换原因', value: order.reason, span: 3 },
          { label: '备注', value: order.remark || '-', span: 3 },
          { label: '审批人', value: `${order.approvedBy?.name ?? '-'} ${when(order.approvedAt)}` },
          ...(order.rejectReason ? [{ label: '驳回原因', value: order.rejectReason, span: 2 }] : []),
          ...(order.refundAmount ? [{ label: '退款', value: `${order.refundAmount} 元（财务其他收款：退货退款）`, span: 2 }] : []),
          ...(shipped
            ? [
                { label: '换货备件', value: `${order.part?.name ?? '-'}（${order.warehouse?.name ?? '-'} 出库）` },
                { label: '序列号', value: `${order.oldSerialNumber || '-'} → ${order.newSerialNumber}` },
                { label: '保修', value: order.warranty ? EXCHANGE_WARRANTY_NAMES[order.warranty] : '-' },
              ]
            : []),
        ]}
      />
    </Card>
  );
}
