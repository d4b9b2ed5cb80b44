import { defineMachine } from '../common/machine';
import { Role, type RoleType } from '../shell/roles';
import { OldPartTexts, RecycleFormOp, RecycleState, type RecycleFormOpValue } from './old-parts';

/**
 * An old-part recycle form waits (待回收) until a warehouse receives it (已回收: one 回收 movement
 * brings its part into the old-part store); only a waiting form may be deleted, by its writer or a
 * keeper. The server decides with this machine and sends each form's `operations`; the recycle
 * records offer exactly those (a received form cannot be chosen).
 */
export interface MachineRecycleForm {
  state: number;
  code: string;
  createdBy: number;
}

export interface RecycleFormActor {
  role: RoleType;
  userId: number;
}

const KEEPERS: readonly RoleType[] = [Role.admin, Role.warehouse];

export const recycleFormMachine = defineMachine<MachineRecycleForm, RecycleFormActor, number, RecycleFormOpValue, number>({
  stateOf: (form) => form.state,
  transitions: {
    [RecycleFormOp.receive]: { from: [RecycleState.waiting], roles: KEEPERS, to: RecycleState.received },
    [RecycleFormOp.delete]: {
      from: [RecycleState.waiting],
      who: (form, actor) => (KEEPERS.includes(actor.role) || form.createdBy === actor.userId ? null : OldPartTexts.notOwn),
    },
  },
  stateRefusal: (_op, form) => `ids: ${form.code} ${OldPartTexts.notWaiting}`,
});
