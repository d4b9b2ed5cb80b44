import { defineMachine } from '../common/machine';
import { Role, type RoleType } from '../shell/roles';
import { MovementState, SpareTexts, type MovementStateCode } from './spare-parts.constants';

/**
 * A movement that needs approval is stored 待审批 and moves nothing until a keeper of every warehouse
 * its lines touch (or an administrator) approves it — it is posted then — or rejects it with a reason. The server
 * decides with this machine and sends each document's `operations`; /spareExamine shows exactly
 * those buttons.
 */
export const MovementOp = { approve: 'approve', reject: 'reject' } as const;
export type MovementOpValue = (typeof MovementOp)[keyof typeof MovementOp];

export interface MachineMovement {
  state: MovementStateCode;
  /** The warehouses its lines touch: their keeper decides it (all keepers' rule, DECISIONS.md). */
  warehouseIds: readonly number[];
}

export interface MovementActor {
  role: RoleType;
  /** The warehouses the actor keeps (an administrator needs none). */
  keptWarehouseIds: readonly number[];
}

const DECIDERS: readonly RoleType[] = [Role.admin, Role.warehouse];

const keepsIt = (movement: MachineMovement, actor: MovementActor) =>
  actor.role === Role.admin || (movement.warehouseIds.length > 0 && movement.warehouseIds.every((id) => actor.keptWarehouseIds.includes(id))) ? null : SpareTexts.notKeeper;

export const movementMachine = defineMachine<MachineMovement, MovementActor, MovementStateCode, MovementOpValue, MovementStateCode>({
  stateOf: (movement) => movement.state,
  transitions: {
    approve: { from: [MovementState.pending], roles: DECIDERS, who: keepsIt, to: MovementState.posted },
    reject: { from: [MovementState.pending], roles: DECIDERS, who: keepsIt, to: MovementState.rejected },
  },
  roleRefusal: () => SpareTexts.notKeeper,
  stateRefusal: () => SpareTexts.notPending,
});
