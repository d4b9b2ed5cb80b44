import { Card, Descriptions, Result, Space, Spin, Timeline } from '@arco-design/web-react';
import { PAYMENT_MODE_NAMES, type PaymentModeCode } from '@domain/finance/finance.constants';
import { useState } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { REPAIR_SOURCE_NAMES } from '@domain/repair/repair.constants';
import { WARRANTY_STATUS_NAMES } from '@domain/products/products.constants';
import { ProductPaths } from '@domain/products/products.paths';
import { paths } from '@/app/paths';
import { errorMessage } from '@/lib/errors';
import { CustomFieldDetail } from '@/components/custom-field-form/custom-field-detail';
import { DetectionTable } from '@/features/repair/components/detection-table';
import { RepairActions } from '@/features/repair/components/repair-actions';
import { RepairDialog } from '@/features/repair/components/repair-dialog';
import { RepairParts } from '@/features/repair/components/repair-parts';
import { RepairPhotos } from '@/features/repair/components/repair-photos';
import { RepairStateTag } from '@/features/repair/components/repair-state-tag';
import { RepairVisits } from '@/features/repair/components/repair-visits';
import { ReturnChangeTable } from '@/features/repair/components/return-change-table';
import { useGetRepairQuery } from '@/features/repair/repair.api';
import { PartSelect } from '@/features/spare-parts/components/part-select';
import { RepairMakeOrder } from './repair-make-order';
import { RepairReceiptButton } from './repair-receipt-button';
import '@arco-design/web-react/es/Timeline/style/css.js';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('zh-CN', { hour12: false }) : '-');

/** /repairManagementDetail?orderId= (permission 18001): the order, its product, its detections and the product's returns and exchanges, the parts used, its return visits and its log. */
export default function RepairDetailPage() {
  const [search] = useSearchParams();
  const id = Number(search.get('orderId'));
  const { data: repair, error } = useGetRepairQuery(id, { skip: !(id > 0) });
  const [editing, setEditing] = useState(false);
  const [, navigate] = useLocation();
  if (!(id > 0)) return <Result status="404" title="维修单不存在" />;
  if (error) return <Result status="error" title={errorMessage(error)} />;
  if (!repair) return <Spin style={{ display: 'block', margin: '20vh auto' }} />;
  return (
    <Card bordered={false} title={<span>{repair.repairNo} <RepairStateTag state={repair.state} /></span>} extra={
        <Space wrap>
          <RepairActions repair={repair} onEdit={() => setEditing(true)} onDetection={(detectionId) => navigate(paths.repair.detection(detectionId))} />
          <RepairMakeOrder repair={repair} />
          <RepairReceiptButton repair={repair} />
        </Space>
      }
    >
      <Descriptions
        column={3}
        data={[
          { label: '客户', value: repair.customerName ? <Link href={paths.products.customerDetail(repair.customerId)}>{repair.customerName}</Link> : '-' },
          { label: '送修产品', value: repair.productName ?? '-' },
          { label: '序列号', value: repair.serialNumber || '-' },
          { label: '保修', value: repair.product ? `${WARRANTY_STATUS_NAMES[repair.product.warrantyStatus]}${repair.product.warrantyEnd ? `（至 ${repair.product.warrantyEnd}）` : ''}` : '-' },
          { label: '计费', value: repair.inWarranty ? '保内免费' : '保外收费' },
          { label: '应收（元）', value: repair.charge },
          { label: '收款', value: repair.paidAt ? `${PAYMENT_MODE_NAMES[repair.payMode as PaymentModeCode] ?? ''} ${repair.paidBy?.name ?? ''} ${when(repair.paidAt)}` : '未收款' },
          { label: '人工费（元）', value: repair.laborFee },
          { label: '故障类型', value: repair.faultCategory || '-' },
          { label: '故障描述', value: repair.fault || '-' },
          { label: '随附配件', value: repair.accessories || '-' },
          { label: '来源', value: REPAIR_SOURCE_NAMES[repair.source] },
          { label: '工单', value: repair.order ? <Link href={paths.orders.detail(repair.order.id)}>{repair.order.orderNo}</Link> : '-' },
          { label: '签收', value: repair.signedInAt ? `${repair.signedInBy?.name ?? ''} ${when(repair.signedInAt)}` : '未签收' },
          { label: '维修工程师', value: repair.repairer?.name ?? '-' },
          { label: '审批人', value: repair.approvedBy?.name ?? '-' },
          { label: '驳回原因', value: repair.rejectReason || '-' },
          { label: '快递', value: repair.courierNo ? `${repair.courierCompany} ${repair.courierNo}` : '-' },
          { label: '寄回时间', value: when(repair.shippedAt) },
          { label: '备注', value: repair.remark || '-' },
        ]}
      />
      {repair.form.fields.length > 0 && (
        <Card title="自定义字段" bordered={false}>
          <CustomFieldDetail fields={repair.form.fields} values={repair.values} />
        </Card>
      )}
      {repair.product?.qr && (
        <p>
          产品二维码：<img alt="产品二维码" width={96} height={96} src={`/api${ProductPaths.qrImg}?id=${repair.product.qr.id}`} />
        </p>
      )}
      <Card title="照片" bordered={false}>
        <RepairPhotos repair={repair} />
      </Card>
      <Card title="检测单" bordered={false}>
        <DetectionTable repairOrderId={repair.id} detailHref={paths.repair.detection} repairHref={paths.repair.detail} />
      </Card>
      <Card title="退换货单" bordered={false}>
        <ReturnChangeTable customerProductId={repair.customerProductId} detailHref={paths.repair.returnChange} />
      </Card>
      <Card title="维修用料" bordered={false}>
        <RepairParts repair={repair} partPicker={(value, onChange, label = '备件') => <PartSelect aria-label={label} value={value} onChange={onChange} />} />
      </Card>
      <Card title="回访" bordered={false}>
        <RepairVisits visits={repair.returnVisits} taskHref={paths.returnVisits.task} />
      </Card>
      <Card title="操作记录" bordered={false}>
        <Timeline>
          {repair.logs.map((l) => (
            <Timeline.Item key={l.id} label={when(l.createTime)}>
              {`${l.action}${l.content ? `：${l.content}` : ''}（${l.user?.name ?? '-'}）`}
            </Timeline.Item>
          ))}
        </Timeline>
      </Card>
      {editing && <RepairDialog repair={repair} productPicker={() => null} onClose={() => setEditing(false)} />}
    </Card>
  );
}
