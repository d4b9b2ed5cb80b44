import { Card, Descriptions, Spin, Table, Timeline } from '@arco-design/web-react';
import '@arco-design/web-react/es/Timeline/style/css.js';
import { Link, useParams } from 'wouter';
import type { MallOrderDetail, MallOrderLine } from '@domain/mall/mall.schemas';
import { MallOrderState } from '@domain/mall/mall-states';
import { paths } from '@/app/paths';
import { MallOrderActions } from '@/features/mall/components/mall-order-actions';
import { MallStateTag } from '@/features/mall/components/mall-state-tag';
import { useGetMallOrderQuery } from '@/features/mall/mall.api';

const when = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false });

/** /mallOrderDetails/{id}: one mall order, its goods, where it goes, its history and what may be done now. */
export default function MallOrderDetailPage() {
  const id = Number(useParams<{ id: string }>().id);
  const { data: order, isLoading } = useGetMallOrderQuery(id);
  if (isLoading) return <Spin />;
  if (!order) return <Card bordered={false}>商城订单不存在</Card>;
  return (
    <Card bordered={false} title={<>商城订单 {order.orderNo} <MallStateTag state={order.state} /></>} extra={<Link href={paths.mall.orders}>返回列表</Link>}>
      <MallOrderActions order={order} />
      <Descriptions
        style={{ marginTop: 16 }}
        column={2}
        data={[
          { label: '客户', value: order.customerName },
          { label: '下单人', value: order.buyerName },
          { label: '收货人', value: `${order.contactName} ${order.phone}` },
          { label: '收货地址', value: order.address },
          { label: '订单金额', value: Number(order.shippingFee) > 0 ? `${order.amount} 元（含运费 ${order.shippingFee} 元）` : `${order.amount} 元` },
          { label: '支付方式', value: order.payModeName || '-' },
          { label: '收款时间', value: order.paidAt ? when(order.paidAt) : '未收款' },
          { label: '财务对账', value: order.collection ? (order.collection.reconciledAt ? `已对账（${when(order.collection.reconciledAt)}）` : '未对账') : '-' },
          ...(order.paidAt && order.state === MallOrderState.cancelled
            ? [{ label: '退款', value: order.refund ? <RefundParts refund={order.refund} /> : '待退款' }]
            : []),
          { label: '物流单号', value: order.trackingNo || '-' },
          { label: '备注', value: order.remark || '-' },
          { label: '下单时间', value: when(order.createdAt) },
        ]}
      />
      <Table<MallOrderLine>
        rowKey={(l) => `${l.goodsId}|${l.spec ?? ''}`}
        pagination={false}
        columns={[
          { title: '商品', dataIndex: 'name' },
          { title: '规格', dataIndex: 'spec', render: (s?: string) => s || '-' },
          { title: '单价（元）', dataIndex: 'price' },
          { title: '数量', dataIndex: 'qty' },
        ]}
        data={order.lines}
      />
      <Timeline style={{ marginTop: 16 }}>
        {order.log.map((l, i) => (
          <Timeline.Item key={i} label={when(l.at)}>
            {l.text} · {l.by}
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}

/** Each part given back (who, when, the remark), then the total and what is still to give back when it came in parts or is not whole. */
function RefundParts({ refund }: { refund: NonNullable<MallOrderDetail['refund']> }) {
  const left = Number(refund.left) > 0;
  return (
    <>
      {refund.parts.map((p, i) => (
        <div key={i}>{`已退款 ${p.amount} 元（${p.byName}，${when(p.at)}${p.remark ? `，${p.remark}` : ''}）`}</div>
      ))}
      {(refund.parts.length > 1 || left) && <div>{`合计已退 ${refund.amount} 元${left ? `，尚待退款 ${refund.left} 元` : ''}`}</div>}
    </>
  );
}
