/** Conflicts a drop on the board meets, told before it lands and refused when it does (pure). */
import type { PersonDay } from './candidates';
import { DispatchErrors } from './errors';
import type { Conflict } from './dispatch.types';

export interface Drop {
  orderId: number;
  startMinute: number;
  durationMin: number;
  skill: { id: number; name: string; minLevel: number; required: boolean } | null;
}

export function dropConflicts(person: PersonDay, drop: Drop): Conflict[] {
  const out: Conflict[] = [];
  if (person.leave !== null) out.push({ kind: 'leave', text: `${DispatchErrors.onLeave}（${person.leave}）` });
  if (!person.work) out.push({ kind: 'dayOff', text: DispatchErrors.dayOff });
  else if (drop.startMinute < person.work.startMinute || drop.startMinute + drop.durationMin > person.work.endMinute) out.push({ kind: 'outsideHours', text: DispatchErrors.outsideHours });
  const end = drop.startMinute + drop.durationMin;
  const clash = person.visits.find((v) => v.orderId !== drop.orderId && v.startMinute < end && drop.startMinute < v.endMinute);
  if (clash) out.push({ kind: 'overlap', text: DispatchErrors.overlap });
  if (drop.skill?.required) {
    const has = person.skills.find((s) => s.id === drop.skill!.id);
    if (!has) out.push({ kind: 'noSkill', text: `${DispatchErrors.noSkill}（${drop.skill.name}）` });
    else if (has.level < drop.skill.minLevel) out.push({ kind: 'lowLevel', text: `${DispatchErrors.lowLevel}（${drop.skill.name} ${drop.skill.minLevel} 级）` });
  }
  return out;
}
