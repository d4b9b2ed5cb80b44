import { describe, expect, it } from 'vitest';
import {
  ContractOp,
  STATUS_MOVES,
  contractApproval,
  contractLifecycle,
  contractOperations,
  isStatusMove,
  moveTo,
  type ContractOpValue,
  type MachineActor,
  type MachineContract,
} from '@domain/contracts/contract.machine';
import { ApprovalAction, ApprovalState, ContractStatus, type ApprovalActionValue, type ApprovalStateValue, type ContractStatusValue } from '@domain/contracts/contracts.constants';
import { Role } from '@domain/shell/roles';

// The cast: a salesperson who wrote the contract, another salesperson, the administrator, a director, a dispatcher and an engineer.
const WRITER = 5;
const actors = {
  writer: { userId: WRITER, role: Role.salesperson },
  otherWriter: { userId: 6, role: Role.salesperson },
  admin: { userId: 1, role: Role.admin },
  director: { userId: 10, role: Role.director },
  dispatcher: { userId: 2, role: Role.dispatcher },
  engineer: { userId: 3, role: Role.serviceStaff },
} satisfies Record<string, MachineActor>;
type Who = keyof typeof actors;

const contractIn = (approvalState: ApprovalStateValue, status: ContractStatusValue = ContractStatus.signed, creatorId: number | null = WRITER): MachineContract => ({
  approvalState,
  status,
  creatorId,
});

/** Either machine's verdict on the operation. */
const decide = (contract: MachineContract, actor: MachineActor, op: ContractOpValue) =>
  op === ContractOp.createOrder || isStatusMove(op) ? contractLifecycle.decide(contract, actor, op) : contractApproval.decide(contract, actor, op);

// The former helpers, read off the machines by the administrator (who may do everything a role may).
const nextApprovalState = (state: ApprovalStateValue, action: ApprovalActionValue) => {
  const verdict = contractApproval.decide(contractIn(state, ContractStatus.signed, null), actors.admin, action);
  return verdict.ok ? verdict.to : null;
};
const isEditable = (state: ApprovalStateValue) => contractApproval.decide(contractIn(state), actors.admin, ContractOp.edit).ok;
const nextStatuses = (status: ContractStatusValue) =>
  contractLifecycle.allowedOperations(contractIn(ApprovalState.approved, status), actors.admin).filter(isStatusMove).map((move) => STATUS_MOVES[move]);
const canMoveStatus = (from: ContractStatusValue, to: ContractStatusValue) => contractLifecycle.decide(contractIn(ApprovalState.approved, from), actors.admin, moveTo(to)).ok;
const canCreateOrder = (state: ApprovalStateValue, status: ContractStatusValue) => contractLifecycle.decide(contractIn(state, status), actors.admin, ContractOp.createOrder).ok;

describe('sales contract approval', () => {
  it('goes from to-submit to pending to approved', () => {
    expect(nextApprovalState(ApprovalState.toSubmit, ApprovalAction.submit)).toBe(ApprovalState.pending);
    expect(nextApprovalState(ApprovalState.pending, ApprovalAction.approve)).toBe(ApprovalState.approved);
  });

  it('returns a rejected or withdrawn contract to its writer', () => {
    expect(nextApprovalState(ApprovalState.pending, ApprovalAction.reject)).toBe(ApprovalState.toSubmit);
    expect(nextApprovalState(ApprovalState.pending, ApprovalAction.withdraw)).toBe(ApprovalState.toSubmit);
  });

  it('refuses moves that do not apply', () => {
    expect(nextApprovalState(ApprovalState.toSubmit, ApprovalAction.approve)).toBeNull();
    expect(nextApprovalState(ApprovalState.approved, ApprovalAction.submit)).toBeNull();
    expect(nextApprovalState(ApprovalState.approved, ApprovalAction.reject)).toBeNull();
  });

  it('lets only a contract waiting to be submitted be edited', () => {
    expect(isEditable(ApprovalState.toSubmit)).toBe(true);
    expect(isEditable(ApprovalState.pending)).toBe(false);
    expect(isEditable(ApprovalState.approved)).toBe(false);
  });
});

describe('sales contract lifecycle', () => {
  it('moves signed → executing → finished, or to terminated, and never back', () => {
    expect(nextStatuses(ContractStatus.signed)).toEqual([ContractStatus.executing, ContractStatus.terminated]);
    expect(canMoveStatus(ContractStatus.executing, ContractStatus.finished)).toBe(true);
    expect(canMoveStatus(ContractStatus.executing, ContractStatus.signed)).toBe(false);
    expect(canMoveStatus(ContractStatus.signed, ContractStatus.finished)).toBe(false);
    expect(nextStatuses(ContractStatus.finished)).toEqual([]);
    expect(nextStatuses(ContractStatus.terminated)).toEqual([]);
  });

  it('creates orders only from approved, open contracts', () => {
    expect(canCreateOrder(ApprovalState.approved, ContractStatus.executing)).toBe(true);
    expect(canCreateOrder(ApprovalState.pending, ContractStatus.executing)).toBe(false);
    expect(canCreateOrder(ApprovalState.approved, ContractStatus.finished)).toBe(false);
  });
});

type Row = [ContractOpValue, ApprovalStateValue, ContractStatusValue, Who, ApprovalStateValue | ContractStatusValue | 'ok' | [403 | 409, string]];

// operation, approval state, status, by whom → the state it leads to ('ok' when it names none), or the refusal
const TABLE: Row[] = [
  ['edit', 1, 1, 'writer', 'ok'],
  ['edit', 1, 1, 'otherWriter', 'ok'],
  ['edit', 2, 1, 'writer', [409, '合同已提交审批，不能修改或删除']],
  ['edit', 3, 2, 'admin', [409, '合同已提交审批，不能修改或删除']],
  ['edit', 1, 1, 'director', [403, '没有操作权限']],
  ['delete', 1, 1, 'writer', 'ok'],
  ['delete', 3, 1, 'writer', [409, '合同已提交审批，不能修改或删除']],
  ['delete', 1, 1, 'dispatcher', [403, '没有操作权限']],
  ['submit', 1, 1, 'writer', 2],
  ['submit', 2, 1, 'writer', [409, '合同当前为待审批，不能提交审批']],
  ['submit', 1, 1, 'director', [403, '没有操作权限']],
  ['withdraw', 2, 1, 'writer', 1],
  ['withdraw', 1, 1, 'writer', [409, '合同当前为待提交，不能撤回']],
  ['approve', 2, 1, 'director', 3],
  ['approve', 2, 1, 'admin', 3],
  ['approve', 1, 1, 'director', [409, '合同当前为待提交，不能审批通过']],
  ['approve', 2, 1, 'writer', [403, '没有操作权限']],
  ['reject', 2, 1, 'director', 1],
  ['reject', 3, 1, 'director', [409, '合同当前为已审批，不能审批驳回']],
  ['execute', 3, 1, 'writer', 2],
  ['execute', 2, 1, 'writer', [409, '合同审批通过后才能变更状态']],
  ['execute', 3, 1, 'dispatcher', [403, '没有操作权限']],
  ['finish', 3, 2, 'writer', 3],
  ['finish', 3, 1, 'writer', [409, '合同状态不能从已签订变为已完成']],
  ['terminate', 3, 1, 'writer', 4],
  ['terminate', 3, 2, 'admin', 4],
  ['terminate', 3, 3, 'writer', [409, '合同状态不能从已完成变为已终止']],
  ['sign', 3, 2, 'writer', [409, '合同状态不能从执行中变为已签订']],
  ['createOrder', 3, 1, 'dispatcher', 'ok'],
  ['createOrder', 3, 2, 'director', 'ok'],
  ['createOrder', 2, 2, 'dispatcher', [409, '合同审批通过后才能创建工单']],
  ['createOrder', 3, 4, 'dispatcher', [409, '合同已完成或已终止，不能创建工单']],
  ['createOrder', 3, 2, 'engineer', [403, '没有操作权限']],
];

describe('the sales contract machines', () => {
  it.each(TABLE)('%s from approval %i, status %i by %s → %s', (op, approvalState, status, who, expected) => {
    const verdict = decide(contractIn(approvalState, status), actors[who], op);
    if (Array.isArray(expected)) expect(verdict).toEqual({ ok: false, status: expected[0], message: expected[1] });
    else expect(verdict).toEqual(expected === 'ok' ? { ok: true } : { ok: true, to: expected });
  });

  it('never lets a non-administrator approve or reject a contract they wrote', () => {
    const own = contractIn(ApprovalState.pending, ContractStatus.signed, actors.director.userId);
    expect(decide(own, actors.director, ContractOp.approve)).toEqual({ ok: false, status: 403, message: '不能审批自己提交的合同' });
    expect(decide(own, actors.director, ContractOp.reject)).toMatchObject({ ok: false, status: 403 });
    expect(decide(contractIn(ApprovalState.pending, ContractStatus.signed, actors.admin.userId), actors.admin, ContractOp.approve)).toEqual({ ok: true, to: 3 });
  });

  it('refuses a role before the contract is looked up', () => {
    expect(contractApproval.refuseRole(ContractOp.approve, actors.writer)).toEqual({ ok: false, status: 403, message: '没有操作权限' });
    expect(contractApproval.refuseRole(ContractOp.submit, actors.writer)).toBeNull();
  });

  it('offers each person exactly the operations that can succeed, approval first', () => {
    expect(contractOperations(contractIn(1), actors.writer)).toEqual(['edit', 'submit', 'delete']);
    expect(contractOperations(contractIn(2), actors.writer)).toEqual(['withdraw']);
    expect(contractOperations(contractIn(2), actors.director)).toEqual(['approve', 'reject']);
    expect(contractOperations(contractIn(2), actors.admin)).toEqual(['withdraw', 'approve', 'reject']);
    expect(contractOperations(contractIn(3, 1), actors.writer)).toEqual(['createOrder', 'execute', 'terminate']);
    expect(contractOperations(contractIn(3, 2), actors.dispatcher)).toEqual(['createOrder']);
    expect(contractOperations(contractIn(3, 3), actors.writer)).toEqual([]);
    expect(contractOperations(contractIn(3, 2), actors.engineer)).toEqual([]);
  });
});
