/**
 * Candidates with reasons: who could take an order, best first, each with why; and why not for those
 * filtered out. Pure: the server loads people, calendars and visits, this ranks them.
 */
import { distanceKm, formatDistance, type GeoPoint } from '../geo/geo';
import { FULL_DAY_VISITS, HALF_SCORE_KM, MAX_SKILL_LEVEL, URGENT_HOURS, type DispatchWeights } from './dispatch.constants';

/** What the order needs, from its type's rule. */
export interface OrderNeed {
  orderId: number;
  position: GeoPoint | null;
  address: string;
  /** The skill the order type asks for; null: none. */
  skill: { id: number; name: string; minLevel: number; required: boolean } | null;
  parts: { id: number; name: string }[];
  /** When the SLA's next node falls due; null: no running SLA node. */
  dueAt: Date | null;
  durationMin: number;
}

/** One booked visit of a person on the day, minutes from midnight (local business time). */
export interface BookedVisit {
  orderId: number;
  startMinute: number;
  endMinute: number;
  position: GeoPoint | null;
}

export interface PersonDay {
  userId: number;
  name: string;
  skills: { id: number; name: string; level: number }[];
  areas: string[];
  /** Working hours that day; null: not a working day. */
  work: { startMinute: number; endMinute: number } | null;
  leave: string | null;
  home: GeoPoint | null;
  visits: BookedVisit[];
  partIds: number[];
}

export type ReasonKind = 'skill' | 'area' | 'load' | 'distance' | 'free' | 'part' | 'sla';
export type ExclusionKind = 'leave' | 'dayOff' | 'noSkill' | 'lowLevel' | 'full';
export interface Reason {
  kind: ReasonKind;
  text: string;
  /** Points this reason adds to the score (weight × part). */
  points: number;
}
export interface Candidate {
  userId: number;
  name: string;
  score: number;
  reasons: Reason[];
  /** The first free window long enough for the visit, minutes from midnight. */
  free: { startMinute: number; endMinute: number };
  km: number | null;
}
export interface Excluded {
  userId: number;
  name: string;
  kind: ExclusionKind;
  text: string;
}
export interface CandidateList {
  candidates: Candidate[];
  excluded: Excluded[];
}

export const clock = (minute: number) => `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const round = (n: number) => Math.round(n * 100) / 100;

/** The first gap of `length` minutes in the working hours, from `fromMinute` on, between the booked visits. */
export function firstFreeWindow(work: { startMinute: number; endMinute: number }, visits: readonly BookedVisit[], length: number, fromMinute = 0): { startMinute: number; endMinute: number; after: BookedVisit | null } | null {
  const sorted = [...visits].sort((a, b) => a.startMinute - b.startMinute);
  let cursor = Math.max(work.startMinute, fromMinute);
  let after: BookedVisit | null = null;
  for (const v of sorted) {
    if (v.endMinute <= cursor) {
      after = v;
      continue;
    }
    if (v.startMinute - cursor >= length) return { startMinute: cursor, endMinute: v.startMinute, after };
    cursor = Math.max(cursor, v.endMinute);
    after = v;
  }
  return work.endMinute - cursor >= length ? { startMinute: cursor, endMinute: work.endMinute, after } : null;
}

/** Whether a service area names the place the order's address is in (areas are names such as 浦东新区). */
export const servesAddress = (areas: readonly string[], address: string) => areas.find((a) => a.length > 0 && address.includes(a)) ?? null;

function exclusion(person: PersonDay, need: OrderNeed, fromMinute: number): Excluded | null {
  const base = { userId: person.userId, name: person.name };
  if (person.leave !== null) return { ...base, kind: 'leave', text: `请假：${person.leave}` };
  if (!person.work) return { ...base, kind: 'dayOff', text: '当天休息' };
  if (need.skill?.required) {
    const has = person.skills.find((s) => s.id === need.skill!.id);
    if (!has) return { ...base, kind: 'noSkill', text: `没有技能 ${need.skill.name}` };
    if (has.level < need.skill.minLevel) return { ...base, kind: 'lowLevel', text: `技能 ${need.skill.name} 等级 ${has.level}，需要 ${need.skill.minLevel} 级` };
  }
  if (!firstFreeWindow(person.work, person.visits, need.durationMin, fromMinute)) return { ...base, kind: 'full', text: `当天没有 ${need.durationMin} 分钟的空闲` };
  return null;
}

function scored(person: PersonDay, need: OrderNeed, weights: DispatchWeights, now: Date, fromMinute: number): Candidate {
  const window = firstFreeWindow(person.work!, person.visits, need.durationMin, fromMinute)!;
  const reasons: Reason[] = [];
  const add = (kind: ReasonKind, part: number, text: string, weight: number) => reasons.push({ kind, text, points: round(weight * part) });
  if (need.skill) {
    const has = person.skills.find((s) => s.id === need.skill!.id);
    if (has) add('skill', Math.min(1, has.level / MAX_SKILL_LEVEL), `有技能 ${need.skill.name} ${has.level} 级`, weights.skill);
  }
  const area = servesAddress(person.areas, need.address);
  if (area) add('area', 1, `服务 ${area}`, weights.area);
  const count = person.visits.length;
  add('load', Math.max(0, 1 - count / FULL_DAY_VISITS), count === 0 ? '当天还没有上门' : `当天已有 ${count} 个上门`, weights.load);
  const from = window.after?.position ?? (window.after ? null : person.home);
  const km = need.position && from ? distanceKm(from, need.position) : null;
  if (km !== null) add('distance', 1 / (1 + km / HALF_SCORE_KM), `距${window.after ? '上一个上门' : '出发地'} ${formatDistance(km)}`, weights.distance);
  add('free', 0, `${clock(window.startMinute)}–${clock(window.endMinute)} 空闲`, 0);
  if (need.parts.length > 0) {
    const held = need.parts.filter((p) => person.partIds.includes(p.id));
    if (held.length > 0) add('part', held.length / need.parts.length, `自有库存有配件 ${held.map((p) => p.name).join('、')}`, weights.part);
  }
  if (need.dueAt) {
    const hours = (need.dueAt.getTime() - now.getTime()) / 3_600_000;
    const urgency = Math.max(0, Math.min(1, 1 - hours / URGENT_HOURS));
    // An urgent order favours whoever is free soonest: the part falls with the wait for the free window.
    const waitHours = Math.max(0, window.startMinute - fromMinute) / 60;
    const soon = hours <= 0 ? 1 / (1 + waitHours) : Math.max(0, 1 - waitHours / Math.max(hours, 1));
    const when = hours <= 0 ? `SLA 节点已超时 ${Math.round(-hours * 10) / 10} 小时` : `SLA 下一节点还有 ${Math.round(hours * 10) / 10} 小时`;
    add('sla', urgency * soon, when, weights.sla);
  }
  const score = round(reasons.reduce((sum, r) => sum + r.points, 0));
  return { userId: person.userId, name: person.name, score, reasons, free: { startMinute: window.startMinute, endMinute: window.endMinute }, km: km === null ? null : round(km) };
}

/**
 * Ranks the people for the order: the excluded (leave, day off, required skill missing or too low,
 * no free window) with why, the others by score (ties: fewer visits, then nearer, then id).
 * `fromMinute` is now's minute when the day is today (earlier windows are gone), else 0.
 */
export function rankCandidates(need: OrderNeed, people: readonly PersonDay[], weights: DispatchWeights, now: Date, fromMinute = 0): CandidateList {
  const candidates: Candidate[] = [];
  const excluded: Excluded[] = [];
  for (const person of people) {
    const out = exclusion(person, need, fromMinute);
    if (out) excluded.push(out);
    else candidates.push(scored(person, need, weights, now, fromMinute));
  }
  const visits = new Map(people.map((p) => [p.userId, p.visits.length]));
  candidates.sort((a, b) => b.score - a.score || visits.get(a.userId)! - visits.get(b.userId)! || (a.km ?? 1e9) - (b.km ?? 1e9) || a.userId - b.userId);
  return { candidates, excluded };
}

/** The reason line the order log keeps for an automatic assignment or suggestion. */
export const reasonLine = (c: Candidate) => `${c.name}（${c.score} 分）：${c.reasons.map((r) => r.text).join('；')}`;
