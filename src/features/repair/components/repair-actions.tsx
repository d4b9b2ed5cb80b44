import { Button, Input, Message, Modal, Popconfirm, Select, Space } from '@arco-design/web-react';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import { PAYMENT_MODE_NAMES, PaymentMode } from '@domain/finance/finance.constants';
import { RepairOp, type RepairOpValue, type StateMove } from '@domain/repair/repair-order.machine';
import type { RepairView } from '@domain/repair/repair.schemas';
import { errorMessage } from '@/lib/errors';
import { toastResult } from '@/lib/toast-result';
import { useCollectRepairMutation, useCreateDetectionMutation, useOperateRepairMutation, useShipRepairMutation, useSignInRepairMutation } from '../repair.api';

const PAY_MODE_OPTIONS = Object.entries(PAYMENT_MODE_NAMES).map(([value, label]) => ({ value: Number(value), label }));

/** The buttons of what the caller may do with the order now (the server's `operations`); parts have their own section. */
export function RepairActions({ repair, onEdit, onDetection }: { repair: RepairView; onEdit: () => void; onDetection: (detectionId: number) => void }) {
  const [operate, { isLoading }] = useOperateRepairMutation();
  const [signIn] = useSignInRepairMutation();
  const [ship] = useShipRepairMutation();
  const [createDetection] = useCreateDetectionMutation();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const [shipping, setShipping] = useState(false);
  const [courier, setCourier] = useState({ courierCompany: '', courierNo: '' });
  const [collect, { isLoading: collecting }] = useCollectRepairMutation();
  const [payMode, setPayMode] = useState<number | null>(null);
  const can = (op: RepairOpValue) => repair.operations.includes(op);
  const move = (op: StateMove, why = '') => toastResult(operate({ id: repair.id, op, reason: why }).unwrap(), Messages.statusChanged);
  const moveButton = (op: StateMove, label: string, primary = false) =>
    can(op) && (
      <Button key={op} type={primary ? 'primary' : 'secondary'} loading={isLoading} onClick={() => move(op)}>
        {label}
      </Button>
    );

  return (
    <Space wrap>
      {can(RepairOp.edit) && <Button onClick={onEdit}>编辑</Button>}
      {can(RepairOp.signIn) && (
        <Button type="primary" onClick={() => toastResult(signIn(repair.id).unwrap(), '签收成功')}>
          签收
        </Button>
      )}
      {moveButton(RepairOp.confirm, '受理', true)}
      {can(RepairOp.detect) && (
        <Button
          onClick={async () => {
            try {
              const { data } = await createDetection(repair.id).unwrap();
              onDetection(data!.id);
            } catch (error) {
              Message.error(errorMessage(error));
            }
          }}
        >
          新建检测单
        </Button>
      )}
      {moveButton(RepairOp.complete, '完工', true)}
      {moveButton(RepairOp.submit, '提交完工审批', true)}
      {moveButton(RepairOp.approve, '审批通过', true)}
      {can(RepairOp.reject) && (
        <Button status="warning" onClick={() => setRejecting(true)}>
          驳回
        </Button>
      )}
      {can(RepairOp.ship) && (
        <Button type="primary" onClick={() => setShipping(true)}>
          寄回
        </Button>
      )}
      {can(RepairOp.collect) && (
        <Button onClick={() => setPayMode(PaymentMode.offline)}>收款</Button>
      )}
      {can(RepairOp.cancel) && (
        <Popconfirm title="确定取消该维修单吗？" onOk={() => move(RepairOp.cancel)}>
          <Button status="danger">取消维修单</Button>
        </Popconfirm>
      )}
      <Modal
        visible={rejecting}
        title="驳回完工"
        onCancel={() => setRejecting(false)}
        okButtonProps={{ disabled: reason.trim() === '' }}
        onOk={async () => (await move(RepairOp.reject, reason.trim())) && setRejecting(false)}
        unmountOnExit
      >
        <Input.TextArea aria-label="驳回原因" placeholder="请填写驳回原因" maxLength={200} value={reason} onChange={setReason} />
      </Modal>
      <Modal
        visible={payMode !== null}
        title={`收款 ¥${repair.charge}`}
        confirmLoading={collecting}
        onCancel={() => setPayMode(null)}
        onOk={async () => payMode !== null && (await toastResult(collect({ id: repair.id, payMode }).unwrap(), '收款成功')) && setPayMode(null)}
        unmountOnExit
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <span>维修费用（人工费与备件）收款后，财务在对账的其他收款中看到这笔维修单收款。</span>
          <Select aria-label="收款方式" value={payMode ?? undefined} options={PAY_MODE_OPTIONS} onChange={(mode: number) => setPayMode(mode)} />
        </Space>
      </Modal>
      <Modal
        visible={shipping}
        title="寄回客户"
        onCancel={() => setShipping(false)}
        okButtonProps={{ disabled: !courier.courierCompany.trim() || !courier.courierNo.trim() }}
        onOk={async () => (await toastResult(ship({ id: repair.id, ...courier }).unwrap(), Messages.saveOk)) && setShipping(false)}
        unmountOnExit
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          <Input aria-label="快递公司" placeholder="快递公司" maxLength={30} value={courier.courierCompany} onChange={(courierCompany) => setCourier((c) => ({ ...c, courierCompany }))} />
          <Input aria-label="快递单号" placeholder="快递单号" maxLength={40} value={courier.courierNo} onChange={(courierNo) => setCourier((c) => ({ ...c, courierNo }))} />
        </Space>
      </Modal>
    </Space>
  );
}
