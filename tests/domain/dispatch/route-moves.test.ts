import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { planFleet, type FleetProblem } from '@domain/dispatch/route-moves';
import { straightLineMatrix } from '@domain/dispatch/route-solver';

const pointArb = fc.record({ lng: fc.double({ min: 121.3, max: 121.7, noNaN: true }), lat: fc.double({ min: 31.0, max: 31.4, noNaN: true }) });
const visitArb = (engineers: number) =>
  fc.record({
    point: pointArb,
    durationMin: fc.integer({ min: 10, max: 90 }),
    window: fc.option(fc.integer({ min: 480, max: 1000 }).chain((start) => fc.integer({ min: 0, max: 240 }).map((w) => ({ start, end: start + w }))), { nil: null }),
    owner: fc.integer({ min: 0, max: engineers - 1 }),
    fixed: fc.boolean(),
    allowed: fc.subarray(Array.from({ length: engineers }, (_, i) => i)),
  });
const fleetArb = fc.integer({ min: 2, max: 4 }).chain((n) =>
  fc.record({
    homes: fc.array(pointArb, { minLength: n, maxLength: n }),
    capacities: fc.array(fc.integer({ min: 0, max: 6 }), { minLength: n, maxLength: n }),
    visits: fc.array(visitArb(n), { maxLength: 14 }),
  }).map(({ homes, capacities, visits }): FleetProblem => {
    const points = [...homes, ...visits.map((v) => v.point)];
    return {
      engineers: homes.map((_, e) => ({ point: e, startMinute: 480, capacity: capacities[e] })),
      visits: visits.map((v, i) => ({ id: i + 1, point: homes.length + i, durationMin: v.durationMin, window: v.window, owner: v.owner, fixed: v.fixed, allowed: v.allowed })),
      matrix: straightLineMatrix(points, 30),
    };
  }),
);

const ownerAfter = (plan: ReturnType<typeof planFleet>) => {
  const owner = new Map<number, number>();
  for (const [e, r] of plan.routes.entries()) for (const v of r.visits) owner.set(v, e);
  return owner;
};
const total = (plan: ReturnType<typeof planFleet>) => plan.routes.reduce((s, r) => s + r.evaluation.cost, 0);

describe('moving visits between engineers', () => {
  it('loses and duplicates no visit, keeps fixed ones, moves only where allowed, fills nobody past capacity, never costs more', () => {
    fc.assert(
      fc.property(fleetArb, (fleet) => {
        const plan = planFleet(fleet, true);
        const all = plan.routes.flatMap((r) => r.visits);
        expect([...all].sort((a, b) => a - b)).toEqual(fleet.visits.map((_, i) => i));
        const owner = ownerAfter(plan);
        for (const [i, v] of fleet.visits.entries()) {
          const now = owner.get(i)!;
          if (v.fixed) expect(now).toBe(v.owner);
          if (now !== v.owner) expect(v.allowed).toContain(now);
        }
        for (const [e, r] of plan.routes.entries()) {
          const booked = fleet.visits.filter((v) => v.owner === e).length;
          expect(r.visits.length).toBeLessThanOrEqual(Math.max(fleet.engineers[e].capacity, booked));
        }
        // Every listed move is where the visit ended, and every visit that changed hands is listed once.
        const changed = fleet.visits.flatMap((v, i) => (owner.get(i) !== v.owner ? [i] : []));
        expect(plan.moves.map((m) => m.visit).sort((a, b) => a - b)).toEqual(changed);
        for (const m of plan.moves) expect(owner.get(m.visit)).toBe(m.to);
        expect(total(plan)).toBeLessThanOrEqual(total(planFleet(fleet, false)) + 1e-9);
      }),
      { numRuns: 60 },
    );
  });

  it('without moving, every visit stays with its engineer', () => {
    fc.assert(
      fc.property(fleetArb, (fleet) => {
        const plan = planFleet(fleet, false);
        expect(plan.moves).toEqual([]);
        const owner = ownerAfter(plan);
        for (const [i, v] of fleet.visits.entries()) expect(owner.get(i)).toBe(v.owner);
      }),
      { numRuns: 30 },
    );
  });

  it('gives a visit booked across town to the engineer who lives beside it', () => {
    const points = [
      { lng: 121.4, lat: 31.2 },
      { lng: 121.7, lat: 31.2 },
      { lng: 121.41, lat: 31.2 },
      { lng: 121.69, lat: 31.2 },
    ];
    const fleet: FleetProblem = {
      engineers: [
        { point: 0, startMinute: 480, capacity: 8 },
        { point: 1, startMinute: 480, capacity: 8 },
      ],
      visits: [
        { id: 1, point: 2, durationMin: 60, window: null, owner: 0, fixed: false, allowed: [0, 1] },
        { id: 2, point: 3, durationMin: 60, window: null, owner: 0, fixed: false, allowed: [0, 1] },
      ],
      matrix: straightLineMatrix(points, 30),
    };
    const plan = planFleet(fleet, true);
    expect(plan.moves).toMatchObject([{ visit: 1, from: 0, to: 1 }]);
    expect(plan.routes.map((r) => r.visits)).toEqual([[0], [1]]);
    expect(planFleet({ ...fleet, visits: fleet.visits.map((v) => ({ ...v, fixed: true })) }, true).moves).toEqual([]);
    expect(planFleet({ ...fleet, engineers: [fleet.engineers[0], { ...fleet.engineers[1], capacity: 0 }] }, true).moves).toEqual([]);
  });
});
