import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { evaluateRoute, improveRoute, solveRoute, straightLineMatrix, type RouteProblem, type RouteStop } from '@domain/dispatch/route-solver';

function permutations(n: number): number[][] {
  if (n === 0) return [[]];
  return permutations(n - 1).flatMap((p) => Array.from({ length: n }, (_, i) => [...p.slice(0, i), n - 1, ...p.slice(i)]));
}
const bruteForce = (problem: RouteProblem) => Math.min(...permutations(problem.stops.length).map((o) => evaluateRoute(problem, o).cost));

const stopArb = fc.record({
  lng: fc.double({ min: 121.3, max: 121.7, noNaN: true }),
  lat: fc.double({ min: 31.0, max: 31.4, noNaN: true }),
  durationMin: fc.integer({ min: 10, max: 90 }),
  window: fc.option(fc.integer({ min: 480, max: 1000 }).chain((start) => fc.integer({ min: 0, max: 240 }).map((w) => ({ start, end: start + w }))), { nil: null }),
});
const problemArb = (min: number, max: number) =>
  fc.array(stopArb, { minLength: min, maxLength: max }).map((raw): RouteProblem => {
    const stops: RouteStop[] = raw.map((s, i) => ({ id: i + 1, position: { lng: s.lng, lat: s.lat }, durationMin: s.durationMin, window: s.window }));
    return { startMinute: 480, stops, matrix: straightLineMatrix([{ lng: 121.5, lat: 31.2 }, ...stops.map((s) => s.position)], 30) };
  });

describe('route solver', () => {
  it('equals the exhaustive optimum on small days (up to 8 visits, one engineer)', () => {
    fc.assert(
      fc.property(problemArb(1, 8), (problem) => {
        expect(solveRoute(problem).cost).toBeCloseTo(bruteForce(problem), 6);
      }),
      { numRuns: 40 },
    );
  });
  it('the local search alone never ends worse than where it started', () => {
    fc.assert(
      fc.property(problemArb(2, 14), (problem) => {
        const start = problem.stops.map((_, i) => i);
        expect(evaluateRoute(problem, improveRoute(problem, start)).cost).toBeLessThanOrEqual(evaluateRoute(problem, start).cost + 1e-9);
      }),
      { numRuns: 30 },
    );
  });
  it('a larger day is never worse than its booked order', () => {
    fc.assert(
      fc.property(problemArb(10, 16), (problem) => {
        const booked = problem.stops.map((_, i) => i);
        expect(solveRoute(problem, booked).cost).toBeLessThanOrEqual(evaluateRoute(problem, booked).cost + 1e-9);
      }),
      { numRuns: 15 },
    );
  });
  it('waits for a window and counts lateness', () => {
    const stops: RouteStop[] = [{ id: 1, position: { lng: 121.5, lat: 31.2 }, durationMin: 30, window: { start: 600, end: 610 } }];
    const problem: RouteProblem = { startMinute: 480, stops, matrix: straightLineMatrix([{ lng: 121.5, lat: 31.2 }, stops[0].position], 30) };
    expect(evaluateRoute(problem, [0])).toMatchObject({ starts: [600], lateMinutes: 0 });
    expect(evaluateRoute({ ...problem, startMinute: 700 }, [0])).toMatchObject({ starts: [700], lateMinutes: 90 });
  });
});
