/**
 * Route optimisation of one engineer's day: the order of their visits that minimises travel plus
 * lateness, with time windows and service durations. Pure: the travel comes as matrices from a
 * provider (straight-line at a speed by default; a map platform's distance matrix can replace it).
 *
 * Exact for small days (branch and bound over every order: up to EXACT_LIMIT visits), and for larger
 * ones cheapest insertion followed by local search (or-opt moves of 1–3 visits and 2-opt reversals)
 * until no move improves.
 */
import { distanceKm, type GeoPoint } from '../geo/geo';
import { LATENESS_KM_PER_MINUTE } from './dispatch.constants';

export interface RouteStop {
  id: number;
  position: GeoPoint;
  durationMin: number;
  /** Earliest start and latest start (minutes from midnight); null: any time. */
  window: { start: number; end: number } | null;
}

/** Travel between points: km and minutes, index 0 the start, 1..n the stops. */
export interface TravelMatrix {
  km: number[][];
  minutes: number[][];
}

/** Where travel times come from. The default is straight lines at a speed; a distance-matrix API may replace it. */
export interface TravelProvider {
  matrix(points: readonly GeoPoint[]): Promise<TravelMatrix>;
}

export function straightLineMatrix(points: readonly GeoPoint[], speedKmh: number): TravelMatrix {
  const km = points.map((a) => points.map((b) => distanceKm(a, b)));
  return { km, minutes: km.map((row) => row.map((d) => (d / speedKmh) * 60)) };
}

export const straightLineProvider = (speedKmh: number): TravelProvider => ({ matrix: async (points) => straightLineMatrix(points, speedKmh) });

export interface RouteProblem {
  startMinute: number;
  stops: readonly RouteStop[];
  matrix: TravelMatrix;
  latenessKmPerMinute?: number;
}

export interface RouteEvaluation {
  /** Stop indexes (0-based into `stops`) in visiting order. */
  order: number[];
  km: number;
  lateMinutes: number;
  cost: number;
  /** Planned start of service at each visited stop, in visiting order. */
  starts: number[];
}

/** Travel, lateness and start times of visiting the stops in `order` from the start (open route: the day ends at the last visit). */
export function evaluateRoute(problem: RouteProblem, order: readonly number[]): RouteEvaluation {
  const { km: K, minutes: M } = problem.matrix;
  let at = 0;
  let time = problem.startMinute;
  let km = 0;
  let late = 0;
  const starts: number[] = [];
  for (const i of order) {
    const node = i + 1;
    km += K[at][node];
    time += M[at][node];
    const w = problem.stops[i].window;
    if (w && time < w.start) time = w.start;
    if (w && time > w.end) late += time - w.end;
    starts.push(time);
    time += problem.stops[i].durationMin;
    at = node;
  }
  const weight = problem.latenessKmPerMinute ?? LATENESS_KM_PER_MINUTE;
  return { order: [...order], km, lateMinutes: late, cost: km + weight * late, starts };
}

/** Visits up to this many are solved exactly. */
export const EXACT_LIMIT = 9;

/** Branch and bound over every visiting order: the partial cost never falls, so a partial route costlier than the best is cut. */
function exactRoute(problem: RouteProblem): number[] {
  const n = problem.stops.length;
  const { km: K, minutes: M } = problem.matrix;
  const weight = problem.latenessKmPerMinute ?? LATENESS_KM_PER_MINUTE;
  let best = Infinity;
  let bestOrder: number[] = [];
  const path: number[] = [];
  const used = new Array<boolean>(n).fill(false);
  const step = (at: number, time: number, cost: number) => {
    if (cost >= best - 1e-9) return;
    if (path.length === n) {
      best = cost;
      bestOrder = [...path];
      return;
    }
    for (let i = 0; i < n; i++) {
      if (used[i]) continue;
      const node = i + 1;
      let t = time + M[at][node];
      const w = problem.stops[i].window;
      if (w && t < w.start) t = w.start;
      const late = w && t > w.end ? t - w.end : 0;
      used[i] = true;
      path.push(i);
      step(node, t + problem.stops[i].durationMin, cost + K[at][node] + weight * late);
      path.pop();
      used[i] = false;
    }
  };
  step(0, problem.startMinute, 0);
  return bestOrder;
}

/** Cheapest insertion: each stop (earliest window first) goes where it raises the cost least. */
function insertionRoute(problem: RouteProblem): number[] {
  const byWindow = problem.stops.map((s, i) => ({ i, start: s.window?.start ?? Infinity })).sort((a, b) => a.start - b.start || a.i - b.i);
  let route: number[] = [];
  for (const { i } of byWindow) {
    let bestCost = Infinity;
    let bestRoute = route;
    for (let at = 0; at <= route.length; at++) {
      const tried = [...route.slice(0, at), i, ...route.slice(at)];
      const cost = evaluateRoute(problem, tried).cost;
      if (cost < bestCost - 1e-9) {
        bestCost = cost;
        bestRoute = tried;
      }
    }
    route = bestRoute;
  }
  return route;
}

/** Or-opt (move a run of 1–3 visits elsewhere) and 2-opt (reverse a run) until no move lowers the cost. */
export function improveRoute(problem: RouteProblem, start: number[]): number[] {
  let route = start;
  let cost = evaluateRoute(problem, route).cost;
  const n = route.length;
  /** Takes `tried` when it costs less. */
  const better = (tried: number[]) => {
    const c = evaluateRoute(problem, tried).cost;
    if (c >= cost - 1e-9) return false;
    route = tried;
    cost = c;
    return true;
  };
  const orOpt = () => {
    for (let len = 1; len <= 3; len++) {
      for (let from = 0; from + len <= n; from++) {
        const run = route.slice(from, from + len);
        const rest = [...route.slice(0, from), ...route.slice(from + len)];
        for (let to = 0; to <= rest.length; to++) if (to !== from && better([...rest.slice(0, to), ...run, ...rest.slice(to)])) return true;
      }
    }
    return false;
  };
  const twoOpt = () => {
    for (let i = 0; i < n - 1; i++) {
      for (let j = i + 1; j < n; j++) if (better([...route.slice(0, i), ...route.slice(i, j + 1).reverse(), ...route.slice(j + 1)])) return true;
    }
    return false;
  };
  while (orOpt() || twoOpt());
  return route;
}

/** The best visiting order found: exact up to EXACT_LIMIT visits, else insertion + local search; never worse than `booked` when given. */
export function solveRoute(problem: RouteProblem, booked?: readonly number[]): RouteEvaluation {
  const n = problem.stops.length;
  if (n === 0) return evaluateRoute(problem, []);
  const found = n <= EXACT_LIMIT ? exactRoute(problem) : improveRoute(problem, insertionRoute(problem));
  const result = evaluateRoute(problem, found);
  if (booked && booked.length === n) {
    const kept = evaluateRoute(problem, n <= EXACT_LIMIT ? booked : improveRoute(problem, [...booked]));
    if (kept.cost < result.cost - 1e-9) return kept;
  }
  return result;
}
