/**
 * Route optimisation of a group's day across engineers: each engineer's visits in the best order
 * (`solveRoute`), and, when asked, unfixed visits moved to another engineer where that lowers the
 * group's travel and lateness. Pure: one travel matrix over every start and visit comes in.
 *
 * A move is the cheapest relocation found (the visit taken out of one route, put in the best place
 * of another), taken only when it saves more than MIN_MOVE_SAVING; repeated until none does. Fixed
 * visits never move, a visit moves only to an engineer it allows, and nobody receives a visit once
 * their route holds `capacity` visits. Each route is then solved again from where the moves left it,
 * so the plan never costs more than reordering each day alone.
 */
import { LATENESS_KM_PER_MINUTE } from './dispatch.constants';
import { evaluateRoute, solveRoute, type RouteEvaluation, type RouteProblem, type TravelMatrix } from './route-solver';

export interface FleetEngineer {
  /** The engineer's start: an index into the matrix. */
  point: number;
  startMinute: number;
  /** Most visits their route may hold after the moves (their own booked ones are never taken away for it). */
  capacity: number;
}

export interface FleetVisit {
  id: number;
  /** An index into the matrix. */
  point: number;
  durationMin: number;
  window: { start: number; end: number } | null;
  /** Index of the engineer holding it. */
  owner: number;
  /** A fixed visit stays with its engineer. */
  fixed: boolean;
  /** Engineers (indexes) who may take it over; the owner need not be named. */
  allowed: readonly number[];
}

export interface FleetProblem {
  engineers: readonly FleetEngineer[];
  visits: readonly FleetVisit[];
  matrix: TravelMatrix;
  latenessKmPerMinute?: number;
}

export interface FleetMove {
  visit: number;
  from: number;
  to: number;
  /** Cost saved by the move when it was made (km, lateness counted in km). */
  saving: number;
}

export interface FleetPlan {
  /** Per engineer, visit indexes in visiting order, and the route's travel. */
  routes: { visits: number[]; evaluation: RouteEvaluation }[];
  moves: FleetMove[];
}

/** A move must save at least this much (km) to be worth telling two engineers about. */
export const MIN_MOVE_SAVING = 0.5;

/** The engineer's day as a one-engineer route problem over `visits` (indexes into the fleet's visits). */
export function routeProblem(fleet: FleetProblem, engineer: number, visits: readonly number[]): RouteProblem {
  const points = [fleet.engineers[engineer].point, ...visits.map((v) => fleet.visits[v].point)];
  const km = points.map((a) => points.map((b) => fleet.matrix.km[a][b]));
  const minutes = points.map((a) => points.map((b) => fleet.matrix.minutes[a][b]));
  const stops = visits.map((v) => {
    const s = fleet.visits[v];
    return { id: s.id, position: { lng: 0, lat: 0 }, durationMin: s.durationMin, window: s.window };
  });
  return { startMinute: fleet.engineers[engineer].startMinute, stops, matrix: { km, minutes }, latenessKmPerMinute: fleet.latenessKmPerMinute };
}

/** The route's cost as `evaluateRoute` counts it, read straight from the fleet's matrix (the search's inner loop). */
function costOf(fleet: FleetProblem, engineer: number, route: readonly number[]): number {
  const { km: K, minutes: M } = fleet.matrix;
  const weight = fleet.latenessKmPerMinute ?? LATENESS_KM_PER_MINUTE;
  let at = fleet.engineers[engineer].point;
  let time = fleet.engineers[engineer].startMinute;
  let cost = 0;
  for (const i of route) {
    const v = fleet.visits[i];
    cost += K[at][v.point];
    time += M[at][v.point];
    if (v.window && time < v.window.start) time = v.window.start;
    if (v.window && time > v.window.end) cost += weight * (time - v.window.end);
    time += v.durationMin;
    at = v.point;
  }
  return cost;
}

/** The cheapest place for `visit` in `route`: the new route and its cost. */
function bestInsertion(fleet: FleetProblem, engineer: number, route: readonly number[], visit: number): { route: number[]; cost: number } {
  let best = { route: [...route, visit], cost: Infinity };
  for (let at = 0; at <= route.length; at++) {
    const tried = [...route.slice(0, at), visit, ...route.slice(at)];
    const cost = costOf(fleet, engineer, tried);
    if (cost < best.cost - 1e-9) best = { route: tried, cost };
  }
  return best;
}

/** Solves one engineer's route from `start` (never worse than it). */
function solved(fleet: FleetProblem, engineer: number, start: readonly number[]): number[] {
  const problem = routeProblem(fleet, engineer, start);
  return solveRoute(problem, start.map((_, i) => i)).order.map((i) => start[i]);
}

/** The best relocation of one unfixed visit, or null when none saves MIN_MOVE_SAVING. */
function bestMove(fleet: FleetProblem, routes: number[][], costs: number[], moved: ReadonlySet<number>): { move: FleetMove; fromRoute: number[]; toRoute: number[]; fromCost: number; toCost: number } | null {
  let best: ReturnType<typeof bestMove> = null;
  for (const [from, route] of routes.entries()) {
    for (const visit of route) {
      const v = fleet.visits[visit];
      if (v.fixed || moved.has(visit)) continue;
      const fromRoute = route.filter((x) => x !== visit);
      const fromCost = costOf(fleet, from, fromRoute);
      for (const to of v.allowed) {
        if (to === from || routes[to].length >= fleet.engineers[to].capacity) continue;
        const inserted = bestInsertion(fleet, to, routes[to], visit);
        const saving = costs[from] + costs[to] - fromCost - inserted.cost;
        if (saving >= MIN_MOVE_SAVING && (!best || saving > best.move.saving + 1e-9)) {
          best = { move: { visit, from, to, saving }, fromRoute, toRoute: inserted.route, fromCost, toCost: inserted.cost };
        }
      }
    }
  }
  return best;
}

/**
 * The plan of the day: every route reordered; with `moveBetween`, unfixed visits moved between engineers
 * while a move saves cost (each visit moves at most once, so the search ends).
 */
export function planFleet(fleet: FleetProblem, moveBetween: boolean): FleetPlan {
  const routes: number[][] = fleet.engineers.map(() => []);
  for (const [i, v] of fleet.visits.entries()) routes[v.owner].push(i);
  const moves: FleetMove[] = [];
  if (moveBetween) {
    for (const [e, route] of routes.entries()) routes[e] = solved(fleet, e, route);
    const costs = routes.map((r, e) => costOf(fleet, e, r));
    const moved = new Set<number>();
    for (;;) {
      const found = bestMove(fleet, routes, costs, moved);
      if (!found) break;
      const { move } = found;
      routes[move.from] = found.fromRoute;
      routes[move.to] = found.toRoute;
      costs[move.from] = found.fromCost;
      costs[move.to] = found.toCost;
      moves.push(move);
      moved.add(move.visit);
    }
  }
  const final = routes.map((route, e) => solved(fleet, e, route));
  return { routes: final.map((visits, e) => ({ visits, evaluation: evaluateRoute(routeProblem(fleet, e, visits), visits.map((_, i) => i)) })), moves };
}
