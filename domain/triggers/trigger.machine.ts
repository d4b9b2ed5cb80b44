import { defineMachine } from '../common/machine';
import type { RoleType } from '../shell/roles';
import { triggerStateRefused } from './errors';
import { TRIGGER_WRITERS, TriggerState, type TriggerStateValue } from './triggers.constants';

/** A trigger: enabled or disabled; only an enabled trigger runs at its moment. */
export interface MachineTrigger {
  state: TriggerStateValue;
}
export interface TriggerActor {
  role: RoleType;
}

export const TriggerOp = { enable: 'enable', disable: 'disable' } as const;
export type TriggerOpValue = (typeof TriggerOp)[keyof typeof TriggerOp];
const OP_NAMES: Record<TriggerOpValue, string> = { enable: '启用', disable: '停用' };

export const triggerMachine = defineMachine<MachineTrigger, TriggerActor, TriggerStateValue, TriggerOpValue, TriggerStateValue>({
  stateOf: (t) => t.state,
  transitions: {
    enable: { from: [TriggerState.disabled], roles: TRIGGER_WRITERS, to: TriggerState.enabled },
    disable: { from: [TriggerState.enabled], roles: TRIGGER_WRITERS, to: TriggerState.disabled },
  },
  stateRefusal: (op, t) => triggerStateRefused(t.state, OP_NAMES[op]),
});
