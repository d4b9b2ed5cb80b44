/**
 * The statistics of the chart centre, defined once (domain/reports/DECISIONS.md: statistics definitions).
 * The server sums per group in SQL (`OrderSums`) and turns the sums into figures with `figuresOf`;
 * `sumOrders` is the same definition over single orders (the tests' hand-computed fixtures and the
 * full recount use it), so SQL and definition cannot drift apart.
 */
export const ORDER_COMPLETED = 5;
export const ORDER_CANCELLED = 6;
const MINUTE_MS = 60_000;

/** What one order contributes: its state, time nodes, deadline, receipt and evaluation. */
export interface OrderFacts {
  state: number;
  createdAt: Date;
  assignedAt: Date | null;
  takenAt: Date | null;
  completedAt: Date | null;
  exceptionAt: Date | null;
  dueAt: Date | null;
  dueDoneAt: Date | null;
  /** Fees total in fen (service + spare + other + items − discount, never below 0). */
  feesFen: number;
  /** Collected in fen (the order's collection records). */
  collectedFen: number;
  /** The receipt's service duration. */
  serviceMinutes: number | null;
  evaluation: EvaluationFacts | null;
}

export interface EvaluationFacts {
  solved: boolean;
  quality: number;
  attitude: number;
  speed: number;
  solveRate: number;
}

/** Sums over a group of orders: what SQL adds up with one GROUP BY. */
export interface OrderSums {
  total: number;
  completed: number;
  cancelled: number;
  /** Orders picked up (接单) and the minutes from creation to pick-up. */
  responded: number;
  responseMinutes: number;
  /** Orders assigned and the minutes from creation to assignment (dispatch speed). */
  assigned: number;
  assignMinutes: number;
  /** Completed orders with a completion time and the minutes from creation to completion. */
  finished: number;
  completeMinutes: number;
  /** Completed orders fixed the first time (see isFirstTimeFix). */
  firstFix: number;
  /** Orders with a pick-up deadline, and those of them overdue. */
  withDeadline: number;
  overdue: number;
  feesFen: number;
  collectedFen: number;
  serviceMinutes: number;
  evaluated: number;
  solved: number;
  quality: number;
  attitude: number;
  speed: number;
  solveRate: number;
}

export const ZERO_SUMS: OrderSums = {
  total: 0,
  completed: 0,
  cancelled: 0,
  responded: 0,
  responseMinutes: 0,
  assigned: 0,
  assignMinutes: 0,
  finished: 0,
  completeMinutes: 0,
  firstFix: 0,
  withDeadline: 0,
  overdue: 0,
  feesFen: 0,
  collectedFen: 0,
  serviceMinutes: 0,
  evaluated: 0,
  solved: 0,
  quality: 0,
  attitude: 0,
  speed: 0,
  solveRate: 0,
};

const minutesBetween = (from: Date, to: Date) => (to.getTime() - from.getTime()) / MINUTE_MS;

/** Response time: creation to pick-up (接单), in minutes; null before pick-up. */
export const responseMinutes = (o: OrderFacts) => (o.takenAt ? minutesBetween(o.createdAt, o.takenAt) : null);
/** Dispatch time: creation to assignment, in minutes; null before assignment. */
export const assignMinutes = (o: OrderFacts) => (o.assignedAt ? minutesBetween(o.createdAt, o.assignedAt) : null);
/** Time to complete: creation to completion (state 5), in minutes; null unless completed. */
export const completeMinutes = (o: OrderFacts) => (o.state === ORDER_COMPLETED && o.completedAt ? minutesBetween(o.createdAt, o.completedAt) : null);
/**
 * First-time fix: a completed order never reported abnormal (no exception time node) and not
 * evaluated as unsolved by the customer.
 */
export const isFirstTimeFix = (o: OrderFacts) => o.state === ORDER_COMPLETED && o.exceptionAt === null && !(o.evaluation && !o.evaluation.solved);
/** Overdue (SLA timeout): the pick-up deadline passed before the step it guards was reached (or is still open at `now`). */
export const isOverdue = (o: OrderFacts, now: Date) => o.dueAt !== null && o.dueAt.getTime() < (o.dueDoneAt ?? now).getTime();

/** The sums of single orders, by the definitions above. */
export function sumOrders(rows: readonly OrderFacts[], now: Date): OrderSums {
  const s = { ...ZERO_SUMS };
  for (const o of rows) {
    s.total += 1;
    if (o.state === ORDER_COMPLETED) s.completed += 1;
    if (o.state === ORDER_CANCELLED) s.cancelled += 1;
    const response = responseMinutes(o);
    if (response !== null) (s.responded += 1), (s.responseMinutes += response);
    const assign = assignMinutes(o);
    if (assign !== null) (s.assigned += 1), (s.assignMinutes += assign);
    const complete = completeMinutes(o);
    if (complete !== null) (s.finished += 1), (s.completeMinutes += complete);
    if (isFirstTimeFix(o)) s.firstFix += 1;
    if (o.dueAt) s.withDeadline += 1;
    if (isOverdue(o, now)) s.overdue += 1;
    s.feesFen += o.feesFen;
    s.collectedFen += o.collectedFen;
    s.serviceMinutes += o.serviceMinutes ?? 0;
    if (o.evaluation) {
      s.evaluated += 1;
      if (o.evaluation.solved) s.solved += 1;
      s.quality += o.evaluation.quality;
      s.attitude += o.evaluation.attitude;
      s.speed += o.evaluation.speed;
      s.solveRate += o.evaluation.solveRate;
    }
  }
  return s;
}

export function addSums(a: OrderSums, b: OrderSums): OrderSums {
  const out = { ...a };
  for (const key of Object.keys(ZERO_SUMS) as (keyof OrderSums)[]) out[key] = a[key] + b[key];
  return out;
}

/** The figures shown for a group of orders. Rates are percentages with one decimal; null when nothing to divide by. */
export interface OrderFigures {
  total: number;
  completed: number;
  cancelled: number;
  /** Completed / total, %. */
  completionRate: number | null;
  avgResponseMinutes: number | null;
  avgAssignMinutes: number | null;
  avgCompleteMinutes: number | null;
  /** First-time fixes / completed, %. */
  firstTimeFixRate: number | null;
  withDeadline: number;
  overdue: number;
  /** Overdue / orders with a deadline, %. */
  slaTimeoutRate: number | null;
  /** Yuan, two decimals. */
  fees: number;
  collected: number;
  serviceHours: number;
  evaluated: number;
  /** Evaluated as solved / evaluated, %. */
  solvedRate: number | null;
  /** Average stars (1-5, two decimals) per evaluation dimension. */
  quality: number | null;
  attitude: number | null;
  speed: number | null;
  solveRate: number | null;
}

const round = (n: number, digits: number) => Math.round(n * 10 ** digits) / 10 ** digits;
export const percent = (part: number, whole: number) => (whole > 0 ? round((part / whole) * 100, 1) : null);
export const average = (sum: number, n: number, digits = 1) => (n > 0 ? round(sum / n, digits) : null);

/** The sums each figure is built from (figuresOf): a query may sum only what the shown figures need. */
const SUMS_OF: Record<keyof OrderFigures, (keyof OrderSums)[]> = {
  total: ['total'],
  completed: ['completed'],
  cancelled: ['cancelled'],
  completionRate: ['completed', 'total'],
  avgResponseMinutes: ['responseMinutes', 'responded'],
  avgAssignMinutes: ['assignMinutes', 'assigned'],
  avgCompleteMinutes: ['completeMinutes', 'finished'],
  firstTimeFixRate: ['firstFix', 'completed'],
  withDeadline: ['withDeadline'],
  overdue: ['overdue'],
  slaTimeoutRate: ['overdue', 'withDeadline'],
  fees: ['feesFen'],
  collected: ['collectedFen'],
  serviceHours: ['serviceMinutes'],
  evaluated: ['evaluated'],
  solvedRate: ['solved', 'evaluated'],
  quality: ['quality', 'evaluated'],
  attitude: ['attitude', 'evaluated'],
  speed: ['speed', 'evaluated'],
  solveRate: ['solveRate', 'evaluated'],
};

/** The sums the given figures need (total always: an empty group is left out by it). */
export function sumsNeeded(metrics: readonly string[]): (keyof OrderSums)[] {
  return [...new Set<keyof OrderSums>(['total', ...metrics.flatMap((m) => SUMS_OF[m as keyof OrderFigures] ?? [])])];
}

export function figuresOf(s: OrderSums): OrderFigures {
  return {
    total: s.total,
    completed: s.completed,
    cancelled: s.cancelled,
    completionRate: percent(s.completed, s.total),
    avgResponseMinutes: average(s.responseMinutes, s.responded),
    avgAssignMinutes: average(s.assignMinutes, s.assigned),
    avgCompleteMinutes: average(s.completeMinutes, s.finished),
    firstTimeFixRate: percent(s.firstFix, s.completed),
    withDeadline: s.withDeadline,
    overdue: s.overdue,
    slaTimeoutRate: percent(s.overdue, s.withDeadline),
    fees: round(s.feesFen / 100, 2),
    collected: round(s.collectedFen / 100, 2),
    serviceHours: round(s.serviceMinutes / 60, 1),
    evaluated: s.evaluated,
    solvedRate: percent(s.solved, s.evaluated),
    quality: average(s.quality, s.evaluated, 2),
    attitude: average(s.attitude, s.evaluated, 2),
    speed: average(s.speed, s.evaluated, 2),
    solveRate: average(s.solveRate, s.evaluated, 2),
  };
}
