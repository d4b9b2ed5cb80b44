import { Button, Popconfirm, Space } from '@arco-design/web-react';
import { Messages } from '@domain/common/messages';
import { CONTRACT_MOVES, MaintenanceContractOp, type ContractMove } from '@domain/maintenance/contract.machine';
import type { MaintenanceContractDetail } from '@domain/maintenance/maintenance.schemas';
import { toastResult } from '@/lib/toast-result';
import { useDeleteMaintenanceContractsMutation, useMoveMaintenanceContractMutation } from '../maintenance.api';

const MOVE_NAMES: Record<ContractMove, string> = { execute: '开始执行', finish: '完成合同', terminate: '终止合同' };

/** The buttons of what the caller may do with the contract now (the server's `allowedOperations`). */
export function MaintenanceContractActions({ contract, onEdit, onDeleted }: { contract: MaintenanceContractDetail; onEdit: () => void; onDeleted: () => void }) {
  const [move] = useMoveMaintenanceContractMutation();
  const [remove] = useDeleteMaintenanceContractsMutation();
  const can = (op: string) => (contract.allowedOperations as string[]).includes(op);
  return (
    <Space wrap>
      {can(MaintenanceContractOp.edit) && <Button onClick={onEdit}>编辑</Button>}
      {CONTRACT_MOVES.filter(can).map((op) =>
        op === MaintenanceContractOp.terminate ? (
          <Popconfirm key={op} title="终止后合同的计划不再生成任务，确定终止？" onOk={() => toastResult(move({ id: contract.id, op }).unwrap(), Messages.statusChanged)}>
            <Button status="warning">{MOVE_NAMES[op]}</Button>
          </Popconfirm>
        ) : (
          <Button key={op} onClick={() => toastResult(move({ id: contract.id, op }).unwrap(), Messages.statusChanged)}>
            {MOVE_NAMES[op]}
          </Button>
        ),
      )}
      {can(MaintenanceContractOp.delete) && (
        <Popconfirm title="删除合同及其计划和任务？" onOk={async () => (await toastResult(remove([contract.id]).unwrap(), Messages.deleteOk)) && onDeleted()}>
          <Button status="danger">删除</Button>
        </Popconfirm>
      )}
    </Space>
  );
}
