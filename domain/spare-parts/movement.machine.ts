import { defineMachine } from '../common/machine';
import { Role, type RoleType } from '../shell/roles';
import { MovementState, SpareTexts, type MovementStateCode } from './spare-parts.constants';

/**
 * A movement that needs approval is stored 待审批 and moves nothing until a keeper of its warehouse
 * (or an administrator) approves it — it is posted then — or rejects it with a reason. The server
 * decides with this machine and sends each document's `operations`; /spareExamine shows exactly
 * those buttons.
 */
export const MovementOp = { approve: 'approve', reject: 'reject' } as const;
export type MovementOpValue = (typeof MovementOp)[keyof typeof MovementOp];

export interface MachineMovement {
  state: MovementStateCode;
  /** The warehouse whose keeper decides it. */
  warehouseId: number | null;
}

export interface MovementActor {
  role: RoleType;
  /** The warehouses the actor keeps (an administrator needs none). */
  keptWarehouseIds: readonly number[];
}

const DECIDERS: readonly RoleType[] = [Role.admin, Role.warehouse];

const keepsIt = (movement: MachineMovement, actor: MovementActor) =>
  actor.role === Role.admin || (movement.warehouseId !== null && actor.keptWarehouseIds.includes(movement.warehouseId)) ? null : SpareTexts.notKeeper;

export const movementMachine = defineMachine<MachineMovement, MovementActor, MovementStateCode, MovementOpValue, MovementStateCode>({
  stateOf: (movement) => movement.state,
  transitions: {
    approve: { from: [MovementState.pending], roles: DECIDERS, who: keepsIt, to: MovementState.posted },
    reject: { from: [MovementState.pending], roles: DECIDERS, who: keepsIt, to: MovementState.rejected },
  },
  roleRefusal: () => SpareTexts.notKeeper,
  stateRefusal: () => SpareTexts.notPending,
});
