import { describe, expect, it } from 'vitest';
import { defineMachine } from '@domain/common/machine';
import { Messages } from '@domain/common/messages';

/*
 * The generic machine on a small door: closed ⇄ open, closed → locked → closed. Its keeper locks and
 * unlocks; anyone opens and closes; a broken door refuses everything but repair (the gate); a door
 * with a wedge will not close (a guard); a locked door opens only for its keeper (a second
 * transition of `open`, with its own person check).
 */
type State = 'closed' | 'open' | 'locked';
type Op = 'open' | 'close' | 'lock' | 'unlock' | 'repair';
interface Door {
  state: State;
  broken: boolean;
  wedged: boolean;
  keeperId: number;
}
interface Actor {
  userId: number;
  role: 'guard' | 'visitor' | 'mechanic';
}

const KEEPER = 1;
const keeperOnly = (door: Door, actor: Actor, op: Op) => (door.keeperId === actor.userId ? null : `only the keeper may ${op}`);

const door = defineMachine<Door, Actor, State, Op, State>({
  stateOf: (d) => d.state,
  transitions: {
    open: [
      { from: ['closed'], to: 'open' },
      { from: ['locked'], who: keeperOnly, to: 'open' },
    ],
    close: { from: ['open'], guard: (d) => (d.wedged ? 'the door is wedged' : null), to: 'closed' },
    lock: { from: ['closed'], roles: ['guard'], who: keeperOnly, to: 'locked' },
    unlock: { from: ['locked'], roles: ['guard'], who: keeperOnly, to: 'closed' },
    repair: { from: ['closed', 'open', 'locked'], roles: ['mechanic'] },
  },
  roleRefusal: (op, actor) => `a ${actor.role} may not ${op}`,
  stateRefusal: (op, d) => `the door is ${d.state}: it cannot ${op}`,
  gate: (op, d) => (d.broken && op !== 'repair' ? 'the door is broken' : null),
});

const doorIn = (state: State, extra: Partial<Door> = {}): Door => ({ state, broken: false, wedged: false, keeperId: KEEPER, ...extra });
const actors: Record<string, Actor> = {
  keeper: { userId: KEEPER, role: 'guard' },
  otherGuard: { userId: 2, role: 'guard' },
  visitor: { userId: 3, role: 'visitor' },
  mechanic: { userId: 4, role: 'mechanic' },
};

type Row = [Op, State, Partial<Door>, string, State | 'ok' | [403 | 409, string]];

// operation, state, door, by whom → the state it leads to ('ok' when it names none), or the refusal
const TABLE: Row[] = [
  ['open', 'closed', {}, 'visitor', 'open'],
  ['open', 'locked', {}, 'keeper', 'open'],
  ['open', 'locked', {}, 'visitor', [403, 'only the keeper may open']],
  ['open', 'open', {}, 'visitor', [409, 'the door is open: it cannot open']],
  ['close', 'open', {}, 'visitor', 'closed'],
  ['close', 'open', { wedged: true }, 'visitor', [409, 'the door is wedged']],
  ['lock', 'closed', {}, 'keeper', 'locked'],
  ['lock', 'closed', {}, 'otherGuard', [403, 'only the keeper may lock']],
  ['lock', 'closed', {}, 'visitor', [403, 'a visitor may not lock']],
  ['unlock', 'locked', {}, 'keeper', 'closed'],
  ['unlock', 'open', {}, 'keeper', [409, 'the door is open: it cannot unlock']],
  ['repair', 'open', { broken: true }, 'mechanic', 'ok'],
  ['open', 'closed', { broken: true }, 'visitor', [409, 'the door is broken']],
  // The checks come in one order: role, gate, state, guard, person.
  ['lock', 'open', { broken: true }, 'visitor', [403, 'a visitor may not lock']],
  ['lock', 'open', { broken: true }, 'otherGuard', [409, 'the door is broken']],
  ['lock', 'open', {}, 'otherGuard', [409, 'the door is open: it cannot lock']],
  ['close', 'locked', { wedged: true }, 'visitor', [409, 'the door is locked: it cannot close']],
];

describe('a machine declared with defineMachine', () => {
  it.each(TABLE)('%s from %s (%o) by %s → %s', (op, state, extra, who, expected) => {
    const verdict = door.decide(doorIn(state, extra), actors[who], op);
    if (Array.isArray(expected)) expect(verdict).toEqual({ ok: false, status: expected[0], message: expected[1] });
    else expect(verdict).toEqual(expected === 'ok' ? { ok: true } : { ok: true, to: expected });
  });

  it('lists its operations in the order of the table', () => {
    expect(door.operations).toEqual(['open', 'close', 'lock', 'unlock', 'repair']);
  });

  it('offers exactly the operations that can succeed', () => {
    expect(door.allowedOperations(doorIn('closed'), actors.keeper)).toEqual(['open', 'lock']);
    expect(door.allowedOperations(doorIn('locked'), actors.visitor)).toEqual([]);
    expect(door.allowedOperations(doorIn('open', { broken: true }), actors.mechanic)).toEqual(['repair']);
  });

  it('refuses a role before any entity is at hand', () => {
    expect(door.refuseRole('repair', actors.keeper)).toEqual({ ok: false, status: 403, message: 'a guard may not repair' });
    expect(door.refuseRole('open', actors.visitor)).toBeNull();
  });

  it('refuses a role with the general text when the machine names none', () => {
    const bare = defineMachine<Door, Actor, State, 'lock'>({ stateOf: (d) => d.state, transitions: { lock: { from: ['closed'], roles: ['guard'] } }, stateRefusal: () => 'no' });
    expect(bare.decide(doorIn('closed'), actors.visitor, 'lock')).toEqual({ ok: false, status: 403, message: Messages.forbidden });
  });
});
