import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checkBoundaries, cycles, edgeViolations, routeLiteralViolations, statesWithoutMachines } from '../../scripts/boundaries';

describe('the import rules', () => {
  it.each([
    ['src/features/orders/a.ts', 'src/features/customers/b.ts', ['feature imports another feature']],
    ['src/features/orders/a.ts', 'src/features/orders/b.ts', []],
    ['src/pages/orders/a.tsx', 'src/features/customers/b.ts', []],
    ['src/pages/orders/a.tsx', 'src/pages/customers/b.tsx', ['page folder imports another page folder']],
    ['src/pages/orders/a.tsx', 'src/pages/orders/b.tsx', []],
    ['src/pages/orders/a.tsx', 'src/components/x/b.tsx', []],
    ['src/components/x/a.tsx', 'src/features/orders/b.ts', ['shared client code imports a feature or page']],
    ['src/lib/a.ts', 'src/pages/orders/b.tsx', ['shared client code imports a feature or page']],
    ['server/modules/orders/a.ts', 'server/modules/users/users.queries.ts', ["module imports another module's private file"]],
    ['server/modules/orders/a.ts', 'server/modules/users/users.public.ts', []],
    ['server/modules/reports/a.ts', 'server/modules/orders/read-models/orders-read-models.public.ts', []],
    ['server/modules/reports/a.ts', 'server/modules/orders/read-models/order-stats.queries.ts', ["module imports another module's private file"]],
    ['server/modules/reports/a.ts', 'server/modules/orders/read-models/users-read-models.public.ts', ["module imports another module's private file"]],
    ['server/modules/orders/a.ts', 'server/modules/orders/orders.queries.ts', []],
    ['server/modules/orders/a.ts', 'server/db/schema.ts', ['module imports the schema barrel']],
    ['server/modules/orders/a.ts', 'server/db/schema/customers.ts', ["module names another area's tables"]],
    ['server/modules/orders/a.ts', 'server/db/schema/orders.ts', []],
    ['server/modules/orders/a.ts', 'server/db/schema/tenancy.ts', []],
    ['server/modules/orders/orders.routes.ts', 'server/db/schema/orders.ts', ['routes file reaches the database']],
    ['server/modules/orders/orders.routes.ts', 'server/modules/orders/orders.queries.ts', []],
    ['domain/orders/a.ts', 'src/lib/b.ts', ['domain imports outward']],
    ['domain/orders/a.ts', 'server/lib/b.ts', ['domain imports outward']],
    ['adapters/a.ts', 'src/lib/b.ts', ['adapters import src']],
    ['adapters/a.ts', 'domain/common/b.ts', []],
  ])('%s → %s', (from, to, rules) => {
    expect(edgeViolations(from, to)).toEqual(rules);
  });

  it('finds a route table writing an address src/app/paths.ts names, not a pattern or a name of its own', () => {
    const table = "{ path: '/spareList', title: 'a' },\n{ path: paths.spare.stock, title: 'b' },\n{ path: '/spareList/detail/:id', title: 'c' }";
    const named = new Set(['/spareList', '/spareStock']);
    expect(routeLiteralViolations('src/pages/spare-parts/spare-part-routes.ts', table, named)).toEqual([
      { rule: 'route table writes a path that src/app/paths.ts names', from: 'src/pages/spare-parts/spare-part-routes.ts', to: '/spareList' },
    ]);
    expect(routeLiteralViolations('src/app/shell-routes.ts', table, named)).toHaveLength(1);
    expect(routeLiteralViolations('src/pages/spare-parts/spare-list-page.tsx', table, named)).toEqual([]);
  });

  it('finds a set of states no machine reads, and accepts one a machine built with defineMachine reads', () => {
    const texts: Record<string, string> = {
      'domain/spare-parts/constants.ts': 'export const MovementState = { pending: 0 } as const;\nexport const KitState = { open: 1 } as const;',
      'domain/spare-parts/movement.machine.ts': "import { defineMachine } from '../common/machine';\ndefineMachine({ stateOf: (m) => m.state, from: [MovementState.pending] });",
      'domain/finance/reward.machine.ts': 'const RewardState = 1; // not built with the one shape',
      'domain/finance/rewards.ts': 'export const RewardState = { pending: 0 } as const;',
    };
    expect(statesWithoutMachines(Object.keys(texts), (f) => texts[f]).map((v) => v.to)).toEqual(['KitState', 'RewardState']);
  });

  it('holds every lifecycle to a machine, none excused: the plans and visits would be found without theirs', () => {
    const root = path.resolve(__dirname, '../..');
    const files = ['domain/cycle-plans', 'domain/return-visits'].flatMap((dir) => readdirSync(path.join(root, dir)).map((name) => `${dir}/${name}`));
    const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
    expect(statesWithoutMachines(files, read)).toEqual([]);
    const withoutMachines = files.filter((f) => !f.endsWith('.machine.ts'));
    expect(statesWithoutMachines(withoutMachines, read).map((v) => v.to).sort()).toEqual(['PlanState', 'VisitState']);
  });

  it('finds each cycle once, and none in a tree', () => {
    const graph = new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']], ['e', []]]);
    expect(cycles(graph)).toEqual([['a', 'b', 'c']]);
    expect(cycles(new Map([['a', ['b']], ['b', []]]))).toEqual([]);
  });
});

describe('the source tree', () => {
  // Holds at zero: a new import that breaks a rule fails here with the offending lines.
  it('keeps every boundary and has no import cycle', () => {
    const { violations, cycles: found } = checkBoundaries();
    const lines = [...violations.map((v) => `${v.rule}: ${v.from} -> ${v.to}`), ...found.map((c) => `cycle: ${c.join(' ')}`)];
    expect(lines).toEqual([]);
  });
});
