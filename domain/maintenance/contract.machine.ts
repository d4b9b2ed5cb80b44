import { defineMachine } from '../common/machine';
import type { RoleType } from '../shell/roles';
import { contractStatusRefused } from './errors';
import { ContractStatus, MAINTENANCE_WRITERS, type ContractStatusValue } from './maintenance.constants';

/**
 * A maintenance contract's lifecycle: signed → executing → finished, or terminated from signed or
 * executing. An open contract (signed or executing) is edited, carries products and plans; a closed
 * one is a record. Only a signed contract whose tasks made no order is deleted.
 */
export interface MachineMaintenanceContract {
  status: ContractStatusValue;
}
export interface MaintenanceActor {
  userId: number;
  role: RoleType;
}

export const MaintenanceContractOp = {
  edit: 'edit',
  delete: 'delete',
  execute: 'execute',
  finish: 'finish',
  terminate: 'terminate',
} as const;
export type MaintenanceContractOpValue = (typeof MaintenanceContractOp)[keyof typeof MaintenanceContractOp];
const OP_NAMES: Record<MaintenanceContractOpValue, string> = { edit: '修改', delete: '删除', execute: '开始执行', finish: '完成', terminate: '终止' };

const S = ContractStatus;
const OPEN: readonly ContractStatusValue[] = [S.signed, S.executing];
const roles = MAINTENANCE_WRITERS;

export const maintenanceContractMachine = defineMachine<MachineMaintenanceContract, MaintenanceActor, ContractStatusValue, MaintenanceContractOpValue, ContractStatusValue>({
  stateOf: (c) => c.status,
  transitions: {
    edit: { from: OPEN, roles },
    delete: { from: [S.signed], roles },
    execute: { from: [S.signed], roles, to: S.executing },
    finish: { from: [S.executing], roles, to: S.finished },
    terminate: { from: OPEN, roles, to: S.terminated },
  },
  stateRefusal: (op, c) => contractStatusRefused(c.status, OP_NAMES[op]),
});

/** The lifecycle moves POST /v2/maintenance/contract/status takes. */
export const CONTRACT_MOVES = [MaintenanceContractOp.execute, MaintenanceContractOp.finish, MaintenanceContractOp.terminate] as const;
export type ContractMove = (typeof CONTRACT_MOVES)[number];
