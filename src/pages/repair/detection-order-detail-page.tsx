import { Card, Descriptions, Result, Spin } from '@arco-design/web-react';
import { Link, useSearchParams } from 'wouter';
import { DETECTION_STATE_NAMES } from '@domain/repair/repair.constants';
import { paths } from '@/app/paths';
import { errorMessage } from '@/lib/errors';
import { DetectionForm } from '@/features/repair/components/detection-form';
import { useGetDetectionQuery } from '@/features/repair/repair.api';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '-');

/** /detectionOrderDetail?id=: the inspection of a repair order's product, its checklist and verdict. */
export default function DetectionOrderDetailPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('id'));
  const { data: detection, error } = useGetDetectionQuery(id, { skip: !(id > 0) });
  if (!(id > 0)) return <Result status="404" title="检测单不存在" />;
  if (error) return <Result status="error" title={errorMessage(error)} />;
  if (!detection) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  return (
    <Card bordered={false} title={`${detection.detectionNo} ${DETECTION_STATE_NAMES[detection.state]}`}>
      <Descriptions
        column={3}
        data={[
          { label: '维修单', value: <Link href={paths.repair.detail(detection.repairOrderId)}>{detection.repairNo}</Link> },
          { label: '客户', value: detection.customerName ? <Link href={paths.products.customerDetail(detection.customerId)}>{detection.customerName}</Link> : '-' },
          { label: '产品', value: `${detection.productName ?? '-'} ${detection.serialNumber ?? ''}` },
          { label: '检测人', value: detection.inspector?.name ?? '-' },
          { label: '检测时间', value: when(detection.inspectedAt) },
          { label: '创建人', value: detection.createdBy?.name ?? '-' },
        ]}
      />
      <DetectionForm key={detection.state} detection={detection} />
    </Card>
  );
}
