// Dispatch figures (issue 40), on a generated city (a 30 × 30 km square around Shanghai's centre, fixed seed):
//   - candidates for one order among 500 engineers, each with a calendar, skills, areas, own-stock parts
//     and 0–7 visits that day: the ranking with every reason and exclusion (`rankCandidates`), median of
//     200 rounds; side by side with today's map screen ordering (`nearestStaff`, distance only). Target < 50 ms.
//     (The loading of those rows from the database is eight indexed queries and not in this figure.)
//   - route optimisation of a group of 20 engineers and 150 visits with time windows (appointment ± 2 h):
//     total time (target < 10 s) and total travel against the order the visits were booked in (random
//     booking; target at least 20 % shorter), lateness before and after.
//   - moving visits between engineers: the same kind of group as one fleet (every visit not yet taken, anyone
//     may take it, at most 9 visits each): `planFleet` with moves against each day reordered alone.
//   - small cases: 200 random days of 8 visits for one engineer, the solver against every order (8! = 40,320
//     each): how many equal the exhaustive optimum (target: all).
// Run: node --import tsx bench/dispatch.ts
import { performance } from 'node:perf_hooks';
import { rankCandidates, type OrderNeed, type PersonDay } from '@domain/dispatch/candidates';
import { DEFAULT_WEIGHTS } from '@domain/dispatch/dispatch.constants';
import { nearestStaff } from '@domain/orders/assign-map';
import { planFleet, type FleetProblem } from '@domain/dispatch/route-moves';
import { evaluateRoute, solveRoute, straightLineMatrix, type RouteProblem, type RouteStop } from '@domain/dispatch/route-solver';
import { median, printTable, progressLogger, saveResult } from './lib';

const step = progressLogger();
let seed = 20_261_206;
const random = () => {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
};
const CENTRE = { lng: 121.47, lat: 31.23 };
// About 30 km across.
const place = () => ({ lng: CENTRE.lng + (random() - 0.5) * 0.31, lat: CENTRE.lat + (random() - 0.5) * 0.27 });
const AREAS = ['浦东新区', '黄浦区', '徐汇区', '长宁区', '静安区', '普陀区', '虹口区', '杨浦区', '闵行区', '宝山区'];

function candidatesFigure() {
  const people: PersonDay[] = Array.from({ length: 500 }, (_, i) => {
    const visits = Array.from({ length: Math.floor(random() * 8) }, (_, k) => ({ orderId: 10_000 + i * 10 + k, startMinute: 540 + k * 70, endMinute: 540 + k * 70 + 60, position: place() }));
    return {
      userId: i + 1,
      name: `工程师${i + 1}`,
      skills: random() < 0.6 ? [{ id: 1 + Math.floor(random() * 5), name: '技能', level: 1 + Math.floor(random() * 3) }] : [],
      areas: [AREAS[i % AREAS.length], AREAS[(i * 7) % AREAS.length]],
      work: random() < 0.9 ? { startMinute: 480 + Math.floor(random() * 3) * 30, endMinute: 1080 } : null,
      leave: random() < 0.05 ? '年假' : null,
      home: place(),
      visits,
      partIds: random() < 0.3 ? [7] : [],
    };
  });
  const need: OrderNeed = { orderId: 1, position: place(), address: '上海市浦东新区张江路 1 号', skill: { id: 1, name: '空调安装', minLevel: 1, required: false }, parts: [{ id: 7, name: '压缩机' }], dueAt: new Date(Date.now() + 3 * 3_600_000), durationMin: 60 };
  const staff = people.map((p) => ({ id: p.userId, position: p.home }));
  const now = new Date();
  const ranked: number[] = [];
  const nearest: number[] = [];
  let kept = 0;
  for (let round = 0; round < 220; round++) {
    let t = performance.now();
    const list = rankCandidates(need, people, DEFAULT_WEIGHTS, now, 600);
    const a = performance.now() - t;
    t = performance.now();
    nearestStaff(staff, need.position);
    const b = performance.now() - t;
    if (round >= 20) {
      ranked.push(a);
      nearest.push(b);
    }
    kept = list.candidates.length;
  }
  return { ranked: median(ranked), nearest: median(nearest), kept };
}

function dayProblem(visits: number, startMinute = 480): { problem: RouteProblem; booked: number[] } {
  const stops: RouteStop[] = Array.from({ length: visits }, (_, i) => {
    const at = 540 + Math.floor(random() * 16) * 30;
    return { id: i + 1, position: place(), durationMin: 30 + Math.floor(random() * 4) * 15, window: { start: at - 120, end: at + 120 } };
  });
  const home = place();
  return { problem: { startMinute, stops, matrix: straightLineMatrix([home, ...stops.map((s) => s.position)], 30) }, booked: stops.map((_, i) => i) };
}

function groupFigure() {
  const sizes = Array.from({ length: 20 }, () => 7);
  for (let i = 0; i < 10; i++) sizes[Math.floor(random() * 20)] += 1;
  const total = sizes.reduce((s, n) => s + n, 0);
  let before = 0;
  let after = 0;
  let lateBefore = 0;
  let lateAfter = 0;
  const t = performance.now();
  for (const n of sizes) {
    const { problem, booked } = dayProblem(n);
    const b = evaluateRoute(problem, booked);
    const a = solveRoute(problem, booked);
    before += b.km;
    after += a.km;
    lateBefore += b.lateMinutes;
    lateAfter += a.lateMinutes;
  }
  return { ms: performance.now() - t, visits: total, before, after, lateBefore, lateAfter };
}

/** 20 engineers with homes and 150 booked visits (± 2 h windows) as one fleet; with moves against each day alone. */
function fleetFigure() {
  const engineers = 20;
  const visits = 150;
  const homes = Array.from({ length: engineers }, () => place());
  const stops = Array.from({ length: visits }, (_, i) => {
    const at = 540 + Math.floor(random() * 16) * 30;
    return { id: i + 1, position: place(), durationMin: 30 + Math.floor(random() * 4) * 15, window: { start: at - 120, end: at + 120 }, owner: i % engineers };
  });
  const fleet: FleetProblem = {
    engineers: homes.map((_, e) => ({ point: e, startMinute: 480, capacity: 9 })),
    visits: stops.map((v, i) => ({ id: v.id, point: engineers + i, durationMin: v.durationMin, window: v.window, owner: v.owner, fixed: false, allowed: homes.map((_, e) => e) })),
    matrix: straightLineMatrix([...homes, ...stops.map((v) => v.position)], 30),
  };
  const km = (plan: ReturnType<typeof planFleet>) => plan.routes.reduce((sum, r) => sum + r.evaluation.km, 0);
  const late = (plan: ReturnType<typeof planFleet>) => plan.routes.reduce((sum, r) => sum + r.evaluation.lateMinutes, 0);
  let t = performance.now();
  const alone = planFleet(fleet, false);
  const aloneMs = performance.now() - t;
  t = performance.now();
  const moved = planFleet(fleet, true);
  const movedMs = performance.now() - t;
  return { visits, aloneMs, movedMs, aloneKm: km(alone), movedKm: km(moved), aloneLate: late(alone), movedLate: late(moved), moves: moved.moves.length };
}

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) => Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]));
}

function smallCases() {
  const all = permutations(8);
  let equal = 0;
  const cases = 200;
  const solver: number[] = [];
  const brute: number[] = [];
  for (let c = 0; c < cases; c++) {
    const { problem } = dayProblem(8);
    let t = performance.now();
    const got = solveRoute(problem).cost;
    solver.push(performance.now() - t);
    t = performance.now();
    let best = Infinity;
    for (const order of all) best = Math.min(best, evaluateRoute(problem, order).cost);
    brute.push(performance.now() - t);
    if (Math.abs(got - best) < 1e-6) equal += 1;
  }
  return { cases, equal, solver: median(solver), brute: median(brute) };
}

step('candidates among 500 engineers');
const c = candidatesFigure();
step('optimisation of 20 engineers × 150 visits');
const g = groupFigure();
step('moving visits between 20 engineers');
const f = fleetFigure();
step('small cases against the exhaustive optimum');
const s = smallCases();
const rows = [
  { figure: 'candidates, 500 engineers (median ms)', value: c.ranked, baseline: `nearestStaff ${c.nearest.toFixed(2)} ms`, ratio: c.ranked / c.nearest, target: '< 50 ms' },
  { figure: `optimise 20 engineers × ${g.visits} visits (ms)`, value: g.ms, baseline: '-', ratio: 0, target: '< 10,000 ms' },
  { figure: 'travel after / booked', value: g.after, baseline: `booked ${g.before.toFixed(1)} km`, ratio: g.after / g.before, target: '≤ 0.80' },
  { figure: 'lateness after (min)', value: g.lateAfter, baseline: `booked ${g.lateBefore.toFixed(0)} min`, ratio: g.lateBefore ? g.lateAfter / g.lateBefore : 0, target: '-' },
  { figure: `with moves between engineers (ms; ${f.moves} moved)`, value: f.movedMs, baseline: `each day alone ${f.aloneMs.toFixed(0)} ms`, ratio: f.movedMs / f.aloneMs, target: '< 10,000 ms' },
  { figure: 'travel with moves / each day alone', value: f.movedKm, baseline: `alone ${f.aloneKm.toFixed(1)} km`, ratio: f.movedKm / f.aloneKm, target: '≤ 1' },
  { figure: 'lateness with moves (min)', value: f.movedLate, baseline: `alone ${f.aloneLate.toFixed(0)} min`, ratio: f.aloneLate ? f.movedLate / f.aloneLate : 0, target: '-' },
  { figure: `small cases equal to exhaustive (of ${s.cases})`, value: s.equal, baseline: `solver ${s.solver.toFixed(2)} ms vs brute ${s.brute.toFixed(1)} ms`, ratio: s.solver / s.brute, target: 'all' },
];
printTable(rows);
console.log(`candidates kept: ${c.kept} of 500`);
await saveResult('dispatch', { candidates: c, group: g, fleet: f, small: s });
