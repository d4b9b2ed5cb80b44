import { Descriptions, Empty, Rate, Space } from '@arco-design/web-react';
import type { FileRef } from '@domain/forms/field-values';
import { formatDateTime } from '@domain/format/date';
import { EVALUATION_DIMENSIONS, STAR_MAX, type EvaluationDimension } from '@domain/orders/order.constants';
import type { EvaluationView, ReceiptView } from '@domain/orders/orders.types';
import { SafeImage } from '@/components/uploads/safe-image';
import '@arco-design/web-react/es/Rate/style/css.js';

function Images({ files }: { files: FileRef[] }) {
  if (files.length === 0) return <>-</>;
  return (
    <Space wrap>
      {files.map((f) => (
        <a key={f.url} href={f.url} target="_blank" rel="noreferrer">
          <SafeImage src={f.url} alt={f.name} width={80} height={80} style={{ objectFit: 'cover' }} />
        </a>
      ))}
    </Space>
  );
}

/** 回执: service duration, finish images, signature. */
export function OrderReceipt({ receipt }: { receipt: ReceiptView | null }) {
  if (!receipt) return <Empty description="暂无回执" />;
  const data = [
    { label: '服务时长', value: `${receipt.serviceMinutes}分钟` },
    { label: '完成图片', value: <Images files={receipt.finishImages} /> },
    { label: '客户签字', value: receipt.signature ? <Images files={[receipt.signature]} /> : '-' },
    { label: '回执说明', value: receipt.remark || '-' },
    { label: '回执人', value: receipt.operator?.name ?? '-' },
    { label: '回执时间', value: formatDateTime(receipt.time) },
  ];
  return <Descriptions column={1} data={data} aria-label="回执" />;
}

/** 评价: solved, the four star dimensions, suggestion, images. */
export function OrderEvaluation({ evaluation }: { evaluation: EvaluationView | null }) {
  if (!evaluation) return <Empty description="暂无评价" />;
  const stars = (Object.entries(EVALUATION_DIMENSIONS) as [EvaluationDimension, string][]).map(([key, label]) => ({
    label,
    value: <Rate readonly count={STAR_MAX} value={evaluation[key]} aria-label={`${label}${evaluation[key]}星`} />,
  }));
  const data = [
    { label: '问题是否解决', value: evaluation.solved ? '已解决' : '未解决' },
    ...stars,
    { label: '意见建议', value: evaluation.suggestion || '-' },
    { label: '评价图片', value: <Images files={evaluation.images} /> },
    // No operator: the customer evaluated in the portal.
    { label: '评价人', value: evaluation.operator?.name ?? '客户' },
    { label: '评价时间', value: formatDateTime(evaluation.time) },
  ];
  return <Descriptions column={1} data={data} aria-label="评价" />;
}
