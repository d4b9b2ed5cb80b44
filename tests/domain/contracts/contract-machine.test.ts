import { describe, expect, it } from 'vitest';
import { ApprovalAction, canCreateOrder, canMoveStatus, isEditable, nextApprovalState, nextStatuses } from '@domain/contracts/contract.machine';
import { ApprovalState, ContractStatus } from '@domain/contracts/contracts.constants';

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
