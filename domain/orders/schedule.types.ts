/** Answers of the schedule tables (requests: schedule.schemas.ts; paths: orders.paths.ts). */
import type { OrderStateCode } from './order.constants';
import type { UserRefView } from './orders.types';

export interface ScheduleOrder {
  id: number;
  orderNo: string;
  title: string;
  state: OrderStateCode;
  customerName: string;
  appointmentTime: string;
}

/** One staff member's row of /schedule/list: each day of the range with the orders appointed on it. */
export interface ScheduleRow {
  user: UserRefView;
  days: { date: string; orders: ScheduleOrder[] }[];
}

/** One staff member's row of /schedule/report. */
export interface ScheduleReportRow {
  user: UserRefView;
  assigned: number;
  completed: number;
  overdue: number;
  serviceMinutes: number;
  /** Held now (pending pickup, pending service, in service), whatever the range. */
  holding: number;
}

/** The day grid of the schedule: business hours and the step of its columns. */
export interface ScheduleTimeInterval {
  dayStart: string;
  dayEnd: string;
  stepMinutes: number;
}

export const SCHEDULE_TIME_INTERVAL: ScheduleTimeInterval = { dayStart: '08:00', dayEnd: '20:00', stepMinutes: 60 };
