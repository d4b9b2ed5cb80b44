import { Button, Input, Modal, Popconfirm, Space } from '@arco-design/web-react';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import { ContractOp, STATUS_MOVES, isStatusMove, type ContractOpValue } from '@domain/contracts/contract.machine';
import { ApprovalAction, CONTRACT_STATUS_NAMES, type ApprovalActionValue } from '@domain/contracts/contracts.constants';
import type { ContractView } from '@domain/contracts/contracts.schemas';
import { toastResult } from '@/lib/toast-result';
import { useChangeContractStatusMutation, useDecideContractMutation, useDeleteContractsMutation } from '../contracts.api';

export interface ContractActionsProps {
  contract: ContractView;
  onEdit: () => void;
  onDeleted: () => void;
  /** The order form's link for this contract. */
  createOrderButton: (enabled: boolean) => React.ReactNode;
}

/** The buttons of what the caller may do with the contract now (the server's `operations`): edit, delete, submit, approve or reject, move its status, create an order. */
export function ContractActions({ contract, onEdit, onDeleted, createOrderButton }: ContractActionsProps) {
  const [decide, { isLoading }] = useDecideContractMutation();
  const [changeStatus] = useChangeContractStatusMutation();
  const [remove] = useDeleteContractsMutation();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const can = (op: ContractOpValue) => contract.operations.includes(op);
  const act = (action: ApprovalActionValue, why?: string) => toastResult(decide({ id: contract.id, action, reason: why }).unwrap(), Messages.saveOk);

  return (
    <Space wrap>
      {createOrderButton(can(ContractOp.createOrder))}
      {can(ContractOp.edit) && <Button onClick={onEdit}>编辑</Button>}
      {can(ContractOp.submit) && (
        <Button type="primary" loading={isLoading} onClick={() => act(ApprovalAction.submit)}>
          提交审批
        </Button>
      )}
      {can(ContractOp.delete) && (
        <Popconfirm title="确定删除该合同吗？" onOk={async () => (await toastResult(remove([contract.id]).unwrap(), Messages.deleteOk)) && onDeleted()}>
          <Button status="danger">删除</Button>
        </Popconfirm>
      )}
      {can(ContractOp.withdraw) && <Button onClick={() => act(ApprovalAction.withdraw)}>撤回</Button>}
      {can(ContractOp.approve) && (
        <Button type="primary" status="success" loading={isLoading} onClick={() => act(ApprovalAction.approve)}>
          审批通过
        </Button>
      )}
      {can(ContractOp.reject) && (
        <Button status="warning" onClick={() => setRejecting(true)}>
          驳回
        </Button>
      )}
      {contract.operations.filter(isStatusMove).map((move) => (
        <Button key={move} onClick={() => toastResult(changeStatus({ id: contract.id, status: STATUS_MOVES[move] }).unwrap(), Messages.statusChanged)}>
          {`标记为${CONTRACT_STATUS_NAMES[STATUS_MOVES[move]]}`}
        </Button>
      ))}
      <Modal
        visible={rejecting}
        title="驳回合同"
        onCancel={() => setRejecting(false)}
        okButtonProps={{ disabled: reason.trim() === '' }}
        onOk={async () => (await act(ApprovalAction.reject, reason.trim())) && setRejecting(false)}
        unmountOnExit
      >
        <Input.TextArea placeholder="请填写驳回原因" maxLength={200} value={reason} onChange={setReason} />
      </Modal>
    </Space>
  );
}
