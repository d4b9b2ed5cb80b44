/**
 * The one shape of every lifecycle (orders, events, contracts, and each area to come): a table from
 * operation to its transitions, each with the states it starts from, the state it leads to, the roles
 * that may ever run it, a guard on the entity and a check on the person. The server enforces with
 * `decide` and sends `allowedOperations` with the entity; the UI shows exactly those buttons.
 *
 * `decide` checks in one order, so every machine refuses alike: the role (403) before the entity is
 * looked at, then the machine's gate (409), the state (409), the transition's guard (409), and last
 * the person (403): the right people learn why not now, the others that it is not theirs.
 */
import { Messages } from './messages';

/** 403: the role or person may not do it; 409: the entity's state forbids it now. */
export type Refusal = { ok: false; status: 403 | 409; message: string };
/** Allowed, with the state the operation leads to when the machine names one. */
export type Verdict<To> = { ok: true; to?: To } | Refusal;

export interface Transition<Entity, Actor extends { role: unknown }, State, Op, To> {
  /** States the operation starts from. */
  from: readonly State[];
  /** The state it leads to; absent when the operation's own code settles it. */
  to?: To;
  /** Roles that may ever run it; absent = every role. */
  roles?: readonly Actor['role'][];
  /** A further condition on the entity: the refusal text (409), or null when it holds. */
  guard?: (entity: Entity) => string | null;
  /** Whether this actor is one who may run it on this entity: the refusal text (403), or null. */
  who?: (entity: Entity, actor: Actor, op: Op) => string | null;
}

export interface MachineTable<Entity, Actor extends { role: unknown }, State, Op extends string, To> {
  /** The state the transitions' `from` lists are read against. */
  stateOf: (entity: Entity) => State;
  /** Every operation with its transitions; of several, the first starting from the entity's state decides. */
  transitions: Record<Op, Transition<Entity, Actor, State, Op, To> | readonly Transition<Entity, Actor, State, Op, To>[]>;
  /** The 403 text for a role the operation's transitions do not list; the general refusal when absent. */
  roleRefusal?: (op: Op, actor: Actor) => string;
  /** The 409 text when no transition of the operation starts from the entity's state. */
  stateRefusal: (op: Op, entity: Entity) => string;
  /** A condition of every operation, checked before the state: the refusal text (409), or null. */
  gate?: (op: Op, entity: Entity) => string | null;
}

export interface Machine<Entity, Actor extends { role: unknown }, Op extends string, To> {
  /** Every operation, in the table's order (the order buttons come in). */
  operations: readonly Op[];
  /** The refusal of an actor whose role never runs `op`, before the entity is loaded; null when it may. */
  refuseRole: (op: Op, actor: Actor) => Refusal | null;
  /** May `actor` run `op` on `entity` now, and to which state; else why not. */
  decide: (entity: Entity, actor: Actor, op: Op) => Verdict<To>;
  /** Every operation `actor` may run on `entity` now, in the table's order. */
  allowedOperations: (entity: Entity, actor: Actor) => Op[];
}

const refuse = (status: 403 | 409, message: string): Refusal => ({ ok: false, status, message });

/** The machine a table declares. */
export function defineMachine<Entity, Actor extends { role: unknown }, State, Op extends string, To = never>(
  table: MachineTable<Entity, Actor, State, Op, To>,
): Machine<Entity, Actor, Op, To> {
  const operations = Object.keys(table.transitions) as Op[];
  const roleRefusal = (op: Op, actor: Actor) => refuse(403, table.roleRefusal?.(op, actor) ?? Messages.forbidden);
  const transitionsOf = (op: Op): readonly Transition<Entity, Actor, State, Op, To>[] => {
    const t = table.transitions[op];
    return Array.isArray(t) ? t : [t as Transition<Entity, Actor, State, Op, To>];
  };

  const refuseRole = (op: Op, actor: Actor): Refusal | null =>
    transitionsOf(op).some((t) => !t.roles || t.roles.includes(actor.role)) ? null : roleRefusal(op, actor);

  const decide = (entity: Entity, actor: Actor, op: Op): Verdict<To> => {
    const byRole = refuseRole(op, actor);
    if (byRole) return byRole;
    const gated = table.gate?.(op, entity);
    if (gated) return refuse(409, gated);
    const state = table.stateOf(entity);
    const transition = transitionsOf(op).find((t) => t.from.includes(state));
    if (!transition) return refuse(409, table.stateRefusal(op, entity));
    if (transition.roles && !transition.roles.includes(actor.role)) return roleRefusal(op, actor);
    const guarded = transition.guard?.(entity);
    if (guarded) return refuse(409, guarded);
    const notYours = transition.who?.(entity, actor, op);
    if (notYours) return refuse(403, notYours);
    return transition.to === undefined ? { ok: true } : { ok: true, to: transition.to };
  };

  return {
    operations,
    refuseRole,
    decide,
    allowedOperations: (entity, actor) => operations.filter((op) => decide(entity, actor, op).ok),
  };
}
