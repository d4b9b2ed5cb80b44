import { Button, Input, Modal, Popconfirm, Space } from '@arco-design/web-react';
import { useState } from 'react';
import { Messages } from '@domain/common/messages';
import { ApprovalAction, canCreateOrder, isEditable, nextApprovalState, nextStatuses, type ApprovalActionValue } from '@domain/contracts/contract.machine';
import { CONTRACT_APPROVERS, CONTRACT_STATUS_NAMES, CONTRACT_WRITERS } from '@domain/contracts/contracts.constants';
import type { ContractRow } from '@domain/contracts/contracts.schemas';
import type { RoleType } from '@domain/shell/roles';
import { toastResult } from '@/lib/toast-result';
import { useChangeContractStatusMutation, useDecideContractMutation, useDeleteContractsMutation } from '../contracts.api';

export interface ContractActionsProps {
  contract: ContractRow;
  role: RoleType;
  onEdit: () => void;
  onDeleted: () => void;
  /** The order form's link for this contract. */
  createOrderButton: (enabled: boolean) => React.ReactNode;
}

/** What the caller may do with the contract now: edit, delete, submit, approve or reject, move its status, create an order. */
export function ContractActions({ contract, role, onEdit, onDeleted, createOrderButton }: ContractActionsProps) {
  const [decide, { isLoading }] = useDecideContractMutation();
  const [changeStatus] = useChangeContractStatusMutation();
  const [remove] = useDeleteContractsMutation();
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const writer = CONTRACT_WRITERS.includes(role);
  const approver = CONTRACT_APPROVERS.includes(role);
  const can = (action: ApprovalActionValue) => nextApprovalState(contract.approvalState, action) !== null;
  const act = (action: ApprovalActionValue, why?: string) => toastResult(decide({ id: contract.id, action, reason: why }).unwrap(), Messages.saveOk);

  return (
    <Space wrap>
      {createOrderButton(canCreateOrder(contract.approvalState, contract.status))}
      {writer && isEditable(contract.approvalState) && (
        <>
          <Button onClick={onEdit}>编辑</Button>
          <Button type="primary" loading={isLoading} onClick={() => act(ApprovalAction.submit)}>
            提交审批
          </Button>
          <Popconfirm title="确定删除该合同吗？" onOk={async () => (await toastResult(remove([contract.id]).unwrap(), Messages.deleteOk)) && onDeleted()}>
            <Button status="danger">删除</Button>
          </Popconfirm>
        </>
      )}
      {writer && can(ApprovalAction.withdraw) && <Button onClick={() => act(ApprovalAction.withdraw)}>撤回</Button>}
      {approver && can(ApprovalAction.approve) && (
        <>
          <Button type="primary" status="success" loading={isLoading} onClick={() => act(ApprovalAction.approve)}>
            审批通过
          </Button>
          <Button status="warning" onClick={() => setRejecting(true)}>
            驳回
          </Button>
        </>
      )}
      {writer &&
        contract.approvalState === 3 &&
        nextStatuses(contract.status).map((s) => (
          <Button key={s} onClick={() => toastResult(changeStatus({ id: contract.id, status: s }).unwrap(), Messages.statusChanged)}>
            {`标记为${CONTRACT_STATUS_NAMES[s]}`}
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
