import { defineMachine } from '../common/machine';
import { Role, type RoleType } from '../shell/roles';
import { RewardState, RewardTexts, type RewardRow, type RewardStateCode } from './rewards.schemas';

/**
 * A reward or penalty is filed 待审批 and decided once: finance (or the administrator) approves it —
 * it then counts in the settlement of the month it was approved in — or rejects it. The server
 * decides with this machine and sends each row's `operations`; the screen shows exactly those buttons.
 */
export const RewardOp = { approve: 'approve', reject: 'reject' } as const;
export type RewardOpValue = (typeof RewardOp)[keyof typeof RewardOp];

export interface RewardActor {
  role: RoleType;
}

const DECIDERS: readonly RoleType[] = [Role.finance, Role.admin];

export const rewardMachine = defineMachine<{ state: RewardStateCode }, RewardActor, RewardStateCode, RewardOpValue, RewardStateCode>({
  stateOf: (reward) => reward.state,
  transitions: {
    approve: { from: [RewardState.pending], roles: DECIDERS, to: RewardState.approved },
    reject: { from: [RewardState.pending], roles: DECIDERS, to: RewardState.rejected },
  },
  stateRefusal: () => RewardTexts.decided,
});

/** A reward as the list shows it to a person: with what they may do to it now. */
export interface RewardView extends RewardRow {
  operations: RewardOpValue[];
}
