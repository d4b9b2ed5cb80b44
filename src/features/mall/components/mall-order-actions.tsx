import { Button, Input, Modal, Popconfirm, Space } from '@arco-design/web-react';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import { MallOrderOp, type STAFF_MOVES } from '@domain/mall/mall-order.machine';
import type { MallOrderDetail } from '@domain/mall/mall.schemas';
import { toastResult } from '@/lib/toast-result';
import { useOperateMallOrderMutation } from '../mall.api';

/** The buttons of what the caller may do with the order now (the server's `operations`). */
export function MallOrderActions({ order }: { order: MallOrderDetail }) {
  const [operate, { isLoading }] = useOperateMallOrderMutation();
  const [shipping, setShipping] = useState(false);
  const [trackingNo, setTrackingNo] = useState('');
  const [refunding, setRefunding] = useState(false);
  // A refund may come in parts: the dialog starts from what is still to give back.
  const [refund, setRefund] = useState({ amount: order.refund?.left ?? order.amount, remark: '' });
  const can = (op: (typeof STAFF_MOVES)[number]) => order.operations.includes(op);
  const move = (op: (typeof STAFF_MOVES)[number], extra: { trackingNo?: string; refundAmount?: string; remark?: string } = {}) =>
    toastResult(operate({ id: order.id, op, ...extra }).unwrap(), Messages.statusChanged);
  return (
    <Space wrap>
      {can(MallOrderOp.pay) && (
        <Button type="primary" loading={isLoading} onClick={() => move(MallOrderOp.pay)}>
          确认收款
        </Button>
      )}
      {can(MallOrderOp.approve) && (
        <Button type="primary" loading={isLoading} onClick={() => move(MallOrderOp.approve)}>
          审核通过
        </Button>
      )}
      {can(MallOrderOp.ship) && (
        <Button type="primary" onClick={() => setShipping(true)}>
          发货
        </Button>
      )}
      {can(MallOrderOp.cancel) && (
        <Popconfirm title="确定取消该订单吗？库存将退回。" onOk={() => move(MallOrderOp.cancel)}>
          <Button status="danger">取消订单</Button>
        </Popconfirm>
      )}
      {can(MallOrderOp.refund) && (
        <Button
          type="primary"
          onClick={() => {
            setRefund({ amount: order.refund?.left ?? order.amount, remark: '' });
            setRefunding(true);
          }}
        >
          登记退款
        </Button>
      )}
      <Modal
        visible={refunding}
        title="登记退款"
        onCancel={() => setRefunding(false)}
        okButtonProps={{ disabled: refund.amount.trim() === '' }}
        onOk={async () => (await move(MallOrderOp.refund, { refundAmount: refund.amount.trim(), remark: refund.remark.trim() })) && setRefunding(false)}
        unmountOnExit
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input aria-label="退款金额" addBefore="退款金额（元）" value={refund.amount} onChange={(amount) => setRefund((r) => ({ ...r, amount }))} />
          <Input aria-label="退款备注" placeholder="备注（如退款方式、流水号）" maxLength={200} value={refund.remark} onChange={(remark) => setRefund((r) => ({ ...r, remark }))} />
        </Space>
      </Modal>
      <Modal
        visible={shipping}
        title="发货"
        onCancel={() => setShipping(false)}
        okButtonProps={{ disabled: trackingNo.trim() === '' }}
        onOk={async () => (await move(MallOrderOp.ship, { trackingNo: trackingNo.trim() })) && setShipping(false)}
        unmountOnExit
      >
        <Input aria-label="物流单号" placeholder="物流单号" maxLength={50} value={trackingNo} onChange={setTrackingNo} />
      </Modal>
    </Space>
  );
}
