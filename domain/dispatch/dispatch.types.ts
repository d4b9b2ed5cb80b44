/** What the dispatch calls answer (issue 40). */
import type { GeoPoint } from '../geo/geo';
import type { Candidate, Excluded } from './candidates';
import type { AutoModeValue, DispatchWeights } from './dispatch.constants';

export interface CalendarView {
  days: number[];
  startMinute: number;
  endMinute: number;
  home: (GeoPoint & { address: string }) | null;
  areas: string[];
}
export interface PersonCalendarRow {
  userId: number;
  name: string;
  groupIds: number[];
  /** The person's own calendar; null: they follow their group's (or the default). */
  own: CalendarView | null;
  /** What applies: their own, else their first group's with one, else Monday–Friday 09:00–18:00; areas add up. */
  effective: CalendarView;
  skills: { skillId: number; name: string; level: number }[];
  leaves: { id: number; fromDate: string; toDate: string; reason: string }[];
}
export interface GroupCalendarRow {
  groupId: number;
  name: string;
  calendar: CalendarView | null;
  memberIds: number[];
}
export interface CalendarListView {
  people: PersonCalendarRow[];
  groups: GroupCalendarRow[];
  skills: { id: number; name: string }[];
}

export interface RuleRow {
  templateId: number;
  templateName: string;
  mode: AutoModeValue;
  skillId: number | null;
  minLevel: number;
  requireSkill: boolean;
  partIds: number[];
  serviceMinutes: number;
  weights: DispatchWeights;
}

export interface CandidatesView {
  orderId: number;
  orderNo: string;
  day: string;
  /** The order's address has no coordinates: listed as 无位置, never placed at 0,0. */
  noLocation: boolean;
  need: { skill: string | null; minLevel: number; required: boolean; parts: string[]; durationMin: number };
  candidates: Candidate[];
  excluded: Excluded[];
}

export interface DecisionRow {
  id: number;
  kind: number;
  userId: number | null;
  score: number | null;
  text: string;
  reasons: Candidate['reasons'];
  createdAt: string;
}

export interface WaitingOrder {
  orderId: number;
  orderNo: string;
  title: string;
  customerName: string;
  address: string;
  priority: number;
  version: number;
  templateId: number;
  dueAt: string | null;
  noLocation: boolean;
}
export interface BoardBlock extends Omit<WaitingOrder, 'dueAt' | 'priority'> {
  userId: number;
  day: string;
  startMinute: number;
  endMinute: number;
  state: number;
}
export interface BoardRow {
  userId: number;
  name: string;
  days: { day: string; work: { startMinute: number; endMinute: number } | null; leave: string | null }[];
}
export interface BoardView {
  days: string[];
  rows: BoardRow[];
  blocks: BoardBlock[];
  waiting: WaitingOrder[];
}

export type ConflictKind = 'leave' | 'dayOff' | 'outsideHours' | 'overlap' | 'noSkill' | 'lowLevel';
export interface Conflict {
  kind: ConflictKind;
  text: string;
}

export interface RouteVisit {
  orderId: number;
  orderNo: string;
  title: string;
  version: number;
  position: GeoPoint;
  /** Booked appointment and the proposed one ('YYYY-MM-DD HH:mm', China time). */
  booked: string;
  planned: string;
  /** Set when the optimiser moved the visit to this engineer: who held it and why (the saving). */
  movedFrom: { userId: number; name: string; reason: string } | null;
}
/** A visit of the engineer's day as booked, before the proposal (for drawing the day as it stands). */
export type BookedStop = Pick<RouteVisit, 'orderId' | 'orderNo' | 'title' | 'position' | 'booked'>;
export interface RouteProposal {
  userId: number;
  name: string;
  /** Where the route starts: the engineer's home, else their first located visit as booked. */
  start: GeoPoint;
  beforeKm: number;
  afterKm: number;
  lateBefore: number;
  lateAfter: number;
  /** The proposed stops, in order. */
  visits: RouteVisit[];
  /** The engineer's located visits as booked, in appointment order (those the plan hands to another engineer too). */
  bookedStops: BookedStop[];
  /** Visits left as booked because their order has no location. */
  noLocation: { orderId: number; orderNo: string; title: string; booked: string }[];
}
export interface OptimiseView {
  day: string;
  speedKmh: number;
  beforeKm: number;
  afterKm: number;
  /** How many visits change engineer (only when moving between engineers was asked). */
  moved: number;
  routes: RouteProposal[];
}

/** One visit of an engineer's day on the phone, in the order they drive (the appointment order an accepted optimisation set). */
export interface DayVisit {
  orderId: number;
  orderNo: string;
  title: string;
  customerName: string;
  address: string;
  state: number;
  /** 'HH:mm', China time. */
  time: string;
  /** Null when the order has no coordinates: no navigation link, never 0,0. */
  position: GeoPoint | null;
}
export interface MyDayView {
  day: string;
  visits: DayVisit[];
  /** The visit to drive to next: the first after the one in service, else the first not started; null when none is left. */
  nextOrderId: number | null;
}
